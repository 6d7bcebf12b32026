/// The free spans of one row band, left to right (`ContainerGeometry.spans(y:height:)`).
///
/// A plain rectangle, the common case, has one span per row: it is held inline, so handing
/// it out costs no array and no reference count per row (an array cost one each way, a
/// tenth of a re-layout's counts). Paths and exclusions give a list.
enum RowSpans: RandomAccessCollection {
    /// No free span: the band is outside the frame.
    case none
    /// The frame's one span.
    case one(FreeSpan)
    /// Spans cut by a path or by exclusions (possibly none).
    case many([FreeSpan])

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch self {
        case .none: 0
        case .one: 1
        case .many(let spans): spans.count
        }
    }

    subscript(position: Int) -> FreeSpan {
        switch self {
        case .one(let span):
            precondition(position == 0, "RowSpans index \(position) out of range")
            return span
        case .many(let spans): return spans[position]
        case .none: preconditionFailure("RowSpans index \(position) out of range")
        }
    }
}
