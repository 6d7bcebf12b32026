import RichText

extension LayoutChecker {
    /// The inset frame of a plain rectangular container (nil for a path container); insets
    /// larger than the size leave an empty frame at the top-left inset corner.
    var frame: (minX: Double, maxX: Double, minY: Double, maxY: Double)? {
        let container = layout.container.normalized
        guard container.path == nil else { return nil }
        let insets = container.insets
        let maxX = max(insets.left, container.size.width - insets.right)
        let maxY = max(insets.top, container.size.height - insets.bottom)
        return (insets.left, maxX, insets.top, maxY)
    }

    /// Lines inside the container's inset frame and off the exclusion, except the
    /// documented overflows (see the type's documentation), which stay inside the frame's
    /// start edge; the bounding width within a finite container width.
    public func checkContainer() {
        guard let frame else { return }
        let slack = Invariant.slack(near: max(abs(frame.maxX), frame.maxY.isFinite ? abs(frame.maxY) : 0))
        let container = layout.container.normalized
        if container.size.width.isFinite {
            Invariant.require(
                layout.textBoundingSize.width <= container.size.width + 1e-9,
                "textBoundingSize.width \(layout.textBoundingSize.width) exceeds the container's \(container.size.width)"
            )
        }
        for line in lines {
            Invariant.require(
                line.rowTop >= frame.minY - slack, "line \(line.index) row top \(line.rowTop) is above \(frame.minY)")
            if frame.maxY.isFinite {
                Invariant.require(
                    line.rowBottom <= frame.maxY + slack,
                    "line \(line.index) row bottom \(line.rowBottom) is below the frame's \(frame.maxY)")
            }
            // Clipped paragraphs and single clusters may be wider than the frame; they are
            // start-aligned then, so they stay inside its start edge and overflow the end.
            let isClipped = style(at: line.range.lowerBound).lineBreakMode == .clip
            let mayOverflow = isClipped || holdsSingleCluster(line)
            let isRightToLeft = boundaries.paragraph(containing: line.range.lowerBound)?.isRightToLeft ?? false
            if !mayOverflow || !isRightToLeft {
                Invariant.require(
                    line.origin.x >= frame.minX - slack,
                    "line \(line.index) \(line.range) starts at \(line.origin.x), left of the frame's \(frame.minX)")
            }
            if !mayOverflow || isRightToLeft {
                Invariant.require(
                    line.origin.x + line.width <= frame.maxX + slack,
                    "line \(line.index) \(line.range) ends at \(line.origin.x + line.width), right of the frame's \(frame.maxX)"
                )
            }
            if !isClipped { checkExclusion(line) }
        }
    }

    /// No visible text of `line` over the exclusion where it crosses the line's row band.
    private func checkExclusion(_ line: TextLine) {
        let slack = Invariant.tolerance
        guard let exclusion, line.width > slack,
            let covered = exclusion.horizontalExtent(top: line.rowTop + slack, bottom: line.rowBottom - slack)
        else { return }
        let start = line.origin.x
        let end = line.origin.x + line.width
        Invariant.require(
            end <= covered.lowerBound + slack || start >= covered.upperBound - slack,
            "line \(line.index) \(line.range) at \(start)...\(end) crosses the exclusion at \(covered) in its band \(line.rowTop)...\(line.rowBottom)"
        )
    }

    /// A token exactly when text was cut and the container asks for one; on the last
    /// line, inside the frame, its elided range between grapheme boundaries.
    public func checkTruncation() {
        let lines = self.lines
        let wantsToken = layout.isTruncated && layout.container.truncationType != .none && !lines.isEmpty
        guard let truncation = layout.truncation else {
            Invariant.require(!wantsToken, "text was cut and a token asked for, but there is none")
            return
        }
        Invariant.require(wantsToken, "a token without truncation (or without asking for one)")
        Invariant.require(
            truncation.lineIndex == lines.count - 1, "the token is on line \(truncation.lineIndex) of \(lines.count)")
        let elided = truncation.elidedRange
        Invariant.inText(elided, length: layout.text.length, "elidedRange")
        Invariant.require(
            boundaries.isGrapheme(elided.lowerBound) && boundaries.isGrapheme(elided.upperBound),
            "elidedRange \(elided) is not on grapheme boundaries")
        Invariant.require(
            elided.lowerBound >= lines[truncation.lineIndex].range.lowerBound,
            "elidedRange \(elided) starts before the truncated line \(lines[truncation.lineIndex].range)")
        let token = truncation.tokenFrame
        Invariant.rect(token, "tokenFrame")
        for (index, line) in lines.enumerated() where index != truncation.lineIndex {
            Invariant.require(!line.runs.contains(where: \.isTruncationToken), "token runs on line \(index)")
        }
        if let frame {
            let slack = Invariant.slack(near: abs(frame.maxX))
            Invariant.require(
                token.minX >= frame.minX - slack && token.maxX <= frame.maxX + slack,
                "tokenFrame \(token) leaves the frame \(frame.minX)...\(frame.maxX)")
        }
    }
}
