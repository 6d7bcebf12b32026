import Foundation
import RichText
import RichTextRendering

/// The sizes of a markdown document's local PNG images, for `--markdown`: each image is
/// as large as its pixels (a pixel a point), scaled down to the container's width, so
/// `measure` and `render` lay it out at the size `render` draws it.
///
/// A relative path is read from `directory` (the markdown file's folder; the working
/// directory for standard input or an argument), as `render` then finds it. An image that
/// is not a PNG file (a URL, a missing file, another format) keeps the theme's placeholder
/// size, and `render` reports it.
struct MarkdownImageSizes: Sendable {
    /// Where relative image paths start; nil: the working directory.
    let directory: String?
    /// The widest an image may be, in points (the container's width less its insets).
    let maximumWidth: Double

    /// The file `url` names, when it is a local path: the one `render` draws
    /// (`RenderOptions.imagePath(forName:)` with the same folder).
    func path(of url: String) -> String? {
        guard !url.isEmpty, !url.contains("://") else { return nil }
        return RenderOptions(imageDirectory: directory).imagePath(forName: url)
    }

    /// The size of the image `url` names, or nil (the theme's placeholder): the size its
    /// PNG header declares (`PNGHeader`, 24 bytes read, nothing decoded; a file whose
    /// pixels do not decode, or too large to draw, keeps that size, and `render` reports it).
    func size(of url: String) -> Size? {
        guard let path = path(of: url), let header = PNGHeader(contentsOf: path) else { return nil }
        let width = Double(header.width)
        let height = Double(header.height)
        let scale = maximumWidth.isFinite && maximumWidth > 0 ? min(1, maximumWidth / width) : 1
        return Size(width: width * scale, height: height * scale)
    }
}
