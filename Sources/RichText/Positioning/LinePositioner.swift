/// The positioning stage: turns the breaker's `LineFragment`s into placed lines and runs
/// in a `LayoutStorage.Builder`.
///
/// For each fragment it cuts the line's text into pieces (bidi per line, glyph slices of
/// the shaped paragraph, reshaped at unsafe edges: `LineBuilder`), adds the hyphen after a
/// soft hyphen, and places the pieces (`LinePlacer`: tabs, justification, alignment). When
/// text overflowed and the container truncates, the last line is rebuilt around the
/// truncation token instead (`Truncator`).
struct LinePositioner {
    let shaped: ShapedText
    /// The normalized container's geometry (one reference; the container is read from it
    /// only to truncate).
    let geometry: ContainerGeometry

    private var container: TextContainer { geometry.container }

    /// What positioning decided beyond the lines themselves.
    struct Output {
        /// The end of the text shown (the truncated line's visible end when truncated; after
        /// the separator when the last line ends its paragraph).
        var visibleEnd: Int
        var truncation: TextLayout.Truncation?
    }

    /// Places every line of `broken` (broken from offset `start`) in `builder`.
    func position(_ broken: LineBreaker.Result, from start: Int, into builder: inout LayoutStorage.Builder) -> Output {
        var progress = Progress()
        let truncation = place(
            broken.lines[...], endsLayout: true, overflowed: broken.overflowed, &progress, into: &builder)
        return output(of: broken, from: start, truncation: truncation, builder: builder)
    }

    /// What placing lines a batch at a time carries from one batch to the next
    /// (`LayoutEngine.run(shaping:)`): the current paragraph's style and widths, and the
    /// array of pieces every line reuses.
    struct Progress {
        fileprivate var currentParagraph = -1
        /// The paragraph's alignment (all a line reads of its style).
        fileprivate var alignment = TextAlignment.natural
        fileprivate var tabs: ParagraphMeasurer?
        fileprivate var widths: ParagraphWidths?
        /// One array of pieces for every line (emptied, not reallocated, line by line).
        fileprivate var pieces: [LinePiece] = []
    }

    /// Places `lines`, the layout's next lines, in `builder`. When `endsLayout`, the last
    /// of them is the layout's last line: if the text `overflowed` and the container
    /// truncates, it is rebuilt around the truncation token, which is returned.
    func place(
        _ lines: ArraySlice<LineFragment>, endsLayout: Bool, overflowed: Bool, _ progress: inout Progress,
        into builder: inout LayoutStorage.Builder
    ) -> TextLayout.Truncation? {
        guard let first = lines.first else { return nil }
        let lineBuilder = LineBuilder(shaped: shaped)
        let placer = LinePlacer(shaped: shaped)
        // The lines' paragraph, in a local changed only with the paragraph: read from the
        // array for every line, it cost a reference count each way per line.
        var paragraphIndex = first.paragraphIndex
        var paragraph = shaped.paragraphs[paragraphIndex]
        for position in lines.indices {
            let fragment = lines[position]
            if fragment.paragraphIndex != paragraphIndex {
                paragraphIndex = fragment.paragraphIndex
                paragraph = shaped.paragraphs[paragraphIndex]
            }
            if progress.currentParagraph != fragment.paragraphIndex {
                progress.currentParagraph = fragment.paragraphIndex
                progress.alignment = shaped.alignment(ofParagraph: paragraphIndex)
                let paragraphWidths = shaped.widths[fragment.paragraphIndex]
                progress.widths = paragraphWidths
                progress.tabs =
                    paragraphWidths.tabOffsets.isEmpty
                    ? nil
                    : ParagraphMeasurer(
                        widths: paragraphWidths, utf16: shaped.utf16, style: shaped.style(ofParagraph: paragraphIndex))
            }
            let line = LinePlacer.Line(
                fragment: fragment, alignment: progress.alignment, isRightToLeft: paragraph.isRightToLeft)
            if endsLayout, position == lines.endIndex - 1, overflowed, container.truncationType != .none {
                return truncate(
                    line, of: paragraph, at: builder.lines.count, builder: lineBuilder, placer: placer, into: &builder)
            }
            lineBuilder.pieces(for: fragment.range, in: paragraph, widths: progress.widths, into: &progress.pieces)
            if fragment.end == .hyphen {
                appendHyphen(to: &progress.pieces, at: fragment.range.upperBound - 1, in: paragraph)
            }
            placer.place(
                line, of: paragraph, pieces: &progress.pieces, tabs: progress.tabs, widths: progress.widths,
                into: &builder)
        }
        return nil
    }

    /// The end of the text shown and the truncation, once every line of `broken` (its
    /// `lines` at least the last one) is placed in `builder`.
    func output(
        of broken: LineBreaker.Result, from start: Int, truncation: TextLayout.Truncation?,
        builder: LayoutStorage.Builder
    ) -> Output {
        var output = Output(visibleEnd: broken.lines.last?.range.upperBound ?? start, truncation: truncation)
        if !broken.overflowed { output.visibleEnd = max(output.visibleEnd, broken.endOffset) }
        if let truncation { output.visibleEnd = builder.lines[truncation.lineIndex].range.upperBound }
        if broken.overflowed, let last = broken.lines.last,
            output.visibleEnd == shaped.paragraphs[last.paragraphIndex].contentRange.upperBound
        {
            // The last line (truncated or not) shows its paragraph to the end: the separator
            // after it is shown as well, so a layout starting at `visibleEnd` (the next page)
            // starts with the next paragraph, not with an empty line.
            output.visibleEnd = shaped.paragraphs[last.paragraphIndex].range.upperBound
        }
        return output
    }

    /// Rebuilds the last line around the truncation token and places it.
    private func truncate(
        _ line: LinePlacer.Line, of paragraph: ShapedParagraph, at index: Int, builder lineBuilder: LineBuilder,
        placer: LinePlacer, into builder: inout LayoutStorage.Builder
    ) -> TextLayout.Truncation {
        let truncator = Truncator(shaped: shaped, context: shaped.context, builder: lineBuilder)
        let cut = truncator.truncate(line.fragment, type: container.truncationType, token: container.truncationToken)
        var truncated = line
        truncated.justify = false
        truncated.fragment.range =
            line.fragment.range.lowerBound..<(cut.tail.isEmpty ? cut.head.upperBound : cut.tail.upperBound)
        truncated.fragment.trailingWhitespaceStart = Int.max
        var pieces = cut.pieces
        placer.place(truncated, of: paragraph, pieces: &pieces, tabs: nil, into: &builder)
        let record = builder.lines[index]
        let token = builder.runs[record.runRange].first { $0.isTruncationToken }
        return TextLayout.Truncation(
            lineIndex: index, elidedRange: cut.elidedRange,
            tokenFrame: Rect(
                x: token?.x ?? record.originX + record.width, y: record.baselineY - record.ascent,
                width: token?.width ?? 0, height: record.ascent + record.descent))
    }

    /// Adds the visible hyphen after a soft hyphen at the logical end of the line.
    private func appendHyphen(to pieces: inout [LinePiece], at offset: Int, in paragraph: ShapedParagraph) {
        guard let index = pieces.indices.last else { return }
        let run = pieces[index].run(in: paragraph)
        guard let hyphen = HyphenGlyph(face: run.face, font: run.font) else { return }
        var glyphs = pieces[index].glyphs(in: paragraph)
        glyphs.append(
            id: hyphen.id, advance: Float(hyphen.advance), xOffset: 0, yOffset: 0, cluster: Int32(offset), flags: 0)
        pieces[index].setGlyphs(glyphs)
    }
}
