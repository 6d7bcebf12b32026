/// RichText's original line-height model, the default (`ParagraphStyle.lineHeight ==
/// .typographic` with no strut, fallback growth and no first/last trimming): how a line's
/// height and baseline follow from its fonts and its paragraph style. One place, so
/// layout, measuring and tests agree. The other models are `LineBoxModel`'s.
///
/// 1. Every run of the line contributes its face's metrics at its size: ascent =
///    ascender, descent = −descender, leading = line gap (HarfBuzz metrics, see
///    `FontMetrics`). Fallback faces count like the primary face; an attachment
///    contributes its own ascent and descent and no leading; a `baselineOffset` raises
///    a run's ascent and lowers its descent by the offset. An empty line uses the face
///    of its font attribute.
/// 2. The line's ascent, descent and leading are the maxima over its runs; its natural
///    height is ascent + descent + leading, with the baseline `ascent` below the top
///    (leading goes below the descent, as in CoreText).
/// 3. `lineHeightMultiple` (> 0) multiplies the natural height; then the height is
///    clamped to `minimumLineHeight` and `maximumLineHeight` (each when > 0). Space
///    gained or lost goes above the text: the descent and leading stay at the bottom and
///    the baseline moves (TextKit's rule), so glyphs overflow at the top when the maximum
///    is smaller than the natural height.
/// 4. Lines of one row (an exclusion split the band) share one baseline: the row's
///    height is the largest above-baseline part plus the largest below-baseline part.
/// 5. Between rows: `lineSpacing` after every row but the layout's last;
///    `paragraphSpacing` after a paragraph's last row and `paragraphSpacingBefore` before
///    its first, except at the layout's start and end. A negative spacing counts as 0
///    (as in `NSParagraphStyle`): rows never move up, so no row starts above the last.
struct LineHeightModel {
    /// The metrics of one line before row sharing.
    struct LineMetrics: Hashable {
        var ascent: Double = 0
        var descent: Double = 0
        var leading: Double = 0
        /// The height after multiple and min/max.
        var height: Double = 0
        /// The distance from the line's top to its baseline.
        var baselineOffset: Double = 0
    }

    /// What one run adds to a line (rule 1): its reach above and below the baseline and
    /// its leading.
    struct Contribution: Hashable, Sendable {
        var ascent: Double
        var descent: Double
        var leading: Double
    }

    /// The metrics of a line whose runs reach at most `ascent` above and `descent` below
    /// the baseline, with the largest leading `leading` (the maxima over its face and
    /// attachment contributions), with the paragraph style applied.
    static func metrics(ascent: Double, descent: Double, leading: Double, style: ParagraphStyle) -> LineMetrics {
        var metrics = LineMetrics()
        metrics.ascent = ascent
        metrics.descent = descent
        metrics.leading = leading
        let natural = metrics.ascent + metrics.descent + metrics.leading
        var height = natural
        if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        metrics.height = height
        metrics.baselineOffset = height - metrics.descent - metrics.leading
        return metrics
    }
}
