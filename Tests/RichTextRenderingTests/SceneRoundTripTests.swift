import Foundation
import RichText
import RichTextRendering
import Testing

/// The golden scenes, which carry the richest attributes (shadows, borders, attachments
/// with PNG data, highlights, custom tokens), through `AttributedString` and through a
/// layout archive: the text comes back equal, the layout gives the same dump and draws
/// the same pixels.
@Suite("Golden scenes through AttributedString and archives")
struct SceneRoundTripTests {
    @Test("a scene's text comes back equal from AttributedString and lays out alike", arguments: RenderScenes.all)
    func interop(_ scene: Scene) throws {
        let layout = try scene.make()
        let back = AttributedText(AttributedString(layout.text))
        #expect(back == layout.text)
        let again = TextLayout(container: layout.container, text: back, scale: layout.scale)
        #expect(again.dump() == layout.dump())
    }

    @Test("a decoded scene gives the same dump and draws the same pixels", arguments: RenderScenes.all)
    func archive(_ scene: Scene) throws {
        let layout = try scene.make()
        let decoded = try TextLayout(archive: try layout.archive(), context: .default)
        #expect(decoded.dump() == layout.dump())
        let renderer = TextRenderer(options: scene.options)
        #expect(try renderer.image(of: decoded).bytes == renderer.image(of: layout).bytes)
    }

    @Test("a scene archive with flipped digits throws or decodes into a layout that draws")
    func damaged() throws {
        var state: UInt64 = 0xD1_6175
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let scenes = RenderScenes.all.filter { ["borders", "truncation-more", "bidi"].contains($0.name) }
        var drawn = 0
        for scene in scenes {
            let original = [UInt8](try scene.make().archive())
            let digits = original.indices.filter { (0x30...0x39).contains(original[$0]) }
            for _ in 0..<40 {
                var bytes = original
                bytes[digits[next(digits.count)]] = UInt8(0x30 + next(10))
                guard let layout = try? TextLayout(archive: Data(bytes), context: .default) else { continue }
                // A fixed picture size: a damaged bounding size must not ask for a huge one.
                var options = scene.options
                options.size = Size(width: 320, height: 240)
                _ = try TextRenderer(options: options).image(of: layout)
                drawn += 1
            }
        }
        #expect(drawn > 0)
    }
}
