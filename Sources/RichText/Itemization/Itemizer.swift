/// Splits a paragraph into `TextItem`s: by embedding level, script, face (chosen per
/// grapheme cluster) and shaping style (font request, letter spacing, language).
///
/// A cluster whose scalars are all Common/Inherited (spaces, punctuation, digits) keeps
/// the face of the cluster before it (or, at the start, of the first cluster with a real
/// script) when that face covers it, has the same font request and is not a colour face:
/// so the space in "مرحبا بالعالم" stays in the Arabic face and the run is not split by it.
///
/// One pass over the clusters: styles are looked up once per attribute run, a lone ASCII
/// character is decided from the faces' ASCII coverage bits, and items grow in place.
struct Itemizer {
    let text: AttributedText
    let utf16: UnsafeBufferPointer<UInt16>
    let context: FontContext

    /// The shaping styles met so far in a paragraph, with their fallback chains.
    private struct Styles {
        var styles: [ShapingStyle] = []
        var chains: [FallbackChain] = []
    }

    /// The items of `paragraph`, in logical order, tiling its content range.
    func items(for paragraph: ParagraphAnalysis) -> [TextItem] {
        let content = paragraph.contentRange
        guard !content.isEmpty else { return [] }
        let selector = ClusterFontSelector(text: utf16)
        var styles = Styles()
        var items: [TextItem] = []
        var current: (start: Int, level: UInt8, script: Script, face: FontFace, style: Int)? = nil
        var previous: (face: FontFace, style: Int)? = nil
        var runIndex = text.runIndex(containing: content.lowerBound)
        var runEnd = Int.min
        var styleID = -1
        var scriptIndex = 0
        var scriptEnd = Int.min
        var script = Script.common
        var start = content.lowerBound
        var boundaryIndex = paragraph.firstGraphemeIndex(after: start)
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
                if styles.styles.last != style {
                    styles.styles.append(style)
                    styles.chains.append(context.coverageChain(for: style.font))
                }
                styleID = styles.styles.count - 1
            }
            guard let face = face(for: cluster, style: styleID, previous: previous, styles: styles,
                                  paragraph: paragraph, selector: selector)
            else { continue }
            if previous?.face !== face || previous?.style != styleID { previous = (face, styleID) }
            if cluster.lowerBound >= scriptEnd {
                while paragraph.scriptRuns[scriptIndex].range.upperBound <= cluster.lowerBound { scriptIndex += 1 }
                scriptEnd = paragraph.scriptRuns[scriptIndex].range.upperBound
                script = paragraph.scriptRuns[scriptIndex].script
            }
            let level = paragraph.level(at: cluster.lowerBound)
            if let item = current, item.face === face, item.style == styleID, item.level == level, item.script == script {
                continue
            }
            if let item = current {
                items.append(TextItem(range: item.start..<cluster.lowerBound, level: item.level, script: item.script,
                                      face: item.face, style: styles.styles[item.style]))
            }
            current = (cluster.lowerBound, level, script, face, styleID)
        }
        if let item = current {
            items.append(TextItem(range: item.start..<content.upperBound, level: item.level, script: item.script,
                                  face: item.face, style: styles.styles[item.style]))
        }
        return items
    }

    /// The face of one cluster: its neighbour's for a weak cluster where that fits, else
    /// the chain's choice.
    private func face(
        for cluster: Range<Int>, style: Int, previous: (face: FontFace, style: Int)?, styles: Styles,
        paragraph: ParagraphAnalysis, selector: ClusterFontSelector
    ) -> FontFace? {
        let chain = styles.chains[style]
        let isASCII = cluster.count == 1 && utf16[cluster.lowerBound] < 0x80
        let isWeak: Bool
        if isASCII {
            let unit = UInt32(utf16[cluster.lowerBound])
            isWeak = !((0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit))
            if !isWeak, let first = chain.faces.first, first.maps(unit) { return first }
        } else {
            isWeak = selector.isWeak(cluster) && selector.presentation(of: cluster) != .emoji
        }
        guard isWeak else { return selector.face(for: cluster, chain: chain) }
        let neighbour: FontFace?
        let sameStyle: Bool
        if let previous {
            neighbour = previous.face
            sameStyle = previous.style == style
                || styles.styles[previous.style].font.faceKey == styles.styles[style].font.faceKey
        } else {
            neighbour = firstStrongFace(after: cluster.upperBound, paragraph: paragraph, selector: selector, styles: styles)
            sameStyle = true
        }
        if let neighbour, sameStyle, !neighbour.isColor, selector.covers(neighbour, cluster) { return neighbour }
        return selector.face(for: cluster, chain: chain)
    }

    /// The face of the first strong cluster from `offset` on (for weak clusters that open
    /// the paragraph), chosen from its own style's chain.
    private func firstStrongFace(
        after offset: Int, paragraph: ParagraphAnalysis, selector: ClusterFontSelector, styles: Styles
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
