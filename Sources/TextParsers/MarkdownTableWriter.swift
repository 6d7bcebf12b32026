import RichText

/// Collects a GFM table's cells and lays its rows out as tab-separated paragraphs.
///
/// Each column is as wide as its widest cell (shaped with the theme's fonts) plus a gap;
/// a left column gets a left tab stop at its start, a centred one a centre stop at its
/// middle, a right one a right stop at its end. A first column that is not left aligned
/// is reached by a leading tab. Header cells are bold.
struct MarkdownTableWriter {
    /// A finished row: the paragraph's text and its tab stops.
    struct Row {
        var text: AttributedText
        var tabStops: [TextTab]
    }

    private var alignments: [Character] = []
    private var rows: [(isHeader: Bool, cells: [AttributedText])] = []
    private(set) var isActive = false
    private(set) var isInCell = false
    private var cell = AttributedText("")

    /// The space between columns.
    static let gap = 16.0

    mutating func begin(alignments: [Character]) {
        self.alignments = alignments
        rows = []
        isActive = true
    }

    mutating func beginRow(isHeader: Bool) {
        rows.append((isHeader, []))
    }

    mutating func beginCell() {
        cell = AttributedText("")
        isInCell = true
    }

    mutating func append(_ text: AttributedText) {
        cell.append(text)
    }

    mutating func endCell() {
        guard !rows.isEmpty else { return }
        var finished = cell
        if rows[rows.count - 1].isHeader, finished.length > 0 {
            finished.modifyAttributes(in: 0..<finished.length) { $0.font = ($0.font ?? .default).with(weight: .bold) }
        }
        rows[rows.count - 1].cells.append(finished)
        isInCell = false
    }

    /// The rows, ready to append, and resets the writer.
    mutating func end(theme: MarkdownTheme) -> [Row] {
        defer {
            isActive = false
            rows = []
        }
        let columns = max(alignments.count, rows.map(\.cells.count).max() ?? 0)
        var widths = [Double](repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.cells.enumerated() where cell.length > 0 {
                widths[index] = max(widths[index], ShapedText.paragraphAdvances(of: cell).max() ?? 0)
            }
        }
        var starts: [Double] = []
        var x = 0.0
        for width in widths {
            starts.append(x)
            x += width + Self.gap
        }
        var stops: [TextTab] = []
        for column in 0..<columns {
            let alignment = column < alignments.count ? alignments[column] : " "
            switch alignment {
            case "c": stops.append(TextTab(location: starts[column] + widths[column] / 2, alignment: .center))
            case "r": stops.append(TextTab(location: starts[column] + widths[column], alignment: .right))
            default: if column > 0 { stops.append(TextTab(location: starts[column], alignment: .left)) }
            }
        }
        let leadingTab = columns > 0 && (alignments.first == "c" || alignments.first == "r")
        return rows.map { row in
            var text = AttributedText("")
            for column in 0..<columns {
                let cell = column < row.cells.count ? row.cells[column] : AttributedText("")
                if column > 0 || leadingTab {
                    var tab = AttributedText("\t")
                    if let first = cell.runs.first?.attributes { tab = AttributedText("\t", attributes: first) }
                    text.append(tab)
                }
                text.append(cell)
            }
            return Row(text: text, tabStops: stops)
        }
    }
}

extension AttributedText {
    /// This text with `style` as the paragraph style of every run; runs with equal
    /// attributes share one restyled value, remembered in `memo` (attributes before →
    /// after) across the rows of a table.
    func withParagraphStyle(_ style: ParagraphStyle, memo: inout [TextAttributes: TextAttributes]) -> AttributedText {
        var result = self
        for run in runs {
            let restyled: TextAttributes
            if let known = memo[run.attributes] {
                restyled = known
            } else {
                var attributes = run.attributes
                attributes.paragraphStyle = style
                memo[run.attributes] = attributes
                restyled = attributes
            }
            result.modifyAttributes(in: run.range) { $0 = restyled }
        }
        return result
    }
}
