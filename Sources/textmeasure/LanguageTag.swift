/// The syntax of BCP 47 language tags (RFC 5646 §2.1), enough to reject what cannot be one.
///
/// Well-formed: subtags of 1–8 ASCII letters or digits separated by `-`; the first is a
/// language of 2–3 or 5–8 letters (or `x` / `i` followed by more subtags: private use and
/// the grandfathered forms); a one-character subtag (an extension or private-use singleton)
/// is followed by at least one more. Whether the language exists is not checked (ICU and
/// HarfBuzz take unknown languages as "no language-specific behaviour").
enum LanguageTag {
    /// Whether `tag` is a well-formed BCP 47 tag.
    static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first else { return false }
        for subtag in subtags {
            guard (1...8).contains(subtag.count), subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { return false }
        }
        let isSingleton = { (subtag: Substring) in subtag.count == 1 }
        if isSingleton(first) { return ["x", "i", "X", "I"].contains(first) && subtags.count > 1 }
        guard first.allSatisfy(\.isLetter), first.count != 4, first.count >= 2 else { return false }
        return !isSingleton(subtags[subtags.count - 1])
    }
}
