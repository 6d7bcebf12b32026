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
    ///
    /// The paragraphs and their widths grow while `ShapedText.Progressive` shapes the text
    /// a few paragraphs at a time for the layout that made it (`TextLayout(container:text:)`);
    /// that happens on one thread, before the shaped text is returned to anyone, and
    /// nothing changes afterwards.
    private final class Storage: @unchecked Sendable {
        // @unchecked: `paragraphs` and `widths` are appended to only while the one thread
        // building the layout holds the only reference (see above); immutable afterwards.
        // Reads skip the exclusivity check a class's `var` would otherwise cost each time.
        let text: AttributedText
        let context: FontContext
        let utf16: [UInt16]
        @exclusivity(unchecked) private(set) var paragraphs: [ShapedParagraph]
        @exclusivity(unchecked) private(set) var widths: [ParagraphWidths]

        init(text: AttributedText, context: FontContext, utf16: [UInt16]) {
            self.text = text
            self.context = context
            self.utf16 = utf16
            paragraphs = []
            widths = []
        }

        /// A long text's paragraphs and widths go with their objects prefetched a few
        /// paragraphs ahead (`ReleaseAhead`): released in the usual order, each of their
        /// dozen objects a paragraph waited for memory in turn.
        deinit {
            ReleaseAhead.drop(&paragraphs, stages: 3) { $0.prefetchForRelease(stage: $1) }
            ReleaseAhead.drop(&widths, stages: 2) { $0.prefetchForRelease(stage: $1) }
        }

        /// Adds the next shaped paragraph and its widths.
        func append(_ paragraph: ShapedParagraph, widths paragraphWidths: ParagraphWidths) {
            paragraphs.append(paragraph)
            widths.append(paragraphWidths)
        }

        /// Makes room for `count` paragraphs in all.
        func reserveCapacity(_ count: Int) {
            paragraphs.reserveCapacity(count)
            widths.reserveCapacity(count)
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
        var progressive = Progressive(text, context: context, direction: direction)
        progressive.shapeRest()
        self = progressive.shapedText
    }

    /// Shaped text from shaped paragraphs; the line-breaking data is derived from them, and
    /// each paragraph's style from its first character's attributes in `text`.
    init(text: AttributedText, context: FontContext, utf16: [UInt16], paragraphs: [ShapedParagraph]) {
        storage = Storage(text: text, context: context, utf16: utf16)
        storage.reserveCapacity(paragraphs.count)
        for paragraph in paragraphs { append(paragraph) }
    }

    /// A shaped text with no paragraphs yet, for `Progressive` to fill.
    fileprivate init(empty text: AttributedText, context: FontContext, utf16: [UInt16], paragraphCount: Int) {
        storage = Storage(text: text, context: context, utf16: utf16)
        storage.reserveCapacity(paragraphCount)
    }

    /// Adds a shaped paragraph and its widths, which keep its style (before the shaped text
    /// is handed out).
    fileprivate func append(_ paragraph: ShapedParagraph) {
        let style = ParagraphStyleBox.boxing(
            storage.text.attributes(at: paragraph.range.lowerBound).paragraphStyle,
            after: storage.widths.last?.style)
        storage.append(paragraph, widths: ParagraphWidths(paragraph, utf16: storage.utf16, style: style))
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

    /// The style paragraph `index` is laid out with: its first character's paragraph style
    /// (as CoreText and TextKit take it), normalized (`ParagraphStyle.normalized`), or the
    /// default. Every layout stage reads a paragraph's style through this; it is found and
    /// normalized once, when the paragraph is shaped, and kept with its widths
    /// (`ParagraphWidths.style`; a re-layout looked it up twice).
    func style(ofParagraph index: Int) -> ParagraphStyle { storage.widths[index].style?.style ?? .default }

    /// The alignment of paragraph `index` (`style(ofParagraph:)`), read without copying the
    /// style.
    func alignment(ofParagraph index: Int) -> TextAlignment {
        storage.widths[index].style?.style.alignment ?? ParagraphStyle.default.alignment
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

extension ShapedText {
    /// Shapes a text a few paragraphs at a time into one `ShapedText` that grows as it
    /// goes, so that a layout of a long text breaks and places each batch's lines while its
    /// shaped data is still in the CPU caches (`LayoutEngine.run(shaping:)`) instead of
    /// reading back megabytes of shaped text written long before (a 1 MB document took
    /// 1.3–1.6 times as long per KB as a 10 KB one that way; 1.15 times in batches). Each paragraph is analysed
    /// (`TextAnalysis.paragraph`), itemized, shaped and measured exactly as when the whole
    /// text is shaped at once; only the order of the work changes.
    struct Progressive {
        /// The shaped text, complete once `isComplete`.
        let shapedText: ShapedText
        private let bounds: [ParagraphSegmenter.Bounds]
        private let direction: BaseDirection?
        private var itemizer: Itemizer
        /// How many paragraphs are shaped so far.
        private(set) var shapedCount = 0

        /// About how many UTF-16 units a batch holds (a paragraph is never split): its
        /// shaped data, some 30 bytes a unit, stays within a core's second-level cache.
        static let batchUnits = 8192

        /// Prepares to shape `text` with the faces of `context` (see `ShapedText.init`).
        init(_ text: AttributedText, context: FontContext, direction: BaseDirection?) {
            let utf16 = UnitBuffers.units(of: text.string)
            bounds = ParagraphSegmenter.paragraphs(in: utf16)
            self.direction = direction
            itemizer = Itemizer(text: text, utf16: utf16, context: context)
            shapedText = ShapedText(empty: text, context: context, utf16: utf16, paragraphCount: bounds.count)
        }

        /// Whether every paragraph is shaped.
        var isComplete: Bool { shapedCount == bounds.count }

        /// Shapes the next batch of paragraphs: at least one, then more while the batch
        /// holds fewer than `batchUnits` units. Returns false when none was left.
        @discardableResult
        mutating func shapeNextBatch() -> Bool { shape(units: Self.batchUnits) }

        /// Shapes every paragraph not shaped yet.
        mutating func shapeRest() { _ = shape(units: .max) }

        private mutating func shape(units limit: Int) -> Bool {
            guard shapedCount < bounds.count else { return false }
            let (text, context, utf16) = (shapedText.text, shapedText.context, shapedText.utf16)
            // The batch is analysed whole, then shaped: ICU's tables and HarfBuzz's stay
            // in the caches for the whole batch rather than taking turns a paragraph at a time.
            var analyses: [ParagraphAnalysis] = []
            var units = 0
            repeat {
                let paragraph = TextAnalysis.paragraph(
                    bounds[shapedCount + analyses.count], of: text, utf16: utf16, direction: direction)
                analyses.append(paragraph)
                units += paragraph.range.count
            } while shapedCount + analyses.count < bounds.count && units < limit
            ShaperWorkspace.with(cache: context.segmentCache) { workspace in
                let shaper = Shaper(text: utf16, cache: context.segmentCache, workspace: workspace)
                for paragraph in analyses {
                    shapedText.append(shaper.shape(paragraph, items: itemizer.items(for: paragraph)))
                }
            }
            shapedCount += analyses.count
            return true
        }
    }
}
