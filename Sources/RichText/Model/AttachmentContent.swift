/// What an attachment shows: RichText does not interpret it, a renderer or UI does.
///
/// `.opaque` holds any `Hashable & Sendable` value (an image object, a view model); it
/// takes part in equality but cannot be encoded, so it encodes as a placeholder that
/// decodes as `.placeholder(typeName)`.
public enum AttachmentContent: Hashable, Sendable, Codable {
    /// No content: the attachment only reserves space.
    case none
    /// A name the renderer resolves (an image name, an emoji id).
    case named(String)
    /// Bytes (PNG data, say).
    case data([UInt8])
    /// Any value, not encodable.
    case opaque(OpaquePayload)
    /// What an `.opaque` payload decodes as: its type name.
    case placeholder(String)

    /// A caller's value wrapped for `.opaque`.
    public struct OpaquePayload: Hashable, Sendable {
        /// The wrapped value.
        public let value: any Hashable & Sendable

        /// Wraps `value`.
        public init(_ value: any Hashable & Sendable) {
            self.value = value
        }

        public static func == (lhs: OpaquePayload, rhs: OpaquePayload) -> Bool {
            AnyHashable(lhs.value) == AnyHashable(rhs.value)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(AnyHashable(value))
        }
    }

    private enum CodingKeys: String, CodingKey { case kind, value }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "none": self = .none
        case "named": self = .named(try container.decode(String.self, forKey: .value))
        case "data": self = .data(try container.decode([UInt8].self, forKey: .value))
        case "placeholder": self = .placeholder(try container.decode(String.self, forKey: .value))
        case let kind:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown attachment content kind '\(kind)'")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .none: try container.encode("none", forKey: .kind)
        case .named(let name):
            try container.encode("named", forKey: .kind)
            try container.encode(name, forKey: .value)
        case .data(let bytes):
            try container.encode("data", forKey: .kind)
            try container.encode(bytes, forKey: .value)
        case .opaque(let payload):
            try container.encode("placeholder", forKey: .kind)
            try container.encode(String(describing: type(of: payload.value)), forKey: .value)
        case .placeholder(let name):
            try container.encode("placeholder", forKey: .kind)
            try container.encode(name, forKey: .value)
        }
    }
}

/// How attachment content fits the attachment's box (UIKit's `UIView.ContentMode`).
public enum ContentMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Stretched to the box, aspect ratio ignored.
    case scaleToFill
    /// Scaled to fit inside the box, aspect ratio kept, centred.
    case scaleAspectFit
    /// Scaled to cover the box, aspect ratio kept, centred (and clipped).
    case scaleAspectFill
    /// Natural size, centred.
    case center
    /// Natural size, centred horizontally at the top.
    case top
    /// Natural size, centred horizontally at the bottom.
    case bottom
    /// Natural size, centred vertically at the left.
    case left
    /// Natural size, centred vertically at the right.
    case right
    /// Natural size in the top-left corner.
    case topLeft
    /// Natural size in the top-right corner.
    case topRight
    /// Natural size in the bottom-left corner.
    case bottomLeft
    /// Natural size in the bottom-right corner.
    case bottomRight

    /// The content's frame inside `box` for content of natural size `size`.
    public func frame(for size: Size, in box: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return box }
        switch self {
        case .scaleToFill: return box
        case .scaleAspectFit, .scaleAspectFill:
            let sx = box.width / size.width
            let sy = box.height / size.height
            let scale = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let width = size.width * scale
            let height = size.height * scale
            return Rect(x: box.midX - width / 2, y: box.midY - height / 2, width: width, height: height)
        default:
            let x: Double
            let y: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = box.minX
            case .right, .topRight, .bottomRight: x = box.maxX - size.width
            default: x = box.midX - size.width / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = box.minY
            case .bottom, .bottomLeft, .bottomRight: y = box.maxY - size.height
            default: y = box.midY - size.height / 2
            }
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
