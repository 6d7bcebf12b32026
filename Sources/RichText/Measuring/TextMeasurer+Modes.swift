extension TextMeasurer {
    /// Measures `text` the way Yoga asks a measure function to: a width and a height, each
    /// with its mode (see `MeasureMode`).
    ///
    /// ```swift
    /// // YGMeasureFunc(node, width, widthMode, height, heightMode):
    /// let m = TextMeasurer.shared.measure(text, width: .atMost(width), height: .undefined)
    /// return YGSize(width: m.size.width, height: m.size.height)
    /// ```
    ///
    /// The text is laid out in a container as wide as the width's value (unbounded when
    /// undefined) and as tall as the height's value (text below it is truncated, as with a
    /// size range's maximum height). The result's width is then the value itself when
    /// `exactly`, and the text's width when `atMost` (never more than the value) or
    /// `undefined` (then the max-content width, `maxContentWidth`). The text's width is the
    /// layout's `fittingWidth`: the widest line whatever its alignment, so a right-aligned,
    /// centred or right-to-left paragraph measures as wide as its text, as CSS's
    /// fit-content width does, and laid out again at that width it breaks into the same
    /// lines. (A size range measures the bounding width, which for such text is the room
    /// it was given.) The height is the text's height, the value when `exactly`, never more
    /// than the value when `atMost`. Sizes are rounded up to the pixel grid of
    /// `options.scale` except exact ones, which are returned as given.
    ///
    /// Cached like `measure(_:in:options:)`: the modes are a size range (`exactly(v)` is
    /// min = max = v, `atMost(v)` is 0…v, `undefined` is 0…∞) in entries of their own.
    public func measure(
        _ text: AttributedText, width: MeasureMode, height: MeasureMode, options: MeasureOptions = MeasureOptions()
    ) -> TextMeasurement {
        measure(text, in: Self.sizeRange(width: width, height: height), options: options, fitsContent: true)
    }

    /// The size range a width and a height mode stand for.
    static func sizeRange(width: MeasureMode, height: MeasureMode) -> SizeRange {
        SizeRange(
            min: Size(width: width.minimumLength, height: height.minimumLength),
            max: Size(width: width.layoutLength, height: height.layoutLength))
    }
}
