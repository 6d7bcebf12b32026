extension Itemizer {
    /// The styles and faces a paragraph's clusters have met, by id: two arrays of entries
    /// and one of chain face ids (one allocation each, not one per field: itemizing a
    /// short paragraph made eight).
    struct Tables {
        struct StyleEntry {
            var style: ShapingStyle
            var chain: FallbackChain
            /// The face id of the style's primary face (-1: an empty chain).
            var primary: Int
            /// Where the style's chain face ids start in `chainIDs`.
            var chainIDStart: Int
        }

        struct FaceEntry {
            var face: FontFace
            var isColor: Bool
            /// Whether the face maps U+0020 (asked for every space, answered without
            /// touching the face object).
            var mapsSpace: Bool
            /// `FontFace.shapesHanAndKanaAlike`, read once when first asked (nil: not yet;
            /// most faces never meet both Han and kana).
            var shapesHanAndKanaAlike: Bool?
        }

        var styles: [StyleEntry] = []
        var faces: [FaceEntry] = []
        /// For each style, the face id of each face of its chain (-1: not met yet), from
        /// the style's `chainIDStart` on.
        var chainIDs: [Int] = []

        /// Adds `style` with its fallback chain (its id is the last one).
        mutating func add(_ style: ShapingStyle, chain: FallbackChain) {
            let start = chainIDs.count
            chainIDs.append(contentsOf: repeatElement(-1, count: chain.faces.count))
            let primary = chain.faces.first.map { id(of: $0) } ?? -1
            styles.append(StyleEntry(style: style, chain: chain, primary: primary, chainIDStart: start))
        }

        /// The face id of face `index` of style `style`'s chain.
        mutating func id(ofChainFace index: Int, style: Int) -> Int {
            let slot = styles[style].chainIDStart + index
            let known = chainIDs[slot]
            if known >= 0 { return known }
            let id = id(of: styles[style].chain.faces[index])
            chainIDs[slot] = id
            return id
        }

        /// Where face `id` stands in style `style`'s fallback chain (lower is less of a
        /// fallback; a face outside the chain comes last).
        func chainPosition(of id: Int, style: Int) -> Int {
            styles[style].chain.faces.firstIndex { $0 === faces[id].face } ?? Int.max
        }

        /// Whether text of scripts `a` and `b` may share an item in face `face`: one script,
        /// or Han and kana where the face shapes them alike.
        mutating func shareAnItem(_ a: Script, _ b: Script, face: Int) -> Bool {
            if a == b { return true }
            guard a.isHanOrKana, b.isHanOrKana else { return false }
            if let known = faces[face].shapesHanAndKanaAlike { return known }
            let alike = faces[face].face.shapesHanAndKanaAlike
            faces[face].shapesHanAndKanaAlike = alike
            return alike
        }

        /// The id of `face`, added on first sight.
        mutating func id(of face: FontFace) -> Int {
            if let index = faces.firstIndex(where: { $0.face === face }) { return index }
            faces.append(
                FaceEntry(
                    face: face, isColor: face.isColor, mapsSpace: face.maps(0x20), shapesHanAndKanaAlike: nil))
            return faces.count - 1
        }
    }
}
