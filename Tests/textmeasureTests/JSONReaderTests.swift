import Foundation
import Testing
import TextMeasureKit

/// The strict JSON reader of `serve` requests and the byte writer of its responses.
@Suite("JSON reader and writer")
struct JSONReaderTests {
    func read(_ text: String) throws -> JSON { try JSONReader.value(Array(text.utf8)) }

    func failure(_ text: String) -> String? {
        do {
            _ = try JSONReader.value(Array(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    func failure(bytes: [UInt8]) -> String? {
        do {
            _ = try JSONReader.value(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("values of every kind, escapes and surrogate pairs, NaN and Infinity as Python writes them")
    func values() throws {
        let value = try read(#" {"a":[1,-2.5e3,true,false,null],"b":"x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00","c":{}} "#)
        #expect(value.text == #"{"a":[1,-2500,true,false,null],"b":"x\"\\/\u0008\u000c\n\r\té😀","c":{}}"#)
        guard case .object(let members) = try read(#"{"w":NaN,"x":Infinity,"y":-Infinity,"z":[]}"#) else {
            Issue.record("not an object")
            return
        }
        guard case .number(let nan) = members[0].1, case .number(let inf) = members[1].1,
            case .number(let negative) = members[2].1
        else {
            Issue.record("not numbers")
            return
        }
        #expect(nan.isNaN && inf == .infinity && negative == -.infinity)
        #expect(try read("\"plain ünïcödé 中文\"") == .string("plain ünïcödé 中文"))
    }

    @Test("what is not JSON is an error that names the problem and the byte")
    func errors() {
        let cases: [(String, String)] = [
            ("", "a value is missing at the end of the line"),
            ("{\"a\":1} x", "text after the JSON value at byte 8: 'x'"),
            ("{\"a\":1,}", "expected a member name in quotes at byte 7"),
            ("{\"a\" 1}", "expected ':' after a name at byte 5"),
            ("{\"a\":1", "the object is not closed at the end of the line"),
            ("[1 2]", "expected ',' or ']' after a value at byte 3"),
            ("\"abc", "a string is not closed at the end of the line"),
            ("\"a\tb\"", "a control character inside a string (escape it) at byte 2"),
            (#""\ud800x""#, "a lone surrogate escape"),
            (#""\udc00""#, "a lone surrogate escape"),
            (#""\q""#, "an unknown escape '\\q'"),
            (#""\u12""#, "\\u needs four hex digits"),
            ("1e999", "the number 1e999 is too large for a double"),
            ("01", "text after the JSON value at byte 1"),
            ("1.", "a digit must follow the decimal point"),
            ("-", "a number needs digits"),
            ("tru", "expected true"),
            ("nan", "expected null"),
            ("@", "unexpected '@' where a value belongs at byte 0"),
        ]
        for (input, message) in cases {
            let found = failure(input)
            #expect(found?.contains(message) == true, "\(input): \(found ?? "accepted")")
        }
        #expect(failure(bytes: [0x22, 0xFF, 0x22])?.contains("not valid UTF-8") == true)
        #expect(failure(bytes: [0x7B, 0xC3])?.contains("expected a member name") == true)
    }

    @Test("nesting is bounded: 10,000 open brackets are an error, not a stack overflow")
    func depth() {
        let deep = String(repeating: "[", count: 10_000)
        #expect(failure(deep)?.contains("nested deeper than 32 levels") == true)
        let fine = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect(failure(fine) == nil)
    }

    @Test("numbers below 10^9 are written as \"%.3f\" with its zeros trimmed, without Foundation")
    func numbers() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.0005, -0.0005, 0.0004, 1.5, -2.25, 999_999_999.9994, 17.104, 1e-9, 123.1005]
        for _ in 0..<20_000 {
            let magnitude = pow(10, Double.random(in: -4...9, using: &generator))
            values.append(Double.random(in: -magnitude...magnitude, using: &generator))
        }
        for value in values where abs(value) < 1e9 {
            let rounded = (value * 1000).rounded() / 1000
            var expected = rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.3f", rounded)
            if expected.contains(".") {
                while expected.hasSuffix("0") { expected.removeLast() }
                if expected.hasSuffix(".") { expected.removeLast() }
            }
            #expect(JSON.format(value) == expected, "\(value)")
        }
        #expect(JSON.format(.nan) == "null" && JSON.format(2.2e109) == "2.2e+109")
        #expect(JSON.format(1e12 + 0.25) == "1000000000000.25")
    }

    @Test("the writer places commas and escapes strings; drained output goes on where it was")
    func writer() {
        var writer = JSONWriter()
        writer.objectStart()
        writer.key("a\"b")
        writer.arrayStart()
        writer.integer(-3)
        writer.string("line\nfeed\u{1}")
        writer.objectStart()
        writer.objectEnd()
        writer.arrayEnd()
        let first = writer.drain()
        writer.key("c")
        writer.bool(true)
        writer.objectEnd()
        writer.lineFeed()
        writer.null()
        let text = String(decoding: first + writer.bytes, as: UTF8.self)
        #expect(text == "{\"a\\\"b\":[-3,\"line\\nfeed\\u0001\",{}],\"c\":true}\nnull")
    }
}
