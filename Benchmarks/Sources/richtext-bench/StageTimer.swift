import Foundation

/// Times the four stages of a two-step piece of work on each input, apart, for about a
/// given wall time: making a first value (a shaped or rendered text), making a second from
/// it (a layout), releasing the second, then releasing the first. `--profile-document` and
/// `--profile-markdown` use it to see which stage grows faster than the text.
enum StageTimer {
    /// Seconds spent in each stage, summed over every input and round.
    struct Seconds {
        var first = 0.0
        var second = 0.0
        var releaseSecond = 0.0
        var releaseFirst = 0.0
    }

    /// Runs the stages over `inputs` in rounds until `seconds` have passed; returns the
    /// time of each stage, how many inputs were done, and the lines the layouts had.
    static func run<Input, First, Second>(
        _ inputs: [Input], seconds limit: Double, first: (Input) -> First, second: (First) -> Second,
        lines: (Second) -> Int
    ) -> (seconds: Seconds, count: Int, lines: Int) {
        var seconds = Seconds()
        var count = 0
        var lineCount = 0
        let start = Date()
        while Date().timeIntervalSince(start) < limit {
            for input in inputs {
                // Kept in arrays, so that each is released exactly where the array is emptied
                // (a local's lifetime may end at its last use).
                let t0 = Date()
                var made = [first(input)]
                let t1 = Date()
                var derived = [second(made[0])]
                lineCount += lines(derived[0])
                let t2 = Date()
                derived.removeAll()
                let t3 = Date()
                made.removeAll()
                let t4 = Date()
                seconds.first += t1.timeIntervalSince(t0)
                seconds.second += t2.timeIntervalSince(t1)
                seconds.releaseSecond += t3.timeIntervalSince(t2)
                seconds.releaseFirst += t4.timeIntervalSince(t3)
                count += 1
            }
        }
        return (seconds, count, lineCount)
    }
}
