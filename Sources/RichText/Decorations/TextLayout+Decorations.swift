extension TextLayout {
    /// Underline or strikethrough segments, one per contiguous piece of a glyph run
    /// carrying an equal decoration. Position and thickness come from the run's font
    /// (OpenType post/OS/2 metrics through HarfBuzz); the decoration's `width` overrides
    /// the thickness; `.thick` doubles it; `.double` draws two lines a thickness apart.
    /// In a paragraph whose fallback fonts do not grow lines
    /// (`ParagraphStyle.fallbackFontsGrowLines` off), a run in a fallback face takes the
    /// metrics of its font's primary face, so one underline runs level through the line.
    public func decorationSegments(_ kind: DecorationKind) -> [DecorationSegment] {
        var result: [DecorationSegment] = []
        let decorated = attributeRanges(in: visibleRange) { kind == .underline ? $0.underline : $0.strikethrough }
        guard !decorated.isEmpty else { return [] }
        let table = storage.glyphs
        for (range, decoration) in decorated {
            for lineIndex in lineWindow(for: range) {
                let line = storage.lines[lineIndex]
                for runIndex in line.runRange where !storage.runs[runIndex].isTruncationToken {
                    let run = storage.runs[runIndex]
                    let overlap = run.range.clamped(to: range)
                    guard !overlap.isEmpty else { continue }
                    let glyphs = run.glyphRange.filter { overlap.contains(Int(table.clusters[$0])) }
                    guard let first = glyphs.first else { continue }
                    let minX = glyphs.map { table.x[$0] }.min() ?? table.x[first]
                    let maxX = glyphs.map { table.x[$0] + Double(table.advances[$0]) }.max() ?? minX
                    let metrics = decorationFace(of: run).metrics(size: storage.shapedRun(of: run).font.size)
                    let base =
                        decoration.width
                        ?? (kind == .underline ? metrics.underlineThickness : metrics.strikeoutThickness)
                    let thickness = decoration.style.weight == .thick ? 2 * base : base
                    let top =
                        line.baselineY - (kind == .underline ? metrics.underlinePosition : metrics.strikeoutPosition)
                    let center = top + thickness / 2
                    let centers =
                        decoration.style.weight == .double
                        ? (kind == .underline
                            ? [center, center + 2 * thickness] : [center - thickness, center + thickness])
                        : [center]
                    let color = text.attributes(at: overlap.lowerBound).color ?? .black
                    result.append(
                        DecorationSegment(
                            decoration: decoration, range: overlap, minX: minX, maxX: maxX, lineCenters: centers,
                            thickness: thickness, textColor: color))
                }
            }
        }
        return result
    }

    /// The face whose decoration metrics `run` uses: its own, or its font's primary face
    /// when its paragraph keeps fallback faces from growing lines.
    private func decorationFace(of run: LayoutStorage.RunRecord) -> FontFace {
        let shapedRun = storage.shapedRun(of: run)
        guard !run.isTruncationToken, text.length > 0 else { return shapedRun.face }
        let start = min(storage.paragraph(of: run).range.lowerBound, text.length - 1)
        guard text.attributes(at: start).paragraphStyle?.fallbackFontsGrowLines == false else { return shapedRun.face }
        return shapedText.context.face(for: shapedRun.font) ?? shapedRun.face
    }

    /// Every visible attachment with its box and content frame.
    public var attachmentFrames: [AttachmentFrame] {
        var result: [AttachmentFrame] = []
        let table = storage.glyphs
        for line in storage.lines {
            for runIndex in line.runRange where !storage.runs[runIndex].isTruncationToken {
                let run = storage.runs[runIndex]
                for glyph in run.glyphRange {
                    let offset = Int(table.clusters[glyph])
                    guard offset < text.length, let attachment = text.attributes(at: offset).attachment?.normalized,
                        text.utf16Unit(at: offset) == 0xFFFC
                    else { continue }
                    let baseline = Double(table.y[glyph])
                    let box = Rect(
                        x: table.x[glyph], y: baseline - attachment.ascent,
                        width: attachment.size.width, height: attachment.size.height)
                    result.append(
                        AttachmentFrame(
                            attachment: attachment, range: offset..<offset + 1, frame: box,
                            contentFrame: attachment.contentFrame(in: box)))
                }
            }
        }
        return result
    }

    /// Every visible highlight with its whole range and rects.
    public var highlights: [HighlightRegion] {
        attributeRanges(in: visibleRange) { $0.highlight }.map { range, highlight in
            HighlightRegion(highlight: highlight, range: range, rects: rects(for: range))
        }
    }

    /// The margin shadows (text, inner, decoration and border shadows) may paint outside
    /// `textBoundingRect`, per side: what a renderer or node pads its bounds with.
    public var shadowMargin: EdgeInsets {
        var margin = EdgeInsets()
        func include(_ shadow: TextShadow?) {
            guard let shadow else { return }
            let m = shadow.margin
            margin = EdgeInsets(
                top: max(margin.top, m.top), left: max(margin.left, m.left),
                bottom: max(margin.bottom, m.bottom), right: max(margin.right, m.right))
        }
        for run in text.runs(in: visibleRange) {
            let attributes = run.attributes
            include(attributes.shadow)
            include(attributes.underline?.shadow)
            include(attributes.strikethrough?.shadow)
            include(attributes.border?.shadow)
            include(attributes.backgroundBorder?.shadow)
            include(attributes.blockBorder?.shadow)
        }
        return margin
    }

    /// The visible text as plain text, each backed string in place of the characters it
    /// stands for (an emoticon's ":smile:" instead of its U+FFFC). Adjacent runs with an
    /// equal backed string and no attachment are one replacement; each attachment run is
    /// its own.
    public func plainText(for range: TextRange? = nil) -> String {
        let target = (range ?? visibleRange).clamped(to: 0..<text.length)
        var output = ""
        var previous: TextAttributes?
        for run in text.runs(in: target) {
            defer { previous = run.attributes }
            if let backed = run.attributes.backedString {
                // Adjacent runs with one backed string are one replacement (a restyled
                // part of it), unless they are separate attachments.
                let continues =
                    previous?.backedString == backed && previous?.attachment == nil
                    && run.attributes.attachment == nil
                if !continues { output += backed.string }
            } else {
                output += String(
                    text.string[
                        text.index(
                            atUTF16Offset: run.range.lowerBound)..<text.index(atUTF16Offset: run.range.upperBound)])
            }
        }
        return output
    }
}

extension AttributedText {
    /// The UTF-16 unit at `offset`.
    func utf16Unit(at offset: Int) -> UInt16 {
        let units = string.utf16
        return units[units.index(units.startIndex, offsetBy: offset)]
    }
}
