import RichText

extension LayoutChecker {
    /// Highlights, borders, underlines and strikethroughs, attachment frames, the shadow
    /// margin and plain text: ranges inside the text, geometry finite (highlight rects
    /// and decoration extents also non-negative), and plain text equal to the string
    /// where no backed string stands in; a highlight applied gives a layout that keeps
    /// the layout invariants.
    public func checkDecorations() {
        let length = layout.text.length
        let highlights = layout.highlights
        for region in highlights {
            Invariant.inText(region.range, length: length, "highlight region")
            for rect in region.rects { Invariant.rect(rect, "a highlight rect of \(region.range)") }
        }
        for kind in [BorderKind.backgroundBorder, .border] {
            for border in layout.borderRects(kind) { checkBorder(border, "\(kind) rect") }
        }
        for border in layout.blockBorderRects() { checkBorder(border, "block border rect") }
        for kind in [DecorationKind.underline, .strikethrough] {
            for segment in layout.decorationSegments(kind) {
                Invariant.inText(segment.range, length: length, "\(kind) segment")
                let values = [segment.minX, segment.maxX, segment.thickness] + segment.lineCenters
                Invariant.require(values.allSatisfy(\.isFinite), "\(kind) segment \(segment.range): \(values)")
                Invariant.require(
                    segment.minX <= segment.maxX, "\(kind) segment \(segment.range) ends before it starts")
                Invariant.require(segment.thickness >= 0, "\(kind) segment \(segment.range) thickness is negative")
            }
        }
        for attachment in layout.attachmentFrames {
            Invariant.inText(attachment.range, length: length, "attachment frame")
            let frames = [attachment.frame, attachment.contentFrame]
            let values = frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
            Invariant.require(values.allSatisfy(\.isFinite), "attachment frame \(attachment.range): \(frames)")
        }
        let margin = layout.shadowMargin
        let sides = [margin.top, margin.left, margin.bottom, margin.right]
        Invariant.require(sides.allSatisfy { $0.isFinite && $0 >= 0 }, "shadowMargin \(margin)")
        let text = layout.text
        _ = layout.plainText()
        if !text.runs.contains(where: { $0.attributes.backedString != nil }) {
            let plain = layout.plainText(for: 0..<length)
            Invariant.require(plain == text.string, "plainText \(plain.debugDescription) is not the text's string")
        }
        if let region = highlights.first {
            let highlighted = layout.applying(region.highlight, range: region.range)
            LayoutChecker(highlighted, exclusion: exclusion).checkLayout()
        }
    }

    private func checkBorder(_ border: BorderRect, _ what: String) {
        Invariant.inText(border.range, length: layout.text.length, what)
        let rect = border.rect
        Invariant.require(
            [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), "\(what) \(rect) is not finite")
    }
}
