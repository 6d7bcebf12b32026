import Foundation
import RichText
import TextParsers

/// One text in the forms each engine takes, built before any timing.
struct Sample: Sendable {
    let string: String
    /// RichText's input: the string in Noto Sans 16 (or the rendered markdown).
    let rich: AttributedText
    /// NUL-terminated UTF-8 for the C engines (`count - 1` bytes of text).
    let utf8: ContiguousArray<CChar>
    /// UTF-16 for Qt (a QString's code units).
    let utf16: ContiguousArray<UInt16>
    /// Unicode scalars: the "characters" of chars/s.
    let scalars: Int
    var byteCount: Int { utf8.count - 1 }

    init(_ string: String, rich: AttributedText? = nil) {
        self.string = string
        self.rich = rich ?? Corpora.attributed(string)
        utf8 = string.utf8CString
        utf16 = ContiguousArray(string.utf16)
        scalars = string.unicodeScalars.count
    }
}

/// A pool of distinct texts of one kind.
struct Corpus: Sendable {
    let id: String
    let title: String
    let samples: [Sample]
    /// The single font file raw HarfBuzz shapes this corpus with (nil: needs fallback, no peer).
    let harfBuzzFont: String?

    var averageScalars: Double { Double(samples.reduce(0) { $0 + $1.scalars }) / Double(max(samples.count, 1)) }
    var averageBytes: Double { Double(samples.reduce(0) { $0 + $1.byteCount }) / Double(max(samples.count, 1)) }
}

enum Corpora {
    static let font = Font(family: "Noto Sans", size: 16)
    static let emoji = ["👍", "😀", "🇩🇪", "👨‍👩‍👧", "❤️", "🎉", "🚀", "👋🏽", "🔥", "😂"]
    static let scalingSizes: [(label: String, bytes: Int)] = [
        ("1 KB", 1024), ("10 KB", 10 * 1024), ("100 KB", 100 * 1024), ("1 MB", 1024 * 1024),
    ]
    /// Document k of a size starts at paragraph (k × stride) mod count of the Latin-200 pool.
    static let scalingStride = 37

    static func attributed(_ string: String) -> AttributedText {
        var text = AttributedText(string)
        text.font = font
        return text
    }

    static func read(_ directory: String, _ name: String) -> String {
        let path = directory + "/" + name
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        return String(decoding: data, as: UTF8.self)
    }

    /// `count` distinct windows of about `length` characters (grapheme clusters) of `text`
    /// (whitespace collapsed to single spaces, read circularly), starting at evenly spaced
    /// word starts, or at any character when there are too few word starts (Thai, CJK).
    /// Where the text has spaces, a window is extended to the end of its last word
    /// (at most 40 more characters).
    static func windows(of text: String, length: Int, count: Int) -> [String] {
        let normalized = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let characters = Array(normalized)
        let n = characters.count
        guard n > 0 else { return [] }
        let circular = characters + [" "] + characters + [" "] + characters
        var starts = (0..<n).filter { $0 == 0 || (characters[$0 - 1] == " " && characters[$0] != " ") }
        if starts.count < count {
            starts = (0..<n).filter { characters[$0] != " " }
        }
        var seen = Set<String>()
        var result: [String] = []
        let picks = min(count, starts.count)
        for j in 0..<picks {
            let start = starts[j * starts.count / picks]
            var end = start + length
            var extra = 0
            while extra < 40, end < circular.count, circular[end] != " " {
                end += 1
                extra += 1
            }
            if extra == 40 { end = start + length }
            let window = String(circular[start..<min(end, circular.count)])
                .trimmingCharacters(in: .whitespaces)
            if !window.isEmpty, seen.insert(window).inserted { result.append(window) }
        }
        return result
    }

    /// Corpus sentences of several scripts, interleaved, each followed by an emoji.
    static func mixedText(_ directory: String) -> String {
        let names = ["en", "ar", "zh_CN", "hi", "th", "ru", "ja", "he", "ko", "el", "fa", "de", "vi"]
        let lines = names.map { read(directory, $0 + ".txt").split(separator: "\n").map(String.init) }
        var parts: [String] = []
        let rows = lines.map(\.count).max() ?? 0
        var e = 0
        for row in 0..<rows {
            for file in lines where row < file.count {
                parts.append(file[row])
                parts.append(emoji[e % emoji.count])
                e += 1
            }
        }
        return parts.joined(separator: " ")
    }

    /// The pool of distinct ~200-character Latin paragraphs (also the scaling documents' source).
    static func latin200(_ directory: String) -> [String] {
        windows(of: read(directory, "en.txt"), length: 200, count: 1200)
    }

    /// The corpora of the cold and first-sight scenarios (`only`: just the one with that id).
    static func build(directory: String, only: String? = nil) -> [Corpus] {
        let wanted: (String) -> Bool = { only == nil || only == $0 }
        var list: [Corpus] = []
        func add(_ id: String, _ title: String, font: String?, _ texts: () -> [String]) {
            guard wanted(id) else { return }
            list.append(Corpus(id: id, title: title, samples: texts().map { Sample($0) }, harfBuzzFont: font))
        }
        func windows(_ names: [String], length: Int, count: Int) -> [String] {
            let text = names.map { read(directory, $0 + ".txt") }.joined(separator: "\n")
            return Self.windows(of: text, length: length, count: count)
        }
        add("latin200", "Latin ~200 chars", font: "NotoSans-Regular.ttf") { latin200(directory) }
        add("latin2000", "Latin ~2000 chars", font: "NotoSans-Regular.ttf") {
            windows(["en"], length: 2000, count: 400)
        }
        add("cjk", "CJK (zh_CN + ja) ~200", font: "DroidSansFallback.ttf") {
            windows(["zh_CN", "ja"], length: 200, count: 1000)
        }
        add("arabic", "Arabic (ar + fa) ~200", font: "NotoSansArabic-Regular.ttf") {
            windows(["ar", "fa"], length: 200, count: 1000)
        }
        add("thai", "Thai ~200", font: "NotoSansThai-Regular.ttf") { windows(["th"], length: 200, count: 1000) }
        add("devanagari", "Devanagari (hi) ~200", font: "NotoSansDevanagari-Regular.ttf") {
            windows(["hi"], length: 200, count: 1000)
        }
        add("mixed", "Mixed scripts + emoji ~200", font: nil) {
            Self.windows(of: mixedText(directory), length: 200, count: 1000)
        }
        add("nonce", "Nonce words (24 random lowercase words) ~180", font: "NotoSans-Regular.ttf") {
            NonceText.paragraphs(count: NonceText.corpusParagraphs, seed: NonceText.corpusSeed)
        }
        return list
    }

    /// Latin document k of about `bytes` UTF-8 bytes: Latin-200 paragraphs from
    /// (k × scalingStride) mod count on, joined by "\n", until the size is reached.
    static func document(bytes: Int, variant k: Int, pool: [String]) -> String {
        var parts: [String] = []
        var total = 0
        var j = (k * scalingStride) % pool.count
        while total < bytes {
            if !parts.isEmpty { total += 1 }
            let paragraph = pool[j % pool.count]
            parts.append(paragraph)
            total += paragraph.utf8.count
            j += 1
        }
        return parts.joined(separator: "\n")
    }
}
