import Foundation
import TextMeasureKit

/// Standard output written in 64 KB pieces as it is produced, so a large document's JSON
/// never sits in memory whole (its size is bounded by the layout, not by the output).
///
/// A failed write (a full disk, a closed pipe) is kept, and nothing more is written; the
/// command reports it when it calls `finish()`.
final class OutputBuffer {
    private var pending = ""
    private var failure: StreamIO.Failure?
    private let handle: FileHandle
    private let limit: Int

    /// A buffer over `handle` that writes whenever `limit` bytes are pending.
    init(handle: FileHandle = .standardOutput, limit: Int = 1 << 16) {
        self.handle = handle
        self.limit = limit
        pending.reserveCapacity(limit + 1024)
    }

    /// Appends `text`, writing out when the buffer is full.
    func write(_ text: String) {
        pending += text
        if pending.utf8.count >= limit { flush() }
    }

    /// Appends UTF-8 `bytes` (JSON from a `JSONWriter`).
    func write(_ bytes: [UInt8]) {
        pending += String(decoding: bytes, as: UTF8.self)
        if pending.utf8.count >= limit { flush() }
    }

    /// Appends the compact text of `value`.
    func write(_ value: JSON) {
        value.write(to: &pending)
        if pending.utf8.count >= limit { flush() }
    }

    /// Writes out what is pending (nothing once a write has failed).
    func flush() {
        guard !pending.isEmpty else { return }
        if failure == nil {
            do {
                try StreamIO.write(Array(pending.utf8), to: handle)
            } catch {
                failure = error
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes out what is pending; throws when a write failed, now or before.
    func finish() throws {
        flush()
        if let failure { throw CLIError("standard output: \(failure)") }
    }
}
