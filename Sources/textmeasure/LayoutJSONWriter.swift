import RichText
import TextMeasureKit

/// Writes the JSON form of a layout for `textmeasure measure --json` a line at a time (see
/// `OutputBuffer` and `LayoutJSON`), so a large document's output never sits in memory whole.
enum LayoutJSONWriter {
    /// Writes the document for `layout` (its text's intrinsic widths `widths`) to
    /// `output`, then a line feed.
    static func write(_ layout: TextLayout, widths: IntrinsicWidths, to output: OutputBuffer) {
        var text = JSON.object(LayoutJSON.summary(of: layout, widths: widths)).text
        text.removeLast()  // the closing brace: the lines follow
        output.write(text + ",\"lines\":[")
        for (index, line) in layout.lines.enumerated() {
            if index > 0 { output.write(",") }
            output.write(LayoutJSON.object(for: line))
        }
        output.write("]}\n")
    }
}
