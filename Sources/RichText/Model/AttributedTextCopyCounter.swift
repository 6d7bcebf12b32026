import Synchronization

/// A test hook that counts the elements `AttributedText` writes into its storage while a
/// closure runs: UTF-8 code units and attribute runs, whether new (appended, inserted,
/// rebuilt) or moved (by growth, a copy-on-write copy or the shift of a tail).
///
/// Building a text in pieces should write each element a bounded number of times, so the
/// count is at most a small multiple of the final length; a whole-value copy per edit
/// makes it quadratic, which tests assert against without timing anything.
///
/// Counting is scoped to the task (or thread) that calls `counting(_:)`: edits made
/// elsewhere at the same time are not counted. When no counter is running, an edit pays
/// one relaxed atomic load.
///
/// ```swift
/// let (text, copies) = AttributedTextCopyCounter.counting { MarkdownRenderer().render(source) }
/// ```
final class AttributedTextCopyCounter: Sendable {
    private let total = Atomic<Int>(0)

    /// The counter edits on this task report to; nil outside `counting(_:)`.
    @TaskLocal private static var current: AttributedTextCopyCounter?
    /// How many `counting(_:)` calls are running, on any thread.
    private static let running = Atomic<Int>(0)

    private init() {}

    /// Runs `body` and returns its result with the number of elements written meanwhile.
    static func counting<Result>(_ body: () throws -> Result) rethrows -> (result: Result, copies: Int) {
        let counter = AttributedTextCopyCounter()
        running.add(1, ordering: .relaxed)
        defer { running.subtract(1, ordering: .relaxed) }
        let result = try $current.withValue(counter) { try body() }
        return (result, counter.total.load(ordering: .relaxed))
    }

    /// Whether any counter is running (cheap; check before computing what to record).
    static var isCounting: Bool {
        running.load(ordering: .relaxed) > 0
    }

    /// Adds `elements` to the counter of this task, if it has one (`elements` is not
    /// evaluated otherwise).
    static func record(_ elements: @autoclosure () -> Int) {
        guard isCounting, let counter = current else { return }
        counter.total.add(elements(), ordering: .relaxed)
    }
}
