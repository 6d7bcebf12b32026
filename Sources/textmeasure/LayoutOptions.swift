import ArgumentParser
import Foundation
import RichText

/// The container and paragraph flags of `measure` and `render`, and the layout they make.
struct LayoutOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Container width in points (inf: unbounded).")
    var width: Double = .infinity
    @Option(parsing: .unconditional, help: "Container height in points (inf: unbounded).")
    var height: Double = .infinity
    @Option(name: .customLong("max-lines"), parsing: .unconditional, help: "Most rows to lay out (0: no limit).")
    var maxLines: Int = 0
    @Option(parsing: .unconditional, help: ArgumentHelp("Insets as T,L,B,R.", valueName: "t,l,b,r"))
    var insets: String?
    @Option(help: "Truncation token position: none, start, middle or end.")
    var truncation: TruncationType = .none
    @Option(help: "The truncation token (default …).")
    var token: String?
    @Option(help: "Alignment: left, right, center, justified or natural.")
    var align: TextAlignment = .natural
    @Option(
        name: .customLong("line-spacing"), parsing: .unconditional,
        help: "Space between rows in points (a negative value counts as 0).")
    var lineSpacing: Double = 0
    @Option(name: .customLong("line-break"), help: "Line breaking: word, char or clip.")
    var lineBreak: LineBreakOption = .word
    @Option(
        name: .long,
        help: ArgumentHelp("Exclusion shape rect:X,Y,W,H or ellipse:X,Y,W,H (repeatable).", valueName: "shape"))
    var exclude: [String] = []
    @Option(help: ArgumentHelp("Container shape rect:..., ellipse:... or polygon:X1,Y1,X2,Y2,...", valueName: "shape"))
    var path: String?
    @Option(parsing: .unconditional, help: "Pixel scale the size is ceiled to (render: pixels per point).")
    var scale: Double = 1
    @OptionGroup var lineHeightOptions: LineHeightOptions

    /// The flags given a value other than their default, by name (what `--batch`, whose
    /// requests carry their own layout values, refuses).
    var flagsChangedFromDefaults: [String] {
        let lineHeight = lineHeightOptions
        let changed: [(String, Bool)] = [
            ("--width", width != .infinity), ("--height", height != .infinity), ("--max-lines", maxLines != 0),
            ("--insets", insets != nil), ("--truncation", truncation != .none), ("--token", token != nil),
            ("--align", align != .natural), ("--line-spacing", lineSpacing != 0), ("--line-break", lineBreak != .word),
            ("--exclude", !exclude.isEmpty), ("--path", path != nil), ("--scale", scale != 1),
            ("--line-height", lineHeight.lineHeight != nil), ("--strut", lineHeight.strut != nil),
            ("--force-strut", lineHeight.forceStrut), ("--no-fallback-growth", lineHeight.noFallbackGrowth),
            ("--disable-first-ascent", lineHeight.disableFirstAscent),
            ("--disable-last-descent", lineHeight.disableLastDescent),
        ]
        return changed.filter(\.1).map(\.0)
    }

    mutating func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] where value.isNaN || value < 0 {
            throw ValidationError("\(name) must be a number ≥ 0 or inf, got \(FlagNumber.text(value))")
        }
        guard maxLines >= 0 else { throw ValidationError("--max-lines must be ≥ 0, got \(maxLines)") }
        // A pixel of 100 points at the coarsest (Cairo cannot invert a scale of 1e-300, and
        // a size ceiled to such a grid is 1e300), 1000 pixels a point at the finest.
        guard scale.isFinite, scale >= 0.01, scale <= 1000 else {
            throw ValidationError("--scale must be from 0.01 to 1000 pixels per point, got \(FlagNumber.text(scale))")
        }
        guard lineSpacing.isFinite, lineSpacing <= 10_000 else {
            throw ValidationError(
                "--line-spacing must be a number of points up to 10000, got \(FlagNumber.text(lineSpacing))")
        }
        if let insets {
            // As far as a shape's coordinates may go (`BezierPath.maximumCoordinate`).
            let values = try NumberList.parse(insets, name: "--insets")
            guard values.count == 4, values.allSatisfy({ $0 >= 0 && $0 <= BezierPath.maximumCoordinate }) else {
                throw ValidationError("--insets takes four numbers from 0 to 1e12 as T,L,B,R, got '\(insets)'")
            }
        }
        for shape in exclude { _ = try ShapeSpec.parse(shape) }
        if let path { _ = try ShapeSpec.parse(path) }
    }

    /// The layout of the input text in the container the flags describe.
    func layout(input: InputOptions) throws -> TextLayout {
        let context = try input.fontContext()
        let container = try container(input: input)
        var text = try input.attributedText(
            context: context, imageWidth: container.size.width - container.insets.left - container.insets.right)
        // The flags go onto each paragraph's own style, so the indents, tab stops and
        // spacing that markdown gives its blocks are kept.
        let lineHeightChange = try lineHeightOptions.styleChange(family: input.font)
        // Runs with equal attributes get one changed value: changing each run's copy gave
        // every run (each emphasis or code span of a markdown text) a storage box of its
        // own (1.7 KB then, about 0.4 KB since the large attributes are out of line), so a
        // 2.6 MB markdown file took 1.4 GB. The last few inputs are remembered (markdown
        // alternates between a handful of values).
        var recent: [(input: TextAttributes, output: TextAttributes)] = []
        text.modifyAttributes(in: 0..<text.length) { attributes in
            if let known = recent.first(where: { $0.input == attributes }) {
                attributes = known.output
                return
            }
            let input = attributes
            var style = attributes.paragraphStyle ?? ParagraphStyle()
            if align != .natural { style.alignment = align }
            if lineSpacing != 0 { style.lineSpacing = lineSpacing }
            if lineBreak != .word { style.lineBreakMode = lineBreak.mode }
            lineHeightChange?(&style)
            attributes.paragraphStyle = style
            if recent.count == 8 { recent.removeFirst() }
            recent.append((input, attributes))
        }
        return TextLayout(container: container, text: text, context: context, scale: scale)
    }

    /// The container the flags describe.
    func container(input: InputOptions) throws -> TextContainer {
        var container = TextContainer(size: Size(width: width, height: height))
        if let insets {
            let v = try NumberList.parse(insets, name: "--insets")
            container.insets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        container.exclusionPaths = try exclude.map(ShapeSpec.parse)
        container.path = try path.map(ShapeSpec.parse)
        container.maximumNumberOfRows = maxLines
        container.truncationType = truncation
        if let token {
            var tokenText = AttributedText(token)
            tokenText.font = input.requestedFont
            container.truncationToken = tokenText
        }
        return container
    }
}
