/// Moves line baselines after line breaking, YYText's `YYTextLinePositionModifier`.
///
/// Called once per layout, from the thread that builds it, with every line in order;
/// it may change `baselineY` (and so the line's vertical position) and the row height.
/// Implementations are values compared by equality, so a layout cache can tell two
/// containers apart.
public protocol LinePositionModifier: Sendable, Hashable {
    /// Adjusts the lines' vertical positions in place.
    func modifyLines(_ lines: inout [LinePlacement], in container: TextContainer)
}

/// The vertical placement of one line, as a `LinePositionModifier` sees and changes it.
public struct LinePlacement: Hashable, Sendable {
    /// The line's index in the layout.
    public var index: Int
    /// The row the line sits in (several lines share a row where an exclusion splits it).
    public var row: Int
    /// The line's UTF-16 range.
    public var range: TextRange
    /// The y of the baseline.
    public var baselineY: Double
    /// The distance from the baseline up to the top of the line's box.
    public var ascent: Double
    /// The distance from the baseline down to the bottom of the line's box.
    public var descent: Double
    /// The space below the descent (the fonts' line gap, or what the line-height model adds).
    public var leading: Double
}

/// Places every row's baseline at a fixed distance from the previous one: lines of one
/// height whatever fonts, emoji or attachments they hold (YYText's
/// `YYTextLinePositionSimpleModifier`).
public struct FixedLineHeightModifier: LinePositionModifier {
    /// The distance between consecutive baselines.
    public var lineHeight: Double

    /// Creates the modifier.
    public init(lineHeight: Double) {
        self.lineHeight = lineHeight
    }

    public func modifyLines(_ lines: inout [LinePlacement], in container: TextContainer) {
        let top = container.normalized.insets.top
        guard lineHeight.isFinite, lineHeight > 0 else { return }
        for index in lines.indices {
            let row = Double(lines[index].row)
            // The baseline sits where the font's ascent would put it in a line of
            // `lineHeight`, scaled like YYText: ascent share of (ascent + descent).
            let total = lines[index].ascent + lines[index].descent
            let share = total > 0 ? lines[index].ascent / total : 0.8
            lines[index].baselineY = top + row * lineHeight + lineHeight * share
        }
    }
}
