import Foundation
import RichText
import Testing
import TextMeasureKit

/// The batch line parser says what is wrong with a line, naming its physical line.
@Suite("Batch request lines")
struct BatchRequestTests {
    func reason(_ line: String, number: Int = 7) -> String? {
        do {
            _ = try BatchRequest(
                json: line, number: number, families: ["noto sans"], defaultFont: "Noto Sans", defaultSize: 16)
            return nil
        } catch {
            #expect(error.line == number)
            #expect(error.description.hasPrefix("line \(number): "))
            return error.reason
        }
    }

    @Test("each kind of malformed line gets its own message, never a vague 'not a JSON object'")
    func messages() {
        #expect(reason(#"{"text":"a","maxLines":2.5}"#) == "\"maxLines\" must be a whole number ≥ 0, got 2.5")
        #expect(reason(#"{"text":"a","width":1e999}"#)?.contains("1e999 is too large") == true)
        #expect(reason(#"{"text":"\ud800"}"#)?.contains("lone surrogate") == true)
        #expect(reason(#"{"text":"a"} trailing"#) == "not valid JSON: text after the JSON value at byte 13: 'trailing'")
        #expect(reason(#"{"text":"a","widht":300}"#)?.hasPrefix("unknown field \"widht\"") == true)
        #expect(reason(#"["text"]"#) == "not a JSON object (the line holds an array)")
        #expect(reason(#"{"text":"a","markdown":1}"#) == "\"markdown\" must be true or false, got a number")
        #expect(reason(#"{"text":"a","size":true}"#) == "\"size\" must be a number in (0, 10000], got a boolean")
        // Refused as `serve` refuses it (JSONSerialization kept the last "text" without a word).
        #expect(reason(#"{"text":"dup","text":"dup2","width":100}"#) == "field \"text\" appears twice")
        #expect(reason(#"{"width":3}"#) == "\"text\" is missing")
        #expect(reason("   ") == "blank line (expected a JSON object)")
        #expect(reason(#"{"text":"a"#)?.hasPrefix("not valid JSON") == true)
    }

    @Test("valid lines: defaults, nulls, whole numbers written as 1e2, and a Windows line ending")
    func valid() throws {
        let request = try BatchRequest(
            json: "{\"text\":\"hi\",\"maxLines\":1e2,\"width\":null,\"markdown\":true}\r", number: 1,
            families: ["noto sans"], defaultFont: "Noto Sans", defaultSize: 16)
        #expect(request.text == "hi")
        #expect(request.maxLines == 100)
        #expect(request.width == .infinity)
        #expect(request.markdown)
        #expect(request.size == 16)
        // A byte order mark before the first line (a file saved on Windows) is skipped there only.
        let marked = try BatchRequest(
            json: "\u{FEFF}{\"text\":\"hi\"}", number: 1, families: ["noto sans"], defaultFont: "Noto Sans",
            defaultSize: 16)
        #expect(marked.text == "hi")
        #expect(reason("\u{FEFF}{\"text\":\"hi\"}", number: 2)?.hasPrefix("not valid JSON") == true)
    }

    @Test("huge sizes are written as JSON numbers (a fuzzer found '2222…888.' for a width of 2.2e109)")
    func hugeNumbersStayJSON() throws {
        for value in [2.2e109, -3e20, 1e15, 999_999_999_999_999.5, 12.5, 0.0005, 1234.0] {
            let text = JSON.format(value)
            let parsed = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [NSNumber]
            #expect(parsed?.first?.doubleValue.isFinite == true, "\(value) → \(text)")
            #expect(abs((parsed?.first?.doubleValue ?? .nan) - value) <= max(0.0005, abs(value) * 1e-15), "\(value)")
        }
        let measure = BatchMeasure(context: try FontContext(), defaultFont: "Noto Sans", defaultSize: 16)
        let result = measure.result(for: #"{"text":"بن","width":2.2e109,"maxLines":0}"#, number: 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any]
        #expect(object?["size"] != nil, "\(result)")
    }
}
