/// The lines of a layout as displayed, in order: a view of the layout's line records, so
/// asking for `TextLayout.lines` costs nothing and `lines[i]` is O(1).
///
/// YYText's `lines` is a stored array, and code written for it indexes `layout.lines[i]`
/// in a loop; when `lines` built an array of every line on each call, such a loop over the
/// 29,623 lines of a 1 MB text took 11 s (found by a new-user probe). A random-access
/// collection of `TextLine`s: iterate it, index it, `map` it, or make an array of it
/// (`Array(layout.lines)`) where an array is needed.
public struct TextLines: RandomAccessCollection, Sendable {
    let storage: LayoutStorage

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.lines.count }

    /// Line `position` (a precondition failure outside `indices`, as an array's subscript).
    public subscript(position: Int) -> TextLine {
        precondition(position >= 0 && position < endIndex, "line \(position) out of range 0..<\(endIndex)")
        return TextLine(storage: storage, index: position)
    }
}
