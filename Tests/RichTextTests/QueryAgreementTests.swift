import Testing

@testable import RichText

/// Places row `r` at `(1,000 − r) × 20`: rows go up the page, so the rows' bands descend
/// and the searches by y must fall back to a walk.
private struct UpwardRows: LinePositionModifier {
    func modifyLines(_ lines: inout [LinePlacement], in container: TextContainer) {
        for index in lines.indices {
            lines[index].baselineY = Double(1_000 - lines[index].row) * 20
        }
    }
}

/// The queries that search lines, rows and paragraphs (since session 26) give exactly
/// what the scans they replaced gave (`QueryScanningReference`), on layouts of thousands
/// of lines of mixed-direction text: plain, split by an exclusion path, truncated, and
/// with rows moved upward by a line position modifier.
@Suite("Queries agree with the scanning reference")
struct QueryAgreementTests {
    static let words = [
        "hello", "world", "layout", "مرحبا", "بالعالم", "שלום", "עולם", "e\u{301}te\u{301}", "👩‍👩‍👧", "123", "a,", "b.",
    ]

    /// `paragraphs` paragraphs of up to 29 random words (some empty), LF or CR LF ended.
    static func text(paragraphs: Int, seed: UInt64) -> AttributedText {
        var random = SplitMix64(state: seed)
        var string = ""
        for index in 0..<paragraphs {
            string += (0..<random.below(30)).map { _ in random.pick(words) }.joined(separator: " ")
            string += index % 7 == 3 ? "\r\n" : "\n"
        }
        return AttributedText(string)
    }

    static let layouts: [(name: String, layout: TextLayout)] = {
        let text = Self.text(paragraphs: 500, seed: 26)
        let plain = TextContainer(width: 120)
        var excluded = TextContainer(size: Size(width: 250, height: .infinity))
        excluded.exclusionPaths = [BezierPath(rect: Rect(x: 110, y: 0, width: 30, height: 1e6))]
        var truncated = TextContainer(width: 120)
        truncated.maximumNumberOfRows = 2_000
        truncated.truncationType = .end
        var upward = TextContainer(width: 120)
        upward.linePositionModifier = UpwardRows()
        return [("plain", plain), ("exclusion", excluded), ("truncated", truncated), ("upward", upward)].map {
            ($0.0, TextLayout(container: $0.1, text: text))
        }
    }()

    @Test("the layouts are long, bidi, split and truncated")
    func layoutsAreWhatTheTestsNeed() {
        for (name, layout) in Self.layouts {
            #expect(layout.lineCount >= 2_000, "\(name)")
            #expect(layout.shapedText.paragraphs.contains { $0.analysis.isRightToLeft }, "\(name)")
        }
        let excluded = Self.layouts[1].layout
        #expect(excluded.lineCount > excluded.rowCount + 1_000, "most rows hold two lines")
        #expect(Self.layouts[2].layout.isTruncated)
    }

    @Test("paragraph and grapheme lookups")
    func paragraphLookups() {
        var random = SplitMix64(state: 1)
        for (name, layout) in Self.layouts {
            let paragraphs = layout.shapedText.paragraphs
            let length = layout.text.length
            let start = random.below(length / 2)
            let limits = [0..<length, layout.visibleRange, start..<start + random.below(length / 2)]
            let boundaries = limits.map { layout.graphemeBoundaries(in: $0) }
            for offset in stride(from: -1, through: length + 1, by: 23) {
                #expect(
                    layout.paragraphIndex(containing: offset) == paragraphs.firstIndex { $0.range.contains(offset) },
                    "\(name) \(offset)")
                #expect(
                    layout.paragraphIsRightToLeft(at: offset) == layout.referenceParagraphIsRightToLeft(at: offset),
                    "\(name) \(offset)")
                #expect(
                    layout.isParagraphEnd(offset) == paragraphs.contains { $0.contentRange.upperBound == offset },
                    "\(name) \(offset)")
                for (limit, all) in zip(limits, boundaries) {
                    #expect(
                        layout.lastGraphemeBoundary(atOrBefore: offset, in: limit)
                            == all[..<all.partitionPoint { $0 > offset }].last,
                        "\(name) \(offset) in \(limit)")
                    #expect(
                        layout.firstGraphemeBoundary(atOrAfter: offset, in: limit)
                            == all[all.partitionPoint { $0 >= offset }...].first,
                        "\(name) \(offset) in \(limit)")
                }
            }
        }
    }

    @Test("the line at a point, and the closest line")
    func lineLookupsByPoint() {
        var random = SplitMix64(state: 2)
        for (name, layout) in Self.layouts {
            let bounds = layout.textBoundingRect
            var points = (0..<600).map { _ in
                Point(
                    x: random.double(bounds.minX - 20...bounds.maxX + 20),
                    y: random.double(bounds.minY - 20...bounds.maxY + 20))
            }
            // Exactly on band edges and row boundaries.
            for band in layout.referenceRowBands.prefix(200) {
                let x = random.double(bounds.minX...bounds.maxX)
                points += [band.top, band.bottom, (band.top + band.bottom) / 2].map { Point(x: x, y: $0) }
            }
            for point in points {
                #expect(layout.lineIndex(for: point) == layout.referenceLineIndex(for: point), "\(name) \(point)")
                #expect(
                    layout.closestLineIndex(for: point) == layout.referenceClosestLineIndex(for: point),
                    "\(name) \(point)")
            }
        }
    }

    @Test("selection rects: everything, and random ranges")
    func selectionRects() {
        var random = SplitMix64(state: 3)
        for (name, layout) in Self.layouts {
            let length = layout.text.length
            var ranges = [0..<length]
            for _ in 0..<25 {
                let start = random.below(length)
                ranges.append(start..<min(length, start + 1 + random.below(random.pick([10, 400, 8_000]))))
            }
            for range in ranges {
                let rects = layout.selectionRects(for: range)
                #expect(rects == layout.referenceSelectionRects(for: range), "\(name) \(range)")
                #expect(!rects.isEmpty || range.lowerBound >= layout.visibleRange.upperBound, "\(name) \(range)")
            }
        }
    }

    @Test("moving and extending up and down a row")
    func rowSteps() {
        var random = SplitMix64(state: 4)
        for (name, layout) in Self.layouts {
            let visible = layout.visibleRange
            for _ in 0..<150 {
                let position = TextPosition(
                    offset: visible.lowerBound + random.below(visible.count + 1),
                    affinity: random.below(2) == 0 ? .forward : .backward)
                for down in [true, false] {
                    let direction: CaretDirection = down ? .down : .up
                    let expected = layout.referenceRowStep(from: position, down: down)
                    // Where no step is possible, the position stays.
                    let moved = layout.position(from: position, direction: direction)
                    #expect(moved == expected ?? position, "\(name) \(position)")
                    #expect(
                        layout.textRange(byExtending: position, direction: direction, offset: 1)
                            == Self.referenceExtension(layout, from: position, to: expected), "\(name) \(position)")
                }
            }
        }
    }

    @Test("extending left and right by clusters")
    func clusterSteps() {
        var random = SplitMix64(state: 27)
        for (name, layout) in Self.layouts {
            let visible = layout.visibleRange
            // The stops as the scanning version listed them: the visible range's ends and
            // every grapheme boundary inside it.
            var stops = [visible.lowerBound]
            for boundary in layout.graphemeBoundaries(in: visible) where boundary > stops[stops.count - 1] {
                stops.append(min(boundary, visible.upperBound))
            }
            if stops[stops.count - 1] < visible.upperBound { stops.append(visible.upperBound) }
            for trial in 0..<100 {
                let position = TextPosition(offset: visible.lowerBound + random.below(visible.count + 1))
                // Past 64 steps the stops are listed: a few trials take that path too.
                for offset in [1, 2, 7, -1, -4, 64] + (trial < 4 ? [65, -300, 1_000_000] : []) {
                    for direction in [CaretDirection.right, .left] {
                        let forward = (direction == .right) == (offset > 0)
                        var index =
                            forward
                            ? (stops.lastIndex { $0 <= position.offset } ?? 0)
                            : (stops.firstIndex { $0 >= position.offset } ?? 0)
                        index = min(max(index + (forward ? 1 : -1) * Int(offset.magnitude), 0), stops.count - 1)
                        // The range to the target, its ends widened to the stops around them.
                        let low = min(position.offset, stops[index])
                        let high = max(position.offset, stops[index])
                        let lower = stops[stops.partitionPoint { $0 > low } - 1]
                        let upper = stops[stops.partitionPoint { $0 >= high }]
                        let expected = layout.widenedToBindings(lower..<max(upper, lower))
                        #expect(
                            layout.textRange(byExtending: position, direction: direction, offset: offset) == expected,
                            "\(name) \(position.offset) \(direction) \(offset)")
                    }
                }
            }
        }
    }

    @Test("a dragged selection handle stays on its side")
    func draggedHandles() {
        var random = SplitMix64(state: 5)
        for (name, layout) in Self.layouts {
            let bounds = layout.textBoundingRect
            let all = layout.graphemeBoundaries(in: 0..<layout.text.length)
            for _ in 0..<150 {
                let x = random.double(bounds.minX...bounds.maxX)
                let point = Point(x: x, y: random.double(bounds.minY...bounds.maxY))
                let other = TextPosition(offset: random.below(layout.text.length + 1))
                let old = TextPosition(offset: random.below(layout.text.length + 1))
                guard let closest = layout.closestPosition(to: point) else { continue }
                let expected: TextPosition
                if old.offset < other.offset {
                    let limit = all.last { $0 < other.offset } ?? 0
                    expected = closest.offset <= limit ? closest : TextPosition(offset: min(limit, other.offset))
                } else {
                    let limit = all.first { $0 > other.offset } ?? layout.text.length
                    expected =
                        closest.offset >= limit
                        ? closest : TextPosition(offset: max(limit, other.offset), affinity: .backward)
                }
                #expect(layout.position(for: point, old: old, other: other) == expected, "\(name) \(point)")
            }
        }
    }

    /// `textRange(byExtending:direction:offset:)` one row from `position` to `target`, with
    /// the ends widened through the limit's listed grapheme boundaries.
    static func referenceExtension(_ layout: TextLayout, from position: TextPosition, to target: TextPosition?)
        -> TextRange?
    {
        let visible = layout.visibleRange
        guard layout.lineCount > 0, visible.contains(position.offset) || position.offset == visible.upperBound else {
            return nil
        }
        let reached = target.map { $0 == position ? position.offset : $0.offset } ?? position.offset
        let clamped = min(max(reached, visible.lowerBound), visible.upperBound)
        let range = min(position.offset, clamped)..<max(position.offset, clamped)
        let boundaries = [visible.lowerBound] + layout.graphemeBoundaries(in: visible) + [visible.upperBound]
        let lower = boundaries.last { $0 <= range.lowerBound } ?? range.lowerBound
        let upper = boundaries.first { $0 >= range.upperBound } ?? range.upperBound
        return layout.widenedToBindings(
            max(lower, visible.lowerBound)..<min(max(upper, lower), visible.upperBound))
    }
}

extension [Int] {
    /// The first index where `isAfter` holds, in an array where it holds on a suffix (the
    /// grapheme boundaries are ascending; `last(where:)` over them made the test slow).
    fileprivate func partitionPoint(_ isAfter: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
