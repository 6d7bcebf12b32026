import Foundation

/// Names the damaged font being tried when the process dies of a signal (a crash in
/// FreeType or HarfBuzz, or a failed precondition), so the run can be replayed.
enum CrashReport {
    /// The message written on a crash, kept as C bytes so the handler only calls `write`.
    nonisolated(unsafe) private static var buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 1024)
    nonisolated(unsafe) private static var length = 0

    /// What is being tried now (the handler prints it).
    static var current: String {
        get { String(cString: buffer) }
        set {
            let bytes = Array(("\nbad-fonts: CRASHED while trying " + newValue + "\n").utf8.prefix(1000))
            for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
            buffer[bytes.count] = 0
            length = newValue.isEmpty ? 0 : bytes.count
        }
    }

    /// Installs the handler for the signals a crash raises; it prints `current` and lets
    /// the signal kill the process as it would have.
    static func install() {
        for signalNumber in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            signal(signalNumber) { number in
                if CrashReport.length > 0 { _ = write(2, CrashReport.buffer, CrashReport.length) }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}
