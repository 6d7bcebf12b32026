import RichText
import Testing

/// The in-place editing of `AttributedText` against a rebuild-everything model (the
/// algorithm it replaced): the same string and runs after every step of random edits.
@Suite("AttributedText in-place edits match a rebuilt model")
struct AttributedTextEditingModelTests {
    /// The reference: a replacement rebuilds the whole run list from clipped pieces, and
    /// an attribute change rewrites every run; merging goes through the public initialiser
    /// and `append`, which merge equal neighbours (attachments kept apart).
    enum Model {
        struct Run {
            var range: Range<Int>
            var attributes: TextAttributes
        }

        static func runs(of text: AttributedText) -> [Run] {
            text.runs.map { Run(range: $0.range, attributes: $0.attributes) }
        }

        static func build(_ string: String, _ runs: [Run]) -> AttributedText {
            var text = AttributedText("")
            let units = Array(string.utf16)
            for run in runs where !run.range.isEmpty {
                text.append(
                    AttributedText(String(decoding: units[run.range], as: UTF16.self), attributes: run.attributes))
            }
            return text
        }

        static func replace(_ text: AttributedText, _ range: Range<Int>, with replacement: AttributedText)
            -> AttributedText
        {
            var units = Array(text.string.utf16)
            units.replaceSubrange(range, with: Array(replacement.string.utf16))
            let delta = replacement.length - range.count
            var runs: [Run] = []
            for run in Self.runs(of: text) where run.range.lowerBound < range.lowerBound {
                runs.append(
                    Run(
                        range: run.range.lowerBound..<min(run.range.upperBound, range.lowerBound),
                        attributes: run.attributes))
            }
            for run in Self.runs(of: replacement) {
                runs.append(
                    Run(
                        range: run.range.lowerBound + range.lowerBound..<run.range.upperBound + range.lowerBound,
                        attributes: run.attributes))
            }
            for run in Self.runs(of: text) where run.range.upperBound > range.upperBound {
                runs.append(
                    Run(
                        range: max(run.range.lowerBound, range.upperBound) + delta..<run.range.upperBound + delta,
                        attributes: run.attributes))
            }
            return build(String(decoding: units, as: UTF16.self), runs)
        }
    }

    /// Deterministic, so a failure replays.
    typealias Generator = SplitMix64

    static let pieces = ["ab", "é", "😀", "日本", "x y", "\u{FFFC}", "line\n", "ق"]

    /// Random attributes from a few values, sometimes an attachment, so runs split,
    /// merge and (attachments) stay apart.
    static func attributes(_ random: inout Generator) -> TextAttributes {
        var attributes = TextAttributes()
        attributes.color = [nil, .red, .blue][Int.random(in: 0..<3, using: &random)]
        if Bool.random(using: &random) { attributes.font = Font(size: 12) }
        if Int.random(in: 0..<6, using: &random) == 0 {
            attributes.attachment = TextAttachment(content: .named("a"), size: Size(width: 4, height: 4))
        }
        return attributes
    }

    static func piece(_ random: inout Generator) -> AttributedText {
        var text = AttributedText("")
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            text.append(AttributedText(pieces.randomElement(using: &random)!, attributes: attributes(&random)))
        }
        return text
    }

    /// A random range of `text` on scalar boundaries.
    static func range(in text: AttributedText, _ random: inout Generator) -> Range<Int> {
        var boundaries = [0]
        for scalar in text.string.unicodeScalars { boundaries.append(boundaries.last! + scalar.utf16.count) }
        let a = boundaries.randomElement(using: &random)!
        let b = boundaries.randomElement(using: &random)!
        return min(a, b)..<max(a, b)
    }

    @Test("random replacements, inserts, deletes, appends and attribute changes", arguments: 0..<8)
    func randomEdits(seed: Int) {
        var random = Generator(state: UInt64(seed))
        var text = AttributedText("")
        var model = AttributedText("")
        for step in 0..<300 {
            let range = Self.range(in: text, &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                let replacement = Self.piece(&random)
                text.replaceCharacters(in: range, with: replacement)
                model = Model.replace(model, range, with: replacement)
            case 2:
                let replacement = Self.piece(&random)
                text.append(replacement)
                model = Model.replace(model, model.length..<model.length, with: replacement)
            case 3:
                text.deleteCharacters(in: range)
                model = Model.replace(model, range, with: AttributedText(""))
            default:
                let color = [Color.red, .green, nil][Int.random(in: 0..<3, using: &random)]
                text.setColor(color, range: range)
                let runs = Model.runs(of: model).flatMap { run -> [Model.Run] in
                    let overlap = run.range.clamped(to: range)
                    var changed = run.attributes
                    changed.color = color
                    // An unchanged run stays whole (its pieces, cut from one run, merge).
                    guard !overlap.isEmpty, changed != run.attributes else { return [run] }
                    return [
                        Model.Run(range: run.range.lowerBound..<overlap.lowerBound, attributes: run.attributes),
                        Model.Run(range: overlap, attributes: changed),
                        Model.Run(range: overlap.upperBound..<run.range.upperBound, attributes: run.attributes),
                    ]
                }
                model = Model.build(model.string, runs)
            }
            let sameRuns = text.runs == model.runs
            #expect(text.string == model.string, "seed \(seed) step \(step)")
            #expect(sameRuns, "seed \(seed) step \(step): \(text.runs.map(\.range)) vs \(model.runs.map(\.range))")
            if !sameRuns || text.string != model.string { return }
        }
    }

    @Test("an insert splits a run and shifts the runs after it")
    func insertShifts() {
        var text = AttributedText("aaabbb")
        text.setColor(.red, range: 3..<6)
        text.insert(AttributedText("XY", attributes: TextAttributes(color: .blue)), at: 1)
        #expect(text.string == "aXYaabbb")
        #expect(text.runs.map(\.range) == [0..<1, 1..<3, 3..<5, 5..<8])
        #expect(text.runs.map(\.attributes.color) == [nil, .blue, nil, .red])
        text.deleteCharacters(in: 1..<3)
        #expect(text.runs.map(\.range) == [0..<3, 3..<6], "the two halves of the split run merge again")
    }
}
