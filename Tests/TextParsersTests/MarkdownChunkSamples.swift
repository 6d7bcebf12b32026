/// Random markdown documents for `MarkdownChunkTests`: blocks that may hold blank lines
/// and lines that begin with a letter (fences, HTML blocks, lists with code, quotes with
/// lazy lines, tables, indented code), with LF, CR LF and tab variants.
enum MarkdownChunkSamples {
    static let words = ["alpha", "Beta", "gamma", "delta", "*em*", "**strong**", "`code`", "~~gone~~", "x_y"]

    static func line(_ random: inout SplitMix64) -> String {
        (0..<(1 + random.below(5))).map { _ in random.pick(words) }.joined(separator: " ")
    }

    /// A block of kind `kind` (below `blockKinds`) with random words.
    static func block(_ kind: Int, _ random: inout SplitMix64) -> String {
        func l() -> String { line(&random) }
        switch kind {
        case 0: return "\(l())\n\(l())\n"
        case 1: return "# \(l())\n"
        case 2: return "\(l())\n===\n"
        case 3: return "```\(["", "swift", "a`b"][random.below(3)])\n\(l())\n\n\(l())\n```\n"
        case 4: return "~~~\n\(l())\n\n```\n\(l())\n~~~\n"
        case 5: return "````\n\(l())\n\n```\n\n\(l())\n````\n"
        case 6: return "```\n\(l())\n\n\(l())\n"
        case 7: return "<pre>\n\n\(l())\n</pre> \(l())\n"
        case 8: return "<!-- \(l())\n\n\(l()) -->\n"
        case 9: return "<div>\n\(l())\n</div>\n"
        case 10: return "<!X \(l())\n\n\(l())>\n"
        case 11: return "- \(l())\n\n  \(l())\n- \(l())\n"
        case 12: return "1. \(l())\n\n    ```\n    \(l())\n\n    \(l())\n    ```\n"
        case 13: return "2) \(l())\n\(l())\n"
        case 14: return "> \(l())\n\(l())\n>\n> \(l())\n"
        case 15: return "> ```\n> \(l())\n\n\(l())\n"
        case 16: return "    \(l())\n\n    \(l())\n"
        case 17: return "\t\(l())\n"
        case 18: return "| a | b |\n|---|---|\n| \(l()) | c |\n"
        case 19: return "\(l()) | b\n--|--\n\(l()) | d\n"
        case 20: return "---\n"
        case 21: return "- [ ] \(l())\n- [x] \(l())\n"
        case 22: return "Text with a footnote[^1] and [a link](https://example.com) and <https://auto.link>.\n"
        case 23: return "<span>\(l())\n<pre>\n\n\(l())\n</pre>\n"
        case 24: return "<pre\u{0C}>\n\n\(l())\n</pre>\n"
        case 25: return "<!doctype\n```\n>\n\n\(l())\n```\n"
        case 26: return "\(l())\n<b>\n<!--\n\n\(l())\n-->\n"
        case 27: return "<textarea>\n```\n</textarea>\n\n\(l())\n"
        case 28: return "<div>\n\(l())\n</div>\n```\n\n\(l())\n```\n"
        default: return "<!-- a comment on one line --> \(l())\n"
        }
    }

    static let blockKinds = 30

    static func document(_ random: inout SplitMix64) -> String {
        var parts: [String] = []
        for _ in 0..<(4 + random.below(16)) {
            parts.append(block(random.below(blockKinds), &random))
            parts.append(random.below(5) == 0 ? "" : random.pick(["\n", "\n\n", " \n"]))
        }
        let source = (random.below(10) == 0 ? "\u{FEFF}" : "") + parts.joined()
        return random.below(4) == 0 ? source.replacingOccurrences(of: "\n", with: "\r\n") : source
    }
}
