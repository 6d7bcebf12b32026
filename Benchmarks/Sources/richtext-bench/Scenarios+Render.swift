import RichText
import RichTextRendering

#if canImport(PangoBenchC)
    import PangoBenchC

    extension Scenarios {
        /// `render/latin200` and `layout-render/latin200`: drawing with Cairo.
        ///
        /// - render only: RichText's `TextRenderer.draw(_:in:)` of a laid-out paragraph
        ///   against the same glyphs (ids and positions taken from the layout, one
        ///   `cairo_show_glyphs` per run, faces opened once) drawn with raw cairo; goal ≤ 1.2×.
        /// - layout + render: a fresh `TextLayout` drawn, against a fresh PangoLayout drawn
        ///   with `pango_cairo_show_layout`; goal: faster.
        ///
        /// Both draw black text on a white ARGB32 image of 300 × the tallest paragraph,
        /// cleared before each paragraph, with the same font options (no hinting).
        mutating func rendering() {
            guard selected("render") || selected("layout-render") else { return }
            let samples = corpus("latin200").samples
            let container = TextContainer(width: Self.width)
            let layouts = samples.map { TextLayout(container: container, text: $0.rich) }
            let height = Int((layouts.map(\.textBoundingSize.height).max() ?? 100).rounded(.up))
            guard let canvas = pb_canvas_new(Int32(Self.width), Int32(height)) else {
                printNote("warning: no cairo canvas; rendering rows are skipped")
                return
            }
            let holder = CanvasHolder(canvas)
            let context = OpaquePointer(pb_canvas_context(canvas))!
            let renderer = TextRenderer()
            let raw = RawGlyphs(layouts: layouts)
            let sink = self.sink

            var renderInfo = ScenarioInfo(
                id: "render/latin200", title: "render only (Cairo): Latin ~200 chars, laid out",
                wordCache: WordCache.warm,
                unit: "µs/paragraph", unitScale: 1, showsRate: true)
            for peer in Engine.peers {
                renderInfo.noPeer[peer] = "see raw cairo_show_glyphs (goal: RichText ≤ 1.2×)"
            }
            register(renderInfo)
            record("render/latin200", Engine.richText, note: "TextRenderer.draw(_:in:) into a cairo_t") { i in
                pb_canvas_clear(holder.canvas)
                let problems = renderer.draw(layouts[i % layouts.count], in: context)
                sink.add(problems.count)
                return samples[i % samples.count].scalars
            }
            record("render/latin200", Engine.rawCairo, note: "the layout's glyphs, one cairo_show_glyphs per run") {
                i in
                pb_canvas_clear(holder.canvas)
                raw.draw(paragraph: i % layouts.count, on: holder.canvas)
                return samples[i % samples.count].scalars
            }
            flush()

            guard let pango else { return }
            var bothInfo = ScenarioInfo(
                id: "layout-render/latin200", title: "layout + render (Cairo): Latin ~200 chars",
                wordCache: WordCache.warm, unit: "µs/paragraph", unitScale: 1, showsRate: true)
            for peer in [Engine.qt, Engine.skParagraph, Engine.harfBuzz] { bothInfo.noPeer[peer] = "not measured" }
            register(bothInfo)
            record("layout-render/latin200", Engine.richText, note: "TextLayout + TextRenderer.draw(_:in:)") { i in
                pb_canvas_clear(holder.canvas)
                let layout = TextLayout(container: container, text: samples[i % samples.count].rich)
                sink.add(renderer.draw(layout, in: context).count)
                return samples[i % samples.count].scalars
            }
            record("layout-render/latin200", Engine.pango, note: "PangoLayout + pango_cairo_show_layout") { i in
                pb_canvas_clear(holder.canvas)
                let sample = samples[i % samples.count]
                sink.add(pango.layoutAndShow(sample, width: Self.width, on: holder.canvas))
                return sample.scalars
            }
            flush()
            withExtendedLifetime(holder) {}
        }
    }

    /// Owns the benchmark's cairo canvas.
    final class CanvasHolder {
        let canvas: OpaquePointer
        init(_ canvas: OpaquePointer) { self.canvas = canvas }
        deinit { pb_canvas_free(canvas) }
    }

    /// The glyphs of laid-out paragraphs as raw cairo draws them: per run a face (opened
    /// once per font file), a size, ids and positions.
    final class RawGlyphs {
        struct Run {
            let font: OpaquePointer
            let size: Double
            let ids: [UInt32]
            let xs: [Double]
            let ys: [Double]
        }

        private var fonts: [String: OpaquePointer] = [:]
        private(set) var paragraphs: [[Run]] = []

        init(layouts: [TextLayout]) {
            for layout in layouts {
                var runs: [Run] = []
                for line in layout.lines {
                    for run in line.runs {
                        let key = "\(run.face.source)#\(run.face.faceIndex)"
                        if fonts[key] == nil, let font = pb_raw_font_new(run.face.source, Int32(run.face.faceIndex)) {
                            fonts[key] = font
                        }
                        guard let font = fonts[key] else { continue }
                        let positions = run.positions
                        runs.append(
                            Run(
                                font: font, size: run.font.size, ids: Array(run.glyphIDs), xs: positions.map(\.x),
                                ys: positions.map(\.y)))
                    }
                }
                paragraphs.append(runs)
            }
        }

        deinit {
            for font in fonts.values { pb_raw_font_free(font) }
        }

        func draw(paragraph: Int, on canvas: OpaquePointer) {
            for run in paragraphs[paragraph] {
                pb_raw_show_glyphs(canvas, run.font, run.size, run.ids, run.xs, run.ys, Int32(run.ids.count))
            }
        }
    }

    extension PangoEngine {
        /// A fresh layout drawn with `pango_cairo_show_layout`: returns the line count.
        func layoutAndShow(_ sample: Sample, width: Double, on canvas: OpaquePointer) -> Int {
            sample.utf8.withUnsafeBufferPointer {
                Int(pb_layout_show(context, canvas, $0.baseAddress, Int32($0.count - 1), width))
            }
        }
    }
#else
    extension Scenarios {
        /// Built without Pango (and so without its cairo helpers): no rendering rows.
        mutating func rendering() {
            skipped["render/latin200"] = "not built (RICHTEXT_BENCH_NO_PANGO)"
        }
    }
#endif
