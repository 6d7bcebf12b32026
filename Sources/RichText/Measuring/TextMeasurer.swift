/// Measures text for node-based layout systems (Texture/Yoga style): a size range in, a
/// size and baselines out, from any thread, cached.
///
/// ```swift
/// let m = TextMeasurer.shared.measure(text, in: SizeRange(max: Size(width: 300, height: .infinity)))
/// m.size; m.firstBaseline; m.lineCount
/// ```
///
/// Results are cached in a bounded LRU keyed by the text, the size range and the options
/// (`statistics` shows hits, misses, evictions and layouts computed). Shrink to fit
/// follows Texture's `pointSizeScaleFactors`: try the text at its own size, then at each
/// factor (largest first, font sizes floor(size × factor), the token scaled too) until it
/// fits the line limit and the height and its longest word fits the width; if none fits,
/// the smallest factor is used.
public final class TextMeasurer: Sendable {
    /// The shared measurer over `FontContext.default`.
    public static let shared = TextMeasurer()

    /// The fonts measured with.
    public let context: FontContext
    private let cache: MeasureCache<Key, TextMeasurement>

    private struct Key: Hashable, Sendable {
        var text: AttributedText
        var range: SizeRange
        var options: MeasureOptions
    }

    /// Creates a measurer with its own cache of `cacheCapacity` results.
    public init(context: FontContext = .default, cacheCapacity: Int = 1024) {
        self.context = context
        cache = MeasureCache(capacity: cacheCapacity)
    }

    /// Measures `text` in `range`.
    public func measure(_ text: AttributedText, in range: SizeRange, options: MeasureOptions = MeasureOptions())
        -> TextMeasurement
    {
        let key = Key(text: text, range: range, options: options)
        if let cached = cache.value(for: key) { return cached }
        var layouts = 0
        let result = compute(text, range: range, options: options, layouts: &layouts)
        cache.countLayouts(layouts)
        cache.store(result, for: key)
        return result
    }

    /// The cache's counters.
    public var statistics: CacheStatistics { cache.statistics }

    /// Empties the cache (the counters stay).
    public func removeAllCachedResults() { cache.removeAll() }

    private func compute(_ text: AttributedText, range: SizeRange, options: MeasureOptions, layouts: inout Int)
        -> TextMeasurement
    {
        let factors = [1.0] + options.pointSizeScaleFactors.filter { $0 > 0 && $0 < 1 }.sorted(by: >)
        var chosen: (layout: TextLayout, factor: Double)?
        for factor in factors {
            let scaled = factor == 1 ? text : Self.scaled(text, by: factor)
            let layout = TextLayout(
                container: container(for: range, options: options, factor: factor), text: scaled,
                context: context, scale: options.scale)
            layouts += 1
            chosen = (layout, factor)
            if factors.count == 1 || fits(layout, width: range.max.width) { break }
        }
        let (layout, factor) = chosen!
        return TextMeasurement(
            size: range.clamp(layout.textBoundingSize), firstBaseline: layout.firstBaseline,
            lastBaseline: layout.lastBaseline, lineCount: layout.lines.count, isTruncated: layout.isTruncated,
            scaleFactor: factor, layout: options.returnsLayout ? layout : nil)
    }

    private func container(for range: SizeRange, options: MeasureOptions, factor: Double) -> TextContainer {
        var container = TextContainer(size: range.max, insets: options.insets)
        container.exclusionPaths = options.exclusionPaths
        container.maximumNumberOfRows = options.maximumNumberOfLines
        container.truncationType = options.truncationType
        if options.truncationToken != nil || options.additionalTruncationMessage != nil {
            var token = options.truncationToken ?? AttributedText("\u{2026}")
            if let message = options.additionalTruncationMessage { token.append(message) }
            container.truncationToken = factor == 1 ? token : Self.scaled(token, by: factor)
        }
        return container
    }

    /// Whether the text fits: nothing cut, and no word wider than the width.
    private func fits(_ layout: TextLayout, width: Double) -> Bool {
        guard !layout.isTruncated else { return false }
        return longestWordWidth(layout.shapedText) <= width + 0.001
    }

    /// The widest stretch between two line break opportunities (trailing spaces hang).
    func longestWordWidth(_ shaped: ShapedText) -> Double {
        var widest = 0.0
        for (index, paragraph) in shaped.paragraphs.enumerated() where !paragraph.contentRange.isEmpty {
            let measurer = ParagraphMeasurer(shaped, paragraph: index, style: ParagraphStyle())
            var start = paragraph.contentRange.lowerBound
            for opportunity in paragraph.analysis.lineBreaks {
                let end = min(opportunity.offset, paragraph.contentRange.upperBound)
                guard end > start else { continue }
                widest = max(
                    widest, measurer.width(from: start, to: measurer.trailingWhitespaceStart(from: start, to: end)))
                start = end
            }
        }
        return widest
    }

    /// `text` with every font size floor(size × factor) (at least 1 point).
    static func scaled(_ text: AttributedText, by factor: Double) -> AttributedText {
        var result = text
        for run in text.runs {
            let font = run.attributes.font ?? .default
            result.setFont(font.with(size: max(1, (font.size * factor).rounded(.down))), range: run.range)
        }
        return result
    }
}
