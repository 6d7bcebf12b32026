import RichText
import Testing

@Suite("Complex scripts: Arabic joining, Devanagari conjuncts")
struct ComplexScriptShapingTests {
    @Test("مرحبا بالعالم is one right-to-left run in Noto Sans Arabic")
    func arabicRun() throws {
        let shaped = shape("مرحبا بالعالم")
        let runs = shaped.runs
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.face.family == "Noto Sans Arabic")
        #expect(run.level == 1)
        #expect(run.isRightToLeft)
        #expect(run.script.iso15924 == "Arab")
        #expect(run.range == 0..<utf16Length("مرحبا بالعالم"))
        #expect(shaped.paragraphs[0].analysis.baseLevel == 1)
    }

    @Test("Arabic letters take joined forms, not their isolated glyphs")
    func arabicJoining() throws {
        let word = "مرحبا"
        let shaped = shape(word)
        let glyphs = shaped.paragraphs[0].glyphs(of: shaped.paragraphs[0].runs[0])
        var joinedDiffers = 0
        for (offset, letter) in word.unicodeScalars.enumerated() {
            let isolated = shape(String(letter)).paragraphs[0]
            let isolatedID = isolated.glyphs(of: isolated.runs[0])[0].id
            let inWord = try #require(glyphs.first { $0.cluster == offset })
            if inWord.id != isolatedID { joinedDiffers += 1 }
        }
        // م (initial), ر (final), ح (initial), ب (medial), ا (final) all join.
        #expect(joinedDiffers == 5)
        #expect(!glyphs.contains { $0.id == 0 })
    }

    @Test("glyphs of a right-to-left run are stored in logical order")
    func logicalOrder() {
        let shaped = shape("مرحبا")
        let clusters = shaped.paragraphs[0].glyphs(of: shaped.paragraphs[0].runs[0]).map(\.cluster)
        #expect(clusters == clusters.sorted())
    }

    @Test("क्षत्रिय forms conjuncts: fewer glyphs than characters")
    func devanagariConjuncts() throws {
        let word = "क्षत्रिय"
        let shaped = shape(word)
        let run = try #require(shaped.runs.first)
        #expect(shaped.runs.count == 1)
        #expect(run.face.family == "Noto Sans Devanagari")
        #expect(run.script.iso15924 == "Deva")
        #expect(run.glyphRange.count < word.unicodeScalars.count)
        #expect(!shaped.paragraphs[0].glyphs(of: run).contains { $0.id == 0 })
    }

    @Test("Thai shapes in Noto Sans Thai with marks on their bases")
    func thai() throws {
        let shaped = shape("ภาษาไทย")
        let run = try #require(shaped.runs.first)
        #expect(shaped.runs.count == 1)
        #expect(run.face.family == "Noto Sans Thai")
        #expect(!shaped.paragraphs[0].glyphs(of: run).contains { $0.id == 0 })
    }

    @Test("HarfBuzz's unsafe-to-break flags are kept: inside a joined Arabic word, not at its start")
    func unsafeToBreak() throws {
        let shaped = shape("مرحبا")
        let glyphs = shaped.paragraphs[0].glyphs(of: shaped.paragraphs[0].runs[0])
        let first = try #require(glyphs.first { $0.cluster == 0 })
        #expect(!first.flags.contains(.unsafeToBreak))
        #expect(glyphs.contains { $0.cluster > 0 && $0.flags.contains(.unsafeToBreak) })
        // Latin without kerning or ligatures: every break is safe.
        let plain = shape("xxxx")
        #expect(plain.paragraphs[0].glyphs(of: plain.runs[0]).allSatisfy { !$0.flags.contains(.unsafeToBreak) })
    }
}
