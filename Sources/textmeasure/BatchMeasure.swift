import Foundation
import RichText
import Synchronization
import TextParsers

/// `measure --batch`: JSON Lines in, JSON Lines out, in input order, on every core.
///
/// Input line: `{"text":"…","markdown":false,"width":300,"height":null,"maxLines":0,
/// "font":"Noto Sans","size":16}` (only `text` is required; width and height default to
/// unbounded). Output line: `{"size":{"width":…,"height":…},"firstBaseline":…,
/// "lastBaseline":…,"lineCount":…,"truncated":false}`, or `{"error":"line N: …"}` for a
/// line that cannot be measured; the other lines go on.
struct BatchMeasure {
    let context: FontContext
    let measurer: TextMeasurer
    let defaultFont: String
    let defaultSize: Double

    /// The output lines for `lines`, computed in parallel; `progress` is called with the
    /// number of lines done (from any thread).
    func run(_ lines: [String], progress: (@Sendable (Int) -> Void)? = nil) -> (output: [String], errors: Int) {
        let results = Mutex([String?](repeating: nil, count: lines.count))
        let done = Atomic<Int>(0)
        let families = Set(context.families.map { $0.lowercased() })
        DispatchQueue.concurrentPerform(iterations: lines.count) { index in
            let line = self.measureLine(lines[index], number: index + 1, families: families)
            results.withLock { $0[index] = line }
            let finished = done.add(1, ordering: .relaxed).newValue
            progress?(finished)
        }
        let output = results.withLock { $0.map { $0 ?? "" } }
        return (output, output.filter { $0.hasPrefix("{\"error\"") }.count)
    }

    private func measureLine(_ line: String, number: Int, families: Set<String>) -> String {
        do {
            let request = try BatchRequest(
                json: line, number: number, families: families,
                defaultFont: defaultFont, defaultSize: defaultSize)
            var text: AttributedText
            if request.markdown {
                var theme = MarkdownTheme()
                theme.bodyFont = Font(family: request.font, size: request.size)
                text = MarkdownRenderer(theme: theme).render(request.text)
            } else {
                text = AttributedText(request.text)
                text.font = Font(family: request.font, size: request.size)
            }
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
            ]).text
        } catch {
            return JSON.object([("error", .string("\(error)"))]).text
        }
    }
}

/// One validated batch input line.
struct BatchRequest {
    var text: String
    var markdown = false
    var width = Double.infinity
    var height = Double.infinity
    var maxLines = 0
    var font: String
    var size: Double

    /// The line as JSON decodes it: strict types, null or absent for defaults.
    private struct Fields: Decodable {
        var text: String
        var markdown: Bool?
        var width: Double?
        var height: Double?
        var maxLines: Int?
        var font: String?
        var size: Double?
    }

    init(json line: String, number: Int, families: Set<String>, defaultFont: String, defaultSize: Double) throws {
        func fail(_ message: String) -> CLIError { CLIError("line \(number): \(message)") }
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(line.utf8))
        } catch DecodingError.keyNotFound(let key, _) {
            throw fail("\"\(key.stringValue)\" is missing")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            throw fail("\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type")
        } catch {
            throw fail("not a JSON object")
        }
        text = fields.text
        markdown = fields.markdown ?? false
        for (name, value) in [("width", fields.width), ("height", fields.height)] {
            guard let value else { continue }
            guard value >= 0, !value.isNaN else { throw fail("\"\(name)\" must be a number ≥ 0") }
            if name == "width" { width = value } else { height = value }
        }
        if let lines = fields.maxLines {
            guard lines >= 0 else { throw fail("\"maxLines\" must be an integer ≥ 0") }
            maxLines = lines
        }
        font = defaultFont
        if let family = fields.font {
            guard families.contains(family.lowercased()) else { throw fail("unknown font family '\(family)'") }
            font = family
        }
        size = defaultSize
        if let value = fields.size {
            guard value > 0, value <= 10_000 else { throw fail("\"size\" must be a number in (0, 10000]") }
            size = value
        }
    }
}
