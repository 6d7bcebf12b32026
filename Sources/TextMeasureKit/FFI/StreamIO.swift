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
        /// What failed.
        public enum Operation: String, Sendable {
            case read, write
        }

        /// Which operation failed.
        public let operation: Operation
        /// The `errno` value.
        public let code: Int32

        /// "cannot read: Is a directory", for example.
        public var description: String { "cannot \(operation.rawValue): \(String(cString: strerror(code)))" }
    }

    /// Reads a stream a chunk at a time into one buffer it keeps (a session reads thousands
    /// of times; a buffer made for each read would be allocated and cleared each time).
    public struct Reader {
        let handle: FileHandle
        private var buffer: [UInt8]

        /// A reader of `handle` taking at most `chunk` bytes a read.
        public init(_ handle: FileHandle, chunk: Int = 1 << 16) {
            self.handle = handle
            buffer = [UInt8](repeating: 0, count: max(chunk, 1))
        }

        /// Waits until the stream has input and appends what it holds (at most a chunk) to
        /// `bytes`; returns false, appending nothing, at the end of input.
        public mutating func append(to bytes: inout [UInt8]) throws(Failure) -> Bool {
            while true {
                let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    bytes.append(contentsOf: buffer[..<count])
                    return true
                }
                if count == 0 { return false }
                guard errno == EINTR else { throw Failure(operation: .read, code: errno) }
            }
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
                throw Failure(operation: .write, code: errno)
            }
        }
    }
}
