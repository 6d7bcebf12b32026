import Foundation

/// Why a file could not be read, in words for a one-line error: "no such file", "is a
/// directory", "permission denied", else the system's reason.
enum FileReadProblem {
    /// The message for `path`, which `FileHandle` or `Data` could not read.
    static func message(_ path: String) -> String {
        "\(path): cannot read file (\(reason(path)))"
    }

    static func reason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        if isDirectory.boolValue { return "is a directory" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return "read failed"
    }

    /// Whether `path` is a directory (which opens for reading on Linux, then fails to read).
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
