import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reading and writing a stream's bytes with failures as thrown errors.
///
/// `FileHandle.availableData` and `FileHandle.write(_:)` stop the process when the system
/// call fails (a directory given as the input, a full disk or a closed pipe as the output),
/// and `FileHandle.read(upToCount:)` waits for the end of input, which a client that writes
/// one request and waits for its answer never sends. These read what a pipe holds, as
/// `availableData` does, and report a failure as a `StreamIO.Failure` naming the cause.
public enum StreamIO {
    /// A failed read or write: which, and the system's reason.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// "read" or "write".
        public let operation: String
        /// The `errno` value.
        public let code: Int32

        /// "cannot read: Is a directory", for example.
        public var description: String { "cannot \(operation): \(String(cString: strerror(code)))" }
    }

    /// Waits until `handle` has input and returns what it holds (at most `limit` bytes), or
    /// an empty array at the end of input.
    public static func readAvailable(_ handle: FileHandle, limit: Int = 1 << 16) throws(Failure) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max(limit, 1))
        while true {
            let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 {
                buffer.removeSubrange(count...)
                return buffer
            }
            guard errno == EINTR else { throw Failure(operation: "read", code: errno) }
        }
    }

    /// Writes all of `bytes` to `handle` (a partial write is continued).
    public static func write(_ bytes: [UInt8], to handle: FileHandle) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(handle.fileDescriptor, $0.baseAddress! + written, $0.count - written)
            }
            if count >= 0 {
                written += count
            } else if errno != EINTR {
                throw Failure(operation: "write", code: errno)
            }
        }
    }
}
