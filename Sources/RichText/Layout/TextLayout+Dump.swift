extension TextLayout {
    /// A stable plain-text description of the layout for golden tests and debugging:
    /// one header line, then per line its range, row, geometry and runs (visual order).
    ///
    /// Numbers have at most two decimals, so float noise below 0.005 pt does not change it.
    public func dump() -> String {
        var whole = ""
        dump { whole += $0 }
        return whole
    }

    /// `dump()` a piece at a time: `write` gets the header line, then each line with its
    /// runs, so a caller printing the dump of a long text never holds all of it (a
    /// million lines make about 100 MB of it).
    public func dump(_ write: (String) -> Void) {
        var out = "layout size=\(Self.number(textBoundingSize.width))x\(Self.number(textBoundingSize.height))"
        out +=
            " rows=\(rowCount) lines=\(storage.lines.count) visible=\(visibleRange.lowerBound)..<\(visibleRange.upperBound)"
        out += " truncated=\(isTruncated)"
        if let truncation {
            out +=
                " token=line\(truncation.lineIndex):\(truncation.elidedRange.lowerBound)..<\(truncation.elidedRange.upperBound)"
            out += "@\(Self.number(truncation.tokenFrame.minX))+\(Self.number(truncation.tokenFrame.width))"
        }
        out += "\n"
        write(out)
        for index in storage.lines.indices {
            let line = TextLine(storage: storage, index: index)
            out = "line \(line.index) row=\(line.row) range=\(line.range.lowerBound)..<\(line.range.upperBound)"
            out +=
                " x=\(Self.number(line.origin.x)) baseline=\(Self.number(line.baseline)) width=\(Self.number(line.width))"
            out += " ws=\(Self.number(line.trailingWhitespaceWidth)) ascent=\(Self.number(line.ascent))"
            out +=
                " descent=\(Self.number(line.descent)) band=\(Self.number(line.rowTop))..\(Self.number(line.rowBottom))\n"
            for run in line.runs {
                out += "  run \(run.range.lowerBound)..<\(run.range.upperBound) level=\(run.level)"
                out += " font=\"\(run.face.family) \(run.face.style)\" size=\(Self.number(run.font.size))"
                out += " x=\(Self.number(run.x)) width=\(Self.number(run.width)) glyphs=\(run.glyphCount)"
                out += run.isTruncationToken ? " token\n" : "\n"
            }
            write(out)
        }
    }

    /// `value` with at most two decimals and no trailing zeros; a magnitude of 10¹⁵ or
    /// more (a line placed in a container 1e308 wide) in Swift's exponent form, since its
    /// hundredths do not fit an `Int`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : (value < 0 ? "-inf" : "nan") }
        guard abs(value) < 1e15 else { return "\(value)" }
        let hundredths = (value * 100).rounded()
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = Int(abs(hundredths))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
