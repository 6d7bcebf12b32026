import Foundation
import RichText
import Synchronization

/// Measures batch request lines (see `BatchRequest`) into result lines, many at once.
///
/// Result line: `{"size":{"width":…,"height":…},"firstBaseline":…,"lastBaseline":…,
/// "lineCount":…,"truncated":false}`, or `{"error":"line N: …"}` for a line that cannot be
/// measured, N its physical line number. Every input line gets exactly one result line, in
/// input order: blank lines and malformed ones get an error object, and the others go on.
public struct BatchMeasure: Sendable {
    let context: FontContext
    let measurer: TextMeasurer
    let defaultFont: String
    let defaultSize: Double
    let families: Set<String>

    /// A measurer for requests in `context`, with `defaultFont` and `defaultSize` for
    /// requests that name none.
    public init(context: FontContext, defaultFont: String, defaultSize: Double) {
        self.context = context
        self.measurer = TextMeasurer(context: context)
        self.defaultFont = defaultFont
        self.defaultSize = defaultSize
        self.families = Set(context.families.map { $0.lowercased() })
    }

    /// One input line as a session read it.
    public enum Line: Sendable, Equatable {
        /// A line (its line feed removed).
        case text(String)
        /// A line that is not valid UTF-8.
        case notUTF8
        /// A line longer than `limit` bytes, skipped.
        case tooLong(limit: Int)

        /// The line of these bytes: `.text`, or `.notUTF8`.
        init(_ bytes: ArraySlice<UInt8>) {
            self = String(validating: bytes, as: UTF8.self).map(Line.text) ?? .notUTF8
        }
    }

    /// The result lines for `lines` (nil: a line that is not valid UTF-8), whose first is
    /// physical line `firstNumber`, computed on every core; `progress` is called with the
    /// number of lines done (from any thread).
    public func results(
        for lines: [String?], firstNumber: Int, progress: (@Sendable (Int) -> Void)? = nil
    ) -> [String] {
        results(for: lines.map { $0.map(Line.text) ?? .notUTF8 }, firstNumber: firstNumber, progress: progress)
    }

    /// The result lines for `lines`, whose first is physical line `firstNumber`, computed
    /// on every core; `progress` is called with the number of lines done (from any thread).
    public func results(
        for lines: [Line], firstNumber: Int, progress: (@Sendable (Int) -> Void)? = nil
    ) -> [String] {
        let results = Lock([String](repeating: "", count: lines.count))
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: lines.count) { index in
            let number = firstNumber + index
            let line: String
            switch lines[index] {
            case .text(let text): line = self.result(for: text, number: number)
            case .notUTF8: line = Self.error(BatchLineError(line: number, reason: "not valid UTF-8"))
            case .tooLong(let limit):
                line = Self.error(BatchLineError(line: number, reason: "longer than \(limit) bytes (skipped)"))
            }
            results.withLock { $0[index] = line }
            progress?(done.add(1, ordering: .relaxed).newValue)
        }
        return results.withLock { $0 }
    }

    /// The result line for one request line (physical line `number`).
    public func result(for line: String, number: Int) -> String {
        do {
            let request = try BatchRequest(
                json: line, number: number, families: families, defaultFont: defaultFont, defaultSize: defaultSize)
            return measure(request).text
        } catch {
            return Self.error(error)
        }
    }

    /// The error object for `error`.
    static func error(_ error: BatchLineError) -> String {
        JSON.object([("error", .string(error.description))]).text
    }

    /// Whether `result` is an error object.
    public static func isError(_ result: String) -> Bool { result.hasPrefix("{\"error\"") }

    private func measure(_ request: BatchRequest) -> JSON {
        let text = RequestText.make(request.text, markdown: request.markdown, font: request.font, size: request.size)
        var options = MeasureOptions()
        options.maximumNumberOfLines = request.maxLines
        let result = measurer.measure(
            text, in: SizeRange(max: Size(width: request.width, height: request.height)), options: options)
        return JSON.object([
            ("size", .object([("width", .number(result.size.width)), ("height", .number(result.size.height))])),
            ("firstBaseline", .number(result.firstBaseline)),
            ("lastBaseline", .number(result.lastBaseline)),
            ("lineCount", .integer(result.lineCount)),
            ("truncated", .bool(result.isTruncated)),
        ])
    }
}
