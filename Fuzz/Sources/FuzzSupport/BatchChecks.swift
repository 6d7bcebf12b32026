import Foundation
import RichText
import TextMeasureKit
import TextParsers

/// Checks of one `textmeasure measure --batch` request line: `BatchRequest` and the
/// measurement `BatchMeasure` gives for it.
public enum BatchChecks {
    /// The physical line number the checks give the line (any number; errors must name it).
    static let number = 7
    static let families = Set(FontContext.default.families.map { $0.lowercased() })
    /// One measurer for every input, as the command keeps one: its cache serves repeats.
    static let measure = BatchMeasure(context: .default, defaultFont: Font.defaultFamily, defaultSize: 16)

    /// Parses `line` as a request: an error names the line and says something; a request
    /// holds only valid values. Then the result line must be JSON: an error object exactly
    /// when the request failed, else a measurement whose size is finite, non-negative and
    /// inside the requested width and height, whose line count keeps the limit and whose
    /// baselines are finite and in order; the same line again gives the same result (the
    /// measurer's cache); and a layout of the requested text in the requested container
    /// keeps every invariant of `LayoutChecker.checkLayout`.
    public static func check(_ line: String, seed: UInt64) {
        let request: BatchRequest?
        do {
            request = try BatchRequest(
                json: line, number: number, families: families, defaultFont: Font.defaultFamily, defaultSize: 16)
        } catch {
            Invariant.require(error.line == number, "the error \(error) names line \(error.line), not \(number)")
            Invariant.require(!error.reason.isEmpty, "the error for line \(number) gives no reason")
            request = nil
        }
        if let request { checkRequest(request) }
        let result = measure.result(for: line, number: number)
        Invariant.require(measure.result(for: line, number: number) == result, "the same line measured again differs")
        let object = try? JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any]
        Invariant.require(object != nil, "the result \(result) is not a JSON object")
        guard let object, let request else {
            Invariant.require(BatchMeasure.isError(result), "a failed request gave \(result), not an error object")
            let message = object?["error"] as? String ?? ""
            Invariant.require(
                message.hasPrefix("line \(number): "), "the error \(message.debugDescription) does not name the line")
            return
        }
        Invariant.require(!BatchMeasure.isError(result), "a valid request gave an error: \(result)")
        checkMeasurement(object, of: request, result: result)
        checkLayout(of: request, seed: seed)
    }

    private static func checkRequest(_ request: BatchRequest) {
        Invariant.require(request.width >= 0 && request.height >= 0, "request size \(request.width)×\(request.height)")
        Invariant.require(request.maxLines >= 0, "request maxLines \(request.maxLines)")
        Invariant.require(request.size > 0 && request.size <= 10_000, "request font size \(request.size)")
        Invariant.require(families.contains(request.font.lowercased()), "request font \(request.font) is not loaded")
    }

    private static func checkMeasurement(_ object: [String: Any], of request: BatchRequest, result: String) {
        let size = object["size"] as? [String: Any]
        let width = (size?["width"] as? NSNumber)?.doubleValue ?? .nan
        let height = (size?["height"] as? NSNumber)?.doubleValue ?? .nan
        Invariant.require(width.isFinite && width >= 0 && height.isFinite && height >= 0, "size in \(result)")
        // Results are written rounded to three decimals, so a size may pass the request by
        // half a thousandth (plus a double's relative precision for huge requests).
        let rounding = { (limit: Double) in 0.0005 + (limit.isFinite ? limit * 1e-15 : 0) }
        Invariant.require(
            width <= request.width + rounding(request.width) && height <= request.height + rounding(request.height),
            "\(result) exceeds the requested size")
        let first = (object["firstBaseline"] as? NSNumber)?.doubleValue ?? .nan
        let last = (object["lastBaseline"] as? NSNumber)?.doubleValue ?? .nan
        Invariant.require(first.isFinite && last.isFinite && first <= last, "baselines in \(result)")
        let lines = (object["lineCount"] as? NSNumber)?.intValue ?? -1
        Invariant.require(lines >= 0, "lineCount in \(result)")
        Invariant.require(
            request.maxLines == 0 || lines <= request.maxLines, "\(result) has more than \(request.maxLines) lines")
        Invariant.require(object["truncated"] is Bool, "truncated in \(result)")
    }

    /// The request's text in its container (width, height, row limit, end truncation) laid
    /// out directly, checked like any layout.
    private static func checkLayout(of request: BatchRequest, seed: UInt64) {
        let font = Font(family: request.font, size: request.size)
        var text: AttributedText
        if request.markdown {
            var theme = MarkdownTheme()
            theme.bodyFont = font
            text = MarkdownRenderer(theme: theme).render(request.text)
        } else {
            text = AttributedText(request.text)
            text.font = font
        }
        var container = TextContainer(size: Size(width: request.width, height: request.height))
        container.maximumNumberOfRows = request.maxLines
        container.truncationType = .end
        LayoutChecker(TextLayout(container: container, text: text), seed: seed).checkLayout()
    }
}
