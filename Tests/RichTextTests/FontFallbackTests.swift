import RichText
import Testing

@Suite("Per-cluster font fallback")
struct FontFallbackTests {
    @Test("CJK, Hangul and kana fall back to Droid Sans Fallback")
    func cjk() throws {
        let text = "Hello 你好 안녕 こんにちは"
        let shaped = shape(text)
        func family(at offset: Int) -> String? {
            shaped.runs.first { $0.range.contains(offset) }?.face.family
        }
        #expect(family(at: 0) == "Noto Sans")
        for word in ["你好", "안녕", "こんにちは"] {
            let start = try #require(text.range(of: word)).lowerBound.utf16Offset(in: text)
            for offset in start..<start + utf16Length(word) {
                #expect(family(at: offset) == "Droid Sans Fallback", "offset \(offset)")
            }
        }
        let paragraph = shaped.paragraphs[0]
        #expect(!shaped.runs.flatMap { paragraph.glyphs(of: $0) }.contains { $0.id == 0 })
        #expect(Set(shaped.runs.map(\.script.iso15924)).isSuperset(of: ["Latn", "Hani", "Hang", "Hira"]))
    }

    @Test("each emoji sequence is one cluster with one glyph in the emoji font")
    func emoji() throws {
        let sequences = ["👨‍👩‍👧", "🇩🇪", "👍🏽"]
        let shaped = shape(sequences.joined(separator: " "))
        let paragraph = shaped.paragraphs[0]
        var offset = 0
        for sequence in sequences {
            let range = offset..<offset + utf16Length(sequence)
            let run = try #require(shaped.runs.first { $0.range.contains(range.lowerBound) })
            #expect(run.face.isColor)
            #expect(run.face.family == "Noto Color Emoji")
            #expect(run.range.clamped(to: range) == range, "\(sequence) must not split across runs")
            let glyphs = paragraph.glyphs(of: run).filter { range.contains($0.cluster) }
            #expect(glyphs.count == 1, "\(sequence) shapes to one glyph")
            #expect(Set(glyphs.map(\.cluster)) == [range.lowerBound])
            #expect(glyphs.allSatisfy { $0.id != 0 })
            offset = range.upperBound + 1
        }
    }

    @Test("the space between Arabic words stays in the Arabic face")
    func commonFollowsNeighbour() {
        #expect(shape("مرحبا بالعالم").runs.count == 1)
        // Digits after an emoji do not borrow the emoji font's keycap digits.
        let runs = shape("👍 123").runs
        #expect(runs.last?.face.family == "Noto Sans")
    }

    @Test("a base and its combining marks never split across fonts")
    func combiningMarks() {
        // U+0301 over a Hebrew letter: the Hebrew face must carry the mark too, or the
        // whole cluster moves to a face that has both.
        for text in ["e\u{301}", "ש\u{5B8}", "क\u{94D}\u{937}", "x\u{20DD}"] {
            let shaped = shape(text)
            #expect(shaped.runs.count == 1, "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test("a character no font covers shapes to .notdef without a crash")
    func notdef() throws {
        for text in ["\u{E000}", "a\u{0378}b", "\u{10FFFD}", "\u{FFFF}"] {
            let shaped = shape(text)
            let glyphs = shaped.runs.flatMap { shaped.paragraphs[0].glyphs(of: $0) }
            #expect(glyphs.contains { $0.id == 0 })
        }
    }

    @Test("text presentation (VS15) prefers a text face when one covers it")
    func textPresentation() {
        let emoji = shape("\u{2764}\u{FE0F}").runs
        #expect(emoji.first?.face.isColor == true)
        let textFace = FontContext.default.fallbackChain(for: .default).first { !$0.isColor && $0.covers("\u{2764}") }
        let text = shape("\u{2764}\u{FE0E}").runs
        #expect(text.count == 1)
        if let textFace {
            #expect(text.first?.face == textFace)
        } else {
            #expect(text.first?.face.isColor == true, "no text face has U+2764, so the colour face is used")
        }
    }

    @Test("run boundaries always fall on grapheme boundaries, across the whole corpus")
    func corpusInvariant() throws {
        for language in ["ar", "de", "el", "en", "fa", "he", "hi", "ja", "ko", "ru", "th", "vi", "zh_CN"] {
            let lines = try corpusLines(language)
            let shaped = shape(lines.prefix(40).joined(separator: "\n"))
            for paragraph in shaped.paragraphs {
                let boundaries = Set(paragraph.analysis.graphemeClusterBoundaries + [paragraph.contentRange.lowerBound])
                var expectedStart = paragraph.contentRange.lowerBound
                for run in paragraph.runs {
                    #expect(run.range.lowerBound == expectedStart, "\(language): runs tile the paragraph")
                    #expect(boundaries.contains(run.range.lowerBound), "\(language): run starts mid-cluster")
                    expectedStart = run.range.upperBound
                    for glyph in paragraph.glyphs(of: run) {
                        #expect(run.range.contains(glyph.cluster))
                    }
                }
                #expect(expectedStart == paragraph.contentRange.upperBound)
            }
        }
    }
}
