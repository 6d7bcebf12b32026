import Testing

/// Checks that `textmeasure` rejects each of `cases` as the README promises: a non-zero
/// exit, nothing on standard output, one line on standard error starting "textmeasure: ".
func expectOneLineErrors(_ cases: [[String]], sourceLocation: SourceLocation = #_sourceLocation) throws {
    for arguments in cases {
        let result = try CommandRunner.run(arguments)
        #expect(result.status != 0, "\(arguments)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
        #expect(
            result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)",
            sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("textmeasure: "), "\(arguments)", sourceLocation: sourceLocation)
    }
}
