/// The itemizer's per-cluster checks for its run-level shortcuts: whether a cluster would
/// choose the face of the item it follows, answered from the chain's coverage table.
extension Itemizer {
    /// Whether `cluster` is one ASCII unit.
    func isASCIICluster(_ cluster: TextRange) -> Bool {
        cluster.count == 1 && utf16[cluster.lowerBound] < 0x80
    }

    /// The one item of a paragraph that the cluster loop would not cut, found without it:
    /// content of printable ASCII (spaces included, at least one other character) that the
    /// primary face maps, in one attribute run (without an attachment), one script run and
    /// one level. Every cluster then takes the primary face (spaces join the text around
    /// them), so the loop makes one item; nil for any other paragraph. Most paragraphs of
    /// English, code and chat are such a paragraph, and the loop's per-paragraph set-up
    /// and code were most of their itemizing.
    func wholeASCIIItem(of paragraph: ParagraphAnalysis, styles: inout RunStyleMemo) -> TextItem? {
        let content = paragraph.contentRange
        // Text of other scripts most often shows itself in its first unit.
        guard utf16[content.lowerBound] &- 0x20 < 0x5F else { return nil }
        let levels = paragraph.levelReader
        guard levels.isUniform, paragraph.scriptRuns.count == 1 else { return nil }
        let runIndex = text.runIndex(containing: content.lowerBound)
        guard text.runs[runIndex].range.upperBound >= content.upperBound else { return nil }
        // One pass without branches (vectorised): whether a unit is outside U+0020–007E
        // (`unit - 0x20 >= 0x5F`), and whether any is not a space.
        let isPrintableASCII = utf16.withUnsafeBufferPointer { units in
            var outside: UInt8 = 0
            var nonSpace: UInt16 = 0
            for index in content {
                let unit = units[index]
                outside |= unit &- 0x20 >= 0x5F ? 1 : 0
                nonSpace |= unit ^ 0x20
            }
            return outside == 0 && nonSpace != 0
        }
        guard isPrintableASCII else { return nil }
        // The style is the loop's first step too (and kept in `styles` either way).
        let (style, chain) = style(ofRun: runIndex, styles: &styles)
        guard style.attachment == nil, let face = chain.faces.first else { return nil }
        // The primary face's printable characters, read a unit at a time only for a face
        // that lacks some of them.
        let printable = FallbackChain.printable(chain.primaryASCII)
        let isMappedASCII =
            printable == FallbackChain.printable((~0, ~0))
            || !content.contains { !FallbackChain.primaryMaps(ascii: UInt32(utf16[$0]), in: printable) }
        guard isMappedASCII else { return nil }
        return TextItem(
            range: content, level: levels.level(at: content.lowerBound), script: paragraph.scriptRuns[0].script,
            face: face, style: style)
    }

    /// Where the run of printable ASCII (spaces included) from `start` that the primary
    /// face maps (`primaryASCII`: its coverage bits of U+0000–007F) ends, at `limit` at most,
    /// one cluster a character: a character followed by a unit that may join its cluster
    /// (anything outside printable ASCII, a mark) is left to the full path. Sets
    /// `trailingSpaces` (where the spaces that end the item begin, for an item from
    /// `itemStart`) as the cluster loop would, once, from the run's last non-space.
    ///
    /// The scan tests one bit a unit; checking each unit's successor and the spaces in the
    /// loop cost about 20 instructions a character.
    @inline(__always)
    static func asciiRunEnd(
        from start: Int, limit: Int, contentEnd: Int, primaryASCII: (low: UInt64, high: UInt64), itemStart: Int,
        trailingSpaces: inout Int?, in utf16: [UInt16]
    ) -> Int {
        let printable = FallbackChain.printable(primaryASCII)
        var next = start
        while next < limit {
            let unit = utf16[next]
            guard unit < 0x80, FallbackChain.primaryMaps(ascii: UInt32(unit), in: printable) else { break }
            next += 1
        }
        if next > start, next < contentEnd, utf16[next] < 0x20 || utf16[next] >= 0x7F { next -= 1 }
        guard next > start else { return start }
        var last = next - 1
        while last >= start, utf16[last] == 0x20 { last -= 1 }
        if last >= start {
            trailingSpaces = last + 1 < next ? last + 1 : nil
        } else if trailingSpaces == nil, max(start, itemStart + 1) < next {
            trailingSpaces = max(start, itemStart + 1)
        }
        return next
    }

    /// Where a run of one-unit clusters from `start` that stay in the current item ends
    /// (at `limit` at most): units that `selects(_:in:unit:)` puts in the face at
    /// `position`, and spaces when the face shows them (`keepsSpaces`) but one at
    /// `spacesBarredAt`. Keeps `trailingSpaces` (where the spaces that end the item begin)
    /// as the cluster loop does.
    @inline(__always)
    static func unitClusterRunEnd(
        from start: Int, limit: Int, position: Int, cover: [UInt8], keepsSpaces: Bool, spacesBarredAt barred: Int,
        trailingSpaces: inout Int?, in utf16: [UInt16]
    ) -> Int {
        var next = start
        while next < limit {
            let unit = utf16[next]
            if unit == 0x20 {
                guard keepsSpaces, next != barred else { break }
                if trailingSpaces == nil { trailingSpaces = next }
            } else {
                guard selects(position, in: cover, unit: unit) else { break }
                trailingSpaces = nil
            }
            next += 1
        }
        return next
    }

    /// `selects(_:in:face:for:in:)` for a cluster of one unit: a visible BMP character that
    /// is not ignorable and whose first covering face is the one at `position` (`cover`: the
    /// chain's `firstCover` table).
    @inline(__always)
    static func selects(_ position: Int, in cover: [UInt8], unit: UInt16) -> Bool {
        let isVisible = unit < 0x1680 || (unit >= 0x2C00 && unit < 0x3000) || (unit >= 0x3001 && unit < 0xD800)
        guard unit >= 0xAE, isVisible, !ClusterFontSelector.isIgnorable(UInt32(unit)) else { return false }
        return FallbackChain.firstFaceIndex(in: cover, covering: unit) == position
    }

    /// Whether the cluster font selector would choose `face`, at `position` in its chain,
    /// for `cluster`, answered from the chain's coverage table `cover` for a cluster of visible
    /// BMP characters that asks for no presentation: the latest of its characters' first
    /// covering faces is that face, and the face maps the characters an earlier face
    /// covers first. False for any other cluster (a space, a surrogate, a variation
    /// selector, an emoji-capable first character, an uncovered character): it takes the
    /// full path. This is `ClusterFontSelector.firstFaceCoveringBMP`'s rule specialised for
    /// a face whose chain position is known (it stops at the first later cover); calling
    /// that method and `presentation(of:)` instead was measured to cost the shortcut most of
    /// its gain (Thai 71 k → 88 k itemizer instructions a paragraph).
    static func selects(
        _ position: Int, in cover: [UInt8], face: FontFace, for cluster: TextRange, in utf16: [UInt16]
    ) -> Bool {
        let first = utf16[cluster.lowerBound]
        let isVisible = first < 0x1680 || (first >= 0x2C00 && first < 0x3000) || (first >= 0x3001 && first < 0xD800)
        guard first >= 0xAE, isVisible else { return false }
        var latest = -1
        var coveredEarlier = false
        for index in cluster {
            let unit = utf16[index]
            if unit >= 0xD800 && unit <= 0xDFFF || unit == 0xFE0E || unit == 0xFE0F { return false }
            if ClusterFontSelector.isIgnorable(UInt32(unit)) { continue }
            guard let coverIndex = FallbackChain.firstFaceIndex(in: cover, covering: unit), coverIndex <= position
            else { return false }
            latest = max(latest, coverIndex)
            coveredEarlier = coveredEarlier || coverIndex < position
        }
        guard latest == position else { return false }
        guard coveredEarlier else { return true }
        for index in cluster where !ClusterFontSelector.isIgnorable(UInt32(utf16[index])) {
            if !face.maps(UInt32(utf16[index])) { return false }
        }
        return true
    }
}
