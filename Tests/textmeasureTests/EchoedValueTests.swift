import Foundation
import Testing
import TextMeasureKit

/// Long values named in error messages are cut short.
@Suite("textmeasure: long values in error messages")
struct EchoedValueTests {
    @Test("a 100,000-character font family: the error line names its start and its length")
    func longFamily() throws {
        let family = String(repeating: "x", count: 100_000)
        let flag = try CommandRunner.run(["hi", "--font", family])
        #expect(flag.status != 0)
        let expected = "textmeasure: unknown font family '\(String(repeating: "x", count: 80))… (100000 characters)'"
        #expect(flag.stderr.hasPrefix(expected))
        #expect(flag.stderr.utf8.count < 1000)
        let request = "{\"text\":\"a\",\"font\":\"\(family)\"}\n"
        for arguments in [["serve"], ["measure", "--batch"]] {
            let result = try CommandRunner.run(arguments, input: Data(request.utf8))
            #expect(result.stdout.contains("… (100000 characters)'") && result.stdout.utf8.count < 1000, "\(arguments)")
        }
        #expect(EchoedValue.shortened("Noto Sans") == "Noto Sans")
        #expect(EchoedValue.shortened(String(repeating: "é", count: 81)).hasSuffix("é… (81 characters)"))
    }
}
