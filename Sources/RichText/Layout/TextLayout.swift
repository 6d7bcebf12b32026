/// An immutable, thread-safe layout of attributed text in a container.
///
/// Build one on any thread and read it from many: it is a `Sendable` value over frozen
/// storage. Geometry is in points, origin at the container's top-left, y down.
///
/// ```swift
/// var container = TextContainer(size: Size(width: 300, height: .infinity))
/// container.maximumNumberOfRows = 3
/// container.truncationType = .end
/// let layout = TextLayout(container: container, text: AttributedText("Hello"))
/// layout.textBoundingSize  // ceiled to the pixel grid
/// ```
///
/// Deviation from YYText, on purpose: `lines` holds the lines as displayed, so when text
/// is truncated its last line *is* the truncated line (`truncatedLine == lines.last`).
public struct TextLayout: Sendable {
    /// The container, as given.
    public let container: TextContainer
    /// The text, as given.
    public let text: AttributedText
    /// The pixel scale `textBoundingSize` is ceiled to.
    public let scale: Double
    /// The range of the text this layout started from (`start..<text.length`).
    public let range: TextRange
    /// The shaped text the layout was made from (reusable for another container).
    public let shapedText: ShapedText
    let storage: LayoutStorage
    /// The number of rows (a row holds several lines when an exclusion splits it).
    public let rowCount: Int
    /// The text shown: from `range.lowerBound` to the end of the last visible text (and
    /// its paragraph separator when the last line ends a paragraph, so a layout starting
    /// at `visibleRange.upperBound` starts with the next paragraph). With a start or middle
    /// token, the elided part inside it is `truncation.elidedRange`.
    public let visibleRange: TextRange
    /// Whether some text did not fit (row limit or height), with or without a token.
    public let isTruncated: Bool
    /// Where the token went, when the container asked for one and text did not fit.
    public let truncation: Truncation?
    /// The union of the lines' row bands (visible width, row top to row bottom).
    public let textBoundingRect: Rect
    /// The size a view needs: `textBoundingRect` plus the insets (and half the path line
    /// width), ceiled to the pixel grid of `scale`. A value within 0.001 pt above a pixel
    /// boundary (float noise in summed advances; the line breaker's fitting tolerance)
    /// rounds down to it, so text that fits a container never reports a larger size. The
    /// width never exceeds a finite container width, even when a single cluster wider than
    /// the container overflows it (the line's `width` shows the overflow).
    public let textBoundingSize: Size

    /// A truncated line's token.
    public struct Truncation: Hashable, Sendable {
        /// The index of the truncated line in `lines`.
        public var lineIndex: Int
        /// The text the token stands for.
        public var elidedRange: TextRange
        /// The token's box in the line (a tap inside it hits the token).
        public var tokenFrame: Rect
    }

    /// Lays out `text` in `container` with the fonts of `context`.
    ///
    /// - Parameters:
    ///   - container: the shape, size and limits the text is laid out in.
    ///   - text: the text to lay out.
    ///   - context: the fonts to shape with (the bundled ones by default).
    ///   - scale: the pixel scale `textBoundingSize` is ceiled to (2 for a 2× screen).
    public init(container: TextContainer, text: AttributedText, context: FontContext = .default, scale: Double = 1) {
        // Shaping and layout take turns a batch of paragraphs at a time (see
        // `LayoutEngine.run(shaping:container:)`); the result is the same as shaping first.
        var progressive = ShapedText.Progressive(text, context: context, direction: nil)
        let (engine, output) = LayoutEngine.run(shaping: &progressive, container: container)
        self.init(container: container, engine: engine, output: output, start: 0, scale: scale)
    }

    /// Lays out already-shaped text from `start`, without shaping again.
    public init(container: TextContainer, shapedText: ShapedText, start: Int = 0, scale: Double = 1) {
        let engine = LayoutEngine(shaped: shapedText, container: container)
        let output = engine.run(from: min(max(start, 0), shapedText.utf16.count))
        self.init(container: container, engine: engine, output: output, start: start, scale: scale)
    }

    /// The layout `engine` produced as `output` in `container`, from `start`.
    private init(
        container: TextContainer, engine: LayoutEngine, output: LayoutEngine.Output, start: Int, scale: Double
    ) {
        let shapedText = engine.shaped
        self.container = container
        self.scale = PixelGrid.scale(scale)
        text = shapedText.text
        self.shapedText = shapedText
        range = min(max(start, 0), shapedText.utf16.count)..<shapedText.utf16.count
        storage = output.storage
        rowCount = output.rowCount
        visibleRange = range.lowerBound..<max(range.lowerBound, output.visibleEnd)
        isTruncated = output.isTruncated
        truncation = output.truncation
        let geometry = engine.geometry
        var rect = Rect(origin: Point(x: geometry.frame.minX, y: geometry.frame.minY), size: .zero)
        for (index, line) in output.storage.lines.enumerated() {
            let band = Rect(x: line.originX, y: line.rowTop, width: line.width, height: line.rowBottom - line.rowTop)
            rect = index == 0 ? band : rect.union(band)
        }
        if output.reservedMaxX > rect.maxX, !output.storage.lines.isEmpty {
            rect.size.width = output.reservedMaxX - rect.minX
        }
        textBoundingRect = rect
        // The normalized container's fields read in place (a copy of it counts its references).
        let hasPath = geometry.container.path != nil
        let pad = geometry.container.pathLineWidth / 2
        let insets = hasPath ? EdgeInsets(all: pad) : geometry.container.insets
        // Rounded up to whole pixels, less the line breaker's fitting tolerance: a line that
        // fits its span within the tolerance never makes the size exceed the container.
        func ceiled(_ value: Double) -> Double { PixelGrid.ceiled(value, scale: scale) }
        // A cluster wider than the container overflows it (its line reports the overflow);
        // the size, like a CSS box's, stays within the container.
        let maximumWidth = hasPath ? .infinity : geometry.container.size.width
        textBoundingSize = Size(
            width: min(
                maximumWidth,
                ceiled(output.storage.lines.isEmpty ? insets.left + insets.right : rect.maxX + insets.right)),
            height: ceiled(output.storage.lines.isEmpty ? insets.top + insets.bottom : rect.maxY + insets.bottom))
    }

    /// The lines as displayed, in order (a view: O(1) to ask for and to index).
    public var lines: TextLines { TextLines(storage: storage) }

    /// The number of lines (`lines.count`, without building the lines: like Pango's
    /// `pango_layout_get_line_count` or Qt's `QTextLayout::lineCount`).
    public var lineCount: Int { storage.lines.count }

    /// The line that holds the truncation token, if any (always the last line).
    public var truncatedLine: TextLine? {
        truncation.map { TextLine(storage: storage, index: $0.lineIndex) }
    }

    /// The baseline of the first line (the top inset when there is none).
    public var firstBaseline: Double {
        storage.lines.first?.baselineY ?? textBoundingRect.minY
    }

    /// The baseline of the last line (the top inset when there is none).
    public var lastBaseline: Double {
        storage.lines.last?.baselineY ?? textBoundingRect.minY
    }

    /// Lays `text` out through `containers` in turn (pages, columns): each layout starts
    /// where the previous one's visible text ended. Shaping happens once.
    public static func layouts(
        containers: [TextContainer], text: AttributedText, context: FontContext = .default, scale: Double = 1
    ) -> [TextLayout] {
        let shaped = ShapedText(text, context: context)
        var start = 0
        return containers.map { container in
            let layout = TextLayout(container: container, shapedText: shaped, start: start, scale: scale)
            start = layout.visibleRange.upperBound
            return layout
        }
    }
}
