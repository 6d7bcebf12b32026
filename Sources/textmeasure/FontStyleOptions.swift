import ArgumentParser
import RichText

/// The face flags of `measure`, `shape` and `render`: `--weight` and `--italic` choose the
/// face of the `--font` family (CSS font matching: the bundled Noto Sans has Regular,
/// Bold, Italic and Bold Italic; a weight it lacks takes the nearest).
struct FontStyleOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Font weight: \(FontWeightName.allNames.joined(separator: ", ")) or a number from 1 to 1000.",
            valueName: "weight"))
    var weight: FontWeightName = FontWeightName(.regular)

    @Flag(name: .long, help: "Use the italic face of the --font family.")
    var italic = false

    /// `family` at `size` with the requested weight and slant.
    func font(family: String, size: Double) -> Font {
        Font(family: family, size: size, weight: weight.weight, italic: italic)
    }

    /// Whether a flag asks for something other than the regular upright face.
    var isSet: Bool { weight.weight != .regular || italic }
}

/// A `--weight` value: a CSS weight name or a number, shown as its name where it has one.
struct FontWeightName: ExpressibleByArgument, CustomStringConvertible {
    /// The weight names, lightest first (CSS's, with `normal` for 400).
    static let names: [(String, FontWeight)] = [
        ("thin", 100), ("extralight", 200), ("light", 300), ("regular", 400), ("normal", 400),
        ("medium", 500), ("semibold", 600), ("bold", 700), ("extrabold", 800), ("black", 900),
    ]
    static var allNames: [String] { names.map(\.0) }

    var weight: FontWeight

    init(_ weight: FontWeight) { self.weight = weight }

    init?(argument: String) {
        let lowered = argument.lowercased()
        if let (_, weight) = Self.names.first(where: { $0.0 == lowered }) {
            self.init(weight)
        } else if let number = Int(argument), (1...1000).contains(number) {
            self.init(FontWeight(number))
        } else {
            return nil
        }
    }

    var description: String { Self.names.first { $0.1 == weight }?.0 ?? "\(weight.value)" }

    static var defaultCompletionKind: CompletionKind { .list(allNames) }
}
