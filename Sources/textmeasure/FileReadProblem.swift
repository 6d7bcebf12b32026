import Foundation

/// Why a file could not be read, for a one-line error in the words the system uses, as the
/// batch and serve streams say it (`StreamIO.Failure`): "PATH: cannot read: Is a directory".
enum FileReadProblem {
    /// The message for `path`, which `FileHandle` or `Data` could not read.
    static func message(_ path: String) -> String {
        "\(path): cannot read: \(String(cString: strerror(code(path))))"
    }

    /// The `errno` value that names the cause.
    static func code(_ path: String) -> Int32 {
        if isDirectory(path) { return EISDIR }
        guard FileManager.default.fileExists(atPath: path) else { return ENOENT }
        return FileManager.default.isReadableFile(atPath: path) ? EIO : EACCES
    }

    /// Whether `path` is a directory (which opens for reading on Linux, then fails to read).
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
