import Testing

@testable import RichText

/// Every HarfBuzz font RichText shapes with answers nominal glyphs and advances from a memo
/// of HarfBuzz's own answers (`CGlyphCache`); the memo must never change an answer.
@Suite("HarfBuzz glyph memo")
struct GlyphMemoTests {
    static let families = [
        "Noto Sans", "Noto Sans Mono", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
        "Noto Sans Thai", "Droid Sans Fallback", "Noto Color Emoji",
    ]

    /// A fresh memoized font and a font without the memo over the face of `family`.
    static func fonts(_ family: String, in context: FontContext) throws -> (memo: HarfBuzzFont, plain: HarfBuzzFont) {
        let face = try #require(context.face(for: Font(family: family, size: 16)), "\(family)")
        #expect(face.family == family)
        let plain = face.harfBuzz.withoutGlyphMemo()
        let memo = try #require(FontBlob(path: face.source)).makeFont(index: face.faceIndex)
        return (memo, plain)
    }

    @Test("every BMP character's glyph and every glyph's advance equal HarfBuzz's, asked twice")
    func answersEqualHarfBuzz() throws {
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        for family in Self.families {
            let (memo, plain) = try Self.fonts(family, in: context)
            #expect(plain.memoizedAnswers == (0, 0))
            #expect(memo.memoizedAnswers == (0, 0))
            var mismatches = 0
            for _ in 0..<2 {  // the first pass fills the memo, the second reads it
                for scalar in UInt32(0)...0xFFFF where memo.nominalGlyph(scalar) != plain.nominalGlyph(scalar) {
                    mismatches += 1
                }
                for glyph in 0..<UInt32(plain.glyphCount)
                where memo.horizontalAdvance(glyph) != plain.horizontalAdvance(glyph) {
                    mismatches += 1
                }
            }
            // Outside the memo's tables: other planes, and glyph ids past the face's count.
            for scalar in Array(0x1F300...0x1F6FF) + Array(0x20000...0x2004F) + [0x10FFFF, 0x110000] {
                if memo.nominalGlyph(UInt32(scalar)) != plain.nominalGlyph(UInt32(scalar)) { mismatches += 1 }
            }
            for glyph in [UInt32(plain.glyphCount), 70_000, UInt32.max - 1]
            where memo.horizontalAdvance(glyph) != plain.horizontalAdvance(glyph) {
                mismatches += 1
            }
            #expect(mismatches == 0, "\(family)")
            // Every BMP character and every glyph below 65,536 was asked, so all are held.
            #expect(memo.memoizedAnswers == (0x10000, min(plain.glyphCount + 1, 0x10000)), "\(family)")
        }
    }

    @Test("what the memo leaves to HarfBuzz (extents) is HarfBuzz's answer")
    func delegatedAnswersEqualHarfBuzz() throws {
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        for family in ["Noto Sans", "Noto Color Emoji"] {
            let (memo, plain) = try Self.fonts(family, in: context)
            for glyph in stride(from: UInt32(0), to: UInt32(plain.glyphCount), by: 7) {
                #expect(memo.glyphExtents(glyph) == plain.glyphExtents(glyph), "\(family) glyph \(glyph)")
            }
            #expect(memo.unitMetrics() == plain.unitMetrics())
        }
    }

    @Test("threads filling one memo at once all get HarfBuzz's answers")
    func concurrentFilling() async throws {
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        let (memo, plain) = try Self.fonts("Droid Sans Fallback", in: context)
        let expected = (UInt32(0x3000)..<0xA000).map { plain.nominalGlyph($0) }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    var wrong = 0
                    // Each worker walks the range from a different start, so pages and
                    // entries are first filled by different threads.
                    for step in 0..<expected.count {
                        let index = (step + worker * 7_919) % expected.count
                        if memo.nominalGlyph(0x3000 + UInt32(index)) != expected[index] { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(memo.memoizedAnswers.characters == expected.count)
    }

    @Test("a face's memo holds its characters from load; laying out text adds advances")
    func layoutUsesTheMemo() throws {
        let context = try FontContext(segmentCache: ShapedSegmentCache())
        let face = try #require(context.face(for: Font(family: "Noto Sans", size: 16)))
        let before = face.harfBuzz.memoizedAnswers
        // Latin Extended-A: characters no earlier question about the face has touched.
        let shaped = ShapedText(AttributedText("Ŵŷĉĝ ŝŭ ĳő"), context: context)
        #expect(!shaped.runs.isEmpty)
        let after = face.harfBuzz.memoizedAnswers
        // Loading the face asked the glyph of every character its cmap lists (coverage).
        #expect(before.characters >= face.harfBuzz.bmpCoverage().reduce(0) { $0 + $1.nonzeroBitCount })
        #expect(after.characters == before.characters)
        #expect(after.glyphs > before.glyphs)
    }
}
