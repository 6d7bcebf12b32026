extension CodingUserInfoKey {
    /// The custom `LinePositionModifier` types a decoder may meet in a `TextContainer`, as
    /// an `[any (LinePositionModifier & Codable).Type]` in the decoder's `userInfo`.
    ///
    /// `FixedLineHeightModifier` needs no entry. A container with another modifier encodes
    /// it under its type name (`String(reflecting:)`) when it is `Encodable`, and decoding
    /// finds the type of that name in this list.
    public static let richTextLinePositionModifiers = CodingUserInfoKey(rawValue: "RichText.linePositionModifiers")!
}

extension TextContainer: Codable {
    private enum CodingKeys: String, CodingKey {
        case size, insets, path, exclusionPaths, fillRule, pathLineWidth, maximumNumberOfRows, truncationType
        case truncationToken, linePositionModifier
    }

    private enum ModifierKeys: String, CodingKey { case type, value }

    /// The type name `FixedLineHeightModifier` is archived under.
    private static let fixedLineHeightName = "RichText.FixedLineHeightModifier"

    /// Decodes a container; sizes, insets and the path line width may be "inf" or "nan"
    /// (see `encode(to:)`).
    ///
    /// - Throws: `DecodingError` when a value is missing or malformed, or when the line
    ///   position modifier's type is neither `FixedLineHeightModifier` nor listed under
    ///   `CodingUserInfoKey.richTextLinePositionModifiers`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            size: try container.decode(ArchivedSize.self, forKey: .size).size,
            insets: try container.decode(ArchivedInsets.self, forKey: .insets).insets,
            path: try container.decodeIfPresent(BezierPath.self, forKey: .path),
            exclusionPaths: try container.decode([BezierPath].self, forKey: .exclusionPaths),
            fillRule: try container.decode(FillRule.self, forKey: .fillRule),
            pathLineWidth: try container.decode(ArchivedDouble.self, forKey: .pathLineWidth).value,
            maximumNumberOfRows: try container.decode(Int.self, forKey: .maximumNumberOfRows),
            truncationType: try container.decode(TruncationType.self, forKey: .truncationType),
            truncationToken: try container.decodeIfPresent(AttributedText.self, forKey: .truncationToken))
        guard container.contains(.linePositionModifier) else { return }
        let modifier = try container.nestedContainer(keyedBy: ModifierKeys.self, forKey: .linePositionModifier)
        let name = try modifier.decode(String.self, forKey: .type)
        if name == Self.fixedLineHeightName {
            linePositionModifier = try modifier.decode(ArchivedDouble.self, forKey: .value).lineHeightModifier
            return
        }
        let types = decoder.userInfo[.richTextLinePositionModifiers] as? [any (LinePositionModifier & Codable).Type]
        guard let type = types?.first(where: { String(reflecting: $0) == name }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: modifier,
                debugDescription: "line position modifier type '\(name)' is not listed under "
                    + "CodingUserInfoKey.richTextLinePositionModifiers")
        }
        linePositionModifier = try modifier.decode(type, forKey: .value)
    }

    /// Encodes every setting. Infinite and NaN sizes, insets and path line widths encode
    /// as "inf", "-inf" or "nan", so a container of unbounded height survives JSON; path
    /// points are plain numbers.
    ///
    /// - Throws: `EncodingError.invalidValue` when the line position modifier is neither
    ///   `FixedLineHeightModifier` nor `Encodable`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ArchivedSize(size), forKey: .size)
        try container.encode(ArchivedInsets(insets), forKey: .insets)
        try container.encodeIfPresent(path, forKey: .path)
        try container.encode(exclusionPaths, forKey: .exclusionPaths)
        try container.encode(fillRule, forKey: .fillRule)
        try container.encode(ArchivedDouble(pathLineWidth), forKey: .pathLineWidth)
        try container.encode(maximumNumberOfRows, forKey: .maximumNumberOfRows)
        try container.encode(truncationType, forKey: .truncationType)
        try container.encodeIfPresent(truncationToken, forKey: .truncationToken)
        guard let linePositionModifier else { return }
        var modifier = container.nestedContainer(keyedBy: ModifierKeys.self, forKey: .linePositionModifier)
        if let fixed = linePositionModifier as? FixedLineHeightModifier {
            try modifier.encode(Self.fixedLineHeightName, forKey: .type)
            try modifier.encode(ArchivedDouble(fixed.lineHeight), forKey: .value)
        } else if let encodable = linePositionModifier as? any Encodable {
            try modifier.encode(String(reflecting: type(of: linePositionModifier)), forKey: .type)
            try modifier.encode(encodable, forKey: .value)
        } else {
            throw EncodingError.invalidValue(
                linePositionModifier,
                EncodingError.Context(
                    codingPath: modifier.codingPath,
                    debugDescription: "line position modifier \(type(of: linePositionModifier)) is not Encodable"))
        }
    }
}

extension ArchivedDouble {
    /// A `FixedLineHeightModifier` of this line height.
    fileprivate var lineHeightModifier: FixedLineHeightModifier { FixedLineHeightModifier(lineHeight: value) }
}
