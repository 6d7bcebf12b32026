/// A whole text analysed and shaped, paragraph by paragraph: the width-independent half
/// of the pipeline (analysis → itemization → shaping → line-breaking data), which every
/// layout of the text at any width reuses.
///
/// ```swift
/// let shaped = ShapedText(AttributedText("مرحبا بالعالم"))
/// shaped.paragraphs[0].runs[0].face.family  // "Noto Sans Arabic"
/// ```
public struct ShapedText: Sendable {
    /// The stored parts, in one object: a shaped text is passed by value through every
    /// stage of a layout, and a copy then costs one reference count, not one per array
    /// (about a tenth of a re-layout's instructions went to those counts, and threads
    /// laying out at once contend for them).
    private final class Storage: Sendable {
        let text: AttributedText
        let context: FontContext
        let utf16: [UInt16]
        let paragraphs: [ShapedParagraph]
        let widths: [ParagraphWidths]

        init(
            text: AttributedText, context: FontContext, utf16: [UInt16], paragraphs: [ShapedParagraph],
            widths: [ParagraphWidths]
        ) {
            self.text = text
            self.context = context
            self.utf16 = utf16
            self.paragraphs = paragraphs
            self.widths = widths
        }
    }

    private let storage: Storage

    /// The text that was shaped.
    public var text: AttributedText { storage.text }
    /// The font context the faces come from.
    public var context: FontContext { storage.context }
    /// The text as UTF-16 code units.
    public var utf16: [UInt16] { storage.utf16 }
    /// The shaped paragraphs, in order.
    public var paragraphs: [ShapedParagraph] { storage.paragraphs }
    /// Each paragraph's line-breaking data (the line-breaking stage's width-independent
    /// part, kept here so that every layout of this text reuses it).
    var widths: [ParagraphWidths] { storage.widths }

    /// Analyses and shapes `text` with the faces of `context`.
    ///
    /// - Parameters:
    ///   - text: the text to shape.
    ///   - context: the fonts to shape with (the bundled ones by default).
    ///   - direction: the base direction of every paragraph; nil takes each
    ///     paragraph's style (natural by default).
    public init(_ text: AttributedText, context: FontContext = .default, direction: BaseDirection? = nil) {
        let analysis = TextAnalysis(text, direction: direction)
        let utf16 = analysis.utf16
        let itemizer = Itemizer(text: text, utf16: utf16, context: context)
        let paragraphs = ShaperWorkspace.with(cache: context.segmentCache) { workspace in
            let shaper = Shaper(text: utf16, cache: context.segmentCache, workspace: workspace)
            return analysis.paragraphs.map { paragraph in
                shaper.shape(paragraph, items: itemizer.items(for: paragraph))
            }
        }
        self.init(text: text, context: context, utf16: utf16, paragraphs: paragraphs)
    }

    /// Shaped text from shaped paragraphs; the line-breaking data is derived from them.
    init(text: AttributedText, context: FontContext, utf16: [UInt16], paragraphs: [ShapedParagraph]) {
        storage = Storage(
            text: text, context: context, utf16: utf16, paragraphs: paragraphs,
            widths: paragraphs.map { ParagraphWidths($0, utf16: utf16) })
    }

    /// The line-breaking data of the paragraph whose content starts at `paragraph`'s.
    func widths(of paragraph: ShapedParagraph) -> ParagraphWidths? {
        let start = paragraph.contentRange.lowerBound
        var low = 0
        var high = widths.count
        while low < high {
            let middle = (low + high) / 2
            if widths[middle].start < start { low = middle + 1 } else { high = middle }
        }
        return low < widths.count && widths[low].start == start ? widths[low] : nil
    }

    /// All runs of all paragraphs, in logical order.
    public var runs: [ShapedRun] { paragraphs.flatMap(\.runs) }

    /// The UTF-16 offsets of the clusters that no loaded font could show: shaped to glyph
    /// 0 (.notdef, drawn as a box), in logical order. Tabs, forced line breaks (U+2028, VT,
    /// FF: `Shaper.hasNoAdvance`) and attachment characters are not counted (their glyph is
    /// never drawn).
    public var missingGlyphOffsets: [Int] {
        var offsets: [Int] = []
        for paragraph in paragraphs {
            let glyphs = paragraph.glyphs
            var previous = -1
            for index in 0..<glyphs.count where glyphs.ids[index] == 0 {
                let cluster = Int(glyphs.clusters[index])
                guard cluster != previous else { continue }
                previous = cluster
                if !Shaper.hasNoAdvance(utf16[cluster]), utf16[cluster] != 0xFFFC { offsets.append(cluster) }
            }
        }
        return offsets
    }
}
