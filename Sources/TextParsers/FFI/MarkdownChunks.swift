#if canImport(Glibc)
    import Glibc
#endif

/// Where a long markdown source can be cut into pieces that cmark-gfm parses one at a time
/// into the same blocks as the whole: so that each piece's tree is walked while it is
/// still in the CPU's caches.
///
/// cmark builds the whole document's tree before the walk; at 1 MB of source that tree has
/// long left the caches, and reading it again was the largest cost that grew per KB from
/// 100 KB to 1 MB of markdown (`cmark_iter_next`, then freeing it). Parsed a piece at a
/// time, a tree is walked and freed right after it is built.
///
/// A cut goes only where the whole document starts a new top-level block for certain: at
/// the start of a line that begins with an ASCII letter in the first column, after a blank
/// line, outside a fenced code block, which the scan follows, and an HTML block that can
/// hold blank lines (kinds 1 to 5: `<script`, `<pre`, `<style`, `<textarea`, comments,
/// processing instructions, declarations, CDATA), which it does not: a line that may
/// start one ends the cutting, unless it closes on that line (see `Scan`). Such a line closes every open list, quote
/// and indented code block (after a blank line nothing continues lazily), and it cannot
/// continue a list (it is no list marker), so it begins a paragraph or a table in both
/// parses. Nothing is cut when the source may define a link reference or a footnote (it
/// contains `]:`, anywhere): a definition acts on the whole document. Nor after a fence or
/// HTML start indented by one to three spaces (it may belong to a list item, which the
/// scan does not follow, so the scan cannot tell where it ends) or a carriage return that
/// is not part of a CR LF pair.
enum MarkdownChunks {
    /// The least a piece holds, in bytes (a source under twice this is parsed whole).
    static let chunkBytes = 32 * 1024

    /// The byte ranges to parse one after another (one range when nothing is cut).
    static func ranges(of source: UnsafeBufferPointer<UInt8>, chunkBytes: Int = chunkBytes) -> [Range<Int>] {
        let whole = [0..<source.count]
        guard source.count / 2 >= chunkBytes, !mayDefineReferences(source) else { return whole }
        var scan = Scan(source: source)
        var ranges: [Range<Int>] = []
        var start = 0
        var previousBlank = false
        var line = 0
        while line < source.count {
            let end = scan.lineEnd(from: line)
            if previousBlank, scan.isOutside, line - start >= chunkBytes, isASCIILetter(source[line]) {
                ranges.append(start..<line)
                start = line
            }
            // cmark skips a byte order mark at the start; so does the scan's first line.
            let hasMark = line == 0 && source.starts(with: [0xEF, 0xBB, 0xBF])
            // Blocks open in one line only (cmark reads forward), so the cuts before a line
            // the scan cannot follow stand; none comes after it.
            guard let blank = scan.classify(line: hasMark ? 3 : line, end: max(end, hasMark ? 3 : 0)) else { break }
            previousBlank = blank
            line = end + 1
        }
        ranges.append(start..<source.count)
        return ranges
    }

    /// Whether `source` contains `]:` (a link reference or footnote definition may).
    private static func mayDefineReferences(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = source.baseAddress else { return false }
        var offset = 0
        while offset < source.count, let found = memchr(base + offset, 0x5D, source.count - offset) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if index + 1 < source.count, source[index + 1] == 0x3A { return true }
            offset = index + 1
        }
        return false
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}
