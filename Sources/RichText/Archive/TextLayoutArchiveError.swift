/// Why a layout archive cannot be decoded into a `TextLayout`.
///
/// Malformed data (not JSON, a missing key, a string where a number belongs) throws the
/// coder's own `DecodingError`; these are the errors of data that decodes but cannot be a
/// layout in the given font context.
public enum TextLayoutArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The archive uses a face the decoding `FontContext` does not hold: none of its faces
    /// was loaded from a file with this content (`digest`: "fnv1a64:" and 16 hexadecimal
    /// digits). Add the font file the layout was made with to the context.
    case missingFace(name: String, digest: String)
    /// The archive's format version is not one this build of RichText decodes (a newer
    /// RichText wrote it, or it is damaged).
    case unsupportedVersion(Int, supported: ClosedRange<Int>)
    /// The data is another format's (its "format" key says which) or no archive at all.
    case notALayoutArchive(format: String)
    /// The archive's values do not fit together (a range outside the text, a glyph index
    /// outside its glyphs, runs that do not tile a line, …): damaged or hand-edited data.
    case inconsistent(String)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .missingFace(let name, let digest):
            return "the layout archive uses the face \(name) (\(digest)), which the font context does not hold; "
                + "add the font file the layout was made with"
        case .unsupportedVersion(let version, let supported):
            return "layout archive format version \(version) is not supported "
                + "(this RichText decodes versions \(supported.lowerBound) to \(supported.upperBound))"
        case .notALayoutArchive(let format):
            return "not a RichText layout archive (format '\(format)')"
        case .inconsistent(let detail):
            return "damaged layout archive: \(detail)"
        }
    }
}
