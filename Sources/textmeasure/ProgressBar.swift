import Foundation
import RichText

/// A one-line progress display on standard error, shown only when standard error is a
/// terminal (so pipes and CI logs stay clean): a bar when the total is known, a count of
/// lines done when it is not (a batch read as a stream).
final class ProgressBar: Sendable {
    private let total: Int?
    private let lastDrawn = Lock<Int>(-1)

    /// A display for `total` steps (nil: unknown), or nil when standard error is not a
    /// terminal.
    init?(total: Int?) {
        guard isatty(STDERR_FILENO) == 1, total ?? 1 > 0 else { return nil }
        self.total = total
    }

    /// A display for a stream of unknown length.
    static func forStream() -> ProgressBar? { ProgressBar(total: nil) }

    /// Redraws at most once per percent (or per 1,000 steps when the total is unknown).
    func update(_ done: Int) {
        let mark = total.map { done * 100 / $0 } ?? done / 1000
        let shouldDraw = lastDrawn.withLock { last in
            guard mark > last else { return false }
            last = mark
            return true
        }
        guard shouldDraw else { return }
        guard let total else {
            FileHandle.standardError.write(Data("\r\(done) lines".utf8))
            return
        }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
    }

    /// Ends the display's line.
    func finish() {
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
