/// The line-height models beside the original one: CSS `line-height` with half-leading, a
/// strut, lines that fallback faces do not grow, and the first/last line trimming of
/// `TextHeightBehavior` (see `ParagraphStyle`). The line breaker uses it only for a
/// paragraph whose style asks for one of them; every other paragraph keeps the fast path
/// of `LineHeightModel`.
///
/// 1. Each run contributes its content ascent `A` and descent `D` (its face's at its size,
///    or with `fallbackFontsGrowLines` off its font's primary face's, moved by its
///    baseline offset; an attachment its own box) and, by model:
///    - `.typographic`: its line gap, as in `LineHeightModel`;
///    - CSS: its inline box, `L` tall (`LineHeight`), `A + (L − A − D) / 2` above the
///      baseline and `D + (L − A − D) / 2` below it, raised by the baseline offset (an
///      attachment's box is its own: no leading).
/// 2. A strut contributes as a run of its font would; a forced strut is the only
///    contribution. A strut whose size is not a positive finite number is ignored.
/// 3. The line's ascent, descent, gap and box edges are the maxima. `.typographic` then
///    applies `LineHeightModel.metrics`; a CSS line box is the highest top to the lowest
///    bottom, clamped to `minimumLineHeight` and `maximumLineHeight` (each when > 0) with
///    half the change above and half below.
/// 4. `.disableFirstAscent` puts a paragraph's first line's top at its ascent,
///    `.disableLastDescent` its last line's bottom at its descent.
///
/// Immutable, and a class so that the `RowFiller` holding it stays small.
final class LineBoxModel: Sendable {
    /// What one run or the strut adds to a line.
    struct Contribution: Hashable, Sendable {
        /// The content's reach above and below the baseline, and its line gap.
        var ascent = 0.0, descent = 0.0, leading = 0.0
        /// The CSS inline box's top above and bottom below the baseline.
        var above = 0.0, below = 0.0

        /// The maxima of two contributions.
        func union(_ other: Contribution) -> Contribution {
            Contribution(
                ascent: max(ascent, other.ascent), descent: max(descent, other.descent),
                leading: max(leading, other.leading), above: max(above, other.above), below: max(below, other.below))
        }
    }

    let style: ParagraphStyle
    let lineHeight: LineHeight
    /// Each run's contribution, in the paragraph's run order.
    let runs: [Contribution]
    /// The strut's contribution, if the style has a strut.
    let strut: Contribution?
    /// What a line without runs (an empty paragraph) has: its font attribute's.
    let empty: Contribution

    /// The model of `paragraph` (of `shaped`) under `style`.
    init(paragraph: ShapedParagraph, shaped: ShapedText, style: ParagraphStyle) {
        self.style = style
        lineHeight = style.lineHeight.normalized
        let context = shaped.context
        var primaryFaces: [Font.FaceKey: FontFace] = [:]
        func primaryFace(_ font: Font) -> FontFace? {
            if let known = primaryFaces[font.faceKey] { return known }
            let face = context.face(for: font)
            primaryFaces[font.faceKey] = face
            return face
        }
        let lineHeight = lineHeight
        runs = paragraph.runs.map { run in
            if let attachment = run.attachment {
                return Self.contribution(attachment: attachment, raise: run.baselineOffset)
            }
            let face = style.fallbackFontsGrowLines ? run.face : primaryFace(run.font) ?? run.face
            return Self.contribution(
                metrics: face.metrics(size: run.font.size), size: run.font.size, raise: run.baselineOffset,
                lineHeight: lineHeight)
        }
        strut = style.strut.flatMap { strut in
            guard strut.font.size.isFinite, strut.font.size > 0 else { return nil }
            return context.face(for: strut.font).map {
                Self.contribution(
                    metrics: $0.metrics(size: strut.font.size), size: strut.font.size, raise: 0, lineHeight: lineHeight)
            }
        }
        let text = shaped.text
        let offset = min(paragraph.range.lowerBound, max(text.length - 1, 0))
        let font = text.length > 0 ? text.attributes(at: offset).font ?? .default : .default
        empty =
            context.face(for: font).map {
                Self.contribution(
                    metrics: $0.metrics(size: font.size), size: font.size, raise: 0, lineHeight: lineHeight)
            } ?? Contribution()
    }

    /// A font run's contribution (rule 1).
    static func contribution(metrics: FontMetrics, size: Double, raise: Double, lineHeight: LineHeight) -> Contribution
    {
        let ascent = metrics.ascender
        let descent = -metrics.descender
        var result = Contribution(
            ascent: max(0, ascent + raise), descent: max(0, descent - raise), leading: metrics.lineGap)
        let halfLeading = (lineHeight.boxHeight(metrics: metrics, size: size) - (ascent + descent)) / 2
        result.above = ascent + halfLeading + raise
        result.below = descent + halfLeading - raise
        return result
    }

    /// An attachment's contribution: its box, no leading.
    static func contribution(attachment: TextAttachment, raise: Double) -> Contribution {
        let ascent = max(0, attachment.ascent + raise)
        let descent = max(0, attachment.descent - raise)
        return Contribution(ascent: ascent, descent: descent, leading: 0, above: ascent, below: descent)
    }

    /// The metrics of a line holding the runs `runIndices` (empty: a line without runs),
    /// which is its paragraph's first and/or last line as the flags say.
    func metrics(runs runIndices: Range<Int>, isFirst: Bool, isLast: Bool) -> LineHeightModel.LineMetrics {
        var parts: Contribution
        if let strut, style.strut?.isForced == true {
            parts = strut
        } else {
            parts = runIndices.isEmpty ? empty : runs[runIndices.lowerBound]
            for index in runIndices.dropFirst() { parts = parts.union(runs[index]) }
            if let strut { parts = parts.union(strut) }
        }
        var metrics: LineHeightModel.LineMetrics
        if lineHeight.isCSS {
            metrics = cssMetrics(parts)
        } else {
            metrics = LineHeightModel.metrics(
                ascent: parts.ascent, descent: parts.descent, leading: parts.leading, style: style)
        }
        if isFirst, style.textHeightBehavior.contains(.disableFirstAscent) {
            metrics.height += metrics.ascent - metrics.baselineOffset
            metrics.baselineOffset = metrics.ascent
        }
        if isLast, style.textHeightBehavior.contains(.disableLastDescent) {
            metrics.height = metrics.baselineOffset + metrics.descent
            if !lineHeight.isCSS { metrics.leading = 0 }
        }
        // Rows never go back, whatever the clamps and trims did.
        metrics.height = max(0, metrics.height)
        if lineHeight.isCSS { metrics.leading = metrics.height - metrics.ascent - metrics.descent }
        return metrics
    }

    /// A CSS line box (rule 3): highest top to lowest bottom, clamped with the change split.
    private func cssMetrics(_ parts: Contribution) -> LineHeightModel.LineMetrics {
        var above = parts.above
        var below = parts.below
        let natural = above + below
        var height = natural
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        above += (height - natural) / 2
        below += (height - natural) / 2
        var metrics = LineHeightModel.LineMetrics()
        metrics.ascent = parts.ascent
        metrics.descent = parts.descent
        metrics.height = above + below
        metrics.baselineOffset = above
        return metrics
    }
}
