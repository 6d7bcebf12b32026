import RichText

/// Lays out `string` in Noto Sans 16 (bundled fonts) in `container`.
func layout(_ string: String, _ container: TextContainer, style: ParagraphStyle? = nil, font: Font = .default)
    -> TextLayout
{
    var text = AttributedText(string)
    text.font = font
    if let style { text.paragraphStyle = style }
    return TextLayout(container: container, text: text)
}

/// A container `width` wide, unbounded in height.
func width(_ value: Double) -> TextContainer { TextContainer(width: value) }

/// A paragraph style built in place.
func paragraphStyle(_ change: (inout ParagraphStyle) -> Void) -> ParagraphStyle {
    var style = ParagraphStyle()
    change(&style)
    return style
}

extension TextLayout {
    /// Where each line starts.
    var lineStarts: [Int] { lines.map(\.range.lowerBound) }

    /// Every glyph's box (advance wide, ascent + descent tall) in layout coordinates.
    var glyphBoxes: [Rect] {
        lines.flatMap { line in
            line.runs.flatMap { run in
                zip(run.positions, run.advances).map { position, advance in
                    Rect(
                        x: position.x, y: line.baseline - line.ascent, width: advance,
                        height: line.ascent + line.descent)
                }
            }
        }
    }
}

/// The part of `string` at a UTF-16 range.
func substring(_ string: String, _ range: Range<Int>) -> String {
    let units = Array(string.utf16)[range]
    return String(decoding: units, as: UTF16.self)
}
