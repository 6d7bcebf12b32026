import Foundation
import RichText

/// How `TextRenderer` draws: scale, background, placement, clip, overlays, attachments.
public struct RenderOptions: Sendable {
    /// Pixels per point for images (1, 2, 3, ...); vector documents stay in points.
    public var scale: Double
    /// A colour painted over the whole picture first; nil leaves it transparent.
    public var backgroundColor: Color?
    /// Where the layout's (0, 0) goes in the picture, in points.
    public var origin: Point
    /// Only this rect of the layout (layout coordinates) is drawn; nil draws everything.
    public var clip: Rect?
    /// The picture's size in points; nil: `TextRenderer.pictureSize(for:)` plus `origin`.
    public var size: Size?
    /// Debug overlays drawn above everything else.
    public var debug: DebugOptions
    /// The folder `.named` attachment images are looked up in (a name is a PNG file path,
    /// relative to this folder when it is not absolute; ".png" is added to a name without
    /// an extension when no such file exists); nil: the current directory.
    public var imageDirectory: String?
    /// Draws attachment content the renderer does not draw itself (`.opaque`,
    /// `.placeholder`, and `.named` content with `imageDirectory` nil and no such file is
    /// still drawn as a missing image). It receives the attachment's frame and the
    /// `cairo_t *`, in layout coordinates, saved before and restored after the call.
    public var drawAttachment: (@Sendable (AttachmentFrame, OpaquePointer) -> Void)?

    /// Options for a 1× picture with no background, at the origin, without overlays.
    public init(
        scale: Double = 1, backgroundColor: Color? = nil, origin: Point = .zero, clip: Rect? = nil,
        size: Size? = nil, debug: DebugOptions = .none, imageDirectory: String? = nil,
        drawAttachment: (@Sendable (AttachmentFrame, OpaquePointer) -> Void)? = nil
    ) {
        self.scale = scale
        self.backgroundColor = backgroundColor
        self.origin = origin
        self.clip = clip
        self.size = size
        self.debug = debug
        self.imageDirectory = imageDirectory
        self.drawAttachment = drawAttachment
    }

    /// The file a `.named` attachment image comes from: `name`, inside `imageDirectory`
    /// when relative (a URL such as a markdown image's `https://…` is left as it is, and
    /// is not found), or that path with ".png" added when it does not exist and names no
    /// extension (an emoticon map's `{"image": "smile"}`).
    public func imagePath(forName name: String) -> String {
        var path = name
        if !name.hasPrefix("/"), !name.contains("://"), let directory = imageDirectory {
            path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        }
        let file = path.split(separator: "/").last ?? ""
        if !file.contains("."), !FileManager.default.fileExists(atPath: path) { return path + ".png" }
        return path
    }
}
