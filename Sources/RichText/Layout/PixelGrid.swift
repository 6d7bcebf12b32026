/// How sizes are rounded up to whole pixels: the rule `TextLayout.textBoundingSize` and
/// the measurer's intrinsic widths share, so that the two agree to the last bit; the
/// renderer's default picture size rounds to whole points (`scale` 1) by it too.
public enum PixelGrid {
    /// The pixel scale actually used for `scale`: 1 when it is not a positive finite number.
    static func scale(_ scale: Double) -> Double {
        scale.isFinite && scale > 0 ? scale : 1
    }

    /// `value` rounded up to the grid of `scale` pixels per point, less the line breaker's
    /// fitting tolerance (`LineEndFinder.tolerance`): a line that fits its span within the
    /// tolerance never rounds up to a size larger than its container. Never negative.
    public static func ceiled(_ value: Double, scale: Double = 1) -> Double {
        let pixel = Self.scale(scale)
        let allowance = LineEndFinder.tolerance * pixel
        // `+ 0` makes a zero positive: a value within the allowance of 0 rounds up to −0,
        // which `max` keeps (an empty layout reported a size of −0.0 × −0.0).
        return max(0, (value * pixel - allowance).rounded(.up) / pixel) + 0
    }
}
