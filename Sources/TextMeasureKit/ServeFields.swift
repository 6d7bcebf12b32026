import RichText

/// Typed reads of the members of a `serve` request object; `null` reads as absent.
struct ServeFields {
    let members: [(String, JSON)]
    let line: Int
    /// The request's id, once read: errors carry it.
    var id: JSON?

    init(members: [(String, JSON)], line: Int) {
        self.members = members
        self.line = line
    }

    /// The members of the one JSON object in `bytes` (physical line `line`), every one of
    /// them named in `allowed` and none given twice: the first checks of a `serve` and of a
    /// `measure --batch` line, so both refuse the same lines with the same words.
    init(parsing bytes: [UInt8], line: Int, allowed: [String]) throws(ServeRequest.Failure) {
        let parsed: JSON
        do {
            parsed = try JSONReader.value(bytes)
        } catch {
            throw ServeRequest.Failure(line: line, reason: "not valid JSON: \(error.description)")
        }
        guard case .object(let members) = parsed else {
            throw ServeRequest.Failure(line: line, reason: "not a JSON object (the line holds \(parsed.kind))")
        }
        self.init(members: members, line: line)
        try check(allowed: allowed)
    }

    /// The failure of this line for `reason`.
    func fail(_ reason: String) -> ServeRequest.Failure {
        ServeRequest.Failure(line: line, reason: reason, id: id)
    }

    /// Throws on a member not in `allowed` (a misspelt `widht` is not ignored) and on a
    /// member given twice.
    func check(allowed: [String]) throws(ServeRequest.Failure) {
        for (index, (name, _)) in members.enumerated() {
            guard allowed.contains(name) else {
                throw fail("unknown field \(JSON.quoted(name)) (fields: \(allowed.joined(separator: ", ")))")
            }
            if members[..<index].contains(where: { $0.0 == name }) {
                throw fail("field \(JSON.quoted(name)) appears twice")
            }
        }
    }

    private func value(_ name: String) -> JSON? {
        for (key, value) in members where key == name {
            if case .null = value { return nil }
            return value
        }
        return nil
    }

    /// A number as the request wrote it: JSON, or NaN and ±Infinity as Python writes them.
    static func describe(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        // Rounded to thousandths as responses are, unless that hides why it was refused
        // (10000.0001 is not 10000).
        let formatted = JSON.format(number)
        return Double(formatted) == number ? formatted : "\(number)"
    }

    /// The `id`: a string or a number (null: none).
    func requestID() throws(ServeRequest.Failure) -> JSON? {
        guard let value = value("id") else { return nil }
        switch value {
        case .string, .number, .integer, .wholeDigits: return value
        default: throw fail("\"id\" must be a string or a number, got \(value.kind)")
        }
    }

    func string(_ name: String) throws(ServeRequest.Failure) -> String? {
        guard let value = value(name) else { return nil }
        guard case .string(let string) = value else { throw fail("\"\(name)\" must be a string, got \(value.kind)") }
        return string
    }

    func bool(_ name: String) throws(ServeRequest.Failure) -> Bool? {
        guard let value = value(name) else { return nil }
        guard case .bool(let bool) = value else { throw fail("\"\(name)\" must be true or false, got \(value.kind)") }
        return bool
    }

    /// A finite number that `isValid` accepts; `expected` says what that is.
    func number(
        _ name: String, in expected: String, isValid: (Double) -> Bool
    ) throws(ServeRequest.Failure) -> Double? {
        guard let value = value(name) else { return nil }
        guard let number = value.double else { throw fail("\"\(name)\" must be \(expected), got \(value.kind)") }
        guard number.isFinite, isValid(number) else {
            throw fail("\"\(name)\" must be \(expected), got \(Self.describe(number))")
        }
        return number
    }

    /// A whole number ≥ 0 (below 10⁹).
    func wholeNumber(_ name: String) throws(ServeRequest.Failure) -> Int? {
        try number(name, in: "a whole number from 0 to 999999999") { $0 >= 0 && $0 == $0.rounded() && $0 < 1e9 }
            .map { Int($0) }
    }

    /// A side's measure mode from its value member and its mode member.
    func mode(value valueName: String, mode modeName: String) throws(ServeRequest.Failure) -> MeasureMode {
        let modeText = try string(modeName)
        var length: Double? = nil
        if let value = value(valueName) {
            guard let number = value.double else {
                throw fail("\"\(valueName)\" must be a number ≥ 0, NaN or Infinity, got \(value.kind)")
            }
            guard number.isNaN || number >= 0 else {
                throw fail(
                    "\"\(valueName)\" must be a number ≥ 0, NaN or Infinity, got \(Self.describe(number))")
            }
            length = number
        }
        switch modeText {
        case nil: return length.map { MeasureMode.atMost($0).normalized } ?? .undefined
        case "undefined": return .undefined
        case "exactly", "atMost":
            guard let length else { throw fail("\"\(modeName)\" \"\(modeText!)\" needs a \"\(valueName)\"") }
            return (modeText == "exactly" ? MeasureMode.exactly(length) : .atMost(length)).normalized
        case let other?:
            throw fail("\"\(modeName)\" must be \"exactly\", \"atMost\" or \"undefined\", got \(JSON.quoted(other))")
        }
    }
}
