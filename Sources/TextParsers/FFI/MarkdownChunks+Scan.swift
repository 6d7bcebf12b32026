#if canImport(Glibc)
    import Glibc
#endif

extension MarkdownChunks {
    /// Follows, line by line, the top-level blocks that can hold a blank line and then a
    /// line that starts with a letter (fenced code, HTML blocks of kinds 1 to 5), as
    /// cmark-gfm opens and closes them, and gives up where it cannot be sure.
    ///
    /// Fences are followed exactly. HTML is not: the kinds differ between CommonMark
    /// versions (`<textarea`, a lower-case `<!doctype`, a form feed after `<pre`), and
    /// whether a line starts a block depends on whether a paragraph is open. So a line
    /// that may start a block of kind 1 to 5 ends the cutting, unless it also holds an end
    /// that closes it in every reading (a one-line `<!-- … -->`); after any line that
    /// starts with `<`, nothing is cut before a blank line, and a fence or a possible
    /// kind 1 to 5 start before it ends the cutting too (it may be inside an HTML block of
    /// kind 6 or 7, or interrupt a paragraph).
    struct Scan {
        let source: UnsafeBufferPointer<UInt8>

        enum State: Equatable {
            case outside
            /// In a fenced code block opened by `length` of `marker` (a backtick or a tilde).
            case fence(marker: UInt8, length: Int)
            /// After a line that starts with `<`, until a blank line.
            case untilBlank
        }

        private(set) var state = State.outside

        var isOutside: Bool { state == .outside }

        init(source: UnsafeBufferPointer<UInt8>) {
            self.source = source
        }

        /// The offset of the line feed that ends the line starting at `start` (or the end).
        func lineEnd(from start: Int) -> Int {
            guard let base = source.baseAddress, start < source.count,
                let found = memchr(base + start, 0x0A, source.count - start)
            else { return source.count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        /// Takes the line `[start, end)` into the state; returns whether it is blank, or nil
        /// when the scan cannot follow the document from here (see the type's comment; also
        /// a fence or `<` indented by one to three spaces, maybe inside a list item, and a
        /// carriage return that is a line ending of its own, which the scan does not count).
        mutating func classify(line start: Int, end lineEnd: Int) -> Bool? {
            var end = lineEnd
            if end > start, source[end - 1] == 0x0D { end -= 1 }
            var index = start
            var column = 0
            while index < end, source[index] == 0x20 || source[index] == 0x09 {
                column = source[index] == 0x09 ? (column / 4 + 1) * 4 : column + 1
                index += 1
            }
            if index == end {
                if state == .untilBlank { state = .outside }
                return true
            }
            if source[start..<end].contains(0x0D) { return nil }
            let line = source[index..<end]
            switch state {
            case .fence(let marker, let length):
                let run = run(of: marker, in: line)
                if column < 4, run >= length, line.dropFirst(run).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                    state = .outside
                }
            case .untilBlank:
                if column < 4, opensFence(line) || Self.mayStartHTMLBlock(line) { return nil }
            case .outside:
                guard column < 4 else { return false }
                let opens = opensFence(line)
                guard column == 0 else { return opens || line.first == 0x3C ? nil : false }
                if opens {
                    state = .fence(marker: line.first!, length: run(of: line.first!, in: line))
                } else if line.first == 0x3C {
                    if Self.mayStartHTMLBlock(line), !Self.closesOnItsLine(line) { return nil }
                    state = .untilBlank
                }
            }
            return false
        }

        /// The number of `byte`s `line` starts with.
        private func run(of byte: UInt8, in line: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
            line.prefix { $0 == byte }.count
        }

        /// Whether `line` opens a fence: three or more backticks (and no backtick after
        /// them) or tildes.
        private func opensFence(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            guard let byte = line.first, byte == 0x60 || byte == 0x7E else { return false }
            let fence = run(of: byte, in: line)
            return fence >= 3 && (byte == 0x7E || !line.dropFirst(fence).contains(0x60))
        }

        /// `line` lower-cased (ASCII), at most its first `count` bytes.
        private static func lowered(_ line: Slice<UnsafeBufferPointer<UInt8>>, _ count: Int = .max) -> [UInt8] {
            line.prefix(count).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        }

        /// Whether `line` (from its first character) may start an HTML block of kind 1 to
        /// 5 in some CommonMark version: `<script`, `<pre`, `<style` or `<textarea` not
        /// followed by a letter, digit or hyphen; `<!--`; `<?`; `<!` and a letter;
        /// `<![CDATA[`.
        static func mayStartHTMLBlock(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            let text = lowered(line, 12)
            guard text.first == 0x3C, text.count > 1 else { return false }
            if text[1] == 0x3F || text.starts(with: "<!".utf8) { return true }
            for tag in ["<script", "<pre", "<style", "<textarea"] where text.starts(with: tag.utf8) {
                let next = text.count > tag.utf8.count ? text[tag.utf8.count] : 0x20
                if !(MarkdownChunks.isASCIILetter(next) || (next >= 0x30 && next <= 0x39) || next == 0x2D) {
                    return true
                }
            }
            return false
        }

        /// Whether `line` starts an HTML block of kind 1 to 5 that its own end closes in
        /// every reading: a comment, processing instruction or CDATA section that ends on
        /// it, or `<script`, `<pre` or `<style` with `</script>`, `</pre>` or `</style>`
        /// after. (Anything else that may start such a block ends the cutting.)
        static func closesOnItsLine(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            let text = lowered(line)
            func has(_ end: String, after start: Int) -> Bool {
                text.count > start && text[start...].firstRange(of: Array(end.utf8)) != nil
            }
            if text.starts(with: "<!--".utf8) { return has("-->", after: 2) }
            if text.starts(with: "<![cdata[".utf8) { return has("]]>", after: 9) }
            if text.starts(with: "<?".utf8) { return has("?>", after: 2) }
            if text.starts(with: "<!".utf8) { return false }
            return ["</script>", "</pre>", "</style>"].contains { has($0, after: 1) }
        }
    }
}
