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
    /// `exactly`, the text's width (at most the value) when `atMost`, and the text's width
    /// when `undefined`: the max-content width for a single long paragraph (equal to
    /// `maxContentWidth`). The height follows the same rules. Sizes are rounded up to the
    /// pixel grid of `options.scale` except exact ones, which are returned as given.
    ///
    /// It shares the cache of `measure(_:in:options:)`: the modes are a size range
    /// (`exactly(v)` is min = max = v, `atMost(v)` is 0…v, `undefined` is 0…∞), so the same
    /// constraint asked either way is one cache entry.
    public func measure(
        _ text: AttributedText, width: MeasureMode, height: MeasureMode, options: MeasureOptions = MeasureOptions()
    ) -> TextMeasurement {
        measure(text, in: Self.sizeRange(width: width, height: height), options: options)
    }

    /// The size range a width and a height mode stand for.
    static func sizeRange(width: MeasureMode, height: MeasureMode) -> SizeRange {
        SizeRange(
            min: Size(width: width.minimumLength, height: height.minimumLength),
            max: Size(width: width.layoutLength, height: height.layoutLength))
    }
}
