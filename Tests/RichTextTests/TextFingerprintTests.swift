import Foundation
import Testing

@testable import RichText

/// The fast text fingerprint the measurer's keys hash with, and the attribute boxes'
/// cached hash values: equal values must hash equal however they were built, and a box
/// changed in place must not keep the hash of what it held before.
@Suite("Text fingerprint")
struct TextFingerprintTests {
    @Test("equal strings built differently get one fingerprint; every length's tail counts")
    func equalStrings() {
        for length in 0...40 {
            let text = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            let rebuilt = String(decoding: Array(text.utf8), as: UTF8.self)
            let viaSubstring = String(("x" + text).dropFirst())
            #expect(TextFingerprint.of(text) == TextFingerprint.of(rebuilt))
            #expect(TextFingerprint.of(text) == TextFingerprint.of(viaSubstring))
            if length > 0 {
                // One byte changed anywhere, the tail included, changes the fingerprint.
                var bytes = Array(text.utf8)
                bytes[length - 1] ^= 1
                #expect(TextFingerprint.of(text) != TextFingerprint.of(String(decoding: bytes, as: UTF8.self)))
                bytes = Array(text.utf8)
                bytes[0] ^= 1
                #expect(TextFingerprint.of(text) != TextFingerprint.of(String(decoding: bytes, as: UTF8.self)))
            }
        }
        // Byte equality, the keys' equality: empty, shared storage, equal copies.
        #expect(TextFingerprint.sameBytes("", ""))
        #expect(!TextFingerprint.sameBytes("", "a"))
        let long = String(repeating: "measured words ", count: 20)
        #expect(TextFingerprint.sameBytes(long, long))
        #expect(TextFingerprint.sameBytes(long, String(decoding: Array(long.utf8), as: UTF8.self)))
        #expect(!TextFingerprint.sameBytes(long, String(long.dropLast()) + "x"))
        #expect(!TextFingerprint.sameBytes("\u{212B}", "\u{00C5}"))
        // A zero byte more at the end is another string.
        #expect(TextFingerprint.of("abc") != TextFingerprint.of("abc\u{0}"))
        #expect(TextFingerprint.of("") != TextFingerprint.of("\u{0}"))
    }

    @Test("20,000 distinct texts of words get 20,000 fingerprints")
    func distinctTexts() {
        var random = SplitMix64(state: 0xF1_6E_25)
        var seen = Set<UInt64>()
        var texts = Set<String>()
        func word() -> String {
            let letters = (0..<Int(random.next() % 8 + 1)).map { _ in UInt8(97 + random.next() % 26) }
            return String(decoding: letters, as: UTF8.self)
        }
        while texts.count < 20_000 {
            texts.insert((0..<Int(random.next() % 12 + 1)).map { _ in word() }.joined(separator: " "))
        }
        for text in texts { seen.insert(TextFingerprint.of(text)) }
        #expect(seen.count == texts.count)
    }

    @Test("attributes changed in place hash as their new value, not as they were")
    func attributeHashFollowsChanges() {
        var attributes = TextAttributes()
        attributes.font = Font(family: "Noto Sans", size: 16)
        let before = attributes.hashValue
        attributes.color = .red  // the box is not shared: changed in place
        var expected = TextAttributes()
        expected.font = Font(family: "Noto Sans", size: 16)
        expected.color = .red
        #expect(attributes == expected)
        #expect(attributes.hashValue == expected.hashValue)
        #expect(attributes.hashValue != before)
        // A copy shares the box (and its hash) until one of them changes.
        var copy = attributes
        #expect(copy.hashValue == attributes.hashValue)
        copy.color = .blue
        #expect(copy.hashValue != attributes.hashValue)
        #expect(attributes.hashValue == expected.hashValue)
    }

    @Test("the measurer finds an equal text built another way, and tells texts apart by attributes")
    func measurerKeys() {
        let measurer = TextMeasurer(cacheCapacity: 16)
        let range = SizeRange(max: Size(width: 200, height: .infinity))
        var first = AttributedText("a few words to measure")
        first.font = Font(family: "Noto Sans", size: 16)
        var second = AttributedText("a few words")
        second.append(AttributedText(" to measure"))
        second.font = Font(family: "Noto Sans", size: 16)
        #expect(first == second)
        let measured = measurer.measure(first, in: range)
        let again = measurer.measure(second, in: range)
        #expect(again.size == measured.size && again.lineCount == measured.lineCount)
        #expect(measurer.statistics.hits == 1)
        var larger = first
        larger.font = Font(family: "Noto Sans", size: 24)
        #expect(measurer.measure(larger, in: range).size.height > measured.size.height)
        #expect(measurer.statistics.misses == 2)
        // Canonically equivalent, so `==`, but other characters (Å as the Angstrom sign
        // and as the letter): neither measurement answers for the other.
        let angstrom = AttributedText("\u{212B} unit")
        let letter = AttributedText("\u{00C5} unit")
        #expect(angstrom == letter)
        _ = measurer.measure(angstrom, in: range)
        _ = measurer.measure(letter, in: range)
        #expect(measurer.statistics.misses == 4)
        #expect(measurer.statistics.hits == 1)
        _ = measurer.measure(AttributedText("\u{212B} unit"), in: range)
        #expect(measurer.statistics.hits == 2)
    }
}
