/// A Unicode script (the Script property), identified by its ISO 15924 tag.
public struct Script: Hashable, Sendable, CustomStringConvertible {
    /// The tag as HarfBuzz packs it (four ASCII bytes, big-endian).
    let tag: UInt32

    init(tag: UInt32) {
        self.tag = tag
    }

    /// Creates a script from its ISO 15924 code ("Latn", "Arab", "Hani").
    public init(iso15924 code: String) {
        tag = UnicodeScriptLookup.tag(ofISO15924: code)
    }

    /// The ISO 15924 code, e.g. "Arab".
    public var iso15924: String { hbTagString(tag) }

    public var description: String { iso15924 }

    /// Characters used by several scripts (spaces, punctuation, digits, emoji): "Zyyy".
    public static let common = Script(tag: UnicodeScriptLookup.common)
    /// Combining marks that take the script of their base: "Zinh".
    public static let inherited = Script(tag: UnicodeScriptLookup.inherited)

    /// Whether this is Han, hiragana or katakana: scripts that Japanese text alternates
    /// within a phrase, and that shape alike in a face without script-specific lookups
    /// for them (`FontFace.shapesHanAndKanaAlike`).
    var isHanOrKana: Bool {
        tag == Self.hanTag || tag == Self.hiraganaTag || tag == Self.katakanaTag
    }

    private static let hanTag = hbTag("Hani")
    private static let hiraganaTag = hbTag("Hira")
    private static let katakanaTag = hbTag("Kana")

    /// Whether characters of this script take the script of their neighbours.
    var isWeak: Bool {
        tag == UnicodeScriptLookup.common || tag == UnicodeScriptLookup.inherited
            || tag == UnicodeScriptLookup.unknown
    }
}
