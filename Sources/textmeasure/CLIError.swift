/// A command-line failure with a one-line message (printed after "textmeasure: ").
struct CLIError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
