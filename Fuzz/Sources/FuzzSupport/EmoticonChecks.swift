import Foundation
import RichText
import TextParsers

/// Checks of `EmoticonParser` on one mapper and one text.
public enum EmoticonChecks {
    /// The mapper used when an input has no JSON of its own: text and image replacements,
    /// keys that overlap (":)", ":-)", ":-))"), one-character keys, keys with surrogate
    /// pairs and a key that is a prefix of another.
    public static let defaultMapper: [String: EmoticonReplacement] = [
        ":)": .attachment(.named("smile")), ":-)": .attachment(.named("smile")), ":-))": .text("😄"),
        "<3": .text("❤️"), ":heart:": .text("❤️"), ":": .text("colon"), "😀": .attachment(.named("grin")),
        "👍🏽": .text("+1"), "::": .attachment(.named("double")), "e\u{301}": .text("é"),
    ]

    /// Decodes `json` into a parser (a failure must be a `MappingError` with a message).
    public static func parser(json: [UInt8]) -> EmoticonParser? {
        do {
            return try EmoticonParser(json: Data(json))
        } catch let error as EmoticonParser.MappingError {
            Invariant.require(!error.description.isEmpty, "a mapping error without a message")
            return nil
        } catch {
            Invariant.require(false, "EmoticonParser(json:) threw \(error), not a MappingError")
            return nil
        }
    }

    /// Parses `string` with `parser` for several selections and checks: false means
    /// nothing changed; valid runs; the selection inside the new text; plain text (backed
    /// strings substituted) equal to the original; a second parse changing nothing; then a
    /// layout of the result with every check of `LayoutChecker`.
    public static func check(_ parser: EmoticonParser, on string: String, seed: UInt64) {
        let original = AttributedText(string)
        let length = original.length
        var result = original
        for selection in [nil, 0..<0, length..<length, 0..<length, length / 2..<length / 2, length / 3..<length] {
            var text = original
            var selected: Range<Int>? = selection
            let changed = parser.parse(&text, selectedRange: &selected)
            if !changed {
                Invariant.require(text == original, "parse returned false but changed the text")
                Invariant.require(selected == selection, "parse returned false but moved the selection")
                continue
            }
            TextChecks.check(text, "emoticons in \(string.debugDescription)")
            if let selected {
                Invariant.inText(selected, length: text.length, "the adjusted selection")
            }
            Invariant.require(selection == nil || selected != nil, "parse dropped the selection")
            let plain = TextChecks.plainText(of: text)
            Invariant.require(
                plain == string, "plain text \(plain.debugDescription) is not the original \(string.debugDescription)")
            var again = text
            var selectedAgain = selected
            Invariant.require(!parser.parse(&again, selectedRange: &selectedAgain), "a second parse replaced more")
            result = text
        }
        let container = TextContainer(width: 200)
        let layout = TextLayout(container: container, text: result)
        LayoutChecker(layout, seed: seed).checkAll()
        Determinism.check(layout, container: container, context: .default)
    }
}
