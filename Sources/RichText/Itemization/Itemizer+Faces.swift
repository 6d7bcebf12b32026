/// Face choice: the face of one cluster, and which clusters choose no face of their own.
extension Itemizer {
    /// The face id of one cluster: the chain's first face that covers it; for a space, its
    /// neighbour's where that shows it.
    func face(
        for cluster: TextRange, isSpace: Bool, style: Int, chain: FallbackChain, cover: [UInt8],
        primaryASCII: (low: UInt64, high: UInt64), previous: (face: Int, style: Int)?, tables: inout Tables,
        paragraph: ParagraphAnalysis, selector: ClusterFontSelector
    ) -> Int? {
        // `chain` is the style's chain, held by the caller (reading it from the tables, which
        // this function changes, would count a reference on every cluster), and `cover` and
        // `primaryASCII` are its tables.
        let isASCII = cluster.count == 1 && utf16[cluster.lowerBound] < 0x80
        if !isSpace, isASCII, FallbackChain.primaryMaps(ascii: UInt32(utf16[cluster.lowerBound]), in: primaryASCII) {
            return tables.styles[style].primary
        }
        if !isSpace, cluster.count == 1 {
            // One BMP character that asks for no presentation and is not ignorable: the
            // chain's table gives the face's place, and the table of ids its id (no face
            // object is touched).
            let unit = utf16[cluster.lowerBound]
            if unit >= 0x80, unit < 0x2300 || (unit >= 0x2C00 && unit < 0xD800) || unit >= 0xE000,
                !ClusterFontSelector.isIgnorable(UInt32(unit)),
                let index = FallbackChain.firstFaceIndex(in: cover, covering: unit)
            {
                return tables.id(ofChainFace: index, style: style)
            }
        }
        guard isSpace else { return selector.face(for: cluster, chain: chain).map { tables.id(of: $0) } }
        var neighbour: Int?
        var sameStyle = true
        if let previous {
            neighbour = previous.face
            sameStyle =
                previous.style == style
                || tables.styles[previous.style].style.font.faceKey == tables.styles[style].style.font.faceKey
        } else if let face = firstVisibleFace(after: cluster, paragraph: paragraph, selector: selector) {
            neighbour = tables.id(of: face)
        }
        if let neighbour, sameStyle, !tables.faces[neighbour].isColor,
            isASCII
                ? (utf16[cluster.lowerBound] == 0x20
                    ? tables.faces[neighbour].mapsSpace
                    : FallbackChain.mapsASCII(tables.faces[neighbour].face, utf16[cluster.lowerBound]))
                : selector.covers(tables.faces[neighbour].face, cluster)
        {
            return neighbour
        }
        return selector.face(for: cluster, chain: chain).map { tables.id(of: $0) }
    }

    /// Whether every scalar of the cluster selects no face of its own (Pango's
    /// `consider_as_space`): space separators but OGHAM SPACE MARK, controls, format
    /// characters outside the Arabic block (which are visible), line and paragraph
    /// separators, and variation selectors.
    @inline(__always)
    static func selectsNoFont(_ cluster: TextRange, in utf16: [UInt16]) -> Bool {
        let first = utf16[cluster.lowerBound]
        if cluster.count == 1, first < 0x80 { return first <= 0x20 || first == 0x7F }
        return nonASCIISelectsNoFont(cluster, in: utf16)
    }

    /// `selectsNoFont` for a cluster that is not one ASCII character (property lookups).
    private static func nonASCIISelectsNoFont(_ cluster: TextRange, in utf16: [UInt16]) -> Bool {
        var index = cluster.lowerBound
        while index < cluster.upperBound {
            let (value, width) = UTF16Decoding.scalar(in: utf16, at: index)
            index += width
            if Self.isVisibleBlock(value) { return false }
            if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) { continue }
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: continue
            case .spaceSeparator where value != 0x1680: continue
            case .format where !((0x600...0x6FF).contains(value) || value == 0x70F || value == 0x8E2): continue
            default: return false
            }
        }
        return true
    }

    /// Whether `value` lies in a block with no space separator, control or format
    /// character that selects no font (answered without a property lookup).
    @inline(__always)
    private static func isVisibleBlock(_ value: UInt32) -> Bool {
        switch value {
        case 0xAE..<0x1680, 0x1681..<0x180E, 0x180F..<0x2000, 0x2070..<0x3000, 0x3001..<0xD800, 0xE000..<0xFE00,
            0xFE10..<0xFEFF, 0xFF00..<0xFFF9:
            return true
        default:
            return false
        }
    }

    /// The face of the first cluster after the space `space` that selects a face, chosen
    /// from its own style's chain, when it has the space's level and script (for spaces
    /// that open a run of one level and script).
    private func firstVisibleFace(
        after space: TextRange, paragraph: ParagraphAnalysis, selector: ClusterFontSelector
    ) -> FontFace? {
        let level = paragraph.level(at: space.lowerBound)
        let script = paragraph.script(at: space.lowerBound)
        var start = space.upperBound
        var index = paragraph.firstGraphemeIndex(after: start)
        while start < paragraph.contentRange.upperBound {
            let cluster = start..<min(paragraph.graphemeBoundaries[index], paragraph.contentRange.upperBound)
            index += 1
            start = cluster.upperBound
            guard !Self.selectsNoFont(cluster, in: utf16) else { continue }
            guard paragraph.level(at: cluster.lowerBound) == level, paragraph.script(at: cluster.lowerBound) == script
            else { return nil }
            let font = text.attributes(at: cluster.lowerBound).shapingStyle.font
            return selector.face(for: cluster, chain: context.coverageChain(for: font))
        }
        return nil
    }
}
