import RichText

/// Answers `textmeasure serve` request lines (see `ServeRequest`) with one measurer, whose
/// cache every request shares.
///
/// Response: `{"id":…,"size":{"width":…,"height":…},"lineCount":…,"rowCount":…,
/// "truncated":…,"visibleRange":[…],"firstBaseline":…,"lastBaseline":…,"missingGlyphs":…,
/// "minContentWidth":…,"maxContentWidth":…,"widthMode":…,"heightMode":…,"scaleFactor":1}`
/// (`id` only when the request has one, `"lines":[…]` added when it asks for them), or
/// `{"id":…,"error":"line N: …","line":N}`. Measuring follows `TextMeasurer`'s rules with
/// its default options (text that does not fit the height or `maxLines` is truncated at
/// the end with "…"); the intrinsic widths are the measurer's (rounded up as sizes are).
public struct ServeMeasure: Sendable {
    /// The measurer every request goes through (its cache lives as long as the session).
    public let measurer: TextMeasurer
    let defaultFont: String
    let defaultSize: Double
    let families: Set<String>

    /// One answer: the JSON text of the response line (without its line feed).
    public struct Response: Sendable {
        public var text: String
        public var isError: Bool
    }

    /// A measurer for requests in `context`, with `defaultFont` and `defaultSize` for
    /// requests that name none, caching up to `cacheCapacity` results.
    public init(context: FontContext, defaultFont: String, defaultSize: Double, cacheCapacity: Int = 4096) {
        measurer = TextMeasurer(context: context, cacheCapacity: cacheCapacity)
        self.defaultFont = defaultFont
        self.defaultSize = defaultSize
        families = Set(context.families.map { $0.lowercased() })
    }

    /// The response to the UTF-8 request `line` (physical line `number`, its line ending
    /// removed).
    public func response(to line: [UInt8], number: Int) -> Response {
        do {
            let request = try ServeRequest(
                json: line, number: number, families: families, defaultFont: defaultFont, defaultSize: defaultSize)
            return Response(text: JSON.object(members(answering: request)).text, isError: false)
        } catch {
            return Self.error(error)
        }
    }

    /// The error object for `failure`.
    public static func error(_ failure: ServeRequest.Failure) -> Response {
        var members: [(String, JSON)] = []
        if let id = failure.id { members.append(("id", id)) }
        members.append(("error", .string(failure.description)))
        members.append(("line", .integer(failure.line)))
        return Response(text: JSON.object(members).text, isError: true)
    }

    /// The response members for a valid request.
    func members(answering request: ServeRequest) -> [(String, JSON)] {
        let text = RequestText.make(request.text, markdown: request.markdown, font: request.font, size: request.size)
        var options = MeasureOptions()
        options.maximumNumberOfLines = request.maxLines
        options.returnsLayout = request.includesLines
        let measurement = measurer.measure(text, width: request.width, height: request.height, options: options)
        let widths = measurer.intrinsicWidths(of: text, options: options)
        var members: [(String, JSON)] = []
        members.reserveCapacity(16)
        if let id = request.id { members.append(("id", id)) }
        members += LayoutJSON.summary(of: measurement, widths: widths)
        members.append(("widthMode", .string(request.width.protocolName)))
        members.append(("heightMode", .string(request.height.protocolName)))
        members.append(("scaleFactor", .number(measurement.scaleFactor)))
        if let layout = measurement.layout {
            members.append(("lines", .array(layout.lines.map(LayoutJSON.object(for:)))))
        }
        return members
    }
}

extension MeasureMode {
    /// The mode's name in the `serve` protocol: "exactly", "atMost" or "undefined".
    public var protocolName: String {
        switch normalized {
        case .exactly: return "exactly"
        case .atMost: return "atMost"
        case .undefined: return "undefined"
        }
    }
}
