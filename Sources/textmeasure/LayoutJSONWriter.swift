import RichText
import TextMeasureKit

/// Writes the JSON form of a layout for `textmeasure measure --json` a line at a time (see
/// `OutputBuffer` and `LayoutJSON`), so a large document's output never sits in memory whole.
enum LayoutJSONWriter {
    /// Writes the document for `layout` (its text's intrinsic widths `widths`) to
    /// `output`, then a line feed.
    static func write(_ layout: TextLayout, widths: IntrinsicWidths, to output: OutputBuffer) {
        var writer = JSONWriter(capacity: 1 << 12)
        writer.objectStart()
        LayoutJSON.writeMembers(of: LayoutJSON.Summary(layout, widths: widths), to: &writer)
        writer.key("lines")
        writer.arrayStart()
        for line in layout.lines {
            LayoutJSON.write(line, to: &writer)
            if writer.bytes.count >= 1 << 12 { output.write(writer.drain()) }
        }
        writer.arrayEnd()
        writer.objectEnd()
        output.write(writer.drain())
        output.write("\n")
    }
}
