import RichText
import RichTextRendering

/// The golden scenes: every draw pass, decoration pattern and attachment alignment,
/// bidi, emoji lines, truncation, exclusion paths, the debug overlay and 2× scale.
enum RenderScenes {
    enum SceneError: Error { case noFace }

    static let latin =
        "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    static let all: [Scene] = [
        Scene("plain-latin") {
            var builder = TextBuilder()
            builder.add(latin)
            return layout(builder.text)
        },
        Scene("colors-and-fonts") {
            var builder = TextBuilder()
            builder.add("Red ") { $0.color = .red }
            builder.add("bold ") { $0.font = Font(size: 16, weight: .bold) }
            builder.add("italic ") { $0.font = Font(size: 16, italic: true) }
            builder.add("big ") { $0.font = Font(size: 26) }
            builder.add("mono ") { $0.font = Font(family: "Noto Sans Mono", size: 14) }
            builder.add("translucent blue") { $0.color = Color(red: 0, green: 0, blue: 1, alpha: 0.5) }
            return layout(builder.text)
        },
        Scene("bidi") {
            var builder = TextBuilder()
            builder.add("Hello مرحبا بالعالم 123 world, שלום עולם! ")
            builder.add("العربية") { $0.color = .blue }
            return layout(builder.text, width: 260)
        },
        Scene("scripts-emoji") {
            var builder = TextBuilder()
            builder.add("Hello 世界 नमस्ते สวัสดี 😀👍 emoji 🎉 line")
            return layout(builder.text, width: 260)
        },
        Scene("emoji-line-centre") {
            // One line of large emoji between text lines: the emoji sit centred on the line.
            var builder = TextBuilder()
            builder.add("above\n")
            builder.add("x😀y🎉z") { $0.font = Font(size: 28) }
            builder.add("\nbelow")
            return layout(builder.text, width: 200) { _ in }
        },
        Scene("shadows") {
            var builder = TextBuilder(font: Font(size: 28, weight: .bold))
            builder.add("Blur ") {
                $0.shadow = TextShadow(
                    color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), offset: Size(width: 2, height: 3), radius: 3)
            }
            builder.add("Chain ") {
                $0.color = .white
                $0.shadow = TextShadow(
                    color: .red, offset: Size(width: 2, height: 2), radius: 0,
                    subShadow: TextShadow(color: .blue, offset: Size(width: -2, height: -2), radius: 1))
            }
            builder.add("Multiply") {
                $0.color = Color(red: 1, green: 0.8, blue: 0)
                $0.shadow = TextShadow(
                    color: Color(red: 0, green: 0.6, blue: 1), offset: Size(width: 3, height: 3), radius: 2,
                    blendMode: .multiply)
            }
            return layout(builder.text, width: 360)
        },
        Scene("inner-shadow") {
            var builder = TextBuilder(font: Font(size: 40, weight: .bold))
            builder.add("Inner") {
                $0.color = Color(red: 0.95, green: 0.6, blue: 0.1)
                $0.innerShadow = TextShadow(
                    color: Color(red: 0, green: 0, blue: 0, alpha: 0.8), offset: Size(width: 2, height: 2), radius: 2)
            }
            return layout(builder.text, width: 200)
        },
        Scene("stroke-oblique-transform") {
            var builder = TextBuilder(font: Font(size: 26, weight: .bold))
            builder.add("Stroke ") {
                $0.strokeWidth = 3
                $0.strokeColor = .blue
            }
            builder.add("Fill+stroke ") {
                $0.color = .red
                $0.strokeWidth = -4
                $0.strokeColor = .black
            }
            builder.add("Oblique ") { $0.obliqueness = 0.3 }
            builder.add("Rotated") {
                // Each glyph turned 12° about its origin.
                $0.glyphTransform = AffineTransform(a: 0.978, b: -0.208, c: 0.208, d: 0.978, tx: 0, ty: 0)
            }
            return layout(builder.text, width: 360)
        },
        Scene("underline-patterns") {
            var builder = TextBuilder()
            for pattern in TextLineStyle.Pattern.allCases {
                builder.add("\(pattern.rawValue) underline\n") {
                    $0.underline = TextDecoration(style: TextLineStyle(.single, pattern: pattern), width: 1.5)
                }
            }
            builder.add("thick dash") {
                $0.underline = TextDecoration(style: TextLineStyle(.thick, pattern: .dash), color: .blue)
            }
            return layout(builder.text, width: 240)
        },
        Scene("strikethrough-weights") {
            var builder = TextBuilder(font: Font(size: 20))
            builder.add("single ") { $0.strikethrough = TextDecoration(style: .single, color: .red) }
            builder.add("thick ") { $0.strikethrough = TextDecoration(style: .thick) }
            builder.add("double\n") { $0.strikethrough = TextDecoration(style: .double, color: .blue) }
            builder.add("double underline ") { $0.underline = TextDecoration(style: .double) }
            builder.add("shadowed") {
                $0.underline = TextDecoration(
                    style: .thick, color: .red,
                    shadow: TextShadow(
                        color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Size(width: 0, height: 2),
                        radius: 1))
            }
            return layout(builder.text, width: 320)
        },
        Scene("borders") {
            var builder = TextBuilder()
            builder.add("Block border over two rows of text, with a dashed frame. ") {
                $0.blockBorder = TextBorder(
                    lineStyle: TextLineStyle(.single, pattern: .dash), strokeWidth: 1, strokeColor: .gray,
                    insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
                    fillColor: Color(red: 0.93, green: 0.96, blue: 1))
            }
            builder.add("\n")
            builder.add("background") { $0.backgroundBorder = .background(Color(red: 1, green: 0.9, blue: 0.5)) }
            builder.add(" and ")
            builder.add("colour") { $0.backgroundColor = Color(red: 0.8, green: 1, blue: 0.8) }
            builder.add(" then ")
            builder.add("bordered") {
                $0.border = TextBorder(
                    strokeWidth: 1.5, strokeColor: .red, lineJoin: .round,
                    insets: EdgeInsets(top: -1, left: -3, bottom: -1, right: -3),
                    cornerRadius: 4,
                    shadow: TextShadow(
                        color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), offset: Size(width: 1, height: 2),
                        radius: 2))
            }
            builder.add(" and ")
            builder.add("double") {
                $0.border = TextBorder(
                    lineStyle: .double, strokeWidth: 1, strokeColor: .blue,
                    insets: EdgeInsets(top: -3, left: -3, bottom: -3, right: -3))
            }
            return layout(builder.text, width: 300)
        },
        Scene(
            "attachment-alignments",
            options: RenderOptions(backgroundColor: .white, debug: DebugOptions(baselineColor: .red))
        ) {
            let png = try testImagePNG()
            var builder = TextBuilder(font: Font(size: 20))
            guard let face = FontContext.default.face(for: Font(size: 20)) else { throw SceneError.noFace }
            let metrics = face.metrics(size: 20)
            for alignment in [TextAttachment.VerticalAlignment.top, .center, .bottom] {
                builder.add("\(alignment.rawValue) ")
                builder.add(TextAttachment.character) {
                    $0.attachment = TextAttachment.aligned(
                        content: .data(png), size: Size(width: 36, height: 30), to: metrics, alignment: alignment)
                }
                builder.add(" ")
            }
            return layout(builder.text, width: 360)
        },
        Scene("attachment-content-modes") {
            let png = try testImagePNG()
            var builder = TextBuilder()
            for mode in [ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft, .bottomRight] {
                builder.add(TextAttachment.character) {
                    $0.attachment = TextAttachment(
                        content: .data(png), size: Size(width: 40, height: 40), ascent: 30, contentMode: mode,
                        contentInsets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
                    $0.border = TextBorder(strokeWidth: 1, strokeColor: .gray)
                }
                builder.add(" ")
            }
            return layout(builder.text, width: 360)
        },
        Scene("attachment-missing") {
            var builder = TextBuilder()
            builder.add("corrupt ")
            builder.add(TextAttachment.character) {
                $0.attachment = TextAttachment(
                    content: .data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]), size: Size(width: 24, height: 24))
            }
            builder.add(" missing ")
            builder.add(TextAttachment.character) {
                $0.attachment = TextAttachment(
                    content: .named("/nonexistent/picture.png"), size: Size(width: 24, height: 24))
            }
            return layout(builder.text, width: 300)
        },
        Scene("truncation-more") {
            var builder = TextBuilder()
            builder.add(latin + " " + latin)
            var token = TextBuilder()
            token.add("… ")
            token.add("more") { $0.color = .blue }
            let tokenText = token.text
            return layout(builder.text, width: 220) {
                $0.maximumNumberOfRows = 2
                $0.truncationType = .end
                $0.truncationToken = tokenText
            }
        },
        Scene(
            "exclusion-circle",
            options: RenderOptions(backgroundColor: .white, debug: DebugOptions(exclusionColor: .red))
        ) {
            var builder = TextBuilder(font: Font(size: 13))
            builder.add(latin + " " + latin + " " + latin)
            return layout(builder.text, width: 260) {
                $0.exclusionPaths = [BezierPath(ellipseIn: Rect(x: 90, y: 20, width: 80, height: 80))]
            }
        },
        Scene("debug-overlay", options: RenderOptions(backgroundColor: .white, debug: .all)) {
            var builder = TextBuilder()
            builder.add("Debug مرحبا overlay ")
            builder.add("big") { $0.font = Font(size: 28) }
            builder.add(" lines, runs and glyphs.")
            return layout(builder.text, width: 220) {
                $0.exclusionPaths = [BezierPath(rect: Rect(x: 150, y: 0, width: 70, height: 30))]
            }
        },
        Scene("scale-2x", options: RenderOptions(scale: 2, backgroundColor: .white)) {
            var builder = TextBuilder()
            builder.add("Twice the pixels: ")
            builder.add("underlined") { $0.underline = TextDecoration() }
            builder.add(" 😀 ")
            builder.add("shadow") { $0.shadow = TextShadow(offset: Size(width: 1, height: 1), radius: 1.5) }
            return layout(builder.text, width: 220)
        },
        Scene("highlight-pressed") {
            var builder = TextBuilder()
            builder.add("Tap ")
            let link = builder.add("this link") {
                $0.color = .blue
                $0.highlight = TextHighlight(color: .white, backgroundColor: .blue)
            }
            builder.add(" to see it pressed.")
            let base = layout(builder.text, width: 260)
            return base.applying(TextHighlight(color: .white, backgroundColor: .blue), range: link)
        },
        Scene(
            "origin-and-clip",
            options: RenderOptions(
                backgroundColor: Color(red: 0.95, green: 0.95, blue: 0.95), origin: Point(x: 20, y: 10),
                clip: Rect(x: 0, y: 0, width: 150, height: 40))
        ) {
            var builder = TextBuilder()
            builder.add(latin)
            return layout(builder.text, width: 240)
        },
        Scene(
            "container-path-3x",
            options: RenderOptions(scale: 3, backgroundColor: .white, debug: DebugOptions(containerColor: .blue))
        ) {
            var builder = TextBuilder(font: Font(size: 11))
            builder.add(latin + " " + latin)
            return layout(builder.text, width: 160) {
                // A triangle: text fills the widening band of each row.
                $0.path = BezierPath(polygon: [Point(x: 80, y: 4), Point(x: 156, y: 120), Point(x: 4, y: 120)])
            }
        },
        Scene("transparent-rtl", options: RenderOptions(scale: 2)) {
            // No background: alpha stays; a right-to-left paragraph aligns to the right.
            var builder = TextBuilder(font: Font(size: 15))
            builder.add("שלום עולם, זה טקסט מימין לשמאל עם ")
            builder.add("English") { $0.color = .blue }
            builder.add(" באמצע.")
            return layout(builder.text, width: 200)
        },
    ]
}
