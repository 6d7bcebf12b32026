import RichText
import Testing

@Suite("Latin shaping: kerning and ligatures")
struct LatinShapingTests {
    let sample = "To AVA office"

    @Test("kerning shows in the advances and turns off through the features attribute")
    func kerning() throws {
        let kerned = shape(sample)
        let unkerned = shape(sample, font: Font.default.with(features: [.noKerning]))
        let kernedRun = try #require(kerned.paragraphs.first?.runs.first)
        let plainRun = try #require(unkerned.paragraphs.first?.runs.first)
        let kernedGlyphs = kerned.paragraphs[0].glyphs(of: kernedRun)
        let plainGlyphs = unkerned.paragraphs[0].glyphs(of: plainRun)
        // "A" at offset 3 is followed by "V": kerning pulls the pair together.
        let kernedA = try #require(kernedGlyphs.first { $0.cluster == 3 })
        let plainA = try #require(plainGlyphs.first { $0.cluster == 3 })
        #expect(kernedA.advance < plainA.advance - 0.5)
        // "T" before "o" too.
        let kernedT = try #require(kernedGlyphs.first { $0.cluster == 0 })
        let plainT = try #require(plainGlyphs.first { $0.cluster == 0 })
        #expect(kernedT.advance < plainT.advance)
        #expect(kernedRun.advance < plainRun.advance - 1)
    }

    @Test("ffi becomes one ligature glyph, and stays three letters with liga off")
    func ligature() throws {
        let shaped = shape(sample)
        let paragraph = shaped.paragraphs[0]
        let glyphs = paragraph.glyphs(of: paragraph.runs[0])
        let ffiStart = 8  // "To AVA o|ffice"
        let ffiGlyphs = glyphs.filter { $0.cluster == ffiStart }
        #expect(ffiGlyphs.count == 1, "f, f, i should form one cluster with one glyph")
        #expect(!glyphs.contains { $0.cluster == ffiStart + 1 || $0.cluster == ffiStart + 2 })
        #expect(glyphs.count == utf16Length(sample) - 2)

        let noLigatures = shape(sample, font: Font.default.with(features: [.noLigatures]))
        let plain = noLigatures.paragraphs[0].glyphs(of: noLigatures.paragraphs[0].runs[0])
        #expect(plain.count == utf16Length(sample))
        #expect(plain.first { $0.cluster == ffiStart }?.id != ffiGlyphs[0].id)
    }

    @Test("letter spacing adds after each cluster and keeps ffi apart")
    func letterSpacing() throws {
        var text = AttributedText("office")
        text.setLetterSpacing(2, range: 0..<6)
        let spaced = ShapedText(text)
        let plain = shape("office", font: Font.default.with(features: [.noLigatures]))
        #expect(spaced.paragraphs[0].glyphCount == 6)
        #expect(abs(spaced.paragraphs[0].advance - plain.paragraphs[0].advance - 12) < 0.01)
    }

    @Test("advances scale linearly with the size")
    func sizeScaling() {
        let small = shape("Hamburgefonstiv", font: Font.default.with(size: 10))
        let large = shape("Hamburgefonstiv", font: Font.default.with(size: 40))
        #expect(abs(large.paragraphs[0].advance - 4 * small.paragraphs[0].advance) < 0.01)
    }
}
