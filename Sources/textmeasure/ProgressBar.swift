import Foundation
import Synchronization

/// A one-line progress bar on standard error, shown only when standard error is a
/// terminal (so pipes and CI logs stay clean).
final class ProgressBar: Sendable {
    private let total: Int
    private let lastDrawn = Mutex<Int>(-1)

    /// A bar for `total` steps, or nil when standard error is not a terminal.
    init?(total: Int) {
        guard isatty(STDERR_FILENO) == 1, total > 0 else { return nil }
        self.total = total
    }

    /// Redraws at most once per percent.
    func update(_ done: Int) {
        let percent = done * 100 / total
        let shouldDraw = lastDrawn.withLock { last in
            guard percent != last else { return false }
            last = percent
            return true
        }
        guard shouldDraw else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
    }

    /// Ends the bar's line.
    func finish() {
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
