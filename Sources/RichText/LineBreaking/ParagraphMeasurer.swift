/// Widths of stretches of one shaped paragraph under its paragraph style, from the
/// prefix sums of `ParagraphWidths`.
///
/// `width(from:to:)` is O(1): shaping is width-independent, so measuring a candidate line
/// never reshapes. Offsets inside a multi-character cluster (a ligature) count the whole
/// cluster. Tabs get their width from the paragraph style, so a stretch containing tabs
/// is measured by walking its tab stops.
///
/// A class (immutable) so that passing it between the layout phases costs one retain.
final class ParagraphMeasurer: Sendable {
    let widths: ParagraphWidths
    let utf16: [UInt16]
    let style: ParagraphStyle
    /// `widths.prefix`, read once.
    private let prefix: [Double]
    /// `widths.tabOffsets`, read once: offsets of the TAB characters, ascending.
    let tabOffsets: [Int]
    /// The style's tab stops by location (equal locations in the style's order), sorted
    /// once: a tab looks its stop up by binary search, so a row of thousands of tabs and
    /// stops (a wide markdown table) is measured in O(tabs · log stops), not by sorting
    /// the stops again for every tab.
    let sortedTabStops: [TextTab]
    let start: Int
    /// The line-height data of a style that asks for a model other than the original one
    /// (`LineBoxModel`); nil for the original model, and when made without the paragraph.
    let lineBoxModel: LineBoxModel?

    init(widths: ParagraphWidths, utf16: [UInt16], style: ParagraphStyle, lineBoxModel: LineBoxModel? = nil) {
        self.widths = widths
        self.utf16 = utf16
        self.style = style
        start = widths.start
        prefix = widths.prefix
        tabOffsets = widths.tabOffsets
        let stops = style.tabStops
        sortedTabStops =
            zip(stops, stops.dropFirst()).allSatisfy { $0.location <= $1.location }
            ? stops : stops.sorted { $0.location < $1.location }
        self.lineBoxModel = lineBoxModel
    }

    /// The measurer of paragraph `index` of `shaped` under `style`; with `lineBoxes` (the
    /// line breaker's), also the data of a line-height model other than the original one.
    convenience init(_ shaped: ShapedText, paragraph index: Int, style: ParagraphStyle, lineBoxes: Bool = false) {
        let model =
            lineBoxes && !style.usesTypographicLineBoxes
            ? LineBoxModel(paragraph: shaped.paragraphs[index], shaped: shaped, style: style) : nil
        self.init(widths: shaped.widths[index], utf16: shaped.utf16, style: style, lineBoxModel: model)
    }

    /// The advance width of `[from, to)`, tabs counted as zero.
    func width(from: Int, to: Int) -> Double {
        ParagraphWidths.width(in: prefix, start: start, from: from, to: to)
    }

    /// The last offset in `[from, end]` up to which the advances from `from` sum to at most
    /// `limit`, compared exactly as `width(from:to:) <= limit` compares them (`from - 1`
    /// when `limit` is negative). Only meaningful when `widths.widensWithEnd`: the sums
    /// never decrease, so a galloping search from a guess (the paragraph's mean advance)
    /// finds the edge.
    func reach(from: Int, limit: Double, end: Int) -> Int {
        // `width(from: from, to: from)` is exactly 0, so nothing fits a negative (or NaN) limit.
        guard 0 <= limit else { return from - 1 }
        let base = prefix[from - start]
        let units = prefix.count - 1
        let mean = units > 0 ? (prefix[units] - prefix[0]) / Double(units) : 0
        let guess = mean > 0 && limit.isFinite ? from + Int(min(limit / mean, Double(units))) : end
        let firstBeyond = GallopingSearch.firstIndex(in: (from + 1)..<(end + 1), from: guess) {
            prefix[$0 - start] - base <= limit
        }
        return firstBeyond - 1
    }

    /// The offset where the whitespace that ends `[from, to)` begins (it hangs: it does not
    /// count for fitting or alignment).
    func trailingWhitespaceStart(from: Int, to: Int) -> Int {
        var end = to
        while end > from, Self.isHangingWhitespace(utf16[end - 1]) { end -= 1 }
        return end
    }

    /// Spaces, tabs, the forced line breaks inside a paragraph (U+2028, VT, FF) and the
    /// ideographic space hang at a line end (CSS Text 3 §4.1.3); no-break spaces do not.
    static func isHangingWhitespace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x0B, 0x0C, 0x2028, 0x3000, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F: return true
        default: return false
        }
    }
}
