import Foundation
import RichText
import TextParsers

/// One document of the `markdown/*` render scenarios: the markdown source (RichText renders
/// it inside the timed operation) and the plain text of its rendering (the peers' input).
struct MarkdownDocument {
    let source: String
    let plain: Sample
    var byteCount: Int { source.utf8.count }
}

extension Corpora {
    /// Sizes of the `markdown/*` render scenarios. The 1 MB document is ten 100 KB ones
    /// (`tenfoldMarkdownSource`), so the target "1 MB under 10× the 100 KB case" compares ten
    /// times the same kind of text: a 1 MiB document cut from README copies held 10.24× the
    /// bytes and 10.5× the rendered text of the 100 KB one (its mix of README blocks differs),
    /// which raw HarfBuzz and Qt also took 10.5× the time for.
    static let markdownSizes: [(label: String, bytes: Int)] = [
        ("10KB", 10 * 1024), ("100KB", 100 * 1024), ("1MB", 10 * 100 * 1024),
    ]

    /// The markdown document of `cold/markdown`: RichText gets the rendered attributed text, the
    /// peers its plain string. Variant k ends with " k" so that no paragraph cache sees the same
    /// text twice.
    static func markdown(file: String, variants: Int) -> Corpus {
        let readme = readMarkdown(file)
        let rendered = MarkdownRenderer().render(readme)
        let samples = (0..<variants).map { k -> Sample in
            var rich = rendered
            rich.append(attributed(" \(k)"))
            return Sample(rendered.string + " \(k)", rich: rich)
        }
        return Corpus(
            id: "markdown", title: "Markdown README (\(readme.utf8.count / 1024) KB)", samples: samples,
            harfBuzzFont: "NotoSans-Regular.ttf")
    }

    static func readMarkdown(_ file: String) -> String {
        guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
        return String(decoding: data, as: UTF8.self)
    }

    /// An ordinary markdown document of about `bytes` UTF-8 bytes: copies of `readme` one after
    /// another, each heading of copy k numbered "(part N)" with N = variant × 1000 + k, cut at a
    /// blank line (block boundary) once the size is reached.
    static func markdownSource(readme: String, bytes: Int, variant: Int) -> String {
        let blocks = readme.components(separatedBy: "\n\n")
        var parts: [String] = []
        var total = 0
        var copy = 0
        while total < bytes {
            let part = variant * 1000 + copy
            for block in blocks {
                var text = block
                if text.hasPrefix("#") {
                    let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
                    text = lines[0] + " (part \(part))" + (lines.count > 1 ? "\n" + lines[1] : "")
                }
                if total > 0 && total + text.utf8.count + 2 > bytes { return parts.joined(separator: "\n\n") }
                parts.append(text)
                total += text.utf8.count + 2
            }
            copy += 1
        }
        return parts.joined(separator: "\n\n")
    }

    /// The `markdown/1MB` document: the 100 KB documents of variants 0 to 9, one after another
    /// (each with its own heading numbers).
    static func tenfoldMarkdownSource(readme: String) -> String {
        (0..<10).map { markdownSource(readme: readme, bytes: 100 * 1024, variant: $0) }.joined(separator: "\n\n")
    }

    /// `variants` documents of about `bytes` each, with the plain text of their rendering.
    static func markdownDocuments(readme: String, bytes: Int, variants: Int) -> [MarkdownDocument] {
        (0..<variants).map { variant in
            let source = markdownSource(readme: readme, bytes: bytes, variant: variant)
            let rendered = MarkdownRenderer().render(source)
            return MarkdownDocument(source: source, plain: Sample(rendered.string, rich: rendered))
        }
    }
}
