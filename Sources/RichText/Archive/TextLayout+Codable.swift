import Foundation

extension CodingUserInfoKey {
    /// The `FontContext` a decoded `TextLayout` takes its faces from, in the decoder's
    /// `userInfo`; without one, `FontContext.loadDefault()` (the bundled fonts).
    public static let richTextFontContext = CodingUserInfoKey(rawValue: "RichText.fontContext")!
}

/// A layout archive stores a finished layout, so that layouts computed once (on a server,
/// ahead of time) can be stored and shipped, then drawn and queried without shaping or line
/// breaking again.
///
/// The archive holds the text, the container, the shaped glyphs, the line and run records
/// and the faces by the content of their font files (see `LayoutArchiveV1` for what is
/// kept and what is recomputed). It starts with `"format": "RichText.TextLayout"` and
/// `"version"`, the format's version: this build writes `archiveVersion` and decodes every
/// version in `supportedArchiveVersions`.
///
/// Decoding needs a `FontContext` holding the faces the layout was made with (the same
/// font files, wherever they are), given as `userInfo[.richTextFontContext]` or to
/// `init(archive:context:)`. The decoded layout answers every query as the original does
/// and gives the same `dump()`. The archive carries a checksum of its content (FNV-1a of
/// its canonical JSON), so a changed value throws rather than decoding into another
/// layout, and every index in it is checked, so damaged data throws instead of trapping
/// later. The text is archived by `AttributedText`'s `Codable`
/// rules: highlight actions are dropped and `.opaque` attachment content becomes
/// `.placeholder(typeName)` (the geometry is unchanged).
///
/// ```swift
/// let data = try layout.archive()
/// let copy = try TextLayout(archive: data, context: context)
///
/// let decoder = JSONDecoder()
/// decoder.userInfo[.richTextFontContext] = context
/// let same = try decoder.decode(TextLayout.self, from: data)
/// ```
extension TextLayout: Codable {
    /// The archive format version this build writes.
    public static let archiveVersion = 1

    /// The archive format versions this build decodes.
    public static let supportedArchiveVersions = 1...1

    /// Decodes an archived layout with the faces of the decoder's
    /// `userInfo[.richTextFontContext]` (or of `FontContext.loadDefault()`).
    ///
    /// - Throws: `TextLayoutArchiveError.notALayoutArchive` or `.unsupportedVersion` for
    ///   other data or another version, `.missingFace` naming a face the context lacks,
    ///   `.inconsistent` for damaged values, `FontError` when no context is given and the
    ///   bundled fonts cannot load, and the decoder's `DecodingError` for malformed data.
    public init(from decoder: any Decoder) throws {
        let header = try LayoutArchiveHeader(from: decoder)
        guard header.format == LayoutArchiveHeader.format else {
            throw TextLayoutArchiveError.notALayoutArchive(format: header.format)
        }
        let given = decoder.userInfo[.richTextFontContext] as? FontContext
        let context = try given ?? FontContext.loadDefault()
        switch header.version {
        case 1:
            let record = try LayoutArchiveV1(from: decoder)
            try record.verifyChecksum()
            self = try record.restore(in: context)
        default:
            throw TextLayoutArchiveError.unsupportedVersion(header.version, supported: Self.supportedArchiveVersions)
        }
    }

    /// Encodes the layout in the current archive format (`archiveVersion`).
    ///
    /// - Throws: `EncodingError` when the container's line position modifier is a custom
    ///   one that is not `Encodable` (see `TextContainer.encode(to:)`), or when an
    ///   attribute holds a number the encoder cannot write (JSON has no infinity).
    public func encode(to encoder: any Encoder) throws {
        try LayoutArchiveV1(capturing: self).sealed().encode(to: encoder)
    }

    /// The layout as a JSON archive (keys sorted, so equal layouts give equal bytes).
    ///
    /// - Throws: see `encode(to:)`.
    public func archive() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Decodes a JSON archive made by `archive()`, with the faces of `context` (by
    /// default `FontContext.loadDefault()`, the bundled fonts).
    ///
    /// - Throws: see `init(from:)`.
    public init(archive data: Data, context: FontContext? = nil) throws {
        let decoder = JSONDecoder()
        if let context { decoder.userInfo[.richTextFontContext] = context }
        self = try decoder.decode(TextLayout.self, from: data)
    }
}
