/// Keeps a selected range meaningful when a parser replaces part of the text (YYText's
/// `_replaceTextInRange:withLength:selectedRange:` rule, with containment generalised).
///
/// For a replacement of `range` by `length` new UTF-16 units (delta = `length − range.count`):
///
/// 1. a replacement that starts at or after the selection's end leaves it unchanged
///    (a caret just before a match stays before it);
/// 2. a replacement that ends at or before the selection's start shifts it by delta
///    (a caret just after a match moves with it);
/// 3. a replacement inside the selection (edges may touch, or equal it) keeps it covering
///    the replacement: its end moves by delta (YYText does this only when an edge is
///    shared);
/// 4. otherwise (the selection overlaps the replacement partially, or lies strictly
///    inside it, as a caret inside `:smile:` does) the selection collapses to a caret at
///    the end of the replacement, `range.lowerBound + length`.
public enum SelectedRangeAdjuster {
    /// The selection after `range` is replaced by `length` UTF-16 units.
    public static func adjust(_ selection: Range<Int>, replacing range: Range<Int>, withLength length: Int) -> Range<
        Int
    > {
        let delta = length - range.count
        if range.lowerBound >= selection.upperBound {
            return selection
        }
        if range.upperBound <= selection.lowerBound {
            return selection.lowerBound + delta..<selection.upperBound + delta
        }
        if selection.lowerBound <= range.lowerBound, range.upperBound <= selection.upperBound {
            return selection.lowerBound..<selection.upperBound + delta
        }
        let caret = range.lowerBound + length
        return caret..<caret
    }

    /// The optional selection after `range` is replaced by `length` UTF-16 units (nil
    /// stays nil).
    public static func adjust(_ selection: Range<Int>?, replacing range: Range<Int>, withLength length: Int) -> Range<
        Int
    >? {
        selection.map { adjust($0, replacing: range, withLength: length) }
    }
}
