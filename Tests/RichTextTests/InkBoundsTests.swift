import RichText
import Testing

@Suite("Line ink bounds")
struct InkBoundsTests {
    let metrics = FontContext.default.face(for: .default)!.metrics(size: 16)

    @Test("the glyphs' ink: a cap above the baseline, a descender below, inside the advance")
    func glyphs() throws {
        let caps = try #require(layout("H", width(100)).lines.first)
        let ink = try #require(caps.inkBounds)
        #expect(abs((caps.baseline - ink.minY) - metrics.capHeight) < 0.05, "H is cap height tall: \(ink)")
        #expect(abs(ink.maxY - caps.baseline) < 0.05, "and sits on the baseline")
        #expect(ink.minX > caps.origin.x && ink.maxX < caps.origin.x + caps.width)
        let descender = try #require(layout("g", width(100)).lines.first)
        let gInk = try #require(descender.inkBounds)
        #expect(gInk.maxY > descender.baseline + 2 && gInk.maxY <= descender.rowBottom)
    }

    @Test("an attachment's ink is its box; blank lines have none")
    func attachmentsAndBlanks() throws {
        var text = AttributedText("\u{FFFC}")
        text.setAttachment(TextAttachment(size: Size(width: 30, height: 40), ascent: 32), range: 0..<1)
        let line = try #require(TextLayout(container: width(100), text: text).lines.first)
        let ink = try #require(line.inkBounds)
        #expect(
            abs(ink.minY - (line.baseline - 32)) < 1e-9 && abs(ink.height - 40) < 1e-9 && abs(ink.width - 30) < 1e-9)
        #expect(try #require(layout("   ", width(100)).lines.first).inkBounds == nil)
    }

    @Test("a maximum line height lets glyphs overflow the top; the ink shows by how much")
    func overflow() throws {
        let line = try #require(
            layout("Hg", width(100), style: paragraphStyle { $0.maximumLineHeight = 12 }).lines.first)
        let ink = try #require(line.inkBounds)
        #expect(ink.minY < line.rowTop)
    }
}
