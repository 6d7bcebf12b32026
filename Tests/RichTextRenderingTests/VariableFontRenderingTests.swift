import Foundation
import RichText
import Testing

@testable import RichTextRendering

/// Regression tests for "glyphs of a variation font were drawn with the default instance's
/// outlines": the Cairo face of a `FontFace` drew every run at its default coordinates,
/// whatever the run's variations, so `wght` 700 text was laid out bold and drawn regular.
@Suite("Rendering variable fonts")
struct VariableFontRenderingTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/VariableFont/RichTextTestVariable.ttf").path

    /// A line of the test font at `wght` = `weight` (nil: no variations), 24 points.
    ///
    /// Its letters are ones whose Bold master outline is Noto Sans Bold's own (see the
    /// font's script), so their strokes thicken along the axis.
    static func layout(weight: Double?) throws -> TextLayout {
        try layout(weights: [weight])
    }

    /// A paragraph like `layout(weight:)`'s for each of `weights`, one below the other.
    static func layout(weights: [Double?]) throws -> TextLayout {
        let context = try FontContext()
        let face = try #require(try context.addFont(path: path).first)
        var text = AttributedText("")
        for (index, weight) in weights.enumerated() {
            var line = AttributedText(index == 0 ? "Tidal radio lot" : "\nTidal radio lot")
            line.font = Font(
                family: face.family, size: 24, variations: weight.map { [FontVariation("wght", $0)] } ?? [])
            text.append(line)
        }
        let layout = TextLayout(container: TextContainer(width: .infinity), text: text, context: context)
        #expect(layout.lines.first?.runs.allSatisfy { $0.face == face } == true)
        return layout
    }

    /// The ink of a picture: the sum of each pixel's darkness (its alpha on a transparent
    /// picture, 255 − red on a white one).
    static func ink(_ image: RenderedImage, onWhite: Bool) -> Int {
        stride(from: 0, to: image.bytes.count, by: 4).reduce(0) {
            $0 + (onWhite ? 255 - Int(image.bytes[$1]) : Int(image.bytes[$1 + 3]))
        }
    }

    /// The ink of the line drawn into an RGBA bitmap.
    static func bitmapInk(weight: Double?) throws -> Int {
        ink(try TextRenderer(options: RenderOptions(scale: 2)).image(of: layout(weight: weight)), onWhite: false)
    }

    /// The ink of the line written as a PDF and rasterised by poppler's `pdftoppm` (`make
    /// deps` installs poppler-utils).
    static func pdfInk(weight: Double?) throws -> Int {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("richtext-vf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("line.pdf")
        try Data(try TextRenderer().data(of: layout(weight: weight), format: .pdf).bytes).write(to: pdf)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let output = folder.appendingPathComponent("line").path
        process.arguments = ["pdftoppm", "-r", "144", "-png", "-singlefile", pdf.path, output]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let png = try Data(contentsOf: folder.appendingPathComponent("line.png"))
        return ink(try RenderedImage(pngBytes: [UInt8](png)), onWhite: true)
    }

    @Test("a bitmap of text at wght 700 has more ink than at 400; no variations draws 400")
    func bitmapDrawsTheInstance() throws {
        let regular = try Self.bitmapInk(weight: 400)
        let middle = try Self.bitmapInk(weight: 550)
        let bold = try Self.bitmapInk(weight: 700)
        #expect(try Self.bitmapInk(weight: nil) == regular)
        #expect(Double(bold) > 1.25 * Double(regular), "ink \(regular) at 400, \(bold) at 700")
        #expect(middle > regular && middle < bold, "ink \(regular), \(middle), \(bold)")
    }

    @Test(
        "instances of one face drawn in one picture each keep their outlines, in either order",
        arguments: [[700.0, nil], [nil, 700.0], [550.0, 700.0, 400.0]])
    func instancesDrawnTogether(weights: [Double?]) throws {
        let together = Self.ink(
            try TextRenderer(options: RenderOptions(scale: 2)).image(of: Self.layout(weights: weights)), onWhite: false)
        let apart = try weights.map(Self.bitmapInk).reduce(0, +)
        #expect(abs(Double(together - apart)) < 0.01 * Double(apart), "ink \(together) together, \(apart) apart")
    }

    @Test("a PDF of text at wght 700 has more ink than at 400 (glyphs at variations are filled as paths)")
    func pdfDrawsTheInstance() throws {
        let regular = try Self.pdfInk(weight: 400)
        let bold = try Self.pdfInk(weight: 700)
        #expect(Double(bold) > 1.25 * Double(regular), "ink \(regular) at 400, \(bold) at 700")
    }

    @Test("variations reach Cairo as its option string")
    func cairoVariationString() {
        #expect(Canvas.cairoVariations([]) == "")
        let two = [FontVariation("wght", 700), FontVariation("wdth", 87.5)]
        #expect(Canvas.cairoVariations(two) == "wght=700.0,wdth=87.5")
        #expect(Canvas.cairoVariations([FontVariation("ab", 1)]) == "ab  =1.0")
        #expect(Canvas.cairoVariations([FontVariation("wght", .nan), FontVariation("wéght", 1)]) == "")
    }
}
