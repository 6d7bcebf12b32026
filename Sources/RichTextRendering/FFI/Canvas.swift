@preconcurrency import CCairo
import RichText

/// Owns one reference to a `cairo_t` and draws RichText values with it; the only place
/// (with the other files of `FFI/`) where the renderer calls Cairo.
///
/// Every canvas sets the fixed font options that make pictures deterministic: no hinting,
/// no hinted metrics, grey antialiasing, RGB subpixel order.
final class Canvas {
    /// The `cairo_t *`; one reference owned.
    let handle: OpaquePointer
    /// Whether the context is a caller's, whose state is saved in `init` and restored in `deinit`.
    private let isBorrowed: Bool
    /// Whether glyphs were drawn at some variation axes: from then on every font change
    /// checks the variations of the context's font options (a `restore` may have put back
    /// others); until then none is set and none is checked (see `setVariations`).
    var drewVariations = false
    /// Whether the target embeds font files (PDF, PostScript). Cairo 1.16 embeds a
    /// TrueType face's own outlines there, the default instance's, for every scaled font
    /// of the face whatever its variations; glyphs at variations are filled as paths.
    private lazy var embedsFontFiles: Bool = {
        let type = cairo_surface_get_type(cairo_get_target(handle))
        return type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_PS
    }()

    /// A canvas drawing on `surface` (a `cairo_surface_t *`).
    init(surface: OpaquePointer) {
        handle = cairo_create(surface)
        isBorrowed = false
        Self.setDeterministicFontOptions(handle)
    }

    /// A canvas drawing through a caller's context (it takes its own reference); the
    /// context's state (font options included) is restored when the canvas goes.
    init(referencing context: OpaquePointer) {
        handle = cairo_reference(context)
        isBorrowed = true
        cairo_save(handle)
        Self.setDeterministicFontOptions(handle)
    }

    deinit {
        if isBorrowed { cairo_restore(handle) }
        cairo_destroy(handle)
    }

    /// The fixed font options, made once and only read afterwards (Cairo copies them into
    /// a context), so every thread may share them.
    private nonisolated(unsafe) static let deterministicFontOptions: OpaquePointer = {
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_RGB)
        return options
    }()

    /// Sets the fixed font options, unless the context has them already (setting them
    /// drops the context's current scaled font, which Cairo then looks up again).
    private static func setDeterministicFontOptions(_ context: OpaquePointer) {
        let options = deterministicFontOptions
        let current = cairo_font_options_create()
        cairo_get_font_options(context, current)
        if cairo_font_options_equal(options, current) == 0 {
            cairo_set_font_options(context, options)
        }
        cairo_font_options_destroy(current)
    }

    /// Cairo's error for this context, if it is in an error state.
    var errorMessage: String? {
        let status = cairo_status(handle)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    // MARK: State

    func save() { cairo_save(handle) }
    func restore() { cairo_restore(handle) }
    func translate(_ x: Double, _ y: Double) { cairo_translate(handle, x, y) }
    func scale(_ factor: Double) { cairo_scale(handle, factor, factor) }

    /// Runs `body` between a save and a restore.
    func isolated(_ body: () -> Void) {
        cairo_save(handle)
        body()
        cairo_restore(handle)
    }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(handle, color.red, color.green, color.blue, color.alpha)
    }

    func setBlendMode(_ mode: TextShadow.BlendMode) {
        let op: cairo_operator_t =
            switch mode {
            case .normal: CAIRO_OPERATOR_OVER
            case .multiply: CAIRO_OPERATOR_MULTIPLY
            case .screen: CAIRO_OPERATOR_SCREEN
            case .overlay: CAIRO_OPERATOR_OVERLAY
            case .darken: CAIRO_OPERATOR_DARKEN
            case .lighten: CAIRO_OPERATOR_LIGHTEN
            case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
            case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
            case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
            case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
            case .difference: CAIRO_OPERATOR_DIFFERENCE
            case .exclusion: CAIRO_OPERATOR_EXCLUSION
            }
        cairo_set_operator(handle, op)
    }

    func setLineWidth(_ width: Double) { cairo_set_line_width(handle, width) }

    /// Dash lengths (empty: solid) and whether dashes have round caps (circle dots).
    /// Dashes of `lengths` (on, off, …); lengths Cairo refuses (a negative or non-finite one,
    /// or all zero, from a decoration's odd width) give a solid line instead of a context in
    /// its error state, which would draw nothing more.
    func setDash(_ lengths: [Double], roundCaps: Bool = false) {
        let usable = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        cairo_set_dash(handle, usable ? lengths : [], usable ? Int32(lengths.count) : 0, 0)
        cairo_set_line_cap(handle, roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
    }

    func setLineJoin(_ join: TextBorder.LineJoin) {
        let value: cairo_line_join_t =
            switch join {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_join(handle, value)
    }

    func setEvenOddFill(_ evenOdd: Bool) {
        cairo_set_fill_rule(handle, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// The current clip's extents in user space.
    var clipExtents: Rect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(handle, &x1, &y1, &x2, &y2)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Paths

    func addRect(_ rect: Rect) { cairo_rectangle(handle, rect.minX, rect.minY, rect.width, rect.height) }
    func moveTo(_ x: Double, _ y: Double) { cairo_move_to(handle, x, y) }
    func lineTo(_ x: Double, _ y: Double) { cairo_line_to(handle, x, y) }

    func addPath(_ path: BezierPath) {
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let to):
                cairo_move_to(handle, to.x, to.y)
                current = to
            case .line(let to):
                cairo_line_to(handle, to.x, to.y)
                current = to
            case .quadCurve(let to, let control):
                // The cubic with the same curve: controls two thirds of the way to the control point.
                let c1 = Point(
                    x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = Point(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                cairo_curve_to(handle, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
                current = to
            case .curve(let to, let control1, let control2):
                cairo_curve_to(handle, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
                current = to
            case .close:
                cairo_close_path(handle)
            }
        }
    }

    func fill(preserve: Bool = false) { preserve ? cairo_fill_preserve(handle) : cairo_fill(handle) }
    func stroke() { cairo_stroke(handle) }
    func clip() { cairo_clip(handle) }
    func paint() { cairo_paint(handle) }
    func newPath() { cairo_new_path(handle) }

    // MARK: Glyphs

    /// Sets the font: `face` at `variations` (empty: its default instance), scaled by
    /// `matrix` (glyph space to user space, y down).
    private func setFont(_ face: OpaquePointer, _ variations: [FontVariation], _ matrix: AffineTransform) {
        if !variations.isEmpty || drewVariations { setVariations(variations) }
        cairo_set_font_face(handle, face)
        var font = cairo_matrix_t(xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: 0, y0: 0)
        cairo_set_font_matrix(handle, &font)
    }

    /// Calls `body` with `glyphs` written as Cairo's glyph array (on the stack when small).
    private func withCairoGlyphs(_ glyphs: GlyphColumns, _ body: (UnsafePointer<cairo_glyph_t>, Int32) -> Void) {
        let count = glyphs.count
        guard count > 0 else { return }
        withUnsafeTemporaryAllocation(of: cairo_glyph_t.self, capacity: count) { buffer in
            let (ids, xs, ys, dx, dy) = (glyphs.ids, glyphs.xs, glyphs.ys, glyphs.dx, glyphs.dy)
            var x = xs.startIndex
            var y = ys.startIndex
            var slot = 0
            for id in ids {
                buffer.initializeElement(at: slot, to: cairo_glyph_t(index: UInt(id), x: xs[x] + dx, y: ys[y] + dy))
                slot += 1
                x += 1
                y += 1
            }
            if let start = buffer.baseAddress { body(start, Int32(clamping: count)) }
        }
    }

    /// Fills `glyphs` of `face` at `variations` with the current source (colour glyphs keep
    /// their colours).
    func showGlyphs(
        _ glyphs: GlyphColumns, face: CairoFontFace, variations: [FontVariation], matrix: AffineTransform
    ) {
        withLockedFace(face) { showGlyphs(glyphs, locked: $0, variations: variations, matrix: matrix) }
    }

    /// Runs `body` while holding `face`'s lock, for several `showGlyphs(_:locked:variations:matrix:)`
    /// calls in a row: a paragraph's lines in one face take the lock once.
    func withLockedFace(_ face: CairoFontFace, _ body: (LockedCairoFace) -> Void) {
        face.withFace { handle in body(LockedCairoFace(handle: handle)) }
    }

    /// Fills `glyphs` of a face whose lock the caller holds (`withLockedFace`), at `variations`.
    func showGlyphs(
        _ glyphs: GlyphColumns, locked face: LockedCairoFace, variations: [FontVariation], matrix: AffineTransform
    ) {
        withCairoGlyphs(glyphs) { list, count in
            setFont(face.handle, variations, matrix)
            CairoLeakAllowance.run(if: drewVariations) {
                if !variations.isEmpty, embedsFontFiles {
                    cairo_new_path(handle)
                    cairo_glyph_path(handle, list, count)
                    cairo_fill(handle)
                } else {
                    cairo_show_glyphs(handle, list, count)
                }
            }
        }
    }

    /// Adds the outlines of `glyphs` of `face` at `variations` to the current path.
    func addGlyphPath(
        _ glyphs: GlyphColumns, face: CairoFontFace, variations: [FontVariation], matrix: AffineTransform
    ) {
        withCairoGlyphs(glyphs) { list, count in
            face.withFace { face in
                setFont(face, variations, matrix)
                CairoLeakAllowance.run(if: drewVariations) { cairo_glyph_path(handle, list, count) }
            }
        }
    }

    /// The ink bounds of one glyph in user space (empty for a blank glyph).
    func inkBounds(
        of glyph: (id: UInt32, x: Double, y: Double), face: CairoFontFace, variations: [FontVariation],
        matrix: AffineTransform
    ) -> Rect {
        var list = cairo_glyph_t(index: UInt(glyph.id), x: glyph.x, y: glyph.y)
        var extents = cairo_text_extents_t()
        face.withFace { face in
            setFont(face, variations, matrix)
            CairoLeakAllowance.run(if: drewVariations) { cairo_glyph_extents(handle, &list, 1, &extents) }
        }
        return Rect(
            x: glyph.x + extents.x_bearing, y: glyph.y + extents.y_bearing, width: extents.width,
            height: extents.height)
    }

    // MARK: Images and masks

    /// Paints `image` scaled into `rect`.
    func drawImage(_ image: DecodedImage, in rect: Rect) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        isolated {
            // Clip to the target and pad the edges, so a scaled image ends sharply at `rect`.
            cairo_rectangle(handle, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(handle)
            cairo_translate(handle, rect.minX, rect.minY)
            cairo_scale(handle, rect.width / Double(image.width), rect.height / Double(image.height))
            cairo_set_source_surface(handle, image.handle, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(handle), CAIRO_FILTER_GOOD)
            // Padding matters where Cairo scales the pixels itself. A PDF's viewer scales
            // the image, and Cairo's PDF backend writes a padded image as a new padded copy
            // for every use (a thousand emoticons, a thousand copies), where an unpadded
            // one is written once and referred to (`DecodedImage`'s unique id).
            if cairo_surface_get_type(cairo_get_target(handle)) != CAIRO_SURFACE_TYPE_PDF {
                cairo_pattern_set_extend(cairo_get_source(handle), CAIRO_EXTEND_PAD)
            }
            cairo_paint(handle)
        }
    }

    /// Paints the current source through `mask`'s alpha.
    func paint(through mask: AlphaMask) {
        cairo_mask_surface(handle, mask.handle, 0, 0)
    }
}

/// A Cairo face whose lock is held: only `Canvas.withLockedFace` makes one, and it is
/// good only inside that call's body (do not keep it).
struct LockedCairoFace {
    fileprivate let handle: OpaquePointer
}
