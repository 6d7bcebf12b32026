/// Checks the raw command-line arguments: Swift's `CommandLine.arguments` replaces bytes
/// that are not UTF-8 with U+FFFD silently, while text read from files is rejected; so an
/// argument that is not valid UTF-8 is an error too.
enum ArgumentEncoding {
    /// The position (from 1) of the first argument that is not valid UTF-8, or nil.
    static func firstInvalidArgument() -> Int? {
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            if String(validatingCString: raw) == nil { return index }
        }
        return nil
    }
}
