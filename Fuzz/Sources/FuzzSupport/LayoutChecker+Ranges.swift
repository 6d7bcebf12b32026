import RichText

extension LayoutChecker {
    /// Line ranges: inside the text, in order, without overlap, gaps only at paragraph
    /// separators, covering `visibleRange`, edges on grapheme boundaries; rows in order.
    public func checkLineRanges() {
        let lines = self.lines
        let length = layout.text.length
        let visible = layout.visibleRange
        Invariant.inText(visible, length: length, "visibleRange")
        Invariant.require(visible.lowerBound == layout.range.lowerBound, "visibleRange \(visible) starts at the start")
        guard let first = lines.first, let last = lines.last else {
            Invariant.require(
                layout.range.isEmpty || layout.isTruncated,
                "no lines although text \(layout.range) remains and nothing was cut")
            Invariant.require(layout.rowCount == 0, "rowCount \(layout.rowCount) without lines")
            return
        }
        let start = layout.range.lowerBound
        // A start inside a separator (between CR and LF) moves to the next paragraph.
        let paragraph = boundaries.paragraph(containing: start)
        let expected = paragraph.flatMap { start > $0.content.upperBound ? $0.range.upperBound : nil } ?? start
        Invariant.require(
            first.range.lowerBound == expected,
            "the first line \(first.range) does not start at the layout's start \(expected)")
        Invariant.require(first.row == 0, "the first line is in row \(first.row)")
        for (index, line) in lines.enumerated() {
            Invariant.inText(line.range, length: length, "line \(index) range")
            Invariant.require(
                boundaries.isGrapheme(line.range.lowerBound) && boundaries.isGrapheme(line.range.upperBound),
                "line \(index) range \(line.range) is not on grapheme boundaries")
            Invariant.require(line.index == index, "line \(index) has index \(line.index)")
            if line.range.isEmpty, index != layout.truncation?.lineIndex {
                let paragraph = boundaries.paragraph(containing: line.range.lowerBound)
                Invariant.require(
                    paragraph?.content.isEmpty == true,
                    "line \(index) is empty at \(line.range.lowerBound) but its paragraph \(String(describing: paragraph?.content)) is not"
                )
            }
            guard index > 0 else { continue }
            let previous = lines[index - 1]
            Invariant.require(
                line.range.lowerBound >= previous.range.upperBound,
                "line \(index) \(line.range) overlaps or precedes line \(index - 1) \(previous.range)")
            if line.range.lowerBound > previous.range.upperBound {
                Invariant.require(
                    isSeparator(previous.range.upperBound..<line.range.lowerBound),
                    "the gap \(previous.range.upperBound)..<\(line.range.lowerBound) between lines \(index - 1) and \(index) is not a paragraph separator"
                )
            }
            Invariant.require(
                line.row == previous.row || line.row == previous.row + 1,
                "line \(index) is in row \(line.row) after row \(previous.row)")
        }
        Invariant.require(layout.rowCount == last.row + 1, "rowCount \(layout.rowCount), last row \(last.row)")
        let end = last.range.upperBound
        Invariant.require(
            visible.upperBound == end || (visible.upperBound > end && isSeparator(end..<visible.upperBound)),
            "visibleRange \(visible) does not end where the last line \(last.range) does (or after its separator)")
        if !layout.isTruncated {
            Invariant.require(
                visible.upperBound == length, "nothing was cut but visibleRange is \(visible) of \(length)")
        } else if layout.container.truncationType == .none {
            Invariant.require(visible.upperBound < length, "text was cut but visibleRange \(visible) reaches the end")
        }
        let maxRows = layout.container.maximumNumberOfRows
        if maxRows > 0 {
            Invariant.require(layout.rowCount <= maxRows, "\(layout.rowCount) rows, at most \(maxRows) asked")
        }
    }

    /// Whether `range` is exactly one paragraph's separator.
    func isSeparator(_ range: Range<Int>) -> Bool {
        guard let paragraph = boundaries.paragraph(endingAt: range.lowerBound) else { return false }
        return paragraph.range.upperBound == range.upperBound
    }
}
