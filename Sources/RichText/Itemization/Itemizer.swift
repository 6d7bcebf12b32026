/// Splits a paragraph into `TextItem`s: by embedding level, script, face (chosen per
/// grapheme cluster) and shaping style (font request, letter spacing, language).
///
/// A cluster whose scalars are all Common/Inherited (spaces, punctuation, digits) keeps
/// the face of the cluster before it (or, at the start, after it) when that face covers
/// it, has the same font request and is not a colour face: so the space in "مرحبا بالعالم"
/// stays in the Arabic face and the run is not split by it.
struct Itemizer {
    let text: AttributedText
    let utf16: UnsafeBufferPointer<UInt16>
    let context: FontContext

    /// The items of `paragraph`, in logical order, tiling its content range.
    func items(for paragraph: ParagraphAnalysis) -> [TextItem] {
        let content = paragraph.contentRange
        guard !content.isEmpty else { return [] }
        let selector = ClusterFontSelector(text: utf16)
        let clusters = clusterRanges(of: paragraph)
        // Styles are looked up once per attribute run; clusters carry an index into
        // `styles` (consecutive runs with equal shaping styles share one).
        var styles: [ShapingStyle] = []
        var chains: [[FontFace]] = []
        var styleIDs: [Int] = []
        var faces: [FontFace?] = []
        var weak: [Bool] = []
        styleIDs.reserveCapacity(clusters.count)
        faces.reserveCapacity(clusters.count)
        weak.reserveCapacity(clusters.count)
        var runIndex = text.runIndex(containing: content.lowerBound)
        var styledRun = -1
        for cluster in clusters {
            while text.runs[runIndex].range.upperBound <= cluster.lowerBound { runIndex += 1 }
            if runIndex != styledRun {
                styledRun = runIndex
                let style = text.runs[runIndex].attributes.shapingStyle
                if styles.last != style {
                    styles.append(style)
                    chains.append(context.fallbackChain(for: style.font))
                }
            }
            let id = styles.count - 1
            let isWeak = selector.isWeak(cluster) && selector.presentation(of: cluster) != .emoji
            styleIDs.append(id)
            weak.append(isWeak)
            faces.append(isWeak ? nil : selector.face(for: cluster, chain: chains[id]))
        }
        resolveWeakClusters(clusters, styles: styles, styleIDs: styleIDs, weak: weak, faces: &faces, selector: selector, chains: chains)
        return merge(clusters, paragraph: paragraph, styles: styles, styleIDs: styleIDs, faces: faces)
    }

    /// The grapheme clusters of the paragraph's content.
    private func clusterRanges(of paragraph: ParagraphAnalysis) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = paragraph.contentRange.lowerBound
        for boundary in paragraph.graphemeBoundaries {
            let end = min(boundary, paragraph.contentRange.upperBound)
            if end > start {
                ranges.append(start..<end)
                start = end
            }
        }
        return ranges
    }

    /// Gives weak clusters their neighbour's face where it fits, else the chain's choice.
    private func resolveWeakClusters(
        _ clusters: [Range<Int>], styles: [ShapingStyle], styleIDs: [Int], weak: [Bool], faces: inout [FontFace?],
        selector: ClusterFontSelector, chains: [[FontFace]]
    ) {
        // The next strong face, for weak clusters at the start of the paragraph.
        var nextStrong: FontFace? = nil
        var nextStrongFrom = [FontFace?](repeating: nil, count: clusters.count)
        for index in clusters.indices.reversed() {
            if !weak[index] { nextStrong = faces[index] }
            nextStrongFrom[index] = nextStrong
        }
        for index in clusters.indices where weak[index] {
            let neighbour = index > 0 ? faces[index - 1] : nextStrongFrom[index]
            let sameStyle = index == 0 || styleIDs[index - 1] == styleIDs[index]
                || styles[styleIDs[index - 1]].font.faceKey == styles[styleIDs[index]].font.faceKey
            if let neighbour, sameStyle, !neighbour.isColor, selector.covers(neighbour, clusters[index]) {
                faces[index] = neighbour
            } else {
                faces[index] = selector.face(for: clusters[index], chain: chains[styleIDs[index]])
            }
        }
    }

    /// Joins consecutive clusters with equal level, script, face and style into items.
    private func merge(
        _ clusters: [Range<Int>], paragraph: ParagraphAnalysis, styles: [ShapingStyle], styleIDs: [Int], faces: [FontFace?]
    ) -> [TextItem] {
        var items: [TextItem] = []
        var lastStyleID = -1
        var scriptIndex = 0
        for (index, cluster) in clusters.enumerated() {
            guard let face = faces[index] else { continue }
            while paragraph.scriptRuns[scriptIndex].range.upperBound <= cluster.lowerBound { scriptIndex += 1 }
            let script = paragraph.scriptRuns[scriptIndex].script
            let level = paragraph.level(at: cluster.lowerBound)
            if let last = items.last, last.range.upperBound == cluster.lowerBound, last.level == level,
                last.script == script, last.face === face, lastStyleID == styleIDs[index]
            {
                items[items.count - 1].range = last.range.lowerBound..<cluster.upperBound
            } else {
                items.append(TextItem(range: cluster, level: level, script: script, face: face, style: styles[styleIDs[index]]))
                lastStyleID = styleIDs[index]
            }
        }
        return items
    }
}
