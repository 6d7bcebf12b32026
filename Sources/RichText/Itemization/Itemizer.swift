/// Splits a paragraph into `TextItem`s: by embedding level, script, face (chosen per
/// grapheme cluster) and shaping style (font request, letter spacing, language).
///
/// A cluster whose scalars are all Common/Inherited (spaces, punctuation, digits) keeps
/// the face of the cluster before it (or, at the start, of the first cluster with a real
/// script) when that face covers it, has the same font request and is not a colour face:
/// so the space in "مرحبا بالعالم" stays in the Arabic face and the run is not split by it.
///
/// One pass over the clusters: styles are looked up once per attribute run, faces are
/// small ids into a per-paragraph table (so the loop does not retain shared face objects,
/// which two threads would fight over), a lone ASCII character is decided from coverage
/// bits, and items grow in place.
struct Itemizer {
    let text: AttributedText
    let utf16: [UInt16]
    let context: FontContext

    /// The styles and faces met so far in a paragraph.
    private struct Tables {
        var styles: [ShapingStyle] = []
        var chains: [FallbackChain] = []
        /// The face id of each style's primary face.
        var primaries: [Int] = []
        var faces: [FontFace] = []
        var isColor: [Bool] = []

        /// The id of `face`, added on first sight.
        mutating func id(of face: FontFace) -> Int {
            if let index = faces.firstIndex(where: { $0 === face }) { return index }
            faces.append(face)
            isColor.append(face.isColor)
            return faces.count - 1
        }
    }

    /// The items of `paragraph`, in logical order, tiling its content range.
    func items(for paragraph: ParagraphAnalysis) -> [TextItem] {
        let content = paragraph.contentRange
        guard !content.isEmpty else { return [] }
        let selector = ClusterFontSelector(text: utf16)
        var tables = Tables()
        var items: [TextItem] = []
        var current: (start: Int, level: UInt8, script: Script, face: Int, style: Int)? = nil
        var previous: (face: Int, style: Int)? = nil
        var runIndex = text.runIndex(containing: content.lowerBound)
        var runEnd = Int.min
        var styleID = -1
        var scriptIndex = 0
        var scriptEnd = Int.min
        var script = Script.common
        var start = content.lowerBound
        var boundaryIndex = paragraph.firstGraphemeIndex(after: start)
        func flush(_ item: (start: Int, level: UInt8, script: Script, face: Int, style: Int), end: Int) {
            items.append(
                TextItem(
                    range: item.start..<end, level: item.level, script: item.script,
                    face: tables.faces[item.face], style: tables.styles[item.style]))
        }
        while start < content.upperBound {
            let end = min(paragraph.graphemeBoundaries[boundaryIndex], content.upperBound)
            boundaryIndex += 1
            let cluster = start..<end
            start = end
            if cluster.lowerBound >= runEnd {
                if runEnd != Int.min { runIndex += 1 }
                while text.runs[runIndex].range.upperBound <= cluster.lowerBound { runIndex += 1 }
                runEnd = text.runs[runIndex].range.upperBound
                let style = text.runs[runIndex].attributes.shapingStyle
                if tables.styles.last != style {
                    let chain = context.coverageChain(for: style.font)
                    tables.styles.append(style)
                    tables.chains.append(chain)
                    tables.primaries.append(chain.faces.first.map { tables.id(of: $0) } ?? -1)
                }
                styleID = tables.styles.count - 1
            }
            guard
                let face = face(
                    for: cluster, style: styleID, previous: previous, tables: &tables,
                    paragraph: paragraph, selector: selector)
            else { continue }
            previous = (face, styleID)
            if cluster.lowerBound >= scriptEnd {
                while paragraph.scriptRuns[scriptIndex].range.upperBound <= cluster.lowerBound { scriptIndex += 1 }
                scriptEnd = paragraph.scriptRuns[scriptIndex].range.upperBound
                script = paragraph.scriptRuns[scriptIndex].script
            }
            let level = paragraph.level(at: cluster.lowerBound)
            if let item = current, item.face == face, item.style == styleID, item.level == level, item.script == script
            {
                continue
            }
            if let item = current { flush(item, end: cluster.lowerBound) }
            current = (cluster.lowerBound, level, script, face, styleID)
        }
        if let item = current { flush(item, end: content.upperBound) }
        return items
    }

    /// The face id of one cluster: its neighbour's for a weak cluster where that fits,
    /// else the chain's choice.
    private func face(
        for cluster: TextRange, style: Int, previous: (face: Int, style: Int)?, tables: inout Tables,
        paragraph: ParagraphAnalysis, selector: ClusterFontSelector
    ) -> Int? {
        let chain = tables.chains[style]
        let isASCII = cluster.count == 1 && utf16[cluster.lowerBound] < 0x80
        let isWeak: Bool
        if isASCII {
            let unit = UInt32(utf16[cluster.lowerBound])
            isWeak = !((0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit))
            if !isWeak, chain.primaryMaps(ascii: unit) { return tables.primaries[style] }
        } else {
            isWeak = selector.isWeak(cluster) && selector.presentation(of: cluster) != .emoji
        }
        guard isWeak else { return selector.face(for: cluster, chain: chain).map { tables.id(of: $0) } }
        var neighbour: Int?
        var sameStyle = true
        if let previous {
            neighbour = previous.face
            sameStyle =
                previous.style == style
                || tables.styles[previous.style].font.faceKey == tables.styles[style].font.faceKey
        } else if let face = firstStrongFace(after: cluster.upperBound, paragraph: paragraph, selector: selector) {
            neighbour = tables.id(of: face)
        }
        if let neighbour, sameStyle, !tables.isColor[neighbour],
            isASCII
                ? FallbackChain.mapsASCII(tables.faces[neighbour], utf16[cluster.lowerBound])
                : selector.covers(tables.faces[neighbour], cluster)
        {
            return neighbour
        }
        return selector.face(for: cluster, chain: chain).map { tables.id(of: $0) }
    }

    /// The face of the first strong cluster from `offset` on (for weak clusters that open
    /// the paragraph), chosen from its own style's chain.
    private func firstStrongFace(
        after offset: Int, paragraph: ParagraphAnalysis, selector: ClusterFontSelector
    ) -> FontFace? {
        var start = offset
        var index = paragraph.firstGraphemeIndex(after: start)
        while start < paragraph.contentRange.upperBound {
            let cluster = start..<min(paragraph.graphemeBoundaries[index], paragraph.contentRange.upperBound)
            index += 1
            start = cluster.upperBound
            guard !selector.isWeak(cluster) || selector.presentation(of: cluster) == .emoji else { continue }
            let font = text.attributes(at: cluster.lowerBound).shapingStyle.font
            return selector.face(for: cluster, chain: context.coverageChain(for: font))
        }
        return nil
    }
}
