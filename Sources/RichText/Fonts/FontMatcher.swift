/// Picks faces for a font request: the style match inside a family, and the fallback chain.
///
/// Style matching follows the CSS Fonts Level 4 font matching algorithm (§5.2) for the
/// two properties RichText knows: slant first (an italic request prefers italic faces),
/// then weight (for a desired weight w: 400 ≤ w ≤ 500 tries w…500 ascending, then below w
/// descending, then above 500 ascending; w < 400 tries below descending then above
/// ascending; w > 500 tries above ascending then below descending). No bold or oblique is
/// synthesised.
enum FontMatcher {
    /// The face of `candidates` (one family) that best matches `key`'s weight and slant.
    static func bestStyleMatch(in candidates: [FontFace], for key: Font.FaceKey) -> FontFace? {
        candidates.min { lhs, rhs in
            rank(lhs, for: key) < rank(rhs, for: key)
        }
    }

    /// A sort key: lower is better; ties keep registration order through `min`'s stability.
    private static func rank(_ face: FontFace, for key: Font.FaceKey) -> (Int, Int) {
        let slantPenalty = face.isItalic == key.isItalic ? 0 : 1
        return (slantPenalty, weightDistance(face.weight.value, desired: key.weight.value))
    }

    /// How far `weight` is from `desired` in CSS's search order (0 is an exact match).
    static func weightDistance(_ weight: Int, desired: Int) -> Int {
        let far = 10_000
        if weight == desired { return 0 }
        if (400...500).contains(desired) {
            if weight > desired && weight <= 500 { return weight - desired }
            if weight < desired { return far + (desired - weight) }
            return 2 * far + (weight - desired)
        }
        if desired < 400 {
            return weight < desired ? desired - weight : far + (weight - desired)
        }
        return weight > desired ? weight - desired : far + (desired - weight)
    }

    /// The fallback chain for a request: the best match of the requested family (or, when
    /// the family is unknown, of `defaultFamily`), then the best style match of every
    /// other family in registration order.
    static func fallbackChain(
        faces: [FontFace], for key: Font.FaceKey, defaultFamily: String
    ) -> [FontFace] {
        var families: [String] = []
        var byFamily: [String: [FontFace]] = [:]
        for face in faces {
            let name = face.family.lowercased()
            if byFamily[name] == nil { families.append(name) }
            byFamily[name, default: []].append(face)
        }
        let first = byFamily[key.family] != nil ? key.family : defaultFamily.lowercased()
        let ordered = (byFamily[first] != nil ? [first] : []) + families.filter { $0 != first }
        return ordered.compactMap { bestStyleMatch(in: byFamily[$0] ?? [], for: key) }
    }
}
