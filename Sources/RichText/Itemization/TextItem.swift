/// A maximal stretch of a paragraph that HarfBuzz shapes in one call: one embedding level,
/// one script, one face and one shaping style. Items never split a grapheme cluster.
struct TextItem: Hashable, Sendable {
    /// UTF-16 range (absolute offsets).
    var range: Range<Int>
    var level: UInt8
    var script: Script
    var face: FontFace
    var style: ShapingStyle
}
