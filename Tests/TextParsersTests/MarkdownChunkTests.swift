import Foundation
import RichText
import Testing

@testable import TextParsers

/// A long markdown source is parsed a piece at a time where the pieces give the same blocks
/// as the whole (`MarkdownChunks`): rendering with a cut at every place the scan allows
/// must give exactly the text of rendering the whole at once.
@Suite("MarkdownRenderer: long sources parsed in pieces")
struct MarkdownChunkTests {
    /// Renders `source` cut wherever the scan allows, and whole.
    func renderings(_ source: String) -> (cut: AttributedText, whole: AttributedText) {
        let renderer = MarkdownRenderer()
        return (renderer.render(source, chunkBytes: 1), renderer.render(source, chunkBytes: .max))
    }

    func pieces(_ source: String) -> [String] {
        var copy = source
        return copy.withUTF8 { bytes in
            MarkdownChunks.ranges(of: bytes, chunkBytes: 1).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
    }

    /// The package's own markdown files (guides, changelog, goldens, DocC articles).
    static let packageDocuments: [URL] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folders = ["", "docs", "Tests/TextParsersTests/Goldens", "Sources/RichText/RichText.docc", "Benchmarks"]
        return folders.flatMap { folder in
            let url = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { url.appendingPathComponent($0) }
        }
    }()

    @Test("the package's markdown files render the same cut and whole")
    func packageFiles() throws {
        #expect(Self.packageDocuments.count >= 10)
        var cutSomewhere = 0
        for url in Self.packageDocuments {
            let source = try String(contentsOf: url, encoding: .utf8)
            let (cut, whole) = renderings(source)
            #expect(cut == whole, "\(url.lastPathComponent)")
            if pieces(source).count > 1 { cutSomewhere += 1 }
        }
        #expect(cutSomewhere >= 5, "most of these files have places to cut")
    }

    @Test("random documents of blocks that hold blank lines render the same cut and whole")
    func randomDocuments() {
        var random = SplitMix64(state: 40)
        var cuts = 0
        for trial in 0..<400 {
            let source = MarkdownChunkSamples.document(&random)
            let (cut, whole) = renderings(source)
            #expect(cut == whole, "trial \(trial):\n\(source)")
            cuts += pieces(source).count - 1
        }
        #expect(cuts > 80, "the documents give the scan places to cut")
    }

    @Test("cuts only before a letter in the first column after a blank line")
    func cutPlaces() {
        let source = "para one\n\nPara two\nstill two\n\n- list\n\n# heading\n\nthree\r\n\r\nfour\n"
        let expected = ["para one\n\n", "Para two\nstill two\n\n- list\n\n# heading\n\n", "three\r\n\r\n", "four\n"]
        #expect(pieces(source) == expected)
    }

    @Test(
        "no cut inside a fence; after a fence, a cut",
        arguments: ["```\ncode\n\nletters\n```\n", "~~~~ x\ncode\n\nletters\n~~~\n\nstill code\n~~~~\n"])
    func noCutInsideFence(block: String) {
        let source = "start\n\n" + block + "\nafter\n"
        #expect(pieces(source) == ["start\n\n" + block + "\n", "after\n"])
    }

    @Test(
        "an HTML block that may hold blank lines ends the cutting, unless it closes on its line",
        arguments: [
            ("<pre>\n\nletters\n</pre>\n", 1), ("<!-- note\n\nletters\n-->\n", 1), ("<?php\n\nletters\n?>\n", 1),
            ("<!DOCTYPE\n\nletters\n>\n", 1), ("<![CDATA[\n\nletters\n]]>\n", 1), ("<SCRIPT>\n\nx\n</script>\n", 1),
            ("<!-- one line -->\n", 3), ("<pre>one line</pre>\n", 3), ("<div>\nletters\n</div>\n", 3),
        ])
    func htmlBlocks(block: String, count: Int) {
        let source = "start\n\n" + block + "\nafter\n\nmore\n"
        #expect(pieces(source).count == count, "\(pieces(source))")
        let (cut, whole) = renderings(source)
        #expect(cut == whole)
    }

    @Test(
        "nothing is cut with a possible definition; nothing after an indented fence, a lone CR or uncertain HTML",
        arguments: [
            ("a\n\nb\n\n[x]: https://example.com\n\nc\n", 1),
            ("a\n\nb\n\n[^n]: note\n\nc\n", 1),
            ("a\n\nb\n\n - x\n\n   ```\n   y\n\nc\n\nd\n", 2),
            ("a\n\nb\n\n  <pre>\n\nc\n\nd\n", 2),
            ("a\n\nb\rc\n\nd\n", 2),
            // Found by a review: HTML that versions of CommonMark read differently, HTML that
            // interrupts a paragraph, and a fence after a byte order mark.
            ("a\n\n<pre\u{0C}\n\nb\n\nc\n", 1),
            ("a\n\n<span>x\n<pre>\n\nb\n\nc\n", 1),
            ("a\n\nb\n<b>\n<!--\n\nc\n\nd\n", 2),
            ("a\n\n<!doctype\n```\n>\n\nb\n\nc\n", 1),
            ("a\n\n<textarea>\n```\n</textarea>\n\nb\n\nc\n", 1),
            ("\u{FEFF}```\n\nb\n```\n\nc\n", 2),
            ("a\n\n<pre\u{0B}\n\nb\n\nc\n", 1),
            ("a\n\n<pre>\n</textarea>\n\nb\n\nc\n", 1),
            ("a\n\n<i>x\n <pre>\n\nb\n\nc\n", 1),
            ("\u{FEFF}<pre>\n\nb\n\nc\n", 1),
            ("\u{FEFF}<!--\n\nb\n\nc\n", 1),
        ])
    func noCut(source: String, count: Int) {
        #expect(pieces(source).count == count)
        let (cut, whole) = renderings(source)
        #expect(cut == whole)
    }
}
