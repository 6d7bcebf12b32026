import RichText

/// Where carets may stand in a laid-out text and how it divides into paragraphs: the
/// grapheme cluster boundaries of RichText's own analysis (ICU's UAX #29, CR LF one
/// cluster), the paragraph ranges, and the spans of bindings (which carets skip).
///
/// Boundaries come from the analysis the layout used rather than from Swift's `Character`
/// breaks: the two follow different Unicode versions (Swift's has the Indic conjunct rule
/// of Unicode 15.1, ICU 72 does not), and carets must agree with the layout's clusters.
public struct TextBoundaries {
    /// The text's length in UTF-16 units.
    public let length: Int
    /// Every grapheme boundary, ascending (0 and `length` included).
    public let graphemes: [Int]
    /// Each paragraph: its range (separator included), its content (separator excluded)
    /// and its base direction.
    public let paragraphs: [Paragraph]
    /// The maximal ranges with one binding, as `TextLayout` finds them.
    public let bindings: [Range<Int>]
    private let graphemeSet: Set<Int>

    /// One paragraph of the text.
    public struct Paragraph: Sendable {
        /// With its separator.
        public var range: Range<Int>
        /// Without its separator.
        public var content: Range<Int>
        /// Whether its base direction is right to left.
        public var isRightToLeft: Bool
    }

    /// The boundaries of `shaped`'s text.
    public init(_ shaped: ShapedText) {
        length = shaped.text.length
        var set: Set<Int> = [0, length]
        var paragraphs: [Paragraph] = []
        for paragraph in shaped.paragraphs {
            set.insert(paragraph.range.lowerBound)
            set.formUnion(paragraph.analysis.graphemeClusterBoundaries)
            paragraphs.append(
                Paragraph(
                    range: paragraph.range, content: paragraph.contentRange,
                    isRightToLeft: paragraph.analysis.isRightToLeft))
        }
        self.paragraphs = paragraphs
        graphemeSet = set
        graphemes = set.sorted()
        bindings = Self.bindingSpans(of: shaped.text)
    }

    /// Whether `offset` is a grapheme boundary.
    public func isGrapheme(_ offset: Int) -> Bool {
        graphemeSet.contains(offset)
    }

    /// Whether `offset` lies strictly inside a binding.
    public func isInsideBinding(_ offset: Int) -> Bool {
        bindings.contains { offset > $0.lowerBound && offset < $0.upperBound }
    }

    /// Whether `range` is a binding span.
    public func isBinding(_ range: Range<Int>) -> Bool {
        bindings.contains(range)
    }

    /// The paragraph whose content ends at `offset` (just before its separator), if any.
    public func paragraph(endingAt offset: Int) -> Paragraph? {
        paragraphs.first { $0.content.upperBound == offset }
    }

    /// The paragraph holding `offset` (its separator included; the last one for `length`).
    public func paragraph(containing offset: Int) -> Paragraph? {
        paragraphs.first { $0.range.contains(offset) } ?? paragraphs.last
    }

    /// At most `count` grapheme boundaries spread evenly over the text.
    public func sample(_ count: Int) -> [Int] {
        guard graphemes.count > count, count > 1 else { return graphemes }
        return (0..<count).map { graphemes[$0 * (graphemes.count - 1) / (count - 1)] }
    }

    /// Runs with an equal, non-nil binding merged (`TextLayout.attributeSpan`'s rule).
    private static func bindingSpans(of text: AttributedText) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var previous: TextBinding?
        for run in text.runs {
            defer { previous = run.attributes.binding }
            guard let binding = run.attributes.binding else { continue }
            if previous == binding, let last = spans.last, last.upperBound == run.range.lowerBound {
                spans[spans.count - 1] = last.lowerBound..<run.range.upperBound
            } else {
                spans.append(run.range)
            }
        }
        return spans
    }
}
