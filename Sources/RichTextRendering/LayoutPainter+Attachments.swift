import Foundation
import RichText

extension LayoutPainter {
    /// The attachment pass. PNG content (`.data` bytes, or a `.named` PNG file) is fitted
    /// into the content frame by the content mode (natural size: `contentSize`, else the
    /// image's pixel size in points) and clipped to the attachment's box. Other content
    /// goes to `RenderOptions.drawAttachment`. An image that cannot be read draws a
    /// placeholder box (grey, red outline, crossed) and is reported as a `RenderProblem`.
    ///
    /// An image whose PNG header declares more than `TextRenderer.maximumImagePixels` is
    /// not decoded (a 20,000 × 20,000 one took 4.7 GB) and draws the placeholder.
    ///
    /// Each distinct image (bytes, or file) is read and decoded once a pass, and every
    /// attachment showing it draws the same Cairo surface, which an SVG or PDF then holds
    /// once: a thousand emoticons of one 512-pixel PNG decoded it a thousand times and
    /// embedded a thousand copies (12 s and 2.2 GB for a PDF; found by a new-user review).
    func drawAttachments() {
        var decodedData: [[UInt8]: DecodedImage?] = [:]
        var decodedFiles: [String: FileImage] = [:]
        for frame in layout.attachmentFrames {
            let attachment = frame.attachment
            switch attachment.content {
            case .none:
                continue
            case .data(let bytes):
                if let header = PNGHeader(bytes: bytes), header.isTooLarge {
                    placeholder(frame, "attachment image data of \(Self.describe(header))")
                    continue
                }
                if decodedData[bytes] == nil { decodedData[bytes] = .some(DecodedImage(pngBytes: bytes)) }
                guard let image = decodedData[bytes] ?? nil else {
                    placeholder(frame, "attachment image data (\(bytes.count) bytes) is not a PNG Cairo can read")
                    continue
                }
                draw(image, for: frame)
            case .named(let name):
                let path = options.imagePath(forName: name)
                if decodedFiles[path] == nil { decodedFiles[path] = FileImage(path: path) }
                switch decodedFiles[path] ?? .missing {
                case .missing:
                    if let custom = options.drawAttachment {
                        drawCustom(frame, custom)
                    } else {
                        placeholder(frame, "attachment image file not found: \(path)")
                    }
                case .notPNG:
                    placeholder(frame, "attachment image file is not a PNG Cairo can read: \(path)")
                case .tooLarge(let header):
                    placeholder(frame, "attachment image file of \(Self.describe(header)): \(path)")
                case .image(let image):
                    draw(image, for: frame)
                }
            case .opaque, .placeholder:
                if let custom = options.drawAttachment { drawCustom(frame, custom) }
            }
        }
    }

    /// What a `.named` image's file held, read once a pass.
    private enum FileImage {
        case missing, notPNG
        /// Declares more pixels than the renderer decodes (not read further).
        case tooLarge(PNGHeader)
        case image(DecodedImage)

        init(path: String) {
            if let header = PNGHeader(contentsOf: path), header.isTooLarge {
                self = .tooLarge(header)
                return
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                self = .missing
                return
            }
            self = DecodedImage(pngBytes: [UInt8](data)).map(FileImage.image) ?? .notPNG
        }
    }

    /// "20000×20000 pixels is larger than the renderer decodes (at most 268435456 pixels)".
    private static func describe(_ header: PNGHeader) -> String {
        "\(header.width)×\(header.height) pixels is larger than the renderer decodes (at most "
            + "\(TextRenderer.maximumImagePixels) pixels)"
    }

    private func draw(_ image: DecodedImage, for frame: AttachmentFrame) {
        let attachment = frame.attachment
        let natural = attachment.contentSize ?? Size(width: Double(image.width), height: Double(image.height))
        let target = attachment.contentMode.frame(for: natural, in: frame.frame.inset(by: attachment.contentInsets))
        canvas.isolated {
            canvas.addRect(frame.frame)
            canvas.clip()
            canvas.drawImage(image, in: target)
        }
    }

    private func drawCustom(_ frame: AttachmentFrame, _ custom: @Sendable (AttachmentFrame, OpaquePointer) -> Void) {
        canvas.isolated { custom(frame, canvas.handle) }
    }

    /// A light grey box with a red outline and a cross over the attachment's box.
    private func placeholder(_ frame: AttachmentFrame, _ message: String) {
        report(frame.range, message)
        let box = frame.frame
        guard box.width > 0, box.height > 0 else { return }
        let line = min(1, box.width / 4, box.height / 4)
        let inner = box.outset(by: -line / 2)
        canvas.isolated {
            canvas.setColor(Color(red: 0.85, green: 0.85, blue: 0.85))
            canvas.addRect(box)
            canvas.fill()
            canvas.setColor(Color(red: 0.85, green: 0, blue: 0))
            canvas.setLineWidth(line)
            canvas.addRect(inner)
            canvas.moveTo(inner.minX, inner.minY)
            canvas.lineTo(inner.maxX, inner.maxY)
            canvas.moveTo(inner.maxX, inner.minY)
            canvas.lineTo(inner.minX, inner.maxY)
            canvas.stroke()
        }
    }
}
