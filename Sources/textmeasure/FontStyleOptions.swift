import ArgumentParser
import RichText

/// The face flags of `measure`, `shape` and `render`: `--weight` and `--italic` choose the
/// face of the `--font` family (CSS font matching: the bundled Noto Sans has Regular,
/// Bold, Italic and Bold Italic; a weight it lacks takes the nearest).
struct FontStyleOptions: ParsableArguments {
    // `.unconditional`: the next argument is the value even when it starts with a dash, so
    // `--weight -5` is refused by `fontWeight()` with the accepted values, instead of
    // ArgumentParser's "Missing value".
    @Option(
        name: .long,
        parsing: .unconditional,
        help: ArgumentHelp(
            "Font weight: \(Self.weightNames.map(\.name).joined(separator: ", ")) or a number from 1 to 1000.",
            valueName: "weight"),
        completion: .list(Self.weightNames.map(\.name)))
    var weight = "regular"

    @Flag(name: .long, help: "Use the italic face of the --font family.")
    var italic = false

    /// The weight names, lightest first (CSS's, with `normal` for 400).
    static let weightNames: [(name: String, weight: FontWeight)] = [
        ("thin", 100), ("extralight", 200), ("light", 300), ("regular", 400), ("normal", 400),
        ("medium", 500), ("semibold", 600), ("bold", 700), ("extrabold", 800), ("black", 900),
    ]

    mutating func validate() throws { _ = try fontWeight() }

    /// The `--weight` value as a weight: a name, or a whole number from 1 to 1000.
    func fontWeight() throws -> FontWeight {
        if let named = Self.weightNames.first(where: { $0.name == weight.lowercased() }) { return named.weight }
        guard let number = Int(weight), (1...1000).contains(number) else {
            throw ValidationError(
                "--weight takes \(Self.weightNames.map(\.name).joined(separator: ", ")) or a number from 1 to 1000, "
                    + "got '\(weight)'")
        }
        return FontWeight(number)
    }

    /// `family` at `size` with the requested weight and slant.
    func font(family: String, size: Double) -> Font {
        Font(family: family, size: size, weight: (try? fontWeight()) ?? .regular, italic: italic)
    }

    /// Whether a flag asks for something other than the regular upright face.
    var isSet: Bool { ((try? fontWeight()) ?? .regular) != .regular || italic }
}
