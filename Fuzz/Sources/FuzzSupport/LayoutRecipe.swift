import RichText

/// An attributed text and a container decoded from fuzzer bytes: a fixed header of
/// choices (`headerLength` bytes), then the text as UTF-8.
///
/// Header bytes, in order: font size; container width; height; insets; maximum rows;
/// truncation type (low 2 bits) and alignment (the rest); line break mode and base
/// direction; exclusion kind; exclusion x, y, width, height; letter spacing; line spacing;
/// three attribute ranges of three bytes each (kind, start, length); flags (bit 0: also
/// flow the text through a second container; bit 1: pixel scale 2).
public struct LayoutRecipe {
    /// The number of header bytes before the text.
    public static let headerLength = 24

    public var text: AttributedText
    public var container: TextContainer
    /// The exclusion in the container, if any, as a shape.
    public var exclusion: ExclusionShape?
    /// Whether to flow the text through a second container after this one.
    public var flowsOn: Bool
    /// The pixel scale for the layout.
    public var scale: Double

    static let fontSizes: [Double] = [16, 12, 24, 8, 40, 0, 0.5, 100, 3, 13.5]
    static let widths: [Double] = [300, 150, 600, 0, 1, 35, 80, .infinity, 1000, 17.3, 120, 47.5]
    static let heights: [Double] = [.infinity, 200, 40, 0, 10, 1000, 64.5, 300]
    static let insets: [EdgeInsets] = [
        .zero, EdgeInsets(all: 8), EdgeInsets(top: 3, left: 11, bottom: 0, right: 25), EdgeInsets(all: 200),
    ]
    static let letterSpacings: [Double?] = [nil, nil, 0.5, 2, -0.5, -1, 8]
    static let lineSpacings: [Double] = [0, 0, 4, 0.5]

    /// Decodes `bytes` (shorter inputs take the first choice of every missing byte).
    public init(_ bytes: [UInt8]) {
        var input = FuzzBytes(bytes)
        let fontSize = input.pick(Self.fontSizes)
        var container = TextContainer(size: Size(width: input.pick(Self.widths), height: input.pick(Self.heights)))
        container.insets = input.pick(Self.insets)
        container.maximumNumberOfRows = input.int(in: 0...5)
        let layoutByte = input.byte()
        container.truncationType = TruncationType.allCases[Int(layoutByte & 3)]
        var style = ParagraphStyle()
        style.alignment = TextAlignment.allCases[Int(layoutByte >> 2) % TextAlignment.allCases.count]
        let breakByte = input.byte()
        style.lineBreakMode = LineBreakMode.allCases[Int(breakByte) % LineBreakMode.allCases.count]
        style.baseWritingDirection = BaseDirection.allCases[Int(breakByte / 3) % BaseDirection.allCases.count]
        let exclusionKind = input.byte() % 4
        let frame = Rect(
            x: Double(input.byte()) * 2, y: Double(input.byte()), width: Double(input.byte()) * 1.5,
            height: Double(input.byte()))
        exclusion = exclusionKind == 2 ? .rect(frame) : exclusionKind == 3 ? .ellipse(frame) : nil
        container.exclusionPaths = exclusion.map { [$0.path] } ?? []
        let letterSpacing = input.pick(Self.letterSpacings)
        style.lineSpacing = input.pick(Self.lineSpacings)
        var ranges: [(kind: UInt8, start: UInt8, length: UInt8)] = []
        for _ in 0..<3 { ranges.append((input.byte(), input.byte(), input.byte())) }
        let flags = input.byte()
        flowsOn = flags & 1 != 0
        scale = flags & 2 != 0 ? 2 : 1
        var text = AttributedText(input.remainingString())
        text.font = Font(size: fontSize)
        text.paragraphStyle = style
        if let letterSpacing { text.setLetterSpacing(letterSpacing, range: 0..<text.length) }
        for range in ranges {
            let start = Int(range.start) * text.length / 256
            let end = start + Int(range.length) * (text.length - start + 1) / 256
            AttributeChoice(range.kind).apply(to: &text, range: start..<end, size: fontSize)
        }
        self.text = text
        self.container = container
    }
}
