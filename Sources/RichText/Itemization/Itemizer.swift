/// Splits a paragraph into `TextItem`s: by embedding level, script, face (chosen per
/// grapheme cluster) and shaping style (font request, letter spacing, language).
///
/// Fonts follow CSS font matching (CSS Fonts 4 §5): each cluster takes the first face of
/// its fallback chain that covers it, starting with the requested font
/// (`ClusterFontSelector`); that holds for Common and Inherited characters too, so
/// digits, punctuation and symbols are set in the requested font whenever it has them,
/// whatever script surrounds them, and a character the primary font covers is never
/// moved into a fallback font to keep a run unbroken. Combining marks stay with their
/// base and a grapheme cluster never spans two faces.
///
/// One exception, Pango's rule (measured against Pango on the corpus, see
/// Tests/Fixtures/PeerBreaks): spaces and invisible characters (space separators,
/// controls, format characters, variation selectors; `selectsNoFont`) choose no face of
/// their own, as a face chosen just to show a space is always the wrong one. They join
/// the face of the text before them, or at the start of a paragraph the text after
/// them; spaces that end an item move to the next item when its face comes earlier in
/// the fallback chain (in "│ x" the space goes with "x" in the requested font). So the
/// spaces of Hebrew or Thai text stay in the Hebrew or Thai face and the line keeps
/// that face's height.
///
/// One pass over the clusters: styles are looked up once per attribute run, faces are
/// small ids into a per-paragraph table (so the loop does not retain shared face objects,
/// which two threads would fight over), a lone ASCII character is decided from coverage
/// bits, and items grow in place.
struct Itemizer {
    let text: AttributedText
    let utf16: [UInt16]
    let context: FontContext
    /// The attribute runs' shaping styles and fallback chains, kept from paragraph to
    /// paragraph: a run usually spans many paragraphs (a whole text in one font), or a few
    /// styles alternate (`RunStyleMemo`), and making a style again for each boxed a new copy
    /// (about 250 bytes, kept by its items and runs) and looked its chain up again.
    private var styles = RunStyleMemo()
    /// Whether a paragraph of printable ASCII in one attribute run takes the one-item
    /// shortcut (`wholeASCIIItem`); tests turn it off to compare it with the cluster loop.
    var takesASCIIParagraphShortcut = true

    init(text: AttributedText, utf16: [UInt16], context: FontContext) {
        self.text = text
        self.utf16 = utf16
        self.context = context
    }

    /// The shaping style of attribute run `runIndex` and its fallback chain, from `styles`.
    @inline(never)
    func style(ofRun runIndex: Int, styles: inout RunStyleMemo) -> (ShapingStyle, FallbackChain) {
        let entry = styles.entry(ofRun: runIndex, in: text, context: context)
        return (entry.style, entry.chain)
    }

    /// The items of `paragraph`, in logical order, tiling its content range.
    mutating func items(for paragraph: ParagraphAnalysis) -> [TextItem] {
        // The work reads an immutable `self` (a mutating one would be read again after
        // every call it makes); only the kept styles are written back. They are moved out
        // first, so that the memo's list is not shared and changes in place.
        var memo = styles
        styles = RunStyleMemo()
        let items = items(for: paragraph, styles: &memo)
        styles = memo
        return items
    }

    /// `items(for:)`, with the kept styles passed in and updated.
    private func items(for paragraph: ParagraphAnalysis, styles: inout RunStyleMemo) -> [TextItem] {
        let content = paragraph.contentRange
        guard !content.isEmpty else { return [] }
        if takesASCIIParagraphShortcut, let item = wholeASCIIItem(of: paragraph, styles: &styles) {
            return [item]
        }
        let selector = ClusterFontSelector(text: utf16)
        var tables = Tables()
        // A paragraph of mixed scripts meets several faces: one allocation, not one a doubling.
        tables.faces.reserveCapacity(8)
        var items: [TextItem] = []
        items.reserveCapacity(16)
        var current: (start: Int, level: UInt8, script: Script, face: Int, style: Int)? = nil
        var previous: (face: Int, style: Int, level: UInt8, script: Script)? = nil
        // Where the spaces that end the current item begin, when the item holds more than
        // spaces (they may move to the next item).
        var trailingSpaces: Int? = nil
        var runIndex = text.runIndex(containing: content.lowerBound)
        var runEnd = Int.min
        var styleID = -1
        var chain: FallbackChain? = nil
        var scriptIndex = 0
        var scriptEnd = Int.min
        var script = Script.common
        var start = content.lowerBound
        var boundaryIndex = paragraph.firstGraphemeIndex(after: start)
        // Read once: each read of the analysis' arrays would count a reference.
        let boundaries = paragraph.graphemeBoundaries
        let scriptRuns = paragraph.scriptRuns
        let levels = paragraph.levelReader
        // The chain's first-cover table and its primary face's ASCII bits, held here while
        // the style lasts (reads through the shared chain would count references on it).
        var cover: [UInt8] = []
        var primaryASCII: (low: UInt64, high: UInt64) = (0, 0)
        func flush(_ item: (start: Int, level: UInt8, script: Script, face: Int, style: Int), end: Int) {
            items.append(
                TextItem(
                    range: item.start..<end, level: item.level, script: item.script,
                    face: tables.faces[item.face].face, style: tables.styles[item.style].style))
        }
        while start < content.upperBound {
            let end = min(boundaries[boundaryIndex], content.upperBound)
            boundaryIndex += 1
            let cluster = start..<end
            start = end
            if cluster.lowerBound >= runEnd {
                if runEnd != Int.min { runIndex += 1 }
                while text.runs[runIndex].range.upperBound <= cluster.lowerBound { runIndex += 1 }
                runEnd = text.runs[runIndex].range.upperBound
                let (style, runChain) = style(ofRun: runIndex, styles: &styles)
                // One box is one style (`RunStyleMemo` gives runs of exactly equal shaping
                // fields the same box); `==` would also join runs whose language or
                // attachment differs only in its spelling, and report the first one's.
                if tables.styles.last.map({ !$0.style.sharesBox(with: style) }) ?? true {
                    tables.add(style, chain: runChain)
                }
                styleID = tables.styles.count - 1
                let styleChain = tables.styles[styleID].chain
                chain = styleChain
                cover = styleChain.firstCover
                primaryASCII = styleChain.primaryASCII
            }
            if cluster.lowerBound >= scriptEnd {
                while scriptRuns[scriptIndex].range.upperBound <= cluster.lowerBound { scriptIndex += 1 }
                scriptEnd = scriptRuns[scriptIndex].range.upperBound
                script = scriptRuns[scriptIndex].script
            }
            let level = levels.level(at: cluster.lowerBound)
            let isSpace = Self.selectsNoFont(cluster, in: utf16)
            // A space's neighbours are those of its own level and script run (Pango
            // itemizes runs of one level and script before choosing fonts).
            let neighbour = previous.flatMap { $0.level == level && $0.script == script ? ($0.face, $0.style) : nil }
            // `chain` is set: the first cluster starts the first attribute run (`runEnd`
            // starts below every offset).
            guard
                let face = face(
                    for: cluster, isSpace: isSpace, style: styleID, chain: chain!, cover: cover,
                    primaryASCII: primaryASCII, previous: neighbour, tables: &tables, paragraph: paragraph,
                    selector: selector)
            else { continue }
            previous = (face, styleID, level, script)
            // Han and kana in one face that shapes them alike stay in one item, shaped with
            // the item's first script: HarfBuzz gives the same glyphs, and Japanese text,
            // which alternates them every few characters, is not cut into tiny items.
            var itemScript = script
            if let item = current, item.face == face, tables.shareAnItem(item.script, script, face: face) {
                itemScript = item.script
            }
            if let item = current, item.face == face, item.style == styleID, item.level == level,
                item.script == itemScript
            {
                if isSpace {
                    if trailingSpaces == nil, item.start < cluster.lowerBound { trailingSpaces = cluster.lowerBound }
                } else {
                    trailingSpaces = nil
                }
            } else {
                var itemStart = cluster.lowerBound
                if let item = current {
                    // Spaces ending the item go with this cluster when its face is less of a
                    // fallback (and shows them), inside one level, script and style.
                    // (An item of merged Han and kana counts as the script run of either.)
                    if !isSpace, let spaces = trailingSpaces, item.style == styleID, item.level == level,
                        tables.shareAnItem(item.script, script, face: item.face),
                        tables.chainPosition(of: face, style: styleID)
                            < tables.chainPosition(of: item.face, style: styleID),
                        selector.covers(tables.faces[face].face, spaces..<cluster.lowerBound)
                    {
                        itemStart = spaces
                    }
                    flush(item, end: itemStart)
                }
                trailingSpaces = nil
                current = (itemStart, level, itemScript, face, styleID)
            }
            // The run-level shortcuts, for the item this cluster continues or starts (one
            // that just started takes its next clusters through them too).
            let itemStart = current?.start ?? cluster.lowerBound
            if face == tables.styles[styleID].primary, levels.isUniform {
                // Run-level shortcut: printable ASCII (spaces included) that the
                // primary face maps stays in this item, one cluster a character, up to
                // the attribute or script run's end.
                let next = Self.asciiRunEnd(
                    from: start, limit: min(runEnd, scriptEnd, content.upperBound), contentEnd: content.upperBound,
                    primaryASCII: primaryASCII, itemStart: itemStart, trailingSpaces: &trailingSpaces, in: utf16)
                boundaryIndex += next - start
                start = next
            } else if !isSpace, !isASCIICluster(cluster) {
                // Run-level shortcut for other scripts: whole clusters of visible BMP
                // characters for which the cluster font selector would choose this
                // face stay in this item, up to the attribute run's end and across
                // script runs that may share the item (Han and kana in a face that
                // shapes them alike); so do spaces between them when the face shows
                // a space (a space takes the face of the text before it in its own
                // script run, so one that opens a script run takes the full path).
                var limit = min(runEnd, scriptEnd, content.upperBound)
                let position = tables.chainPosition(of: face, style: styleID)
                let keepsSpaces = tables.faces[face].mapsSpace && !tables.faces[face].isColor
                var scriptRunStart = -1
                var lastScript = script
                // Every cluster one unit, every unit at one level: a tight scan.
                let unitClusters = boundaries.isEveryUnit && levels.isUniform
                while start < content.upperBound, levels.level(at: start) == level {
                    if start == limit {
                        guard limit == scriptEnd, scriptEnd < min(runEnd, content.upperBound),
                            scriptIndex + 1 < scriptRuns.count,
                            tables.shareAnItem(itemScript, scriptRuns[scriptIndex + 1].script, face: face)
                        else { break }
                        scriptIndex += 1
                        scriptEnd = scriptRuns[scriptIndex].range.upperBound
                        script = scriptRuns[scriptIndex].script
                        limit = min(runEnd, scriptEnd, content.upperBound)
                        scriptRunStart = start
                    }
                    if unitClusters {
                        let next = Self.unitClusterRunEnd(
                            from: start, limit: limit, position: position, cover: cover, keepsSpaces: keepsSpaces,
                            spacesBarredAt: scriptRunStart, trailingSpaces: &trailingSpaces, in: utf16)
                        if next > start { lastScript = script }
                        boundaryIndex += next - start
                        start = next
                        if start < limit { break }
                        continue
                    }
                    let end = min(boundaries[boundaryIndex], content.upperBound)
                    guard end <= limit else { break }
                    if end == start + 1, utf16[start] == 0x20 {
                        guard keepsSpaces, start != scriptRunStart else { break }
                        if trailingSpaces == nil { trailingSpaces = start }
                    } else {
                        guard
                            end == start + 1
                                ? Self.selects(position, in: cover, unit: utf16[start])
                                : Self.selects(
                                    position, in: cover, face: tables.faces[face].face, for: start..<end, in: utf16)
                        else { break }
                        trailingSpaces = nil
                    }
                    boundaryIndex += 1
                    start = end
                    lastScript = script
                }
                previous = (face, styleID, level, lastScript)
            }
        }
        if let item = current { flush(item, end: content.upperBound) }
        return items
    }
}
