extension AttributedText {
    private enum CodingKeys: String, CodingKey {
        case string, runs
    }

    /// Decodes text and runs, checking that the runs tile the string exactly.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the first run that leaves a gap,
    ///   overlaps or runs past the end, so bad JSON never yields a text that breaks later.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let string = try container.decode(String.self, forKey: .string)
        let runs = try container.decode([AttributeRun].self, forKey: .runs)
        let length = string.utf16.count
        var expected = 0
        for (index, run) in runs.enumerated() {
            guard run.range.lowerBound == expected, !run.range.isEmpty, run.range.upperBound <= length else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: container.codingPath + [CodingKeys.runs],
                        debugDescription: "run \(index) covers \(run.range), expected it to start at \(expected) "
                            + "and end by \(length) (the text's UTF-16 length)"))
            }
            expected = run.range.upperBound
        }
        guard expected == length else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [CodingKeys.runs],
                    debugDescription: "runs end at \(expected) but the text's UTF-16 length is \(length)"))
        }
        self.init(string: string, runs: runs)
    }

    /// Encodes the string and its runs.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(string, forKey: .string)
        try container.encode(runs, forKey: .runs)
    }
}
