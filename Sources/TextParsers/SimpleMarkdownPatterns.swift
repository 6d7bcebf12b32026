import Foundation

/// The regular expressions of `SimpleMarkdownParser`, compiled once (ICU syntax through
/// Foundation's `NSRegularExpression`, whose offsets are UTF-16 like `AttributedText`'s).
///
/// Line patterns use `^` and `$` at line boundaries; `.` never crosses a newline, so
/// inline constructs stay on one line. Underscore emphasis does not open or close inside
/// a word (`snake_case_name` stays plain).
enum SimpleMarkdownPatterns {
    /// A backslash before an ASCII punctuation character.
    static let escape = compile(##"\\[!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~]"##)

    /// A code span: a run of 1 to 3 backticks (not escaped), content on one line, and a
    /// closing run of the same length. Groups: 1 the opening run.
    static let codeSpan = compile(#"(?<![`\\])(`{1,3})(?!`)(.+?)(?<!`)\1(?!`)"#)

    /// An ATX heading line. Groups: 1 the indentation and opening hashes.
    static let atxHeading = compile(#"^([ ]{0,3}#{1,6})(?=[ \t]|$)[^\n]*$"#, lines: true)

    /// A setext heading: a non-blank line that starts no other block, then a line of `=`
    /// (level 1) or `-` (level 2). Groups: 1 the text line, 2 the underline.
    ///
    /// The text line is taken whole by a possessive `[^\n]*+` after a lookahead for a
    /// non-blank character: `[^\n]*\S[^\n]*` would retry every split of each line not
    /// followed by an underline, quadratic in the line's length.
    static let setextHeading = compile(
        #"^(?![ ]{4}|\t)(?![ ]{0,3}(?:[#>=]|[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)))"#
            + #"(?![ ]{0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}|(?:-[ \t]*){3,})$)"#
            + #"((?=[^\n]*\S)[^\n]*+)\n([ ]{0,3}(?:=+|-+)[ \t]*)$"#,
        lines: true)

    /// A thematic break: three or more `*`, `-` or `_` alone on a line (spaces allowed).
    static let thematicBreak = compile(
        #"^[ ]{0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$"#, lines: true)

    /// The `>` markers at the start of a block-quote line.
    static let blockQuote = compile(#"^[ ]{0,3}>[ \t>]*"#, lines: true)

    /// A list marker, possibly inside block quotes. Groups: 1 the marker.
    ///
    /// The quote markers are taken possessively (`*+`): a space after a `>` can be the
    /// `[ \t]?` of its own marker or the `[ ]{0,3}` of the next, so a line of n quote
    /// markers and no list marker made the matcher try about 2ⁿ splits (30 levels took
    /// 0.75 s a line). Giving spaces back never helps: the marker that follows is neither
    /// a space nor a `>`.
    static let listMarker = compile(#"^(?:[ ]{0,3}>[ \t]?)*+[ \t]*([-*+]|\d{1,9}[.)])(?=[ \t])"#, lines: true)

    /// A reference definition `[id]: url "title"`. Groups: 1 `[`, 2 id, 3 `]:`, 4 url,
    /// 5 title.
    static let referenceDefinition = compile(
        #"^[ ]{0,3}(\[)([^\[\]\n]+)(\]:)[ \t]*(\S+)(?:[ \t]+("[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$"#,
        lines: true)

    /// An inline link or image `![text](url "title")`. Groups: 1 `!`, 2 `[`, 3 text,
    /// 4 `](`, 5 url, 6 title, 7 `)`.
    static let inlineLink = compile(
        #"(!?)(\[)([^\[\]\n]*)(\]\()[ \t]*(<[^<>\n]*>|[^()\s]*)(?:[ \t]+("[^"\n]*"|'[^'\n]*'))?[ \t]*(\))"#)

    /// A reference link or image `[text][id]`. Groups: 1 `!`, 2 `[`, 3 text, 4 `][`,
    /// 5 id, 6 `]`.
    static let referenceLink = compile(#"(!?)(\[)([^\[\]\n]+)(\]\[)([^\[\]\n]*)(\])"#)

    /// `***strong emphasis***` and `___strong emphasis___`.
    static let strongEmphasis = [star(3), underscore(3)]

    /// `**strong**`.
    static let strong = star(2)

    /// `__underline__`.
    static let underline = underscore(2)

    /// `*emphasis*` and `_emphasis_`.
    static let emphasis = [star(1), underscore(1)]

    /// `~~strikethrough~~`.
    static let strikethrough = SimpleMarkdownDelimiter(marker: "~", count: 2, inner: #"\s~"#, outer: "~")

    /// `count` asterisks at each end: `(?<!\*)\*{count}(?=[^\s*])(.+?)(?<=[^\s*])\*{count}(?!\*)`.
    private static func star(_ count: Int) -> SimpleMarkdownDelimiter {
        SimpleMarkdownDelimiter(marker: #"\*"#, count: count, inner: #"\s*"#, outer: #"\*"#)
    }

    /// `count` underscores at each end, never inside a word:
    /// `(?<![_\p{L}\p{N}])_{count}(?=[^\s_])(.+?)(?<=[^\s_])_{count}(?![_\p{L}\p{N}])`.
    private static func underscore(_ count: Int) -> SimpleMarkdownDelimiter {
        SimpleMarkdownDelimiter(marker: "_", count: count, inner: #"\s_"#, outer: #"_\p{L}\p{N}"#)
    }

    /// Compiles a pattern known to be valid (a typo stops the process at first use).
    private static func compile(_ pattern: String, lines: Bool = false) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: lines ? [.anchorsMatchLines] : [])
        } catch {
            preconditionFailure("invalid SimpleMarkdownParser pattern \(pattern): \(error)")
        }
    }
}
