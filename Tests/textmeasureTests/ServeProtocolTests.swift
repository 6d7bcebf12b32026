import Foundation
import RichText
import Testing
import TextMeasureKit

/// The `serve` protocol in process: request validation, responses against the library's
/// own measurer, the session loop over pipes (CRLF, blank lines, long lines, flushing).
@Suite("textmeasure serve: the protocol")
struct ServeProtocolTests {
    static let measure = ServeMeasure(context: .default, defaultFont: "Noto Sans", defaultSize: 16)

    func request(_ line: String) throws(ServeRequest.Failure) -> ServeRequest {
        try ServeRequest(
            json: Array(line.utf8), number: 3, families: ["noto sans", "noto sans arabic"], defaultFont: "Noto Sans",
            defaultSize: 16)
    }

    func reason(_ line: String) -> String? {
        do {
            _ = try request(line)
            return nil
        } catch {
            return error.description
        }
    }

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("modes: a width alone is at most; NaN, Infinity and null are undefined; exactly needs a value")
    func modes() throws {
        #expect(try request(#"{"text":"a","width":120}"#).width == .atMost(120))
        #expect(try request(#"{"text":"a"}"#).width == .undefined)
        #expect(try request(#"{"text":"a","width":null,"widthMode":"undefined"}"#).width == .undefined)
        #expect(try request(#"{"text":"a","width":NaN,"widthMode":"exactly"}"#).width == .undefined)
        #expect(try request(#"{"text":"a","width":Infinity}"#).width == .undefined)
        #expect(try request(#"{"text":"a","width":80,"widthMode":"exactly"}"#).width == .exactly(80))
        #expect(try request(#"{"text":"a","height":30.5,"heightMode":"atMost"}"#).height == .atMost(30.5))
        #expect(try request(#"{"text":"a","width":80,"widthMode":"undefined"}"#).width == .undefined)
        #expect(try request(#"{"text":"a","width":1e300}"#).width == .atMost(1e300))
    }

    @Test("bad requests name the field and the value")
    func badRequests() {
        let cases: [(String, String)] = [
            (#"{"width":3}"#, #"line 3: "text" is missing"#),
            (#"{"text":"a","widht":3}"#, #"line 3: unknown field "widht""#),
            (#"{"text":"a","width":-1}"#, #""width" must be a number ≥ 0, NaN or Infinity, got -1"#),
            (#"{"text":"a","width":-Infinity}"#, "got -Infinity"),
            (#"{"text":"a","width":"wide"}"#, #""width" must be a number ≥ 0, NaN or Infinity, got a string"#),
            (#"{"text":"a","widthMode":"exactly"}"#, #""widthMode" "exactly" needs a "width""#),
            (
                #"{"text":"a","width":3,"widthMode":"fit"}"#,
                #""widthMode" must be "exactly", "atMost" or "undefined", got "fit""#
            ),
            (#"{"text":"a","maxLines":1.5}"#, #""maxLines" must be a whole number from 0 to 999999999, got 1.5"#),
            (#"{"text":"a","size":0}"#, #""size" must be a number in (0, 10000], got 0"#),
            (#"{"text":"a","size":NaN}"#, "got NaN"),
            (#"{"text":"a","font":"Comic Sans"}"#, "unknown font family 'Comic Sans'"),
            (#"{"text":"a","markdown":1}"#, #""markdown" must be true or false, got a number"#),
            (#"{"text":"a","id":{}}"#, #""id" must be a string or a number, got an object"#),
            (#"{"text":"a","text":"b"}"#, #"field "text" appears twice"#),
            (#"{"text":1e999}"#, "the number 1e999 is too large for a double"),
            ("[1]", "not a JSON object (the line holds an array)"),
            ("not json", "not valid JSON"),
        ]
        for (line, message) in cases {
            let found = reason(line)
            #expect(found?.contains(message) == true, "\(line): \(found ?? "accepted")")
        }
    }

    @Test("a response equals the library's own measurement and intrinsic widths, with the id echoed")
    func response() throws {
        let line =
            #"{"id":"node-7","text":"Hello flexible world","width":70,"widthMode":"exactly","height":200,"heightMode":"atMost"}"#
        let answer = Self.measure.response(to: Array(line.utf8), number: 1)
        #expect(!answer.isError)
        let json = try object(answer.text)
        var text = AttributedText("Hello flexible world")
        text.font = Font(family: "Noto Sans", size: 16)
        let measurer = TextMeasurer(cacheCapacity: 4)
        let expected = measurer.measure(text, width: .exactly(70), height: .atMost(200))
        let widths = measurer.intrinsicWidths(of: text)
        #expect(json["id"] as? String == "node-7")
        let size = try #require(json["size"] as? [String: Double])
        #expect(size["width"] == 70 && size["height"] == expected.size.height)
        #expect(json["lineCount"] as? Int == expected.lineCount && expected.lineCount == 3)
        #expect(json["firstBaseline"] as? Double == (expected.firstBaseline * 1000).rounded() / 1000)
        #expect(json["minContentWidth"] as? Double == widths.minContentWidth)
        #expect(json["maxContentWidth"] as? Double == widths.maxContentWidth)
        #expect(json["widthMode"] as? String == "exactly" && json["heightMode"] as? String == "atMost")
        #expect(json["lines"] == nil)
        let withLines = try object(
            Self.measure.response(to: Array(#"{"text":"a b","width":5,"lines":true}"#.utf8), number: 2).text)
        #expect((withLines["lines"] as? [[String: Any]])?.count == 2)
        let failed = Self.measure.response(to: Array(#"{"id":9,"text":"a","width":-2}"#.utf8), number: 4)
        #expect(failed.isError)
        let error = try object(failed.text)
        #expect(error["id"] as? Int == 9 && error["line"] as? Int == 4)
        #expect((error["error"] as? String)?.hasPrefix("line 4: \"width\"") == true)
    }

    @Test("inputs nobody chose: empty text, 1 MB of text, control characters, huge numbers")
    func oddInputs() throws {
        let empty = try object(Self.measure.response(to: Array(#"{"text":""}"#.utf8), number: 1).text)
        #expect(empty["lineCount"] as? Int == 0 && empty["minContentWidth"] as? Int == 0)
        let big = String(repeating: "lorem ipsum dolor sit amet ", count: 40_000)
        let line = Array(JSON.object([("text", .string(big)), ("width", .number(300))]).text.utf8)
        #expect(line.count > 1_000_000)
        let answer = try object(Self.measure.response(to: line, number: 1).text)
        #expect((answer["lineCount"] as? Int ?? 0) > 1000)
        let controls = try object(
            Self.measure.response(to: Array(#"{"text":"a\u0000b\u0007\r\nc"}"#.utf8), number: 1).text)
        #expect(controls["lineCount"] as? Int == 2)
        let huge = try object(
            Self.measure.response(to: Array(#"{"text":"a b","width":1e308,"height":1e308}"#.utf8), number: 1).text)
        #expect(huge["lineCount"] as? Int == 1)
    }

    @Test("5,000 damaged request lines: every answer is one JSON object, an error or a measurement")
    func damagedLines() throws {
        let valid = Array(#"{"id":1,"text":"héllo \u00e9 wörld","width":80.5,"widthMode":"atMost","maxLines":2}"#.utf8)
        var generator = SystemRandomNumberGenerator()
        var errors = 0
        for _ in 0..<5000 {
            var line = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<line.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: line[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: line.remove(at: index)
                case 2: line.insert(Array(#"{}[]",:\0-eE.9nN"#.utf8).randomElement(using: &generator)!, at: index)
                default: line = Array(line[..<index])
                }
                if line.isEmpty { line = [0x7B] }
            }
            let answer = Self.measure.response(to: line, number: 1)
            let object = try object(answer.text)
            #expect((object["error"] != nil) == answer.isError)
            #expect(answer.isError || object["size"] != nil)
            if answer.isError { errors += 1 }
        }
        #expect(errors > 2500, "most damage is an error")
    }

    /// Runs a session over pipes with `input` (written, and the output read, on threads of
    /// their own) and returns its output lines and summary.
    func session(
        _ input: String, maximumLineLength: Int? = nil, measure: ServeMeasure = Self.measure
    ) -> (lines: [String], summary: ServeSession.Summary) {
        var session = ServeSession(measure: measure)
        if let maximumLineLength { session.maximumLineLength = maximumLineLength }
        return runOverPipes(input, failed: ServeSession.Summary()) { try session.run(input: $0, output: $1) }
    }

    @Test("CRLF and LF lines, blank lines skipped but counted, a last line without a line feed")
    func lineEndings() throws {
        let (lines, summary) = session(
            "{\"text\":\"a\",\"id\":1}\r\n\r\n   \n{\"text\":\"b\",\"width\":-1}\r\n\t\n{\"text\":\"c\",\"id\":3}")
        #expect(lines.count == 3)
        #expect(summary == ServeSession.Summary(lines: 6, responses: 3, errors: 1))
        #expect(try object(lines[0])["id"] as? Int == 1)
        #expect(try object(lines[1])["line"] as? Int == 4, "blank lines count in the numbers")
        #expect(try object(lines[2])["id"] as? Int == 3)
        #expect(session("").summary == ServeSession.Summary())
        #expect(session("\n\n").lines.isEmpty)
    }

    @Test("a line longer than the limit gets one error as soon as it is that long; the next line is answered")
    func longLine() throws {
        let long = "{\"text\":\"" + String(repeating: "x", count: 300_000) + "\"}"
        let (lines, summary) = session(long + "\n{\"text\":\"ok\",\"id\":2}\n", maximumLineLength: 100_000)
        #expect(lines.count == 2)
        #expect(try object(lines[0])["error"] as? String == "line 1: longer than 100000 bytes (skipped)")
        #expect(try object(lines[1])["id"] as? Int == 2)
        #expect(summary.errors == 1 && summary.lines == 2)
    }

    @Test("a CRLF line of exactly the limit is answered: the \\r of its line ending is not counted")
    func crlfLineAtTheLimit() throws {
        let request = "{\"text\":\"ok\",\"id\":1}"
        let limit = request.utf8.count
        let (lines, summary) = session(request + "\r\n" + request + "\n", maximumLineLength: limit)
        #expect(summary == ServeSession.Summary(lines: 2, responses: 2, errors: 0))
        #expect(try lines.map { try object($0)["id"] as? Int } == [1, 1])
        let (over, _) = session("{\"text\":\"ok\",\"id\":10}\r\n", maximumLineLength: limit)
        #expect(over.count == 1)
        #expect(try object(over[0])["error"] as? String == "line 1: longer than \(limit) bytes (skipped)")
    }

    @Test("2,000 requests over a pipe: answers in order, the cache shared across requests")
    func manyRequests() throws {
        let measure = ServeMeasure(context: .default, defaultFont: "Noto Sans", defaultSize: 16)
        var input = ""
        for index in 0..<2000 {
            input +=
                #"{"id":\#(index),"text":"word \#(index % 10) and more words","width":\#(60 + index % 2 * 40)}"# + "\n"
        }
        let (lines, summary) = session(input, measure: measure)
        #expect(summary.responses == 2000 && summary.errors == 0)
        #expect(lines.count == 2000)
        for (index, line) in lines.enumerated() where index % 97 == 0 {
            #expect(try object(line)["id"] as? Int == index)
        }
        let statistics = measure.measurer.statistics
        #expect(statistics.misses == 20, "10 texts (each always at the same width), and their intrinsic widths")
        #expect(statistics.hits == 4000 - statistics.misses)
    }
}
