/// An inline object on a U+FFFC character: its content, box size and how it sits on the
/// baseline (YYText's `YYTextAttachment` plus the run delegate's ascent and descent).
///
/// The layout gives the U+FFFC the attachment's width as its advance and the
/// attachment's ascent and descent to the line-height model. Discontinuous: text inserted
/// at its edge does not take it.
public struct TextAttachment: Hashable, Sendable, Codable {
    /// The payload a renderer or UI shows.
    public var content: AttachmentContent
    /// The content's natural size, for `contentMode` (nil: fill the box).
    public var contentSize: Size?
    /// Width and height of the attachment's box in points.
    public var size: Size
    /// The part above the baseline; the rest (`size.height - ascent`) is below it.
    public var ascent: Double
    /// How the content fits the box (after `contentInsets`).
    public var contentMode: ContentMode
    /// Space kept free inside the box around the content.
    public var contentInsets: EdgeInsets
    /// The caller's extra information.
    public var userInfo: [String: String]

    /// The part below the baseline.
    public var descent: Double { max(0, size.height - ascent) }

    /// Creates an attachment; by default it sits on the baseline (all of it above).
    public init(
        content: AttachmentContent = .none, size: Size, ascent: Double? = nil, contentSize: Size? = nil,
        contentMode: ContentMode = .scaleToFill, contentInsets: EdgeInsets = .zero, userInfo: [String: String] = [:]
    ) {
        self.content = content
        self.size = size
        self.ascent = ascent ?? size.height
        self.contentSize = contentSize
        self.contentMode = contentMode
        self.contentInsets = contentInsets
        self.userInfo = userInfo
    }

    /// How an attachment aligns to a font (YYText's `YYTextVerticalAlignment`).
    public enum VerticalAlignment: String, Hashable, Sendable, Codable {
        /// The attachment's top at the font's ascender.
        case top
        /// The attachment centred on the font's ascender-to-descender box.
        case center
        /// The attachment's bottom at the font's descender.
        case bottom
    }

    /// An attachment aligned to a font's metrics (YYText's formulas, with the font's
    /// ascender a > 0 and descender d < 0, attachment height h):
    /// top: ascent = a; center: ascent = h/2 + (a − (a − d)/2); bottom: ascent = h + d;
    /// the parts above and below the baseline clamp to 0...h.
    public static func aligned(
        content: AttachmentContent = .none, size: Size, to metrics: FontMetrics, alignment: VerticalAlignment,
        contentMode: ContentMode = .scaleToFill
    ) -> TextAttachment {
        let a = metrics.ascender
        let d = metrics.descender
        let h = size.height
        var ascent: Double
        switch alignment {
        case .top: ascent = a
        case .center: ascent = h / 2 + (a - (a - d) / 2)
        case .bottom: ascent = h + d
        }
        ascent = min(max(ascent, 0), h)
        return TextAttachment(content: content, size: size, ascent: ascent, contentMode: contentMode)
    }

    /// The content's frame for an attachment box at `box` (insets, then content mode).
    public func contentFrame(in box: Rect) -> Rect {
        let inner = box.inset(by: contentInsets)
        return contentMode.frame(for: contentSize ?? inner.size, in: inner)
    }

    /// The object replacement character an attachment sits on.
    public static let character = "\u{FFFC}"
}

extension TextAttachment {
    /// This attachment with a size and an ascent the layout can use: a NaN or negative side
    /// is 0, a NaN ascent 0, and an infinite or huge one is clamped to
    /// `ParagraphStyle.maximumLength` (10^12 points). The layout reads attachments through
    /// this, as it reads styles (`ParagraphStyle.normalized`): a NaN width broke a
    /// paragraph at every cluster, and an infinite height gave NaN frames (found by a new-user review).
    var normalized: TextAttachment {
        let limit = ParagraphStyle.maximumLength
        guard
            !(size.width >= 0 && size.width <= limit && size.height >= 0 && size.height <= limit
                && abs(ascent) <= limit)
        else { return self }
        var attachment = self
        attachment.size = Size(
            width: max(0, size.width.usable(within: limit)), height: max(0, size.height.usable(within: limit)))
        attachment.ascent = ascent.usable(within: limit)
        return attachment
    }
}
