import Foundation
import Testing

@testable import RichText

/// Damaged archives: cut short, bits and digits flipped (seeded, so every failure
/// replays), in JSON and in a binary property list. Each one throws, or decodes into a
/// layout whose every query answers without trapping; none crashes. In JSON the archive's
/// checksum makes every flip that changes a value throw.
@Suite("Damaged layout archives")
struct LayoutArchiveDamageTests {
    /// Layouts with reshaped line edges, truncation tokens (built-in and custom), bidi and
    /// every attribute.
    static var samples: [TextLayout] {
        let names: Set = [
            "arabic-250", "truncation-end", "justified-indent", "mixed-bidi", "custom token", "every attribute",
        ]
        return LayoutArchiveTests.layouts.filter { names.contains($0.name) }.map(\.layout)
    }

    @Test("an archive cut short throws")
    func truncated() throws {
        let plist = PropertyListEncoder()
        plist.outputFormat = .binary
        for layout in Self.samples {
            let encodings = [try layout.archive(), try plist.encode(layout)]
            for (index, data) in encodings.enumerated() {
                for step in 0..<40 {
                    let length = data.count * step / 40
                    #expect(throws: (any Error).self, "format \(index), cut at \(length)") {
                        try Self.decode(data.prefix(length), binary: index == 1)
                    }
                }
            }
        }
    }

    @Test("flipped bits and digits in JSON throw (the checksum), or change no value at all")
    func flippedJSON() throws {
        var random = SplitMix64(state: 0x5EED_0A2C)
        var trial = 0
        let (accepted, rejected) = try Self.tally(
            trials: 150, encode: { [UInt8](try $0.archive()) },
            attempt: { original in
                let digits = original.indices.filter { (0x30...0x39).contains(original[$0]) }
                var bytes = original
                trial += 1
                for _ in 0..<(1 + random.below(3)) {
                    if trial % 2 == 0 {
                        bytes[random.pick(digits)] = UInt8(0x30 + random.below(10))
                    } else {
                        bytes[random.below(bytes.count)] ^= 1 << UInt8(random.below(8))
                    }
                }
                // A flip the checksum lets through must leave every value as it was (a
                // digit past a float's precision): the layout is the original one.
                guard let damaged = try? Self.decode(Data(bytes), binary: false) else { return false }
                let reference = try Self.decode(Data(original), binary: false)
                #expect(damaged.dump() == reference.dump(), "trial \(trial)")
                return Self.survives(Data(bytes), binary: false)
            })
        #expect(rejected > 0, "rejected \(rejected), accepted \(accepted)")
        #expect(accepted * 20 < rejected, "rejected \(rejected), accepted \(accepted)")
    }

    @Test("flipped bits in a binary property list throw or decode into a layout that answers every query")
    func flippedPropertyList() throws {
        var random = SplitMix64(state: 0xB1_0B)
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let (_, rejected) = try Self.tally(
            trials: 100, encode: { [UInt8](try encoder.encode($0)) },
            attempt: { original in
                var bytes = original
                for _ in 0..<(1 + random.below(4)) {
                    bytes[random.below(bytes.count)] ^= 1 << UInt8(random.below(8))
                }
                return Self.survives(Data(bytes), binary: true)
            })
        #expect(rejected > 0)
    }

    /// Encodes each sample with `encode`, then makes `trials` attempts on it (each damages
    /// the encoding its own way and says whether the result was accepted), and counts.
    static func tally<Encoding>(
        trials: Int, encode: (TextLayout) throws -> Encoding, attempt: (Encoding) throws -> Bool
    ) throws -> (accepted: Int, rejected: Int) {
        var accepted = 0
        for layout in samples {
            let original = try encode(layout)
            for _ in 0..<trials where try attempt(original) { accepted += 1 }
        }
        return (accepted, trials * samples.count - accepted)
    }

    /// Decodes `data`: false when it throws; true after asking the decoded layout every
    /// query (which must not trap) and encoding it again.
    static func survives(_ data: Data, binary: Bool) -> Bool {
        guard let layout = try? decode(data, binary: binary) else { return false }
        _ = LayoutQueryProbe.answers(layout, samples: 4)
        _ = try? layout.archive()
        return true
    }

    static func decode(_ data: Data, binary: Bool) throws -> TextLayout {
        guard binary else { return try TextLayout(archive: data, context: .default) }
        let decoder = PropertyListDecoder()
        decoder.userInfo[.richTextFontContext] = FontContext.default
        return try decoder.decode(TextLayout.self, from: data)
    }
}
