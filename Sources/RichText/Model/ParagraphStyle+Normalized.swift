extension ParagraphStyle {
    /// The largest length a style may give in points (indents, spacing, line heights, tab
    /// stops), as far as a container's coordinates go (`BezierPath.maximumCoordinate`);
    /// the largest `lineHeightMultiple` is 1,000.
    static let maximumLength = BezierPath.maximumCoordinate

    /// This style with every number usable by the layout: NaN becomes the field's default
    /// (0, or 28 for `defaultTabInterval`), an infinite or huge length is clamped to
    /// ±`maximumLength`, a multiple to 0…1,000, the line-height model is normalized
    /// (`LineHeight.normalized`) and tab stops at a non-finite location are dropped.
    ///
    /// The layout reads every paragraph's style through this, as it reads the container
    /// through `TextContainer.normalized`: a style of NaN or infinite numbers (a bad value
    /// decoded from a file, an unchecked user setting) lays out with finite geometry instead
    /// of NaN and infinite lines (a review found NaN line widths from a NaN indent and a NaN
    /// bounding height from an infinite minimum line height).
    var normalized: ParagraphStyle {
        guard !isNormal else { return self }
        var style = self
        func length(_ value: Double) -> Double { value.usable(within: Self.maximumLength) }
        style.firstLineHeadIndent = length(firstLineHeadIndent)
        style.headIndent = length(headIndent)
        style.tailIndent = length(tailIndent)
        style.lineSpacing = length(lineSpacing)
        style.paragraphSpacing = length(paragraphSpacing)
        style.paragraphSpacingBefore = length(paragraphSpacingBefore)
        style.minimumLineHeight = length(minimumLineHeight)
        style.maximumLineHeight = length(maximumLineHeight)
        style.lineHeightMultiple = lineHeightMultiple.isNaN ? 0 : min(max(lineHeightMultiple, 0), 1000)
        style.defaultTabInterval = defaultTabInterval.isNaN ? 28 : length(defaultTabInterval)
        style.tabStops = tabStops.filter(\.location.isFinite).map {
            TextTab(location: length($0.location), alignment: $0.alignment)
        }
        style.lineHeight = lineHeight.normalized
        if let strut, !(strut.font.size.isFinite && strut.font.size <= Self.maximumLength) {
            style.strut = nil
        }
        return style
    }

    /// Whether every number is already what `normalized` would make it (the common case,
    /// checked without copying the style).
    private var isNormal: Bool {
        // One comparison each, no array (the layout asks this for every paragraph).
        let limit = Self.maximumLength
        return abs(firstLineHeadIndent) <= limit && abs(headIndent) <= limit && abs(tailIndent) <= limit
            && abs(lineSpacing) <= limit && abs(paragraphSpacing) <= limit && abs(paragraphSpacingBefore) <= limit
            && abs(minimumLineHeight) <= limit && abs(maximumLineHeight) <= limit && abs(defaultTabInterval) <= limit
            && lineHeightMultiple >= 0 && lineHeightMultiple <= 1000
            && tabStops.allSatisfy { abs($0.location) <= limit }
            && lineHeight == lineHeight.normalized
            && (strut.map { $0.font.size.isFinite && $0.font.size <= limit } ?? true)
    }
}
