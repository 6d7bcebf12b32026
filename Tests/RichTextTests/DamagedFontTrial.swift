import RichText

/// Loads one damaged font from bytes and, if it loads, lays text of several scripts out in
/// it and queries the layout; what a damaged font may do is throw a `FontError` or give a
/// layout with finite geometry, never crash.
///
/// Also compiled into `Reliability/` (a symbolic link), which runs 1,000 variants per font.
enum DamagedFontTrial {
    /// What happened to one variant.
    enum Outcome: Equatable {
        /// `FontContext.addFont(bytes:name:)` threw this error.
        case rejected(FontError)
        /// The font loaded; the layouts were made and queried. `problems` lists geometry
        /// that was not finite (empty when all was well).
        case loaded(problems: [String])
    }

    /// Latin with ligatures and kerning, Arabic, Hebrew, Devanagari, Thai, CJK and emoji.
    static let samples = [
        "Hello office AVA 123 fi", "مرحبا بالعالم", "שלום עולם", "क्षत्रिय नमस्ते", "ภาษาไทยสวยงาม", "你好世界 こんにちは",
        "👍🏽 🇩🇪 ☺︎",
    ]

    /// Tries `bytes` under `name` in a context of its own (no other fonts, so the damaged
    /// face shapes every character it maps; a small shaped-word cache of its own).
    static func run(_ bytes: [UInt8], name: String) -> Outcome {
        let context: FontContext
        do {
            context = try FontContext(bundledFonts: false, shapingCacheCapacity: 64 << 10)
            try context.addFont(bytes: bytes, name: name)
        } catch {
            return .rejected(error)
        }
        var problems: [String] = []
        for face in context.faces {
            for sample in samples {
                var text = AttributedText(sample + "\n" + sample)
                text.font = Font(family: face.family, size: 16)
                for width in [Double.infinity, 60] {
                    let layout = TextLayout(
                        container: TextContainer(size: Size(width: width, height: .infinity)), text: text,
                        context: context)
                    problems += check(layout, sample: sample, width: width)
                }
            }
        }
        return .loaded(problems: problems)
    }

    /// Finite sizes, line metrics and glyph positions; the queries answer without crashing.
    private static func check(_ layout: TextLayout, sample: String, width: Double) -> [String] {
        var numbers = [layout.textBoundingSize.width, layout.textBoundingSize.height]
        for line in layout.lines {
            numbers += [line.origin.x, line.origin.y, line.width, line.ascent, line.descent]
            for run in line.runs {
                numbers += run.positions.flatMap { [$0.x, $0.y] } + run.advances
            }
        }
        let length = layout.text.length
        for offset in [0, length / 2, length] {
            if let caret = layout.caretRect(for: TextPosition(offset: offset)) {
                numbers += [caret.minX, caret.minY, caret.width, caret.height]
            }
        }
        numbers += layout.selectionRects(for: 0..<length).flatMap { [$0.rect.minX, $0.rect.width] }
        _ = layout.closestPosition(to: Point(x: 10, y: 10))
        guard numbers.allSatisfy(\.isFinite) else {
            return ["\"\(sample)\" at width \(width): geometry not finite"]
        }
        return []
    }
}
