import RichText

/// Checks that laying out the same input again gives the same layout.
public enum Determinism {
    /// Lays `text` out in `container` twice more, once shaping again (the shaped-word
    /// cache now holds its words, so cached and uncached shaping meet) and once from
    /// `layout`'s shaped text, and traps unless the three `dump()`s are equal.
    public static func check(_ layout: TextLayout, container: TextContainer, context: FontContext) {
        let expected = layout.dump()
        let again = TextLayout(container: container, text: layout.text, context: context, scale: layout.scale)
        Invariant.require(
            again.dump() == expected, "the same input laid out again differs:\n\(expected)\n---\n\(again.dump())")
        let reused = TextLayout(container: container, shapedText: layout.shapedText, scale: layout.scale)
        Invariant.require(
            reused.dump() == expected,
            "the same shaped text laid out again differs:\n\(expected)\n---\n\(reused.dump())")
    }

    /// Flows `layout`'s text through `container` and then `next` (pages): the first page
    /// must equal `layout`, and the second, which starts where the first stopped, must
    /// keep the layout invariants.
    public static func checkFlow(_ layout: TextLayout, container: TextContainer, next: TextContainer) {
        let pages = TextLayout.layouts(
            containers: [container, next], text: layout.text, context: layout.shapedText.context, scale: layout.scale)
        Invariant.require(pages.count == 2, "two containers gave \(pages.count) layouts")
        Invariant.require(pages[0].dump() == layout.dump(), "the first page differs from the single layout")
        Invariant.require(
            pages[1].range.lowerBound == layout.visibleRange.upperBound,
            "the second page starts at \(pages[1].range.lowerBound), not at \(layout.visibleRange.upperBound)")
        LayoutChecker(pages[1]).checkLayout()
    }
}
