import Foundation
import RichText

/// One run of `SimpleMarkdownParser` over one text: a style per UTF-16 unit, and a scan
/// copy of the units in which constructs already handled are masked.
///
/// Masking replaces every unit of a range except newlines with U+001A, so lengths and
/// line boundaries stay and later patterns see neither code nor escaped characters nor
/// URLs. Block rules run first, then inline ones; later rules override the colours of
/// earlier ones, and code spans are styled last so that they keep their monospace font
/// inside emphasis. `assembled()` turns the styles into the new text.
struct SimpleMarkdownStyler {
    /// The text being styled, as it was.
    let text: AttributedText
    /// The configuration.
    let parser: SimpleMarkdownParser
    /// The original UTF-16 units (for URLs and ids).
    let original: [UInt16]
    /// The scan copy, with handled ranges masked.
    private(set) var units: [UInt16]
    /// `units` as a string for the regular expressions; nil after a mask changed them.
    private var scanString: String?
    /// The style of each unit.
    var styles: [SimpleMarkdownStyle]
    /// The URLs of link highlights, indexed by `SimpleMarkdownStyle.link`.
    var links: [String] = []
    /// Indented code blocks found so far.
    private(set) var codeBlocks: [Range<Int>] = []
    /// Code spans found so far, with the length of their backtick runs.
    var codeSpans: [(range: Range<Int>, fence: Int)] = []
    /// The offsets of escaping backslashes.
    var escapes: [Int] = []
    /// Reference definitions by lowercased id: their URLs.
    var references: [String: String] = [:]
    /// The openers, closers and line ends the delimited constructs' walks visited (see
    /// `SimpleMarkdownDelimiter.matches(in:length:lineTerminators:steps:)`), for tests.
    private(set) var delimiterSteps = 0

    static let mask: UInt16 = 0x1A
    static let newline: UInt16 = 0x0A

    /// Prepares a run over `text`.
    init(text: AttributedText, parser: SimpleMarkdownParser) {
        self.text = text
        self.parser = parser
        original = Array(text.string.utf16)
        units = original
        styles = Array(repeating: SimpleMarkdownStyle(), count: original.count)
    }

    /// Applies every rule, in order.
    mutating func run() {
        findCodeBlocks()
        findCodeSpans()
        findEscapes()
        styleATXHeadings()
        styleSetextHeadings()
        styleThematicBreaks()
        styleBlockQuotes()
        styleListMarkers()
        styleReferenceDefinitions()
        styleLinks()
        styleEmphasis()
        styleCodeSpans()
        styleEscapes()
    }

    // MARK: Helpers

    /// The matches of `regex` in the scan copy.
    mutating func matches(_ regex: NSRegularExpression) -> [NSTextCheckingResult] {
        let scan = scanString ?? UTF16Text.string(units)
        scanString = scan
        return regex.matches(in: scan, range: NSRange(location: 0, length: units.count))
    }

    /// The matches of `delimiter` in the scan copy, whose line terminators are at `terminators`.
    mutating func matches(_ delimiter: SimpleMarkdownDelimiter, lineTerminators terminators: [Int]) -> [Range<Int>] {
        let scan = scanString ?? UTF16Text.string(units)
        scanString = scan
        return delimiter.matches(in: scan, length: units.count, lineTerminators: terminators, steps: &delimiterSteps)
    }

    /// The UTF-16 range of a capture group, nil when it did not take part.
    func range(of match: NSTextCheckingResult, group: Int = 0) -> Range<Int>? {
        let range = match.range(at: group)
        guard range.location != NSNotFound else { return nil }
        return range.location..<range.location + range.length
    }

    /// The original characters of `range`.
    func originalString(_ range: Range<Int>) -> String {
        UTF16Text.string(original[range])
    }

    /// Hides `range` from later patterns.
    mutating func mask(_ range: Range<Int>?) {
        guard let range, !range.isEmpty else { return }
        scanString = nil
        for offset in range where units[offset] != Self.newline {
            units[offset] = Self.mask
        }
    }

    /// The end of the line containing `offset` (the offset of its newline, or the length).
    func lineEnd(from offset: Int) -> Int {
        var end = offset
        while end < units.count, units[end] != Self.newline { end += 1 }
        return end
    }

    /// Changes the style of every unit of `range`.
    mutating func style(_ range: Range<Int>?, _ change: (inout SimpleMarkdownStyle) -> Void) {
        guard let range else { return }
        for offset in range { change(&styles[offset]) }
    }

    /// Gives `range` the colour of `role`.
    mutating func color(_ role: SimpleMarkdownStyle.Role, _ range: Range<Int>?) {
        style(range) { $0.role = role }
    }

    /// Whether `range` overlaps an indented code block.
    func isInCodeBlock(_ range: Range<Int>) -> Bool {
        codeBlocks.contains { $0.overlaps(range) }
    }

    // MARK: Block rules

    /// Finds, styles and masks indented code blocks: runs of lines indented by 4 spaces
    /// or a tab (blank lines allowed between them) after a blank line or at the start.
    private mutating func findCodeBlocks() {
        var lineStart = 0
        var previousBlank = true
        var block: Range<Int>?
        while lineStart <= units.count {
            let end = lineEnd(from: lineStart)
            let blank = units[lineStart..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            let indented =
                end > lineStart
                && (units[lineStart] == 0x09
                    || units[lineStart..<min(end, lineStart + 4)].elementsEqual(repeatElement(0x20, count: 4)))
            if !blank, indented, block != nil || previousBlank {
                block = (block?.lowerBound ?? lineStart)..<end
            } else if !blank, let found = block {
                addCodeBlock(found)
                block = nil
            }
            previousBlank = blank
            lineStart = end + 1
        }
        if let block { addCodeBlock(block) }
    }

    private mutating func addCodeBlock(_ block: Range<Int>) {
        codeBlocks.append(block)
        style(block) { style in
            style.isCodeBlock = true
            style.role = .code
        }
        mask(block)
    }

    /// Styles ATX headings: markers in the control colour, text in the heading colour,
    /// the whole line bold at the level's size.
    private mutating func styleATXHeadings() {
        for match in matches(SimpleMarkdownPatterns.atxHeading) {
            guard let line = range(of: match), let opening = range(of: match, group: 1) else { continue }
            let level = opening.filter { units[$0] == 0x23 }.count
            // An optional closing run of `#` after a space or tab.
            var end = line.upperBound
            while end > opening.upperBound, units[end - 1] == 0x20 || units[end - 1] == 0x09 { end -= 1 }
            var hashes = end
            while hashes > opening.upperBound, units[hashes - 1] == 0x23 { hashes -= 1 }
            let hasClosing = hashes < end && (units[hashes - 1] == 0x20 || units[hashes - 1] == 0x09)
            styleHeading(line, level: level)
            color(.control, line.lowerBound..<opening.upperBound)
            color(.header, opening.upperBound..<(hasClosing ? hashes : line.upperBound))
            if hasClosing { color(.control, hashes..<end) }
        }
    }

    /// Styles setext headings: the text line as a heading, the underline in the control
    /// colour (and masked, so it is not also a thematic break or list marker).
    private mutating func styleSetextHeadings() {
        for match in matches(SimpleMarkdownPatterns.setextHeading) {
            guard let whole = range(of: match), !isInCodeBlock(whole),
                let line = range(of: match, group: 1), let underline = range(of: match, group: 2)
            else { continue }
            styleHeading(line, level: units[underline].contains(0x3D) ? 1 : 2)
            color(.header, line)
            color(.control, underline)
            mask(underline)
        }
    }

    /// Makes `range` bold at the size of a heading of `level`.
    private mutating func styleHeading(_ range: Range<Int>, level: Int) {
        style(range) { style in
            style.headingLevel = UInt8(level)
            style.isBold = true
        }
    }

    /// Colours thematic breaks with the control colour and masks them.
    private mutating func styleThematicBreaks() {
        for match in matches(SimpleMarkdownPatterns.thematicBreak) {
            guard let line = range(of: match) else { continue }
            color(.control, line)
            mask(line)
        }
    }

    /// Colours block-quote markers with the control colour and the rest of their lines
    /// with the quote colour.
    private mutating func styleBlockQuotes() {
        for match in matches(SimpleMarkdownPatterns.blockQuote) {
            guard let markers = range(of: match) else { continue }
            color(.quote, markers.upperBound..<lineEnd(from: markers.upperBound))
            color(.control, markers)
        }
    }

    /// Colours list markers with the control colour.
    private mutating func styleListMarkers() {
        for match in matches(SimpleMarkdownPatterns.listMarker) {
            color(.control, range(of: match, group: 1))
        }
    }
}
