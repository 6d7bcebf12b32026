/// The shaping styles and fallback chains of the attribute runs an itemizer has met, so
/// that runs whose shaping attributes are equal share one boxed style and one chain lookup.
///
/// Rich text alternates a few styles (body, bold, code, link in rendered markdown) run
/// after run and paragraph after paragraph. Made again for each attribute run, a style was
/// a new box, kept by the run's items and shaped runs and released with the layout, and its
/// fallback chain was looked up again (hashing the font). A text of one attribute run keeps
/// one entry and never allocates the list of others.
struct RunStyleMemo {
    /// A style and its fallback chain.
    typealias Entry = (style: ShapingStyle, chain: FallbackChain)

    /// How many styles are kept besides the first; past that, a new one replaces the
    /// oldest of them.
    static let capacity = 15

    /// A style, its chain, and the attributes it was last asked for with: attributes in
    /// that same box (`TextAttributes.storage`) are answered without comparing fields, and
    /// keeping them keeps the box alive, so its identity cannot be another box's later.
    /// (Runs that alternate equal shaping attributes in different boxes, colours say, find
    /// their entry by fields each time; more than 16 styles in turn miss every time, each
    /// miss comparing with all 16, about what making the style costs.)
    private struct Kept {
        var attributes: TextAttributes
        let entry: Entry
    }

    /// The attribute run asked for last (-1: none yet) and its style's slot (see `slot`).
    private var runIndex = -1
    private var currentSlot = -1
    /// The first style made: most texts have one, and then `others` never allocates.
    private var first: Kept?
    private var others: [Kept] = []
    /// Where the next style goes once `others` is full.
    private var nextReplaced = 0

    /// The style and chain of attribute run `runIndex` of `text`: the run asked for last
    /// time, or one met before with the same attributes box or equal shaping fields, or
    /// else made now (the chain from `context`).
    mutating func entry(ofRun runIndex: Int, in text: AttributedText, context: FontContext) -> Entry {
        if runIndex == self.runIndex, first != nil { return self[currentSlot].entry }
        let attributes = text.runs[runIndex].attributes
        self.runIndex = runIndex
        if let found = slot(where: { $0.attributes.storage === attributes.storage }) {
            currentSlot = found
            return self[found].entry
        }
        let fields = attributes.shapingFields
        if let found = slot(where: { $0.entry.style.holds(fields) }) {
            self[found].attributes = attributes
            currentSlot = found
            return self[found].entry
        }
        let style = ShapingStyle(usable: fields)
        let made = Kept(attributes: attributes, entry: (style, context.coverageChain(for: style.font)))
        if first == nil {
            first = made
            currentSlot = -1
        } else if others.count < Self.capacity {
            others.append(made)
            currentSlot = others.count - 1
        } else {
            others[nextReplaced] = made
            currentSlot = nextReplaced
            nextReplaced = (nextReplaced + 1) % Self.capacity
        }
        return made.entry
    }

    /// The first kept style that `matches`: slot -1 is `first`, slot `i` is `others[i]`.
    private func slot(where matches: (Kept) -> Bool) -> Int? {
        if let first, matches(first) { return -1 }
        return others.firstIndex(where: matches)
    }

    /// The style kept in `slot` (one that `slot(where:)` found).
    private subscript(slot: Int) -> Kept {
        get { slot < 0 ? first! : others[slot] }
        set {
            if slot < 0 { first = newValue } else { others[slot] = newValue }
        }
    }
}
