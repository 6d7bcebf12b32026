import Foundation
import RichText
import Testing

/// Damaged copies of every bundled font either fail to load with a `FontError` or lay out
/// with finite geometry; none crashes. A fast deterministic subset of what
/// `make check-bad-fonts` runs (1,000 variants per font, release build).
@Suite("Damaged fonts: a FontError or a layout, never a crash")
struct DamagedFontTests {
    static let variantsPerFont = 30

    static let fontNames = FontContext.bundledFontPaths.map { String($0.split(separator: "/").last!) }

    @Test("30 truncated or byte-flipped variants of each bundled font", arguments: fontNames)
    func variants(of fontName: String) throws {
        let corruptor = FontCorruptor(bytes: try bundledFontBytes(fontName))
        #expect(corruptor.tables.count >= 8, "the table directory of \(fontName) was parsed")
        var rejected = 0
        var loaded = 0
        for index in 0..<Self.variantsPerFont {
            let (bytes, description) = corruptor.variant(index)
            switch DamagedFontTrial.run(bytes, name: "\(fontName) \(description)") {
            case .rejected(let error):
                rejected += 1
                #expect(error.source == "\(fontName) \(description)")
            case .loaded(let problems):
                loaded += 1
                #expect(problems.isEmpty, "\(fontName) \(description): \(problems)")
            }
        }
        #expect(rejected + loaded == Self.variantsPerFont)
        #expect(rejected > 0, "truncations at least are rejected")
    }

    /// Fields the metrics and the layout depend on: head unitsPerEm, indexToLocFormat and
    /// the bounding box; maxp numGlyphs; hhea ascender, descender, lineGap and
    /// numberOfHMetrics; OS/2 typo metrics and fsSelection (USE_TYPO_METRICS).
    static let metricFields: [(tag: String, offset: Int)] = [
        ("head", 18), ("head", 50), ("head", 36), ("head", 42), ("maxp", 4), ("hhea", 4), ("hhea", 6),
        ("hhea", 8), ("hhea", 34), ("OS/2", 62), ("OS/2", 68), ("OS/2", 70), ("OS/2", 72),
    ]

    @Test(
        "edge values (0, 1, 0x7FFF, 0x8000, 0xFFFF) in metric fields give a FontError or finite geometry",
        arguments: ["NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf"])
    func metricFieldEdges(fontName: String) throws {
        let bytes = try bundledFontBytes(fontName)
        let tables = FontCorruptor(bytes: bytes).tables
        var tried = 0
        for field in Self.metricFields {
            let table = try #require(tables.first { $0.tag == field.tag }, "\(fontName) has '\(field.tag)'")
            for value in [0x0000, 0x0001, 0x7FFF, 0x8000, 0xFFFF] {
                var damaged = bytes
                damaged[table.offset + field.offset] = UInt8(value >> 8)
                damaged[table.offset + field.offset + 1] = UInt8(value & 0xFF)
                let name = "\(fontName) \(field.tag)+\(field.offset)=\(value)"
                if case .loaded(let problems) = DamagedFontTrial.run(damaged, name: name) {
                    #expect(problems.isEmpty, "\(name): \(problems)")
                }
                tried += 1
            }
        }
        #expect(tried == Self.metricFields.count * 5)
    }

    @Test("the undamaged fonts load and lay out with finite geometry", arguments: fontNames)
    func undamaged(fontName: String) throws {
        let outcome = DamagedFontTrial.run(try bundledFontBytes(fontName), name: fontName)
        #expect(outcome == .loaded(problems: []))
    }
}
