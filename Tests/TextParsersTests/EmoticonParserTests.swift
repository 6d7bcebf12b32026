import Foundation
import RichText
import Testing
import TextParsers

/// The plain text behind `text`: each run's backed string where it has one, else its
/// characters.
private func plainText(_ text: AttributedText) -> String {
    text.runs.map { run in
        run.attributes.backedString?.string ?? text.attributedSubstring(run.range).string
    }.joined()
}

/// The attachments of `text`, in order.
private func attachments(_ text: AttributedText) -> [TextAttachment] {
    text.runs.compactMap(\.attributes.attachment)
}

private let smileys = EmoticonParser([
    ":smile:": .attachment(.named("smile")),
    ":smiley:": .attachment(.named("smiley")),
    ":heart:": .text("❤️"),
])

/// Parses `string` with `parser` and a selection; returns the result, the selection and
/// whether the parser reported a change.
private func parse(
    _ string: String, selection: Range<Int>?, with parser: EmoticonParser = smileys
) -> (text: AttributedText, selection: Range<Int>?, changed: Bool) {
    var text = AttributedText(string)
    var selected = selection
    let changed = parser.parse(&text, selectedRange: &selected)
    return (text, selected, changed)
}

@Suite("EmoticonParser")
struct EmoticonParserTests {
    @Test func longestKeyWinsAndEachAttachmentIsOneCharacter() throws {
        let result = parse(":smile: and :smiley:", selection: nil)
        #expect(result.changed)
        #expect(result.text.string == "\u{FFFC} and \u{FFFC}")
        let found = attachments(result.text)
        try #require(found.count == 2)
        #expect(found[0].content == .named("smile"))
        #expect(found[1].content == .named("smiley"))
        #expect(result.text.attributes(at: 0).backedString == TextBackedString(":smile:"))
        #expect(result.text.attributes(at: 6).backedString == TextBackedString(":smiley:"))
        #expect(result.text.attributes(at: 1).backedString == nil)
    }

    @Test func longestFirstAmongKeysSharingAPrefix() {
        let parser = EmoticonParser([":)": .text("A"), ":))": .text("B"), ":)))": .text("C")])
        let result = parse("x :)) y :) z :)))) w", selection: nil, with: parser)
        #expect(result.text.string == "x B y A z C) w")
    }

    @Test func backedStringsGiveTheOriginalBack() {
        let original = "Hi :smile:! I :heart: :smiley: 😀 and :smile:"
        let result = parse(original, selection: nil)
        #expect(result.text.string != original)
        #expect(plainText(result.text) == original)
    }

    @Test func adjacentEqualReplacementsKeepEveryOriginal() {
        let original = ":heart::heart::heart: :smile::smile:"
        let result = parse(original, selection: nil)
        #expect(result.text.string == "❤️❤️❤️ \u{FFFC}\u{FFFC}")
        #expect(plainText(result.text) == original)
        #expect(result.text.attributes(at: 7).attachment?.content == .named("smile"))
        #expect(result.text.attributes(at: 8).attachment?.content == .named("smile"))
    }

    @Test("20,000 adjacent equal emoticons: one run backed by every original, in order")
    func manyAdjacentReplacements() {
        let original = String(repeating: ":heart:", count: 20_000) + " end"
        let result = parse(original, selection: nil)
        #expect(plainText(result.text) == original)
        #expect(result.text.runs.count == 2)
    }

    @Test func attachmentSizeFollowsTheFont() throws {
        func attachment(size: Double) throws -> TextAttachment {
            var text = AttributedText("a :smile: b", attributes: TextAttributes(font: Font(size: size)))
            var selection: Range<Int>? = nil
            _ = smileys.parse(&text, selectedRange: &selection)
            return try #require(text.attributes(at: 2).attachment)
        }
        let small = try attachment(size: 16)
        let large = try attachment(size: 32)
        #expect(large.size.width > small.size.width)
        #expect(large.size.height > small.size.height)
        #expect(abs(large.size.width - 2 * small.size.width) < 1e-6)
        let metrics = try #require(FontContext.default.face(for: Font(size: 16))?.metrics(size: 16))
        #expect(abs(small.size.width - (metrics.ascender - metrics.descender)) < 1e-9)
        #expect(small.size.width == small.size.height)
        #expect(abs(small.ascent - metrics.ascender) < 1e-9)
        #expect(abs(small.descent + metrics.descender) < 1e-9)
        #expect(small == smileys.attachment(.named("smile"), font: Font(size: 16)))
    }

    @Test func replacementsKeepTheRunAttributes() throws {
        var text = AttributedText(":smile: :heart:", attributes: TextAttributes(font: Font(size: 20), color: .red))
        var selection: Range<Int>? = nil
        #expect(smileys.parse(&text, selectedRange: &selection))
        #expect(text.string == "\u{FFFC} ❤️")
        let image = text.attributes(at: 0)
        #expect(image.color == .red)
        #expect(image.font == Font(size: 20))
        let heart = text.attributes(at: 2)
        #expect(heart.color == .red)
        #expect(heart.attachment == nil)
        #expect(heart.backedString == TextBackedString(":heart:"))
        #expect(text.attributes(at: 3).backedString == TextBackedString(":heart:"))
    }

    @Test func selectionBeforeTheReplacementIsUnchanged() {
        #expect(parse("ab :smile:", selection: 0..<2).selection == 0..<2)
        #expect(parse("ab :smile:", selection: 3..<3).selection == 3..<3)
    }

    @Test func selectionAfterTheReplacementShifts() {
        #expect(parse(":smile: xy", selection: 8..<10).selection == 2..<4)
        #expect(parse(":smile: xy", selection: 7..<7).selection == 1..<1)
        // ":heart:" (7 units) becomes "❤️" (2 units).
        #expect(parse(":heart: xy", selection: 8..<10).selection == 3..<5)
        // Two replacements before: both shifts add up.
        #expect(parse(":smile::smiley: xy", selection: 16..<18).selection == 3..<5)
    }

    @Test func partialOverlapCollapsesToTheReplacementEnd() {
        #expect(parse("ab :smile: cd", selection: 1..<5).selection == 4..<4)
        #expect(parse("ab :smile: cd", selection: 6..<12).selection == 4..<4)
        #expect(parse("ab :heart: cd", selection: 1..<5).selection == 5..<5)
    }

    @Test func caretInsideAMatchMovesToItsEnd() {
        #expect(parse(":smile:", selection: 3..<3).selection == 1..<1)
        #expect(parse("xx :smiley: yy", selection: 10..<10).selection == 4..<4)
    }

    @Test func selectionContainingTheReplacementKeepsCoveringIt() {
        #expect(parse("a :smile: b", selection: 0..<11).selection == 0..<5)
        #expect(parse("a :smile: b", selection: 2..<9).selection == 2..<3)
    }

    @Test func selectedRangeAdjusterRules() {
        let match = 4..<10
        #expect(SelectedRangeAdjuster.adjust(0..<4, replacing: match, withLength: 1) == 0..<4)
        #expect(SelectedRangeAdjuster.adjust(10..<12, replacing: match, withLength: 1) == 5..<7)
        #expect(SelectedRangeAdjuster.adjust(2..<12, replacing: match, withLength: 1) == 2..<7)
        #expect(SelectedRangeAdjuster.adjust(4..<10, replacing: match, withLength: 1) == 4..<5)
        #expect(SelectedRangeAdjuster.adjust(2..<6, replacing: match, withLength: 1) == 5..<5)
        #expect(SelectedRangeAdjuster.adjust(5..<7, replacing: match, withLength: 3) == 7..<7)
        #expect(SelectedRangeAdjuster.adjust(nil, replacing: match, withLength: 1) == nil)
    }

    @Test func textReplacementsAreNotParsedAgain() {
        let parser = EmoticonParser([":a:": .text(":b:"), ":b:": .text("B")])
        var text = AttributedText("x :a: :b:")
        var selection: Range<Int>? = nil
        #expect(parser.parse(&text, selectedRange: &selection))
        #expect(text.string == "x :b: B")
        let once = text
        #expect(!parser.parse(&text, selectedRange: &selection))
        #expect(text == once)
    }

    @Test func existingAttachmentsAndBackedStringsAreSkipped() {
        var text = AttributedText(":smile: :smile:")
        text.setAttribute(\.backedString, TextBackedString("kept"), range: 0..<7)
        var selection: Range<Int>? = nil
        #expect(smileys.parse(&text, selectedRange: &selection))
        #expect(text.string == ":smile: \u{FFFC}")
        #expect(attachments(text).count == 1)
    }

    @Test func nothingToReplaceReturnsFalse() {
        let result = parse("no emoticons here: smile :smil", selection: 3..<6)
        #expect(!result.changed)
        #expect(result.text == AttributedText("no emoticons here: smile :smil"))
        #expect(result.selection == 3..<6)
        #expect(!parse("", selection: 0..<0).changed)
        let empty = EmoticonParser([:])
        #expect(!parse(":smile:", selection: nil, with: empty).changed)
        let blankKey = EmoticonParser(["": .text("x")])
        #expect(!parse("abc", selection: nil, with: blankKey).changed)
    }

    @Test func matchesAfterNonBMPCharacters() {
        let result = parse("😀:smile:👍", selection: 11..<11)
        #expect(result.text.string == "😀\u{FFFC}👍")
        #expect(result.text.attributes(at: 2).attachment?.content == .named("smile"))
        #expect(result.selection == 5..<5)
    }

    @Test func mapperCanBeChanged() {
        var parser = smileys
        parser.mapper = [":smile:": .text("🙂")]
        #expect(parse(":smile:", selection: nil, with: parser).text.string == "🙂")
    }

    @Test func loadsTheMapperFromJSON() throws {
        let json = Data(#"{"<3": "❤", ":smile:": {"image": "smile"}}"#.utf8)
        let parser = try EmoticonParser(json: json)
        #expect(parser.mapper == ["<3": .text("❤"), ":smile:": .attachment(.named("smile"))])
        let result = parse("I <3 :smile:", selection: nil, with: parser)
        #expect(result.text.string == "I ❤ \u{FFFC}")
        #expect(attachments(result.text).first?.content == .named("smile"))
    }

    @Test(arguments: [
        ("{\"a\": ", "not valid JSON"),
        (#"["a"]"#, "not an array"),
        (#""text""#, "not a string"),
        (#"{"x": 1}"#, #"emoticon "x": expected replacement text or {"image": "name"}, not a number"#),
        (#"{"x": true}"#, "not a boolean"),
        (#"{"x": null}"#, "not null"),
        (
            #"{"y": {"img": "a"}}"#,
            #"emoticon "y": expected {"image": "name"} with a string name, but it has no "image""#
        ),
        (#"{"y": {"image": 3}}"#, #""image" is a number"#),
        (#"{"y": {"image": "a", "size": 3}}"#, #"unknown field "size""#),
        (#"{"z": {"image": ""}}"#, "the image name is empty"),
        (#"{"": "x"}"#, "empty key"),
    ])
    func jsonErrorsNameTheProblem(json: String, message: String) {
        do {
            _ = try EmoticonParser(json: Data(json.utf8))
            Issue.record("no error for \(json)")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    @Test func jsonErrorCases() {
        #expect(throws: EmoticonParser.MappingError.emptyKey) { try EmoticonParser(json: Data(#"{"": "x"}"#.utf8)) }
        #expect(throws: EmoticonParser.MappingError.notAnObject("an array")) {
            try EmoticonParser(json: Data("[]".utf8))
        }
    }
}

@Suite("EmoticonParser robustness")
struct EmoticonParserRobustnessTests {
    /// Random texts of emoticon fragments with random selections: the plain text comes
    /// back from the backed strings and the selection stays inside the text.
    @Test func randomTextsRoundTripAndKeepTheSelectionValid() {
        let pieces = [":", "smile", "smiley", ":smile:", ":smiley:", ":heart:", "y", " ", "😀", "\n", "::"]
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            var source = ""
            for _ in 0..<12 { source += pieces[next(pieces.count)] }
            var text = AttributedText(source)
            let units = Array(source.utf16)
            // A selection on scalar boundaries.
            let boundaries = (0...units.count).filter { $0 == units.count || units[$0] & 0xFC00 != 0xDC00 }
            let a = boundaries[next(boundaries.count)]
            let b = boundaries[next(boundaries.count)]
            var selection: Range<Int>? = min(a, b)..<max(a, b)
            let changed = smileys.parse(&text, selectedRange: &selection)
            #expect(changed == (text.string != source || text.runs.contains { $0.attributes.backedString != nil }))
            #expect(plainText(text) == source)
            if let selection {
                #expect(selection.lowerBound >= 0 && selection.upperBound <= text.length, "\(source.debugDescription)")
            }
            #expect(!smileys.parse(&text, selectedRange: &selection))
        }
    }
}
