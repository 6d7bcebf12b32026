/// Rebuilds the last visible line with exactly one truncation token.
///
/// The line is refilled from its start with the rest of its paragraph (Texture's rule:
/// stop at the paragraph end), then cut at grapheme boundaries so that the kept text plus
/// the token fits the line's span: `.end` keeps the longest head, `.start` the longest
/// tail, `.middle` half the room for each. A token wider than the span is itself cut to
/// what fits, so it never overflows.
struct Truncator {
    let shaped: ShapedText
    let context: FontContext
    let builder: LineBuilder

    /// The truncated line's pieces in visual order and what it shows.
    struct Result {
        var pieces: [LinePiece]
        /// The text the token replaces.
        var elidedRange: TextRange
        /// The text shown, token aside: head and tail ranges.
        var head: TextRange
        var tail: TextRange
    }

    func truncate(_ line: LineFragment, type: TruncationType, token customToken: AttributedText?) -> Result {
        let paragraph = shaped.paragraphs[line.paragraphIndex]
        let style = shaped.style(ofParagraph: line.paragraphIndex)
        let measurer = ParagraphMeasurer(shaped, paragraph: line.paragraphIndex, style: style)
        let start = line.range.lowerBound
        let end = paragraph.contentRange.upperBound
        let boundaries = [start] + paragraph.analysis.graphemeBoundaries.filter { $0 > start && $0 <= end }
        var tokenPieces = tokenPieces(
            customToken, near: max(start, line.range.upperBound - 1), base: paragraph.analysis.baseLevel)
        let available = line.span.width
        if Self.width(tokenPieces, in: paragraph) > available {
            tokenPieces = cut(tokenPieces, toFit: available, in: paragraph)
        }
        let tokenWidth = Self.width(tokenPieces, in: paragraph)
        let room = max(0, available - tokenWidth)
        // Where the text shown in `a..<b` ends: before its trailing whitespace, but never
        // inside a grapheme cluster (a prepended mark such as U+0605 holds the space after
        // it: a fuzzer found a cut between them).
        let analysis = paragraph.analysis
        func shownEnd(_ a: Int, _ b: Int) -> Int {
            let trimmed = measurer.trailingWhitespaceStart(from: a, to: b)
            guard trimmed > a, trimmed < b else { return trimmed }
            // The first grapheme boundary at or after `trimmed` (a binary search: this runs
            // for every candidate end while fitting).
            return min(b, analysis.graphemeBoundaries[analysis.firstGraphemeIndex(after: trimmed - 1)])
        }
        func visible(_ a: Int, _ b: Int) -> Double {
            measurer.width(from: a, to: shownEnd(a, b))
        }
        var head = start..<start
        var tail = end..<end
        switch type {
        case .start:
            let from = boundaries.first { visible($0, end) <= room + 0.001 } ?? end
            tail = from..<end
        case .middle:
            let headEnd = boundaries.last { visible(start, $0) <= room / 2 + 0.001 } ?? start
            head = start..<shownEnd(start, headEnd)
            let used = visible(start, headEnd)
            let tailStart = boundaries.first { $0 >= headEnd && visible($0, end) <= room - used + 0.001 } ?? end
            tail = tailStart..<end
        case .end, .none:
            let headEnd = boundaries.last { visible(start, $0) <= room + 0.001 } ?? start
            head = start..<shownEnd(start, headEnd)
        }
        // Cut edges are reshaped and may be wider than measured (an Arabic letter takes
        // its final form): back off one cluster at a time until the pieces really fit.
        var headPieces = builder.pieces(for: head, in: paragraph)
        var tailPieces = builder.pieces(for: tail, in: paragraph)
        func width(_ pieces: [LinePiece]) -> Double { Self.width(pieces, in: paragraph) }
        while width(headPieces) + width(tailPieces) > room + 0.001, !(head.isEmpty && tail.isEmpty) {
            let shrinkHead = !head.isEmpty && (tail.isEmpty || width(headPieces) >= width(tailPieces))
            if shrinkHead {
                let previous = boundaries.last { $0 < head.upperBound } ?? start
                head = start..<shownEnd(start, previous)
                headPieces = builder.pieces(for: head, in: paragraph)
            } else {
                let next = boundaries.first { $0 > tail.lowerBound } ?? end
                tail = next..<end
                tailPieces = builder.pieces(for: tail, in: paragraph)
            }
        }
        let elided = head.upperBound..<tail.lowerBound
        for index in tokenPieces.indices {
            tokenPieces[index].range = elided
            var glyphs = tokenPieces[index].glyphs(in: paragraph)
            tokenPieces[index].tokenClusters = glyphs.clusters
            for glyph in 0..<glyphs.count { glyphs.clusters[glyph] = Int32(elided.lowerBound) }
            tokenPieces[index].setGlyphs(glyphs)
        }
        let groups =
            paragraph.analysis.isRightToLeft
            ? [tailPieces, tokenPieces, headPieces] : [headPieces, tokenPieces, tailPieces]
        var ordered: [LinePiece] = []
        for group in groups {
            for piece in group.sorted(by: { $0.visualKey < $1.visualKey }) {
                var piece = piece
                piece.visualKey = ordered.count
                ordered.append(piece)
            }
        }
        return Result(pieces: ordered, elidedRange: elided, head: head, tail: tail)
    }

    /// The total advance of `pieces` (of the line's `paragraph`, or a token's).
    static func width(_ pieces: [LinePiece], in paragraph: ShapedParagraph) -> Double {
        pieces.reduce(0.0) { $0 + $1.width(in: paragraph) }
    }

    /// The token's pieces: the custom token, or "…" in the attributes at `offset`.
    private func tokenPieces(_ custom: AttributedText?, near offset: Int, base: UInt8) -> [LinePiece] {
        var token = custom ?? AttributedText("\u{2026}")
        if custom == nil, shaped.text.length > 0 {
            var attributes = shaped.text.attributes(at: min(offset, shaped.text.length - 1))
            attributes.attachment = nil
            token = AttributedText("\u{2026}", attributes: attributes)
        }
        let direction: BaseDirection = base & 1 == 1 ? .rightToLeft : .leftToRight
        let shapedToken = ShapedText(token, context: context, direction: direction)
        guard let paragraph = shapedToken.paragraphs.first else { return [] }
        let pieces = LineBuilder(shaped: shapedToken)
            .pieces(for: paragraph.contentRange, in: paragraph)
        return pieces.sorted { $0.visualKey < $1.visualKey }
            .map { piece in
                var piece = piece
                piece.isTruncationToken = true
                piece.tokenParagraph = paragraph
                return piece
            }
    }

    /// The token's glyphs that fit in `width`, whole clusters from the start (`paragraph`:
    /// the line's; the token's pieces read their own).
    private func cut(_ pieces: [LinePiece], toFit width: Double, in paragraph: ShapedParagraph) -> [LinePiece] {
        var remaining = width
        var result: [LinePiece] = []
        for var piece in pieces {
            let glyphs = piece.glyphs(in: paragraph)
            let count = glyphs.count
            var keep = 0
            var used = 0.0
            while keep < glyphs.count {
                let cluster = glyphs.clusters[keep]
                var end = keep
                var clusterWidth = 0.0
                while end < glyphs.count, glyphs.clusters[end] == cluster {
                    clusterWidth += Double(glyphs.advances[end])
                    end += 1
                }
                guard used + clusterWidth <= remaining + 0.001 else { break }
                used += clusterWidth
                keep = end
            }
            piece.setGlyphs(glyphs.slice(0..<keep))
            remaining -= used
            if keep > 0 { result.append(piece) }
            if keep < count { break }
        }
        return result
    }
}
