import Foundation
import RichText
import Testing

/// Eight threads lay out, measure and query at once while a ninth adds fonts: every answer
/// must equal the one computed on one thread before they started.
///
/// `make test-tsan-stress` (run by `.ci/run`) runs this suite under ThreadSanitizer. It has
/// teeth there: with `Lock` turned into a no-op, ThreadSanitizer reports races in a layout's
/// glyph table, `FontContext`'s chains, the ICU iterator pool, the shaped-word cache's
/// shards and the measurer's cache.
@Suite("Stress: eight threads share a measurer, layouts and a font context")
struct StressTests {
    static let threadCount = 8
    static let rounds = 2

    @Test("layouts, measurements, hit tests, carets and selection rects equal single-threaded ones")
    func eightThreads() throws {
        let context = try FontContext()
        let measurer = TextMeasurer(context: context, cacheCapacity: 8)  // small: evictions too
        let jobs = try StressJob.all()
        // The answers of one thread, from layouts and a measurer of their own.
        let reference = jobs.map { job in
            StressAnswer(job: job, layout: job.layout(in: context), measurer: TextMeasurer(context: context))
        }
        // Layouts every thread queries at once (glyph tables not built yet: built lazily,
        // under a lock, by whichever thread asks first).
        let shared = jobs.map { $0.layout(in: context) }
        let fontBytes = [
            try bundledFontBytes("NotoSansHebrew-Regular.ttf"), try bundledFontBytes("NotoSansThai-Regular.ttf"),
        ]

        let initialFaceCount = context.faces.count
        let mismatches = Lock([String]())
        let checks = Lock(0)
        let workersLeft = Lock(Self.threadCount)
        let fontsAdded = Lock(0)
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for thread in 0..<Self.threadCount {
            done.enter()
            Thread {
                start.wait()
                // First, all threads read the glyph positions of the shared layouts, in one
                // order and with nothing else in between (a lock or Foundation's formatting
                // would order the threads), so each glyph table is built while eight threads
                // ask for it: ThreadSanitizer sees those first reads race unless the
                // layout's own lock orders them.
                let positions = shared.map(StressAnswer.glyphPositions)
                let wrong = jobs.indices.filter { positions[$0] != reference[$0].positions }
                mismatches.withLock { $0 += wrong.map { "thread \(thread) job \(jobs[$0].name): first positions" } }
                checks.withLock { $0 += jobs.count }
                for round in 0..<Self.rounds {
                    for step in jobs.indices {
                        // Each thread walks the jobs in its own order.
                        let index = (step * (thread + 1) + round * 5 + thread) % jobs.count
                        let job = jobs[index]
                        let own = StressAnswer(job: job, layout: job.layout(in: context), measurer: measurer)
                        let viaShared = StressAnswer(job: job, layout: shared[index], measurer: measurer)
                        for (answer, kind) in [(own, "own"), (viaShared, "shared")] where answer != reference[index] {
                            let difference = answer.difference(from: reference[index])
                            mismatches.withLock { $0.append("thread \(thread) job \(job.name) \(kind): \(difference)") }
                        }
                        checks.withLock { $0 += 2 }
                    }
                }
                workersLeft.withLock { $0 -= 1 }
                done.leave()
            }.start()
        }
        // Faces added while the workers run, spread over their work (one each time they
        // have made `spacing` more checks): copies of bundled fonts, which join their
        // families after the originals, so no answer may change.
        let spacing = Self.threadCount * (Self.rounds * 2 + 1) * jobs.count / 40
        done.enter()
        Thread {
            start.wait()
            var added = 0
            repeat {
                guard checks.withLock({ $0 }) >= added * spacing else {
                    usleep(200)
                    continue
                }
                let bytes = fontBytes[added % fontBytes.count]
                if (try? context.addFont(bytes: bytes, name: "stress-copy-\(added)")) != nil { added += 1 }
            } while workersLeft.withLock({ $0 }) > 0
            fontsAdded.withLock { $0 = added }
            done.leave()
        }.start()
        for _ in 0...Self.threadCount { start.signal() }
        done.wait()

        let found = mismatches.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) answers differ; first: \(found.prefix(3))")
        #expect(checks.withLock { $0 } == Self.threadCount * (Self.rounds * 2 + 1) * jobs.count)
        #expect(fontsAdded.withLock { $0 } >= 1)
        #expect(context.faces.count == initialFaceCount + fontsAdded.withLock { $0 })
        #expect(measurer.statistics.evictions > 0, "the shared measurer's cache was too large to evict")
    }
}
