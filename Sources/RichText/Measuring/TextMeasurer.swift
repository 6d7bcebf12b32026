/// Measures text for node-based layout systems (Texture/Yoga style): a size range or
/// Yoga's measure modes in, a size and baselines out, from any thread, cached.
///
/// ```swift
/// let m = TextMeasurer.shared.measure(text, in: SizeRange(max: Size(width: 300, height: .infinity)))
/// m.size; m.firstBaseline; m.lineCount
/// let y = TextMeasurer.shared.measure(text, width: .atMost(300), height: .undefined)  // Yoga's modes
/// let w = TextMeasurer.shared.intrinsicWidths(of: text)  // min-content and max-content widths
/// ```
///
/// Results are cached in a bounded LRU keyed by the text, the size range (or modes) and the
/// options, and intrinsic widths by the text, the insets and the scale, each with the
/// context's face list as it was (fonts added to `context` later make new results, not
/// stale ones; a review found a measurer still reporting the missing glyphs of a script
/// whose font had just been added) (`statistics` shows
/// hits, misses, evictions and layouts computed). On a miss the text is shaped once and the
/// shaped text kept in a small LRU of its own (the 16 most recent texts under 64 K UTF-16
/// units), so measuring one text at several widths, as a flex layout does, shapes it once.
/// Shrink to fit follows Texture's `pointSizeScaleFactors`: try the text at its own size,
/// then at each factor (largest first, font sizes floor(size × factor), the token scaled
/// too) until it fits the line limit and the height and its min-content width fits the
/// width; if none fits, the smallest factor is used.
public final class TextMeasurer: Sendable {
    /// The shared measurer over `FontContext.default`.
    public static let shared = TextMeasurer()

    /// The fonts measured with.
    public let context: FontContext
    private let cache: MeasureCache<Key, Entry>
    /// Recently shaped texts (not counted in `statistics`).
    private let shapedTexts = MeasureCache<ShapedKey, ShapedText>(capacity: 16)
    /// Texts longer than this (UTF-16 units) are not kept shaped.
    private static let shapedTextLengthLimit = 1 << 16

    /// `fonts`: the context's `faceListGeneration` when the result was computed.
    /// Hashed with the text's fingerprint (`AttributedText.combineFingerprint`) and
    /// compared byte for byte (`isSameForMeasuring`), so equal keys hash equally.
    private enum Key: Hashable, Sendable {
        /// `fitsContent`: the width is the fitting width (measure modes), not the bounding one.
        case size(text: AttributedText, range: SizeRange, options: MeasureOptions, fitsContent: Bool, fonts: Int)
        case intrinsicWidths(text: AttributedText, insets: EdgeInsets, scale: Double, fonts: Int)

        func hash(into hasher: inout Hasher) {
            switch self {
            case .size(let text, let range, let options, let fitsContent, let fonts):
                hasher.combine(fitsContent ? 1 : 0)
                text.combineFingerprint(into: &hasher)
                hasher.combine(range)
                hasher.combine(options)
                hasher.combine(fonts)
            case .intrinsicWidths(let text, let insets, let scale, let fonts):
                hasher.combine(2)
                text.combineFingerprint(into: &hasher)
                hasher.combine(insets)
                hasher.combine(scale)
                hasher.combine(fonts)
            }
        }

        static func == (a: Key, b: Key) -> Bool {
            switch (a, b) {
            case (
                .size(let text, let range, let options, let fitsContent, let fonts),
                .size(let otherText, let otherRange, let otherOptions, let otherFitsContent, let otherFonts)
            ):
                return range == otherRange && fitsContent == otherFitsContent && fonts == otherFonts
                    && options == otherOptions && text.isSameForMeasuring(otherText)
            case (
                .intrinsicWidths(let text, let insets, let scale, let fonts),
                .intrinsicWidths(let otherText, let otherInsets, let otherScale, let otherFonts)
            ):
                return insets == otherInsets && scale == otherScale && fonts == otherFonts
                    && text.isSameForMeasuring(otherText)
            default:
                return false
            }
        }
    }

    private struct ShapedKey: Hashable, Sendable {
        let text: AttributedText
        let fonts: Int

        func hash(into hasher: inout Hasher) {
            text.combineFingerprint(into: &hasher)
            hasher.combine(fonts)
        }

        static func == (a: ShapedKey, b: ShapedKey) -> Bool {
            a.fonts == b.fonts && a.text.isSameForMeasuring(b.text)
        }
    }

    private enum Entry: Sendable {
        case measurement(TextMeasurement)
        case intrinsicWidths(IntrinsicWidths)
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
        measure(text, in: range, options: options, fitsContent: false)
    }

    /// Measures `text` in `range`; with `fitsContent` the width is the layout's
    /// `fittingWidth` (what the text needs whatever its alignment) rather than its bounding
    /// width, before the range clamps it.
    func measure(_ text: AttributedText, in range: SizeRange, options: MeasureOptions, fitsContent: Bool)
        -> TextMeasurement
    {
        let key = Key.size(
            text: text, range: range, options: options, fitsContent: fitsContent, fonts: context.faceListGeneration)
        if case .measurement(let cached)? = cache.value(for: key) { return cached }
        var layouts = 0
        let result = compute(text, range: range, options: options, fitsContent: fitsContent, layouts: &layouts)
        cache.countLayouts(layouts)
        cache.store(.measurement(result), for: key)
        return result
    }

    /// The min-content and max-content widths of `text` with the horizontal `options.insets`,
    /// rounded up to the pixel grid of `options.scale` as measured sizes are (see
    /// `IntrinsicWidths`); the other options do not matter. Cached.
    ///
    /// In a container `maxContentWidth` wide, or in an unbounded one, no paragraph wraps and
    /// the measured width is `maxContentWidth`; in one `minContentWidth` wide no word breaks.
    public func intrinsicWidths(of text: AttributedText, options: MeasureOptions = MeasureOptions())
        -> IntrinsicWidths
    {
        let key = Key.intrinsicWidths(
            text: text, insets: options.insets, scale: options.scale, fonts: context.faceListGeneration)
        if case .intrinsicWidths(let cached)? = cache.value(for: key) { return cached }
        let result = IntrinsicWidths(shaped(text), insets: options.insets).ceiled(scale: options.scale)
        cache.store(.intrinsicWidths(result), for: key)
        return result
    }

    /// The widest unbreakable piece of `text` with the insets (see `intrinsicWidths(of:options:)`).
    public func minContentWidth(of text: AttributedText, options: MeasureOptions = MeasureOptions()) -> Double {
        intrinsicWidths(of: text, options: options).minContentWidth
    }

    /// The widest paragraph of `text` unwrapped, with the insets (see `intrinsicWidths(of:options:)`).
    public func maxContentWidth(of text: AttributedText, options: MeasureOptions = MeasureOptions()) -> Double {
        intrinsicWidths(of: text, options: options).maxContentWidth
    }

    /// `text` shaped with the measurer's fonts, from the recent texts when it is one of them.
    private func shaped(_ text: AttributedText) -> ShapedText {
        guard text.length <= Self.shapedTextLengthLimit else { return ShapedText(text, context: context) }
        let key = ShapedKey(text: text, fonts: context.faceListGeneration)
        if let shaped = shapedTexts.value(for: key) { return shaped }
        let shaped = ShapedText(text, context: context)
        shapedTexts.store(shaped, for: key)
        return shaped
    }

    /// The cache's counters.
    public var statistics: CacheStatistics { cache.statistics }

    /// Empties the cache (the counters stay).
    public func removeAllCachedResults() { cache.removeAll() }

    private func compute(
        _ text: AttributedText, range: SizeRange, options: MeasureOptions, fitsContent: Bool, layouts: inout Int
    ) -> TextMeasurement {
        let factors = [1.0] + options.pointSizeScaleFactors.filter { $0 > 0 && $0 < 1 }.sorted(by: >)
        var chosen: (layout: TextLayout, factor: Double)?
        for factor in factors {
            let scaled = factor == 1 ? text : Self.scaled(text, by: factor)
            let layout = TextLayout(
                container: container(for: range, options: options, factor: factor), shapedText: shaped(scaled),
                scale: options.scale)
            layouts += 1
            chosen = (layout, factor)
            if factors.count == 1 || fits(layout, width: range.max.width) { break }
        }
        let (layout, factor) = chosen!
        let bounding = layout.textBoundingSize
        let size = fitsContent ? Size(width: layout.fittingWidth, height: bounding.height) : bounding
        return TextMeasurement(
            size: range.clamp(size), firstBaseline: layout.firstBaseline,
            lastBaseline: layout.lastBaseline, lineCount: layout.lines.count, rowCount: layout.rowCount,
            visibleRange: layout.visibleRange, isTruncated: layout.isTruncated, scaleFactor: factor,
            missingGlyphCount: layout.missingGlyphCount, layout: options.returnsLayout ? layout : nil)
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

    /// Whether the text fits: nothing cut, and no word wider than the width (its
    /// min-content width with the insets, within the line breaker's tolerance).
    private func fits(_ layout: TextLayout, width: Double) -> Bool {
        guard !layout.isTruncated else { return false }
        let insets = layout.container.insets
        return IntrinsicWidths(layout.shapedText, insets: insets).minContentWidth <= width + LineEndFinder.tolerance
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
