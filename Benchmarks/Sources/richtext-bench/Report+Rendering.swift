import Foundation

extension Report {
    /// The rendering rows against their goals: render only within 1.2× of raw
    /// `cairo_show_glyphs`, layout + render faster than Pango's `pango_cairo_show_layout`.
    func renderingSection() -> String {
        var md = ["## Rendering (Cairo)", ""]
        md.append("| comparison | RichText median | ratio | goal | met |")
        md.append("|---|---:|---:|---:|---|")
        let comparisons = [
            ("render/latin200", Engine.rawCairo, "render only / raw cairo_show_glyphs of the same glyphs", 1.2),
            ("layout-render/latin200", Engine.pango, "layout + render / Pango + pango_cairo_show_layout", 1.0),
        ]
        for (id, peer, title, goal) in comparisons {
            let value = ratio(id, peer)
            let met = Double(value).map { $0 <= goal ? "yes" : "no" } ?? "–"
            md.append("| \(title) (`\(id)`) | \(richTextMedian(id)) | \(value) | ≤ \(goal) | \(met) |")
        }
        md.append("")
        md.append(
            "Both draw black Noto Sans 16 px on a white ARGB32 image (300 px wide), cleared before each paragraph, "
                + "with no hinting and grey antialiasing. Raw cairo draws the glyph ids and positions RichText's "
                + "layout gives (taken once, before timing), one `cairo_show_glyphs` per run; RichText's row adds "
                + "what its renderer does per call: attribute lookups per glyph, its font lock, state saves.")
        md.append("")
        return md.joined(separator: "\n")
    }
}
