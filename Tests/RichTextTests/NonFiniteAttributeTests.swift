import Foundation
import Testing

@testable import RichText

/// Attributes and paragraph styles with NaN, infinite or huge numbers: the layout, its
/// queries and the measurer give finite geometry (found by a new-user review: NaN line
/// widths, infinite baselines and a Cairo error from such values).
@Suite("Non-finite attribute values")
struct NonFiniteAttributeTests {
    static let text = "abc def ghi jkl"

    /// Every number a caller reads from `layout` is finite.
    func expectFinite(_ layout: TextLayout, _ label: String) {
        var numbers: [Double] = [
            layout.textBoundingSize.width, layout.textBoundingSize.height, layout.textBoundingRect.minY,
            layout.textBoundingRect.height, layout.firstBaseline, layout.lastBaseline,
        ]
        for line in layout.lines {
            numbers += [
                line.width, line.origin.x, line.origin.y, line.ascent, line.descent, line.rowTop, line.rowBottom,
            ]
        }
        if let caret = layout.caretRect(for: TextPosition(offset: 5)) {
            numbers += [caret.minX, caret.minY, caret.height]
        }
        #expect(!layout.lines.isEmpty, "\(label)")
        #expect(numbers.allSatisfy { $0.isFinite }, "\(label): \(numbers)")
        let measured = TextMeasurer(cacheCapacity: 4).measure(
            layout.text, width: .atMost(100), height: .undefined)
        #expect(
            measured.size.width.isFinite && measured.size.height.isFinite && measured.firstBaseline.isFinite
                && measured.lastBaseline.isFinite, "\(label): \(measured.size)")
    }

    @Test("font sizes, spacing and baseline offsets of NaN, ±infinity and ±1e300")
    func shapingValues() {
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            var sized = AttributedText(Self.text)
            sized.setFont(Font(size: value), range: 0..<5)
            var spaced = AttributedText(Self.text)
            spaced.modifyAttributes(in: 0..<7) {
                $0.letterSpacing = value
                $0.kern = value
                $0.baselineOffset = value
            }
            for (name, text) in [("size", sized), ("spacing", spaced)] {
                expectFinite(TextLayout(container: TextContainer(width: 100), text: text), "\(name) \(value)")
            }
        }
    }

    @Test("paragraph styles with NaN, ±infinity and ±1e300 in every number")
    func paragraphValues() {
        let fields: [(String, WritableKeyPath<ParagraphStyle, Double>)] = [
            ("firstLineHeadIndent", \.firstLineHeadIndent), ("headIndent", \.headIndent),
            ("tailIndent", \.tailIndent), ("lineSpacing", \.lineSpacing), ("paragraphSpacing", \.paragraphSpacing),
            ("paragraphSpacingBefore", \.paragraphSpacingBefore), ("minimumLineHeight", \.minimumLineHeight),
            ("maximumLineHeight", \.maximumLineHeight), ("lineHeightMultiple", \.lineHeightMultiple),
            ("defaultTabInterval", \.defaultTabInterval),
        ]
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            for (name, field) in fields {
                var style = ParagraphStyle()
                style[keyPath: field] = value
                style.tabStops = [TextTab(location: value), TextTab(location: 40)]
                var text = AttributedText(Self.text + "\ta\nsecond paragraph")
                text.modifyAttributes(in: 0..<text.length) { $0.paragraphStyle = style }
                expectFinite(TextLayout(container: TextContainer(width: 100), text: text), "\(name) \(value)")
            }
        }
    }

    @Test("attachments of NaN, infinite and huge sizes and ascents lay out as clamped ones")
    func attachmentValues() {
        func text(_ attachment: TextAttachment) -> AttributedText {
            var text = AttributedText("ab\u{FFFC}cd more words here to wrap")
            text.setAttachment(attachment, range: 2..<3)
            return text
        }
        let zero = TextLayout(
            container: TextContainer(width: 100), text: text(TextAttachment(size: Size(width: 0, height: 0))))
        let cases = [
            TextAttachment(size: Size(width: .nan, height: 10)),
            TextAttachment(size: Size(width: 10, height: .infinity)),
            TextAttachment(size: Size(width: 10, height: 10), ascent: .infinity),
            TextAttachment(size: Size(width: 10, height: 10), ascent: .nan),
            TextAttachment(size: Size(width: 1e300, height: 1)),
        ]
        for (index, attachment) in cases.enumerated() {
            let layout = TextLayout(container: TextContainer(width: 100), text: text(attachment))
            expectFinite(layout, "attachment \(index)")
            let widths = layout.shapedText.intrinsicWidths
            #expect(widths.minContentWidth.isFinite && widths.maxContentWidth.isFinite, "attachment \(index)")
            for frame in layout.attachmentFrames {
                #expect(frame.frame.minX.isFinite && frame.frame.minY.isFinite && frame.frame.height.isFinite)
            }
        }
        // A NaN width is a zero width: the paragraph breaks where it would around nothing.
        let nanWidth = TextLayout(container: TextContainer(width: 100), text: text(cases[0]))
        #expect(nanWidth.lines.count == zero.lines.count)
    }

    @Test("an empty layout's size is +0 × +0, not −0")
    func emptySizeIsPositiveZero() {
        let size = TextLayout(container: TextContainer(width: 100), text: AttributedText("")).textBoundingSize
        #expect(size.width == 0 && size.height == 0)
        #expect(size.width.sign == .plus && size.height.sign == .plus)
    }

    @Test("a normal style is left as it is; normalizing twice changes nothing")
    func normalizedIsStable() {
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 12
        style.lineHeightMultiple = 1.5
        style.tabStops = [TextTab(location: 30, alignment: .right)]
        #expect(style.normalized == style)
        style.headIndent = .nan
        style.minimumLineHeight = .infinity
        let once = style.normalized
        let maximum = ParagraphStyle.maximumLength
        #expect(once.headIndent == 0 && once.minimumLineHeight == maximum)
        #expect(once.normalized == once)
    }
}
