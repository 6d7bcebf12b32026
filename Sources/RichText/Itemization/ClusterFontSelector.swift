/// Chooses the face for one grapheme cluster from a fallback chain.
///
/// Rules, in order:
/// 1. A cluster with emoji presentation (VS16, an emoji-presentation base, a regional
///    indicator, a skin-tone modifier or an emoji ZWJ sequence) tries colour faces first;
///    one with VS15 (text presentation) tries them last.
/// 2. The first face whose cmap covers every scalar of the cluster wins, so a base and
///    its combining marks, or an emoji ZWJ sequence, are never split across fonts.
///    Default-ignorable scalars (ZWJ, variation selectors), controls and separators do
///    not count.
/// 3. Failing that, the first face that covers the cluster's first scalar; failing that,
///    the chain's first face, which shapes the cluster to .notdef.
struct ClusterFontSelector {
    let text: [UInt16]

    /// How a cluster wants to be presented.
    enum Presentation {
        case text, emoji, unspecified
    }

    /// The face for the cluster at `range`, chosen from `chain`.
    func face(for range: TextRange, chain fallback: FallbackChain) -> FontFace? {
        let chain = fallback.faces
        guard let primary = chain.first else { return nil }
        let presentation = presentation(of: range)
        if range.count == 1, presentation == .unspecified {
            // One BMP character (not a surrogate half): the chain's table knows the answer.
            let unit = text[range.lowerBound]
            if unit < 0xD800 || unit > 0xDFFF, !Self.isIgnorable(UInt32(unit)),
                let face = fallback.firstFace(covering: unit)
            {
                return face
            }
        } else if presentation == .unspecified, let face = firstFaceCoveringBMP(range, chain: fallback) {
            return face
        }
        let ordered: [FontFace]
        switch presentation {
        case .emoji: ordered = fallback.colorFirst
        case .text: ordered = fallback.colorLast
        case .unspecified: ordered = chain
        }
        if let face = ordered.first(where: { covers($0, range) }) { return face }
        if let first = firstSignificantScalar(in: range) {
            if let face = ordered.first(where: { $0.maps(first) }) { return face }
        }
        return ordered.first ?? primary
    }

    /// For a cluster of BMP characters (a base and its marks, a syllable): no face before
    /// the latest of its characters' first covering faces covers them all, so that face is
    /// the answer when it covers the rest. Nil when the table cannot tell (a surrogate, an
    /// uncovered character, or that face lacks one of the others). When every character's
    /// first covering face is that one, it covers them all and no cmap is read.
    private func firstFaceCoveringBMP(_ range: TextRange, chain: FallbackChain) -> FontFace? {
        var latest = -1
        var earliest = Int.max
        for index in range {
            let unit = text[index]
            if unit >= 0xD800 && unit <= 0xDFFF { return nil }
            if Self.isIgnorable(UInt32(unit)) { continue }
            guard let position = chain.firstFaceIndex(covering: unit) else { return nil }
            latest = max(latest, position)
            earliest = min(earliest, position)
        }
        guard latest >= 0 else { return nil }
        let face = chain.faces[latest]
        guard earliest < latest else { return face }
        for index in range where !Self.isIgnorable(UInt32(text[index])) {
            if !face.maps(UInt32(text[index])) { return nil }
        }
        return face
    }

    /// Whether `face` has a glyph for every significant scalar of the cluster.
    func covers(_ face: FontFace, _ range: TextRange) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, width) = UTF16Decoding.scalar(in: text, at: index)
            if !Self.isIgnorable(scalar), !face.maps(scalar) { return false }
            index += width
        }
        return true
    }

    /// The emoji or text presentation the cluster asks for (UTS #51).
    func presentation(of range: TextRange) -> Presentation {
        // A lone ASCII character is text (keycaps need VS16 or U+20E3 in the cluster).
        if range.count == 1, text[range.lowerBound] < 0x80 { return .unspecified }
        var index = range.lowerBound
        var isFirst = true
        var result = Presentation.unspecified
        while index < range.upperBound {
            let (value, width) = UTF16Decoding.scalar(in: text, at: index)
            switch value {
            case 0xFE0F, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: return .emoji
            case 0xFE0E: return .text
            case 0x200D where result == .emoji: return .emoji
            default:
                // Below U+10000 only U+2300-2BFF holds Emoji_Presentation characters.
                if isFirst, value >= 0x10000 || (0x2300..<0x2C00).contains(value), let scalar = Unicode.Scalar(value),
                    scalar.properties.isEmojiPresentation
                {
                    result = .emoji
                }
            }
            isFirst = false
            index += width
        }
        return result
    }

    private func firstSignificantScalar(in range: TextRange) -> UInt32? {
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, width) = UTF16Decoding.scalar(in: text, at: index)
            if !Self.isIgnorable(scalar) { return scalar }
            index += width
        }
        return nil
    }

    /// Scalars that need no glyph of their own for a face to be chosen.
    static func isIgnorable(_ value: UInt32) -> Bool {
        if value < 0x80 { return value < 0x20 || value == 0x7F }
        // Common blocks answered without a property lookup: Latin-1 to Armenian and
        // Hebrew, CJK to Hangul (U+3164 HANGUL FILLER is default-ignorable).
        if value >= 0xA0 && value < 0x600 { return value == 0xAD || value == 0x34F }
        // Arabic to Myanmar: only a few Arabic and Syriac format characters.
        if value >= 0x600 && value < 0x1000 {
            return value <= 0x605 || value == 0x61C || value == 0x6DD || value == 0x70F || value == 0x890
                || value == 0x891 || value == 0x8E2
        }
        if value >= 0x2E80 && value < 0xD800 { return value == 0x3164 }
        // General Punctuation (CJK and Latin quotes and dashes): the zero-width and bidi
        // format characters, the line and paragraph separators and U+2060 on. Halfwidth and
        // fullwidth forms (CJK punctuation): only U+FFA0 HALFWIDTH HANGUL FILLER.
        if value >= 0x2000 && value < 0x2070 {
            return value >= 0x200B && value <= 0x200F || value >= 0x2028 && value <= 0x202E || value >= 0x2060
        }
        if value >= 0xFF00 && value < 0xFFF0 { return value == 0xFFA0 }
        // Latin Extended Additional and Greek Extended (Vietnamese, polytonic Greek);
        // superscripts to CJK radicals (currency, arrows, symbols, dingbats); emoji and
        // the symbols around them; the supplementary ideographic planes: none ignorable.
        if value >= 0x1E00 && value < 0x2000 || value >= 0x2070 && value < 0x2E80 { return false }
        if value >= 0x1F000 && value < 0x1FB00 || value >= 0x20000 && value < 0x40000 { return false }
        return isIgnorableByProperties(value)
    }

    /// `isIgnorable` from the Unicode properties alone (the fast paths above must agree).
    static func isIgnorableByProperties(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return true }
        if scalar.properties.isDefaultIgnorableCodePoint { return true }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .format: return true
        default: return false
        }
    }
}
