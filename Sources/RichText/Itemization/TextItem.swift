/// A maximal stretch of a paragraph that HarfBuzz shapes in one call: one embedding level,
/// one script, one face and one shaping style. Items never split a grapheme cluster. (Han,
/// hiragana and katakana count as one script where the face shapes them alike; the item
/// then carries its first script: see `FontFace.shapesHanAndKanaAlike`.)
struct TextItem: Hashable, Sendable {
    /// UTF-16 range (absolute offsets).
    let range: TextRange
    let level: UInt8
    let script: Script
    let face: FontFace
    let style: ShapingStyle
}
