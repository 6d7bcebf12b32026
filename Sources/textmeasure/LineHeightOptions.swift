import ArgumentParser
import RichText

/// The line-height flags of `measure` and `render`: `ParagraphStyle`'s line-height model,
/// strut, fallback growth and first/last line trimming.
struct LineHeightOptions: ParsableArguments {
    @Option(
        name: .customLong("line-height"), parsing: .unconditional,
        help: ArgumentHelp(
            "Line height: typographic (the default model), normal, a multiple of the font size (1.5) or points (24pt), the CSS ones with half-leading.",
            valueName: "value"))
    var lineHeight: String?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Strut size in points, in the --font family: no line is shorter.", valueName: "size"))
    var strut: Double?
    @Flag(name: .customLong("force-strut"), help: "Make every line exactly the strut's box (needs --strut).")
    var forceStrut = false
    @Flag(
        name: .customLong("no-fallback-growth"),
        help: "Fallback fonts do not grow lines: line boxes come from each run's primary font.")
    var noFallbackGrowth = false
    @Flag(name: .customLong("disable-first-ascent"), help: "No line-height space above the first line.")
    var disableFirstAscent = false
    @Flag(name: .customLong("disable-last-descent"), help: "No line-height space below the last line.")
    var disableLastDescent = false

    mutating func validate() throws {
        if let lineHeight { _ = try Self.parse(lineHeight) }
        if let strut, !(strut.isFinite && strut > 0 && strut <= 10_000) {
            throw ValidationError("--strut must be greater than 0 and at most 10000, got \(FlagNumber.text(strut))")
        }
        if forceStrut, strut == nil { throw ValidationError("--force-strut needs --strut SIZE") }
    }

    /// The change the flags make to each paragraph's style; nil when no flag was given
    /// (the paragraphs' own styles, such as markdown's, stay as they are). The strut uses
    /// `family`.
    func styleChange(family: String) throws -> ((inout ParagraphStyle) -> Void)? {
        guard lineHeight != nil || strut != nil || noFallbackGrowth || disableFirstAscent || disableLastDescent else {
            return nil
        }
        let model = try lineHeight.map(Self.parse)
        let strut = strut.map { Strut(font: Font(family: family, size: $0), isForced: forceStrut) }
        var trim: TextHeightBehavior = []
        if disableFirstAscent { trim.insert(.disableFirstAscent) }
        if disableLastDescent { trim.insert(.disableLastDescent) }
        let keepFallbackOut = noFallbackGrowth
        return { style in
            if let model { style.lineHeight = model }
            if let strut { style.strut = strut }
            if keepFallbackOut { style.fallbackFontsGrowLines = false }
            style.textHeightBehavior.formUnion(trim)
        }
    }

    /// `typographic`, `normal`, a multiple (`1.5`) or a length in points (`24pt`).
    static func parse(_ text: String) throws -> LineHeight {
        switch text.lowercased() {
        case "typographic": return .typographic
        case "normal": return .normal
        default: break
        }
        let isPoints = text.lowercased().hasSuffix("pt")
        // Bounded as --size is: a line 10^300 points tall has no picture and no meaning.
        guard let value = Double(isPoints ? String(text.dropLast(2)) : text), value.isFinite, value >= 0,
            value <= (isPoints ? 10_000 : 100)
        else {
            throw ValidationError(
                "--line-height takes typographic, normal, a multiple from 0 to 100 (1.5) or points from 0 to "
                    + "10000 (24pt), got '\(text)'")
        }
        return isPoints ? .absolute(value) : .multiple(value)
    }
}
