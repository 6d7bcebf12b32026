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
    /// The attributed texts of recent requests (see `RequestTextMemo`).
    let texts: RequestTextMemo

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
        texts = RequestTextMemo(capacity: cacheCapacity)
    }

    /// The response to the UTF-8 request `line` (physical line `number`, its line ending
    /// removed).
    public func response(to line: [UInt8], number: Int) -> Response {
        var writer = JSONWriter()
        let isError = respond(to: line, number: number, into: &writer)
        return Response(text: writer.text, isError: isError)
    }

    /// Writes the response to `line` (physical line `number`) into `writer`, without a
    /// line feed; returns whether it is an error object.
    public func respond(to line: [UInt8], number: Int, into writer: inout JSONWriter) -> Bool {
        do {
            let request = try ServeRequest(
                json: line, number: number, families: families, defaultFont: defaultFont, defaultSize: defaultSize)
            answer(request, into: &writer)
            return false
        } catch {
            Self.write(error, into: &writer)
            return true
        }
    }

    /// The error object for `failure`: `{"id":…,"error":"line N: …","line":N}`.
    public static func write(_ failure: ServeRequest.Failure, into writer: inout JSONWriter) {
        writer.objectStart()
        if let id = failure.id {
            writer.key(Self.Keys.id)
            writer.value(id)
        }
        writer.member(Self.Keys.error, .string(failure.description))
        writer.member(Self.Keys.line, .integer(failure.line))
        writer.objectEnd()
    }

    /// Measures a valid request and writes its response object.
    func answer(_ request: ServeRequest, into writer: inout JSONWriter) {
        let text = texts.text(request.text, markdown: request.markdown, font: request.font, size: request.size)
        var options = MeasureOptions()
        options.maximumNumberOfLines = request.maxLines
        options.returnsLayout = request.includesLines
        let measurement = measurer.measure(text, width: request.width, height: request.height, options: options)
        let widths = measurer.intrinsicWidths(of: text, options: options)
        writer.objectStart()
        if let id = request.id {
            writer.key(Self.Keys.id)
            writer.value(id)
        }
        LayoutJSON.writeMembers(of: LayoutJSON.Summary(measurement, widths: widths), to: &writer)
        writer.member(Self.Keys.widthMode, .string(request.width.protocolName))
        writer.member(Self.Keys.heightMode, .string(request.height.protocolName))
        writer.member(Self.Keys.scaleFactor, .number(measurement.scaleFactor))
        if let layout = measurement.layout {
            writer.key(Self.Keys.lines)
            writer.arrayStart()
            for line in layout.lines { LayoutJSON.write(line, to: &writer) }
            writer.arrayEnd()
        }
        writer.objectEnd()
    }
}

extension ServeMeasure {
    /// The member names of responses, prepared once.
    enum Keys {
        static let id = JSONKey("id")
        static let widthMode = JSONKey("widthMode")
        static let heightMode = JSONKey("heightMode")
        static let scaleFactor = JSONKey("scaleFactor")
        static let lines = JSONKey("lines")
        static let error = JSONKey("error")
        static let line = JSONKey("line")
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
