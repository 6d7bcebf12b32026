/// A text's intrinsic widths, as CSS and flex/grid layout engines use them: the narrowest
/// width it can take without breaking inside a word (min-content) and the width it takes
/// when no paragraph wraps (max-content).
///
/// ```swift
/// let widths = TextMeasurer.shared.intrinsicWidths(of: text)
/// widths.minContentWidth  // the widest word (with what must stay with it)
/// widths.maxContentWidth  // the widest paragraph on one line
/// ```
///
/// They agree with layouts: in a container `minContentWidth` wide no line is wider than the
/// container and no word is broken; in one `maxContentWidth` wide no paragraph wraps (only
/// mandatory breaks end lines). Both come from the width-independent `ShapedText`, measured
/// with the line breaker's own arithmetic (see `ShapedText.intrinsicWidths`); nothing is
/// laid out. Exclusion paths and container paths are not considered.
public struct IntrinsicWidths: Hashable, Sendable {
    /// The widest unbreakable piece: a word with the punctuation that stays with it, a run
    /// of words joined by no-break spaces, an attachment, a cluster in `charWrap` mode,
    /// a whole line in `clip` mode; with its paragraph indent and the horizontal insets.
    public var minContentWidth: Double
    /// The widest line when only mandatory breaks end lines (each paragraph, and each part
    /// after a U+2028 line separator), with its indent and the horizontal insets.
    public var maxContentWidth: Double

    /// Widths given directly.
    public init(minContentWidth: Double, maxContentWidth: Double) {
        self.minContentWidth = minContentWidth
        self.maxContentWidth = maxContentWidth
    }

    /// The intrinsic widths of `shaped` in a container with `insets` (their left and
    /// right sides are added; NaN, infinite or negative insets count as 0, as
    /// `TextContainer.normalized` clamps them), in points, unrounded.
    public init(_ shaped: ShapedText, insets: EdgeInsets = .zero) {
        let widths = IntrinsicWidthFinder(shaped: shaped).widths()
        let horizontal = TextContainer(size: .zero, insets: insets).normalized.insets
        let sides = horizontal.left + horizontal.right
        self.init(minContentWidth: widths.minimum + sides, maxContentWidth: widths.maximum + sides)
    }

    /// Both widths rounded up to the pixel grid of `scale` exactly as
    /// `TextLayout.textBoundingSize` is (a value within 0.001 pt above a pixel boundary
    /// rounds down to it), so `maxContentWidth` equals the width of the layout in an
    /// unbounded container.
    public func ceiled(scale: Double) -> IntrinsicWidths {
        IntrinsicWidths(
            minContentWidth: PixelGrid.ceiled(minContentWidth, scale: scale),
            maxContentWidth: PixelGrid.ceiled(maxContentWidth, scale: scale))
    }
}

extension ShapedText {
    /// The text's min-content and max-content widths in points, unrounded and without
    /// insets (see `IntrinsicWidths`).
    ///
    /// - Complexity: O(n) in the text's length; nothing is laid out.
    public var intrinsicWidths: IntrinsicWidths { IntrinsicWidths(self) }
}
