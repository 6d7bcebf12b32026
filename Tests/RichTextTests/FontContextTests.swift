import RichText
import Testing

@Suite("FontContext: bundled fonts, matching, metrics")
struct FontContextTests {
    let context = FontContext.default

    @Test("the bundled fonts load, each with its family")
    func bundled() {
        let families = context.families
        for family in [
            "Noto Sans", "Noto Sans Mono", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
            "Noto Sans Thai", "Droid Sans Fallback", "Noto Color Emoji",
        ] {
            #expect(families.contains(family), "\(family) missing from \(families)")
        }
        #expect(context.faces.count == FontContext.bundledFontPaths.count)
        #expect(context.faces.filter(\.isColor).map(\.family) == ["Noto Color Emoji"])
    }

    @Test("matching by weight and slant follows CSS font matching")
    func styleMatching() throws {
        func style(_ font: Font) -> String? { context.face(for: font)?.style }
        #expect(style(Font()) == "Regular")
        #expect(style(Font(weight: .bold)) == "Bold")
        #expect(style(Font(italic: true)) == "Italic")
        #expect(style(Font(weight: .bold, italic: true)) == "Bold Italic")
        #expect(style(Font(weight: .semibold)) == "Bold", "600 looks upward first")
        #expect(style(Font(weight: .light)) == "Regular", "300 finds nothing lighter, then looks upward")
        #expect(style(Font(weight: .black, italic: true)) == "Bold Italic")
        #expect(context.face(for: Font(family: "noto sans mono"))?.family == "Noto Sans Mono")
    }

    @Test("an unknown family resolves to the default family, keeping the style")
    func unknownFamily() {
        let face = context.face(for: Font(family: "Helvetica Neue", weight: .bold))
        #expect(face?.family == "Noto Sans")
        #expect(face?.style == "Bold")
    }

    @Test("the fallback chain starts with the match and holds each family once")
    func fallbackChain() {
        let chain = context.fallbackChain(for: Font(family: "Noto Sans Arabic"))
        #expect(chain.first?.family == "Noto Sans Arabic")
        #expect(chain.count == Set(context.families).count)
        #expect(chain.map(\.family).count == Set(chain.map(\.family)).count)
        #expect(context.fallbackChain(for: Font(weight: .bold))[0].style == "Bold")
    }

    @Test("metrics scale with size and hold their expected relations")
    func metrics() throws {
        let face = try #require(context.face(for: .default))
        let m16 = face.metrics(size: 16)
        let m32 = face.metrics(size: 32)
        #expect(face.unitsPerEm == 1000)
        #expect(abs(m32.ascender - 2 * m16.ascender) < 1e-9)
        #expect(m16.ascender > m16.capHeight && m16.capHeight > m16.xHeight && m16.xHeight > 0)
        #expect(m16.descender < 0)
        #expect(m16.lineGap >= 0)
        #expect(m16.underlinePosition < 0 && m16.underlineThickness > 0)
        #expect(m16.strikeoutPosition > 0 && m16.strikeoutThickness > 0)
        #expect(m16.strikeoutPosition < m16.capHeight)
        // Noto Sans: hhea ascender 1069, descender -293 per 1000 units.
        #expect(abs(m16.ascender - 17.104) < 0.001)
        #expect(abs(m16.descender + 4.688) < 0.001)
        #expect(abs(m16.lineHeight - (m16.ascender - m16.descender + m16.lineGap)) < 1e-9)
    }

    @Test("coverage comes from the cmap")
    func coverage() throws {
        let latin = try #require(context.face(for: .default))
        #expect(latin.covers("A"))
        #expect(!latin.covers("你"))
        #expect(latin.glyph(for: "A") != nil)
        let cjk = try #require(context.faces.first { $0.family == "Droid Sans Fallback" })
        #expect(cjk.covers("你") && cjk.covers("안") && cjk.covers("こ"))
    }

    @Test("variation axes on a static font are accepted and change nothing")
    func variations() {
        let plain = shape("Weight", font: Font())
        let varied = shape("Weight", font: Font(variations: [FontVariation("wght", 700)]))
        #expect(plain.paragraphs[0].advance == varied.paragraphs[0].advance)
    }
}
