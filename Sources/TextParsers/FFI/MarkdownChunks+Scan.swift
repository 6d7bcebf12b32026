#if canImport(Glibc)
    import Glibc
#endif

extension MarkdownChunks {
    /// Follows the blocks that can hold blank lines (fenced code, HTML blocks of kinds 1 to
    /// 5) line by line, as cmark-gfm opens and closes them at the top level.
    struct Scan {
        let source: UnsafeBufferPointer<UInt8>

        enum State: Equatable {
            case outside
            /// In a fenced code block opened by `length` of `marker` (a backtick or a tilde).
            case fence(marker: UInt8, length: Int)
            /// In an HTML block of kind 1 to 5, until a line holds its end.
            case html(kind: Int)
            /// After a line that begins with `<` and no block of kind 1 to 5, until a blank
            /// line: an HTML block of kind 6 or 7 (whose lines may look like fences), or a
            /// paragraph (which a fence would interrupt), which the scan does not tell apart.
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

        /// The start of the line after the one ending at `end`.
        func nextLine(after end: Int) -> Int { end + 1 }

        /// Takes the line `[start, end)` into the state; returns whether it is blank, or nil
        /// when the scan cannot follow the document from here (a fence or HTML start
        /// indented by one to three spaces, maybe inside a list item; or a carriage return
        /// that is a line ending of its own, which cmark counts and the scan does not).
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
            switch state {
            case .untilBlank:
                if column < 4, opensFence(at: index, end: end) { return nil }
            case .fence(let marker, let length):
                if column < 4, run(of: marker, at: index, end: end) >= length,
                    isSpace(from: index + run(of: marker, at: index, end: end), to: end)
                {
                    state = .outside
                }
            case .html(let kind):
                if Self.contains(end: kind, in: source[index..<end]) { state = .outside }
            case .outside:
                guard column < 4 else { return false }
                let byte = source[index]
                let opensFence = opensFence(at: index, end: end)
                guard column == 0 else { return opensFence || byte == 0x3C ? nil : false }
                if opensFence {
                    state = .fence(marker: byte, length: run(of: byte, at: index, end: end))
                } else if byte == 0x3C {
                    if let kind = Self.htmlKind(source[index..<end]) {
                        if !Self.contains(end: kind, in: source[index..<end]) { state = .html(kind: kind) }
                    } else {
                        state = .untilBlank
                    }
                }
            }
            return false
        }

        /// Whether the line from `index` opens a fence: three or more backticks (and no
        /// backtick after them) or tildes.
        private func opensFence(at index: Int, end: Int) -> Bool {
            let byte = source[index]
            guard byte == 0x60 || byte == 0x7E else { return false }
            let fence = run(of: byte, at: index, end: end)
            return fence >= 3 && (byte == 0x7E || !source[(index + fence)..<end].contains(0x60))
        }

        private func run(of byte: UInt8, at index: Int, end: Int) -> Int {
            var count = 0
            while index + count < end, source[index + count] == byte { count += 1 }
            return count
        }

        private func isSpace(from index: Int, to end: Int) -> Bool {
            source[index..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        }

        /// The kind (1 to 5) of the HTML block that `line` (from its `<`) starts, if any.
        static func htmlKind(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
            let text = line.prefix(12).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            func starts(_ prefix: String) -> Bool { text.starts(with: prefix.utf8) }
            for tag in ["<script", "<pre", "<style", "<textarea"] where starts(tag) {
                let next = text.count > tag.utf8.count ? text[tag.utf8.count] : 0x0A
                if next == 0x20 || next == 0x09 || next == 0x3E || next == 0x0A { return 1 }
            }
            if starts("<!--") { return 2 }
            if starts("<?") { return 3 }
            if starts("<![cdata[") { return 5 }
            if text.count > 2, starts("<!"), MarkdownChunks.isASCIILetter(text[2]) { return 4 }
            return nil
        }

        /// Whether `line` holds the end of an HTML block of `kind` (its whole line counts,
        /// from the first character that is not a space, as cmark scans it).
        static func contains(end kind: Int, in line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            let lowered = line.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            let ends: [String] =
                switch kind {
                case 1: ["</script>", "</pre>", "</style>", "</textarea>"]
                case 2: ["-->"]
                case 3: ["?>"]
                case 4: [">"]
                default: ["]]>"]
                }
            return ends.contains { lowered.firstRange(of: Array($0.utf8)) != nil }
        }
    }
}
