extension TextLayout {
    /// The range from `position` to the position `offset` steps away in `direction`
    /// (YYText's `textRangeByExtendingPosition:inDirection:offset:`), for growing a
    /// selection with the keyboard.
    ///
    /// - `right` and `down` extend forward in the text, `left` and `up` backward (in
    ///   logical order, as YYText does); a negative `offset` turns the direction around.
    /// - Left and right step by grapheme clusters (a binding counts as one step); up and
    ///   down by rows, keeping the caret's x (as `position(from:direction:offset:)`).
    /// - Past the first or last visible position the range stops there: extending up from
    ///   the first row reaches the start of the visible text, down from the last row its end.
    /// - The range's ends are widened to whole clusters and bindings, so it never cuts one.
    /// - `offset` 0 gives `textRange(byExtending: position)`.
    ///
    /// - Returns: nil when `position` is outside `visibleRange` or there are no lines.
    /// - Complexity: O(steps × (log n + line length)) for up and down; for left and right
    ///   O(steps × log n), plus O(n) in the visible text past 64 steps.
    public func textRange(byExtending position: TextPosition, direction: CaretDirection, offset: Int) -> TextRange? {
        let visible = visibleRange
        guard !storage.lines.isEmpty, position.offset >= visible.lowerBound, position.offset <= visible.upperBound
        else { return nil }
        if offset == 0 { return textRange(byExtending: position) }
        var forward = direction == .right || direction == .down
        if offset < 0 { forward.toggle() }
        let steps = offset.magnitude
        let target: Int
        switch direction {
        case .left, .right:
            target = clusterStep(from: position.offset, forward: forward, steps: steps, within: visible)
        case .up, .down:
            target = rowStep(from: position, forward: forward, steps: steps, within: visible)
        }
        let lower = min(position.offset, target)
        let upper = max(position.offset, target)
        return widenedToBindings(wholeClusterBounds(lower..<upper, within: visible))
    }

    /// The offset `steps` grapheme clusters (bindings as one) from `offset`, inside `range`:
    /// the stops are `range`'s ends and the grapheme boundaries inside it, each step found
    /// by a search from the last (listing every boundary of the visible text made a step
    /// cost the whole text). Past 64 steps (select to the end by a huge offset) the stops
    /// are listed once and the steps search the list.
    private func clusterStep(from offset: Int, forward: Bool, steps: UInt, within range: TextRange) -> Int {
        let listed = steps > 64 ? stops(in: range) : nil
        /// The first stop at or after `offset`, and the last at or before it.
        func stop(atOrAfter offset: Int) -> Int {
            if let listed {
                let index = GallopingSearch.firstIndex(in: listed.indices, from: 0) { listed[$0] < offset }
                return index < listed.count ? listed[index] : range.upperBound
            }
            return min(firstGraphemeBoundary(atOrAfter: offset, in: range) ?? range.upperBound, range.upperBound)
        }
        func stop(atOrBefore offset: Int) -> Int {
            if let listed {
                let index = GallopingSearch.firstIndex(in: listed.indices, from: 0) { listed[$0] <= offset }
                return index > 0 ? listed[index - 1] : range.lowerBound
            }
            return max(lastGraphemeBoundary(atOrBefore: offset, in: range) ?? range.lowerBound, range.lowerBound)
        }
        var current = forward ? stop(atOrBefore: offset) : stop(atOrAfter: offset)
        var remaining = steps
        while remaining > 0 {
            if forward {
                guard current < range.upperBound else { break }
                current = stop(atOrAfter: current + 1)
            } else {
                guard current > range.lowerBound else { break }
                current = stop(atOrBefore: current - 1)
            }
            // A binding is one step: jump to its far end.
            if let binding = bindingRange(containing: forward ? current - 1 : current),
                binding.lowerBound < current, binding.upperBound > current
            {
                current = forward ? stop(atOrAfter: binding.upperBound) : stop(atOrBefore: binding.lowerBound)
            }
            remaining -= 1
        }
        return current
    }

    /// Every stop of `range`, ascending: its ends and the grapheme boundaries inside it.
    private func stops(in range: TextRange) -> [Int] {
        var stops = [range.lowerBound]
        for boundary in graphemeBoundaries(in: range) where boundary > stops[stops.count - 1] {
            stops.append(min(boundary, range.upperBound))
        }
        if stops[stops.count - 1] < range.upperBound { stops.append(range.upperBound) }
        return stops
    }

    /// The offset `steps` rows up or down from `position`, at the caret's x; the visible
    /// text's start or end once there are no more rows.
    private func rowStep(from position: TextPosition, forward: Bool, steps: UInt, within range: TextRange) -> Int {
        var current = position
        // More steps than rows change nothing.
        for _ in 0..<min(steps, UInt(rowCount) + 1) {
            guard let next = self.position(from: current, direction: forward ? .down : .up),
                next != current
            else { break }
            current = next
        }
        return min(max(current.offset, range.lowerBound), range.upperBound)
    }

    /// `range` widened to grapheme boundaries at both ends, inside `limit`.
    ///
    /// The stops are the limit's ends and `graphemeBoundaries(in: limit)`, all ascending;
    /// only the two next to the range's ends are looked up, not the limit's every one.
    private func wholeClusterBounds(_ range: TextRange, within limit: TextRange) -> TextRange {
        let below = [limit.lowerBound, lastGraphemeBoundary(atOrBefore: range.lowerBound, in: limit), limit.upperBound]
        let above = [limit.lowerBound, firstGraphemeBoundary(atOrAfter: range.upperBound, in: limit), limit.upperBound]
        let lower = below.compactMap { $0 }.filter { $0 <= range.lowerBound }.max() ?? range.lowerBound
        let upper = above.compactMap { $0 }.filter { $0 >= range.upperBound }.min() ?? range.upperBound
        return max(lower, limit.lowerBound)..<min(max(upper, lower), limit.upperBound)
    }
}
