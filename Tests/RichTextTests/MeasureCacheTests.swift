import Foundation
import Testing

@testable import RichText

/// The measure cache is a least-recently-used map: checked against a plain list model on
/// random traffic, so order, eviction and counters all have to be right.
@Suite("Measure cache")
struct MeasureCacheTests {
    @Test("evicts the least recently used entry; a hit or a store makes an entry the newest")
    func leastRecentlyUsed() {
        let cache = MeasureCache<String, Int>(capacity: 3)
        cache.store(1, for: "a")
        cache.store(2, for: "b")
        cache.store(3, for: "c")
        #expect(cache.value(for: "a") == 1)
        cache.store(4, for: "d")  // evicts b
        #expect(cache.value(for: "b") == nil)
        cache.store(30, for: "c")  // update, c newest
        cache.store(5, for: "e")  // evicts a
        #expect(cache.value(for: "a") == nil)
        #expect(cache.value(for: "c") == 30)
        #expect(cache.value(for: "d") == 4)
        #expect(cache.value(for: "e") == 5)
        let statistics = cache.statistics
        #expect(statistics.evictions == 2)
        #expect(statistics.count == 3)
        #expect(statistics.hits == 4)
        #expect(statistics.misses == 2)
        cache.removeAll()
        #expect(cache.value(for: "c") == nil)
        cache.store(6, for: "f")
        #expect(cache.value(for: "f") == 6)
    }

    @Test("random traffic gives what a list kept in recency order gives", arguments: [1, 2, 7, 64])
    func matchesListModel(capacity: Int) {
        let cache = MeasureCache<Int, Int>(capacity: capacity)
        var model: [(key: Int, value: Int)] = []  // most recent last
        var random = SplitMix64(state: UInt64(capacity) &* 0x9E37_79B9)
        var evictions = 0
        for step in 0..<20_000 {
            let key = random.below(capacity * 3)
            if random.below(2) == 0 {
                let expected = model.firstIndex { $0.key == key }.map { model.remove(at: $0) }
                if let expected { model.append(expected) }
                #expect(cache.value(for: key) == expected?.value, "step \(step)")
            } else {
                if let index = model.firstIndex(where: { $0.key == key }) {
                    model.remove(at: index)
                } else if model.count == capacity {
                    model.removeFirst()
                    evictions += 1
                }
                model.append((key, step))
                cache.store(step, for: key)
            }
        }
        #expect(cache.statistics.evictions == evictions)
        #expect(cache.statistics.count == model.count)
        for entry in model { #expect(cache.value(for: entry.key) == entry.value) }
    }

    @Test("a cache of capacity zero keeps nothing")
    func zeroCapacity() {
        let cache = MeasureCache<Int, Int>(capacity: 0)
        cache.store(1, for: 1)
        #expect(cache.value(for: 1) == nil)
        #expect(cache.statistics.count == 0)
    }
}

/// Fonts added to a measurer's context after it measured: the next results use them.
@Suite("TextMeasurer: fonts added after measuring")
struct MeasurerFontChangeTests {
    @Test("measurements, intrinsic widths and the kept shaped text follow the context's new fonts")
    func fontsAddedLater() throws {
        let context = try FontContext(bundledFonts: false)
        _ = try context.addFont(
            path: try #require(FontContext.bundledFontPaths.first { $0.hasSuffix("/NotoSans-Regular.ttf") }))
        let measurer = TextMeasurer(context: context)
        let text = AttributedText("مرحبا بالعالم")
        let before = measurer.measure(text, width: .undefined, height: .undefined)
        let widthsBefore = measurer.intrinsicWidths(of: text)
        #expect(before.missingGlyphCount > 0, "no Arabic face yet")
        _ = try context.addFont(
            path: try #require(FontContext.bundledFontPaths.first { $0.hasSuffix("/NotoSansArabic-Regular.ttf") }))
        let after = measurer.measure(text, width: .undefined, height: .undefined)
        #expect(after.missingGlyphCount == 0)
        let fresh = TextMeasurer(context: context)
        let expected = fresh.measure(text, width: .undefined, height: .undefined)
        #expect(after.size == expected.size && after.firstBaseline == expected.firstBaseline)
        #expect(measurer.intrinsicWidths(of: text) == fresh.intrinsicWidths(of: text))
        #expect(measurer.intrinsicWidths(of: text) != widthsBefore)
    }
}

/// A measurer whose texts' attachment payloads measure again while they are hashed or
/// compared (`MeasureReentryTests`).
private let reentrantMeasurer = TextMeasurer(cacheCapacity: 64)

/// An `.opaque` payload that measures another text through `reentrantMeasurer` whenever
/// it is hashed or compared, as a view model that caches its own size might.
private struct MeasuringPayload: Hashable, Sendable {
    let id: Int

    static func == (lhs: Self, rhs: Self) -> Bool {
        _ = reentrantMeasurer.measure(AttributedText("inner ==\(lhs.id)"), width: .atMost(100), height: .undefined)
        return lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        _ = reentrantMeasurer.measure(AttributedText("inner hash \(id)"), width: .atMost(100), height: .undefined)
        hasher.combine(id)
    }
}

/// The measure cache runs a key's hashing and comparison (the caller's code, through an
/// `.opaque` payload) outside its lock: a payload that measures again does not deadlock.
@Suite("Measure cache: keys that measure while hashed")
struct MeasureReentryTests {
    @Test("a text whose attachment payload measures while hashed or compared is measured, twice")
    func reentrantKeys() {
        var text = AttributedText("a\u{FFFC} b")
        text.setAttribute(
            \.attachment,
            TextAttachment(content: .opaque(.init(MeasuringPayload(id: 1))), size: Size(width: 10, height: 10)),
            range: 1..<2)
        let frozen = text
        let widths = Lock<[Double]>([])
        let done = DispatchSemaphore(value: 0)
        // On a thread of its own: a deadlock fails the test after 20 s instead of hanging it.
        Thread {
            let first = reentrantMeasurer.measure(frozen, width: .atMost(100), height: .undefined)
            let second = reentrantMeasurer.measure(frozen, width: .atMost(100), height: .undefined)  // a hit: compared
            widths.withLock { $0 = [first.size.width, second.size.width] }
            done.signal()
        }.start()
        let finished = done.wait(timeout: .now() + 20) == .success
        #expect(finished)
        let measured = widths.withLock { $0 }
        #expect(measured.count == 2 && measured[0] > 10 && measured[0] == measured[1])
        #expect(reentrantMeasurer.statistics.hits >= 1)
    }
}
