import Foundation
import RichText

/// What an emoticon's text becomes: an inline attachment or other text.
public enum EmoticonReplacement: Hashable, Sendable {
    /// One U+FFFC character with an attachment showing `content` (an image name, bytes,
    /// any payload), sized to the font where it is found.
    case attachment(AttachmentContent)
    /// Replacement text (`":heart:"` → `"❤️"`), in the attributes where it is found.
    case text(String)
}

/// Replaces emoticon text (`:smile:`) with attachments or other text (YYText's
/// `YYTextSimpleEmoticonParser`), keeping the original as a backed string.
///
/// Matching is exact, left to right and longest first: where several keys match at one
/// offset the longest wins (`:smiley:` over `:smile:`), and matches never overlap. A match
/// starts and ends on extended grapheme cluster boundaries of the text (as Swift's
/// `Character` breaks it), so a key never takes part of a cluster: a `👍` key leaves `👍🏽`
/// alone, `e` does not match in `e\u{301}`, nor `🇸🇪` across the flags of `🇺🇸🇪🇸`, nor `\n`
/// in CR LF; where the longest key matching at an offset would end inside a cluster, the
/// longest that ends on a boundary wins. Keys are compared by UTF-16 code units, not
/// canonical equivalence (a precomposed `é` key does not match `e\u{301}`). Characters
/// that carry an attachment or a backed string (earlier replacements) are never matched
/// again, and count as U+FFFC for the cluster boundaries (a `.text` replacement of a lone
/// regional indicator does not pair the flags after it anew), so parsing twice replaces
/// nothing the second time.
///
/// The keys are kept as a trie, so matching takes time linear in the text whatever the
/// number of keys: at most one walk per offset, as deep as the longest key.
///
/// An `.attachment` match becomes one U+FFFC character; a `.text` match becomes the
/// replacement text. Either takes the attributes of the match's first character (without
/// its attachment and binding) plus a `TextBackedString` of the original text, so plain
/// text copied from the result gives the original back. Equal replacements side by side
/// (`:heart::heart:`) share one run, as `AttributedText` merges equal runs; that run is
/// backed by the originals of all of them (":heart::heart:").
///
/// Attachments are square, with a side of the font's ascender − descender (no line gap)
/// at its size, from `fontContext`'s face for the match's font (`Font.default` where none
/// is set), and centred with `TextAttachment.aligned(…, alignment: .center)`; with a side
/// of exactly ascender − descender that puts the box's top at the ascender and its bottom
/// at the descender, so an emoticon never makes its line taller. Without a face (an empty
/// context) the side is the font size, 80 % of it above the baseline.
///
/// The selected range follows `SelectedRangeAdjuster`, match by match: unchanged by a
/// replacement after it, shifted by the length change of one before it, its end moved by
/// the length change of one inside it, and collapsed to the end of a replacement it
/// overlaps partially or lies strictly inside (a caret inside `:smile:` moves to just
/// after its attachment). The result is clamped to the new text.
///
/// ```swift
/// let parser = EmoticonParser([":smile:": .attachment(.named("smile")), ":heart:": .text("❤️")])
/// var text = AttributedText("Hi :smile:")
/// var selection: Range<Int>? = 10..<10
/// _ = parser.parse(&text, selectedRange: &selection)   // "Hi \u{FFFC}", selection 4..<4
/// ```
public struct EmoticonParser: TextParser {
    /// The emoticons and what they become; empty keys are ignored.
    public var mapper: [String: EmoticonReplacement] {
        didSet { matcher = EmoticonMatcher(keys: mapper.keys) }
    }

    /// Where attachment sizes come from.
    public var fontContext: FontContext

    /// The mapper's keys, as a trie.
    private var matcher: EmoticonMatcher

    /// Creates a parser from a mapper of emoticon text to replacements.
    public init(_ mapper: [String: EmoticonReplacement], fontContext: FontContext = .default) {
        self.mapper = mapper
        self.fontContext = fontContext
        matcher = EmoticonMatcher(keys: mapper.keys)
    }

    /// Creates a parser from a JSON object whose keys are emoticons and whose values are
    /// replacement text (`{":heart:": "❤️"}`) or an image name (`{":smile:": {"image":
    /// "smile"}}`, which becomes `.attachment(.named("smile"))`).
    ///
    /// - Throws: `EmoticonParser.MappingError` naming the problem: invalid JSON, a top level
    ///   that is not an object, an empty key, or a value of the wrong shape (with its key).
    public init(json: Data, fontContext: FontContext = .default) throws {
        self.init(try Self.decodeMapper(json), fontContext: fontContext)
    }

    /// Replaces every emoticon in `text`; returns true when it replaced any.
    public func parse(_ text: inout AttributedText, selectedRange: inout Range<Int>?) -> Bool {
        let string = text.string
        let units = Array(string.utf16)
        let matches = matcher.matches(in: string, units: units, segments: Self.searchableSegments(of: text))
        guard !matches.isEmpty else { return false }
        var pieces: [AttributedText.Piece] = []
        var runIndex = 0
        var copied = 0
        var delta = 0
        for match in matches {
            Self.appendRuns(of: text, units: units, in: copied..<match.range.lowerBound, from: &runIndex, to: &pieces)
            let replacement = self.replacement(for: match.key, at: match.range.lowerBound, in: text)
            pieces.append(replacement)
            let length = replacement.string.utf16.count
            let range = match.range.lowerBound + delta..<match.range.upperBound + delta
            selectedRange = SelectedRangeAdjuster.adjust(selectedRange, replacing: range, withLength: length)
            delta += length - range.count
            copied = match.range.upperBound
        }
        Self.appendRuns(of: text, units: units, in: copied..<units.count, from: &runIndex, to: &pieces)
        text = AttributedText(pieces: pieces)
        if let selection = selectedRange {
            let length = text.length
            selectedRange = min(max(selection.lowerBound, 0), length)..<min(max(selection.upperBound, 0), length)
        }
        return true
    }

    /// The attachment for an emoticon shown in `font` (see the type's documentation).
    public func attachment(_ content: AttachmentContent, font: Font) -> TextAttachment {
        guard let metrics = fontContext.face(for: font)?.metrics(size: font.size) else {
            let side = font.size
            return TextAttachment(content: content, size: Size(width: side, height: side), ascent: side * 0.8)
        }
        let side = metrics.ascender - metrics.descender
        return TextAttachment.aligned(
            content: content, size: Size(width: side, height: side), to: metrics, alignment: .center)
    }

    /// Appends the runs of `text` over `range` as pieces, never splitting a surrogate pair
    /// (a run boundary inside one moves after it).
    private static func appendRuns(
        of text: AttributedText, units: [UInt16], in range: Range<Int>, from runIndex: inout Int,
        to pieces: inout [AttributedText.Piece]
    ) {
        var start = range.lowerBound
        while start < range.upperBound {
            while text.runs[runIndex].range.upperBound <= start { runIndex += 1 }
            let run = text.runs[runIndex]
            var end = min(run.range.upperBound, range.upperBound)
            if end < range.upperBound, units[end] & 0xFC00 == 0xDC00, units[end - 1] & 0xFC00 == 0xD800 { end += 1 }
            pieces.append(
                AttributedText.Piece(
                    string: UTF16Text.string(units[start..<end]), attributes: run.attributes))
            start = end
        }
    }

    /// The replacement of `key`'s match starting at `offset`, in the attributes there.
    private func replacement(for key: String, at offset: Int, in text: AttributedText) -> AttributedText.Piece {
        var attributes = text.attributes(at: offset)
        attributes.attachment = nil
        attributes.binding = nil
        attributes.backedString = TextBackedString(key)
        switch mapper[key] ?? .text(key) {
        case .attachment(let content):
            attributes.attachment = attachment(content, font: attributes.font ?? .default)
            return AttributedText.Piece(string: TextAttachment.character, attributes: attributes)
        case .text(let string):
            return AttributedText.Piece(string: string, attributes: attributes)
        }
    }

    /// The maximal ranges of runs without an attachment or a backed string.
    private static func searchableSegments(of text: AttributedText) -> [Range<Int>] {
        var segments: [Range<Int>] = []
        for run in text.runs where run.attributes.attachment == nil && run.attributes.backedString == nil {
            if let last = segments.last, last.upperBound == run.range.lowerBound {
                segments[segments.count - 1] = last.lowerBound..<run.range.upperBound
            } else {
                segments.append(run.range)
            }
        }
        return segments
    }
}

extension EmoticonParser {
    /// Why a JSON emoticon mapper could not be loaded.
    public enum MappingError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The data is not JSON; the associated text says where it went wrong.
        case invalidJSON(String)
        /// The top level is not an object; the associated text names what it is.
        case notAnObject(String)
        /// A key is the empty string.
        case emptyKey
        /// The value of `key` is neither a string nor `{"image": name}`; `reason` says why.
        case invalidReplacement(key: String, reason: String)

        /// The problem in one line, naming the key when there is one.
        public var description: String {
            switch self {
            case .invalidJSON(let detail): "emoticon mapper is not valid JSON: \(detail)"
            case .notAnObject(let kind):
                "emoticon mapper must be a JSON object mapping emoticons to replacements, not \(kind)"
            case .emptyKey: "emoticon mapper has an empty key"
            case .invalidReplacement(let key, let reason): "emoticon \"\(key)\": \(reason)"
            }
        }
    }

    /// A JSON value, as far as the mapper needs to tell them apart.
    private enum JSONValue: Decodable {
        case string(String)
        case object([String: JSONValue])
        case other(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .other("null")
            } else if (try? container.decode(Bool.self)) != nil {
                self = .other("a boolean")
            } else if (try? container.decode(Double.self)) != nil {
                self = .other("a number")
            } else if let string = try? container.decode(String.self) {
                self = .string(string)
            } else if let object = try? container.decode([String: JSONValue].self) {
                self = .object(object)
            } else {
                self = .other("an array")
            }
        }

        var kind: String {
            switch self {
            case .string: "a string"
            case .object: "an object"
            case .other(let kind): kind
            }
        }
    }

    /// The mapper a JSON object describes.
    private static func decodeMapper(_ json: Data) throws(MappingError) -> [String: EmoticonReplacement] {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: json)
        } catch {
            throw .invalidJSON(describe(error))
        }
        guard case .object(let object) = value else { throw .notAnObject(value.kind) }
        var mapper: [String: EmoticonReplacement] = [:]
        for key in object.keys.sorted() {
            guard !key.isEmpty else { throw .emptyKey }
            switch object[key] {
            case .string(let text):
                mapper[key] = .text(text)
            case .object(let fields):
                guard case .string(let name)? = fields["image"] else {
                    let found = fields["image"].map { "\"image\" is \($0.kind)" } ?? "it has no \"image\""
                    throw .invalidReplacement(
                        key: key, reason: "expected {\"image\": \"name\"} with a string name, but \(found)")
                }
                if let extra = fields.keys.sorted().first(where: { $0 != "image" }) {
                    throw .invalidReplacement(
                        key: key, reason: "unknown field \"\(extra)\" (only \"image\" is allowed)")
                }
                guard !name.isEmpty else {
                    throw .invalidReplacement(key: key, reason: "the image name is empty")
                }
                mapper[key] = .attachment(.named(name))
            case let other:
                let kind = other?.kind ?? "missing"
                throw .invalidReplacement(
                    key: key, reason: "expected replacement text or {\"image\": \"name\"}, not \(kind)")
            }
        }
        return mapper
    }

    /// A short description of a JSON decoding failure.
    private static func describe(_ error: any Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error else { return "\(error)" }
        if let underlying = context.underlyingError as NSError?,
            let detail = underlying.userInfo[NSDebugDescriptionErrorKey] as? String
        {
            return detail
        }
        return context.debugDescription
    }
}
