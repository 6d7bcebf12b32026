import Foundation
import Testing

@testable import RichText

/// The per-layout set-up that a re-layout no longer repeats: styles found once per paragraph
/// and boxed, a normal container returned as it is, an edge shaper made only when a line
/// edge cuts unsafely. Each shortcut must give what the long way gave.
@Suite("Layout set-up: paragraph styles, normal containers, edge shapers")
struct LayoutSetupTests {
    /// A style with every length in range (`normalized` keeps it).
    static let indented: ParagraphStyle = {
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 12
        style.headIndent = 12
        style.alignment = .center
        return style
    }()

    @Test("each paragraph's style is its first character's, normalized; equal neighbours share a box, none keeps none")
    func paragraphStyles() {
        var wide = Self.indented
        wide.firstLineHeadIndent = .nan  // normalized to 0
        var tabbed = ParagraphStyle()
        tabbed.tabStops = [TextTab(location: 80, alignment: .left)]
        tabbed.alignment = .right
        let styles: [ParagraphStyle?] = [nil, Self.indented, Self.indented, wide, nil, tabbed, tabbed, nil]
        var text = AttributedText("")
        for (index, style) in styles.enumerated() {
            var attributes = TextAttributes()
            attributes.paragraphStyle = style
            text.append(
                AttributedText(
                    "paragraph \(index)\tend" + (index < styles.count - 1 ? "\n" : ""), attributes: attributes))
        }
        let shaped = ShapedText(text)
        #expect(shaped.paragraphs.count == styles.count)
        for index in shaped.paragraphs.indices {
            let start = shaped.paragraphs[index].range.lowerBound
            let expected = text.attributes(at: start).paragraphStyle?.normalized ?? .default
            #expect(shaped.style(ofParagraph: index) == expected, "paragraph \(index)")
            #expect(shaped.alignment(ofParagraph: index) == expected.alignment, "paragraph \(index)")
            #expect((shaped.widths[index].style == nil) == (styles[index] == nil), "paragraph \(index)")
        }
        #expect(shaped.widths[1].style === shaped.widths[2].style, "equal neighbours share one box")
        #expect(shaped.widths[5].style === shaped.widths[6].style)
        #expect(shaped.widths[2].style !== shaped.widths[3].style, "a different style gets its own box")
        #expect(shaped.style(ofParagraph: 3).firstLineHeadIndent == 0, "the box holds the normalized style")
        // The layout reads the boxed styles: centred and right-aligned lines where asked.
        let layout = TextLayout(container: TextContainer(width: 400), shapedText: shaped)
        let lines = Array(layout.lines)
        #expect(lines.count == styles.count)
        #expect(abs(lines[1].origin.x - (12 + (400 - 12 - lines[1].width) / 2)) < 0.01, "centred inside the indent")
        #expect(abs(lines[5].origin.x + lines[5].width - 400) < 0.01, "right-aligned")
        #expect(lines[0].origin.x == 0)
    }

    /// A container built from random values, many of them outside the rules.
    static func randomContainer(_ generator: inout SplitMix64) -> TextContainer {
        let lengths: [Double] = [0, -0.0, 300, .infinity, -5, .nan, 1e300, 12.5]
        let widths: [Double] = [0, -0.0, 2, .infinity, -3, .nan, 3e12, 1]
        let inBounds = BezierPath(rect: Rect(x: 0, y: 0, width: 100, height: 50))
        let outOfBounds = BezierPath(rect: Rect(x: 0, y: 0, width: 2e12, height: 50))
        var container = TextContainer(
            size: Size(width: generator.pick(lengths), height: generator.pick(lengths)),
            insets: EdgeInsets(
                top: generator.pick(widths), left: generator.pick(widths), bottom: generator.pick(widths),
                right: generator.pick(widths)))
        container.pathLineWidth = generator.pick(widths)
        container.maximumNumberOfRows = generator.pick([0, 3, -1])
        container.path = generator.pick([nil, inBounds, outOfBounds])
        container.exclusionPaths = generator.pick([[], [inBounds], [inBounds, outOfBounds], [outOfBounds]])
        return container
    }

    /// The container's rules (see `TextContainer`), applied field by field.
    static func clamped(_ container: TextContainer) -> TextContainer {
        func length(_ value: Double) -> Double { value.isNaN || value < 0 ? 0 : value }
        func inset(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        var result = container
        result.size = Size(width: length(container.size.width), height: length(container.size.height))
        result.insets = EdgeInsets(
            top: inset(container.insets.top), left: inset(container.insets.left),
            bottom: inset(container.insets.bottom), right: inset(container.insets.right))
        if let path = container.path, !path.isWithinCoordinateLimit { result.path = nil }
        result.exclusionPaths = container.exclusionPaths.filter(\.isWithinCoordinateLimit)
        result.pathLineWidth = min(inset(container.pathLineWidth), 2 * BezierPath.maximumCoordinate)
        result.maximumNumberOfRows = max(0, container.maximumNumberOfRows)
        return result
    }

    /// The container's numbers as bits (so -0.0 and +0.0 differ, and NaN equals itself).
    static func bits(_ container: TextContainer) -> [UInt64] {
        [
            container.size.width, container.size.height, container.insets.top, container.insets.left,
            container.insets.bottom, container.insets.right, container.pathLineWidth,
        ].map(\.bitPattern) + [UInt64(bitPattern: Int64(container.maximumNumberOfRows))]
    }

    @Test("normalized applies every rule, bit for bit, whether or not the container was already normal")
    func normalizedContainers() {
        var generator = SplitMix64(state: 41)
        var alreadyNormal = 0
        for round in 0..<3000 {
            // Every other container is a normal one (the rules applied), which must come back
            // as it is.
            let random = Self.randomContainer(&generator)
            let container = round.isMultiple(of: 2) ? random : Self.clamped(random)
            let expected = Self.clamped(container)
            let normalized = container.normalized
            #expect(Self.bits(normalized) == Self.bits(expected))
            #expect(normalized.path == expected.path && normalized.exclusionPaths == expected.exclusionPaths)
            if Self.bits(container) == Self.bits(expected), container == expected { alreadyNormal += 1 }
            #expect(Self.bits(normalized.normalized) == Self.bits(normalized), "normalizing twice changes nothing")
        }
        #expect(alreadyNormal >= 1500, "half the containers were normal already (the shortcut was taken)")
    }

    @Test("an edge shaper is made only for a line edge that cuts unsafely, then kept")
    func edgeShaperOnDemand() throws {
        // Kerned capitals: HarfBuzz marks cuts inside the kerned pairs unsafe.
        let shaped = ShapedText(AttributedText("AVAVAVAV To Ta Yo AWAY WAVY"))
        let measurer = ParagraphMeasurer(shaped, paragraph: 0, style: shaped.style(ofParagraph: 0))
        let finder = LineEndFinder(measurer: measurer, paragraph: shaped.paragraphs[0], shaped: shaped)
        let content = shaped.paragraphs[0].contentRange
        let widths = shaped.widths[0]
        let unsafe = try #require(content.dropFirst().first { widths.isUnsafeCut(at: $0) }, "a kerned pair")
        let safe = try #require(content.dropFirst().first { !widths.isUnsafeCut(at: $0) && $0 > unsafe })
        var kept: LineEdgeShaper? = nil
        #expect(finder.edges(forLine: content.lowerBound, safe, kept: &kept) == nil, "safe edges need none")
        #expect(kept == nil)
        let made = try #require(finder.edges(forLine: content.lowerBound, unsafe, kept: &kept))
        #expect(kept === made, "kept for the next line")
        #expect(finder.edges(forLine: unsafe, content.upperBound, kept: &kept) === made, "and reused")
        // The width it corrects is the width of the line shaped on its own.
        let line = content.lowerBound..<unsafe
        let alone = ShapedText(AttributedText(String(decoding: shaped.utf16[line], as: UTF16.self)))
        let drawn = alone.widths[0].width(from: 0, to: line.count)
        let unbroken = finder.unbrokenWidth(from: line.lowerBound, to: line.upperBound, originX: 0, edges: &kept)
        #expect(abs(unbroken - drawn) < 0.001, "\(unbroken) against \(drawn)")
    }
}
