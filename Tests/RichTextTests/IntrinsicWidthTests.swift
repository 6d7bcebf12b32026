import Foundation
import Testing

@testable import RichText

/// The two agreement properties of the intrinsic widths, on every corpus language: laid out
/// at `minContentWidth` no line overflows and no word breaks; at `maxContentWidth` no
/// paragraph wraps. Each is also shown tight: a hundredth of a point less breaks it.
@Suite("Intrinsic widths")
struct IntrinsicWidthTests {
    static let languages = ["ar", "de", "el", "en", "fa", "he", "hi", "ja", "ko", "ru", "th", "vi", "zh_CN"]

    /// The corpus file of `language` as one text, a paragraph per line.
    static func corpusText(_ language: String, size: Double = 16) throws -> AttributedText {
        var text = AttributedText(try corpusLines(language).joined(separator: "\n"))
        text.font = Font.default.with(size: size)
        return text
    }

    /// The offsets where a line of `shaped` may end without breaking a word: its break
    /// opportunities (clamped to each paragraph's content).
    static func opportunities(_ shaped: ShapedText) -> Set<Int> {
        var offsets = Set<Int>()
        for paragraph in shaped.paragraphs {
            offsets.insert(paragraph.contentRange.upperBound)
            for opportunity in paragraph.analysis.lineBreakOpportunities {
                offsets.insert(min(opportunity.offset, paragraph.contentRange.upperBound))
            }
        }
        return offsets
    }

    /// The lines of `layout` that end inside a word or are wider than `width`.
    static func brokenOrOverflowing(_ layout: TextLayout, width: Double, allowed: Set<Int>) -> [TextLine] {
        layout.lines.filter { line in
            (!line.range.isEmpty && !allowed.contains(line.range.upperBound))
                || line.width > width + LineEndFinder.tolerance
        }
    }

    @Test("at minContentWidth no line overflows and no word breaks; 0.01 pt less, one does", arguments: languages)
    func minContent(language: String) throws {
        let shaped = ShapedText(try Self.corpusText(language))
        let widths = shaped.intrinsicWidths
        let allowed = Self.opportunities(shaped)
        let layout = TextLayout(container: TextContainer(width: widths.minContentWidth), shapedText: shaped)
        let bad = Self.brokenOrOverflowing(layout, width: widths.minContentWidth, allowed: allowed)
        #expect(bad.isEmpty, "\(language): \(bad.map { "\($0.range) \($0.width)" }.prefix(3)) at \(widths)")
        #expect(layout.lines.count > shaped.paragraphs.count, "\(language): min-content wraps")
        let narrower = widths.minContentWidth - 0.01
        let tight = TextLayout(container: TextContainer(width: narrower), shapedText: shaped)
        #expect(!Self.brokenOrOverflowing(tight, width: narrower, allowed: allowed).isEmpty, "\(language)")
    }

    @Test("at maxContentWidth no paragraph wraps; 0.01 pt less, one does", arguments: languages)
    func maxContent(language: String) throws {
        let shaped = ShapedText(try Self.corpusText(language))
        let widths = shaped.intrinsicWidths
        let unbounded = TextLayout(container: TextContainer(), shapedText: shaped).lines.map(\.range)
        #expect(unbounded.count == shaped.paragraphs.count)
        let layout = TextLayout(container: TextContainer(width: widths.maxContentWidth), shapedText: shaped)
        #expect(layout.lines.map(\.range) == unbounded, "\(language)")
        let tight = TextLayout(container: TextContainer(width: widths.maxContentWidth - 0.01), shapedText: shaped)
        #expect(tight.lines.map(\.range) != unbounded, "\(language)")
        #expect(widths.minContentWidth <= widths.maxContentWidth)
    }

    @Test(
        "the measurer's widths: insets added, ceiled as sizes are; equal to the unbounded measured width",
        arguments: languages)
    func measurer(language: String) throws {
        let text = try Self.corpusText(language, size: 13)
        let measurer = TextMeasurer(cacheCapacity: 8)
        var options = MeasureOptions()
        options.insets = EdgeInsets(top: 2, left: 3.25, bottom: 2, right: 5)
        let widths = measurer.intrinsicWidths(of: text, options: options)
        let raw = IntrinsicWidths(ShapedText(text), insets: options.insets)
        #expect(widths == raw.ceiled(scale: 1))
        #expect(widths.maxContentWidth == measurer.maxContentWidth(of: text, options: options))
        #expect(widths.minContentWidth == measurer.minContentWidth(of: text, options: options))
        let unbounded = measurer.measure(text, width: .undefined, height: .undefined, options: options)
        #expect(unbounded.size.width == widths.maxContentWidth, "\(language)")
        // Laid out at the (rounded) min-content width with the insets: no word breaks.
        let shaped = ShapedText(text)
        var container = TextContainer(width: widths.minContentWidth)
        container.insets = options.insets
        let layout = TextLayout(container: container, shapedText: shaped)
        let span = widths.minContentWidth - 3.25 - 5
        #expect(Self.brokenOrOverflowing(layout, width: span, allowed: Self.opportunities(shaped)).isEmpty)
    }
}
