import Testing

@testable import RichText

/// Tabs measured incrementally (`ParagraphMeasurer.TabCursor`, binary searches over the
/// sorted stops and the tab offsets) against the plain per-tab walk they replaced, on
/// synthetic widths: random text of letters, digits, separators and tabs, random stops of
/// every alignment in random order (ties included), stretches from random starts measured
/// at growing, shrinking and random ends with one cursor.
@Suite("Tab widths, measured incrementally")
struct TabMeasureTests {
    /// A measurer over `units` where each unit is `advances[i]` wide (a tab 0).
    func measurer(_ units: [UInt16], advances: [Double], stops: [TextTab], interval: Double) -> ParagraphMeasurer {
        var prefix = [0.0]
        for advance in advances { prefix.append(prefix[prefix.count - 1] + advance) }
        let widths = ParagraphWidths(
            start: 0, prefix: prefix, tabOffsets: units.indices.filter { units[$0] == 0x09 },
            containsSoftHyphen: false, runs: [])
        var style = ParagraphStyle()
        style.tabStops = stops
        style.defaultTabInterval = interval
        return ParagraphMeasurer(widths: widths, utf16: units, style: style)
    }

    /// The width of `[from, to)` at `originX`, tab by tab, the stops sorted for every tab
    /// (the walk the measurer did before the cursor).
    func reference(_ m: ParagraphMeasurer, from: Int, to: Int, originX: Double) -> Double {
        let tabs = m.tabOffsets.filter { $0 >= from && $0 < to }
        var x = originX
        var segmentStart = from
        var total = m.width(from: from, to: to)
        for (index, tab) in tabs.enumerated() {
            x += m.width(from: segmentStart, to: tab)
            let next = index + 1 < tabs.count ? tabs[index + 1] : to
            let stop =
                m.style.tabStops.sorted { $0.location < $1.location }.first { $0.location > x + 0.001 }
                ?? TextTab(
                    location: ((x + 0.001) / m.style.defaultTabInterval).rounded(.down) * m.style.defaultTabInterval
                        + m.style.defaultTabInterval)
            let following = m.width(from: tab + 1, to: next)
            let target: Double
            switch stop.alignment {
            case .left: target = stop.location
            case .right: target = stop.location - following
            case .center: target = stop.location - following / 2
            case .decimal:
                let separator = (tab + 1..<next).first { m.utf16[$0] == 0x2E || m.utf16[$0] == 0x2C } ?? next
                target = stop.location - m.width(from: tab + 1, to: separator)
            }
            let advance = max(0, target - x)
            total += advance
            x += advance
            segmentStart = tab + 1
        }
        return total
    }

    @Test("growing, shrinking and random ends from random starts equal the per-tab walk, in 30 seeded texts")
    func cursorEqualsWalk() {
        var random = SplitMix64(state: 2026)
        let alphabet: [UInt16] = [0x61, 0x62, 0x31, 0x32, 0x2E, 0x2C, 0x20, 0x09, 0x09]
        let alignments: [TextTab.Alignment] = [.left, .right, .center, .decimal]
        var comparisons = 0
        for _ in 0..<30 {
            let count = Int.random(in: 1...160, using: &random)
            let units = (0..<count).map { _ in alphabet.randomElement(using: &random)! }
            let advances = units.map { $0 == 0x09 ? 0 : Double(Int.random(in: 1...12, using: &random)) }
            let stops = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                TextTab(
                    location: Double(Int.random(in: 0...60, using: &random) * 25),
                    alignment: alignments.randomElement(using: &random)!)
            }
            let interval = [28, 0, 13.5].randomElement(using: &random)!
            let m = measurer(units, advances: advances, stops: stops, interval: interval)
            for _ in 0..<4 {
                let from = Int.random(in: 0..<count, using: &random)
                let originX = Double(Int.random(in: 0...200, using: &random))
                // Each order with a fresh cursor: growing (the line breaker's), shrinking
                // (backing off), random.
                let orders = [
                    Array(from...count), Array((from...count).reversed()),
                    (0..<20).map { _ in Int.random(in: from...count, using: &random) },
                ]
                for ends in orders {
                    var cursor = m.tabCursor(from: from, originX: originX)
                    for end in ends {
                        let expected = reference(m, from: from, to: end, originX: originX)
                        let measured = m.measuredWidth(to: end, cursor: &cursor)
                        #expect(abs(measured - expected) <= 1e-9 * max(1, abs(expected)), "from \(from) to \(end)")
                        comparisons += 1
                    }
                }
                // The per-tab advances the line placer applies sum to the same width.
                let advances = m.tabAdvances(from: from, to: count, originX: originX)
                let placed = advances.reduce(m.width(from: from, to: count)) { $0 + $1.advance }
                let expected = reference(m, from: from, to: count, originX: originX)
                #expect(abs(placed - expected) <= 1e-9 * max(1, placed))
            }
        }
        #expect(comparisons > 5_000)
    }

    @Test("the next stop: sorted once, ties in the style's order, the default interval after the last")
    func nextStop() {
        let stops = [
            TextTab(location: 100, alignment: .right), TextTab(location: 50),
            TextTab(location: 100, alignment: .center),
        ]
        let m = measurer([0x61, 0x09, 0x61], advances: [10, 0, 10], stops: stops, interval: 28)
        #expect(m.nextTabStop(after: 0) == TextTab(location: 50))
        let firstOfTwo = TextTab(location: 100, alignment: .right)
        #expect(m.nextTabStop(after: 50) == firstOfTwo, "equal locations keep their order")
        #expect(m.nextTabStop(after: 49.9995) == firstOfTwo, "within 0.001 counts as reached")
        #expect(m.nextTabStop(after: 100) == TextTab(location: 112))
    }
}
