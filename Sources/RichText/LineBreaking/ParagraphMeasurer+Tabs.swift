/// Tabs: a stretch's width with each TAB advanced to its tab stop.
///
/// A tab's advance depends on where the pen stands when it is reached and, for right,
/// centred and decimal stops, on the text after it up to the next tab or the stretch's
/// end. So in a stretch from a fixed start, every tab but the last one has its final
/// advance once the next tab lies inside the stretch; only the last tab's advance changes
/// as the stretch grows. `TabCursor` keeps the final ones, so the line breaker, which
/// measures candidate after candidate from one line start, resolves each tab once, not
/// once a candidate (a row of a wide markdown table holds thousands of tabs and stops).
extension ParagraphMeasurer {
    /// The tabs of stretches from one start and pen position, resolved in order and kept.
    struct TabCursor {
        let from: Int
        let originX: Double
        /// The index in `tabOffsets` of the first tab at or after `from`.
        let firstTab: Int
        /// For each tab from `firstTab` on whose advance is final: the pen after it, and
        /// the sum of the advances of the tabs up to it.
        fileprivate var resolved: [(pen: Double, advances: Double)] = []
    }

    /// A cursor for stretches from `from` placed at `originX`.
    func tabCursor(from: Int, originX: Double) -> TabCursor {
        TabCursor(from: from, originX: originX, firstTab: firstTabIndex(atOrAfter: from))
    }

    /// The width of `[cursor.from, to)` placed at `cursor.originX` (from the span's leading
    /// edge), tabs resolved against the paragraph's tab stops; the tabs whose advance
    /// becomes final stay in the cursor for the next stretch.
    func measuredWidth(to: Int, cursor: inout TabCursor) -> Double {
        let from = cursor.from
        if tabOffsets.isEmpty { return width(from: from, to: to) }  // most paragraphs
        let count = firstTabIndex(atOrAfter: to) - cursor.firstTab
        guard count > 0 else { return width(from: from, to: to) }
        while cursor.resolved.count < count - 1 {
            let index = cursor.resolved.count
            let step = advance(ofTab: index, in: cursor, next: tabOffsets[cursor.firstTab + index + 1])
            cursor.resolved.append((step.penAfter, step.advancesBefore + step.advance))
        }
        let last = advance(ofTab: count - 1, in: cursor, next: to)
        return width(from: from, to: to) + (last.advancesBefore + last.advance)
    }

    /// The `index`-th tab of the cursor's stretch (the tabs before it resolved): its
    /// advance with its text running to `next`, the pen after it, and the sum of the
    /// advances of the tabs before it.
    private func advance(
        ofTab index: Int, in cursor: TabCursor, next: Int
    ) -> (advance: Double, penAfter: Double, advancesBefore: Double) {
        let (pen, advances) = index == 0 ? (cursor.originX, 0) : cursor.resolved[index - 1]
        let tab = cursor.firstTab + index
        let step = advance(
            ofTab: tab, penBefore: pen, segmentStart: index == 0 ? cursor.from : tabOffsets[tab - 1] + 1, next: next)
        return (step.advance, step.penAfter, advances)
    }

    /// The advance each TAB in `[from, to)` gets when the stretch starts at `originX`.
    func tabAdvances(from: Int, to: Int, originX: Double) -> [(offset: Int, advance: Double)] {
        let first = firstTabIndex(atOrAfter: from)
        let end = firstTabIndex(atOrAfter: to)
        var result: [(offset: Int, advance: Double)] = []
        result.reserveCapacity(end - first)
        var pen = originX
        for tab in first..<end {
            let step = advance(
                ofTab: tab, penBefore: pen, segmentStart: tab == first ? from : tabOffsets[tab - 1] + 1,
                next: tab + 1 < end ? tabOffsets[tab + 1] : to)
            result.append((tabOffsets[tab], step.advance))
            pen = step.penAfter
        }
        return result
    }

    /// The advance of tab `tab` (an index in `tabOffsets`) and the pen after it: the pen
    /// stands at `penBefore` after the previous tab (or the stretch's start) and moves over
    /// `[segmentStart, tab)`; the text after the tab runs to `next` (the next tab or the
    /// stretch's end).
    private func advance(
        ofTab tab: Int, penBefore: Double, segmentStart: Int, next: Int
    ) -> (advance: Double, penAfter: Double) {
        let offset = tabOffsets[tab]
        let x = penBefore + width(from: segmentStart, to: offset)
        let stop = nextTabStop(after: x)
        let following = width(from: offset + 1, to: next)
        let target: Double
        switch stop.alignment {
        case .left: target = stop.location
        case .right: target = stop.location - following
        case .center: target = stop.location - following / 2
        case .decimal:
            let separator = (offset + 1..<next).first { utf16[$0] == 0x2E || utf16[$0] == 0x2C } ?? next
            target = stop.location - width(from: offset + 1, to: separator)
        }
        let advance = max(0, target - x)
        return (advance, x + advance)
    }

    /// The index in `tabOffsets` of the first tab at or after `offset` (binary search).
    func firstTabIndex(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = tabOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if tabOffsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first tab stop after `x`: an explicit one (binary search over the sorted
    /// stops), else the next multiple of the default interval (left aligned).
    func nextTabStop(after x: Double) -> TextTab {
        let epsilon = 0.001
        var low = 0
        var high = sortedTabStops.count
        while low < high {
            let middle = (low + high) / 2
            if sortedTabStops[middle].location > x + epsilon { high = middle } else { low = middle + 1 }
        }
        if low < sortedTabStops.count { return sortedTabStops[low] }
        let interval = style.defaultTabInterval
        guard interval > 0, interval.isFinite else { return TextTab(location: x) }
        return TextTab(location: ((x + epsilon) / interval).rounded(.down) * interval + interval)
    }
}
