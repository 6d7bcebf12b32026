import RichText
import RichTextRendering
import Testing

/// Golden pictures: each scene rendered must match `Goldens/<scene>.png` (tolerance in
/// `GoldenImage`). Regenerate: `RICHTEXT_UPDATE_GOLDENS=1 swift test --filter GoldenImageTests`.
@Suite("Golden images")
struct GoldenImageTests {
    @Test("scenes match their goldens", arguments: RenderScenes.all)
    func scene(_ scene: Scene) throws {
        let image = try TextRenderer(options: scene.options).image(of: try scene.make())
        #expect(image.width > 0 && image.height > 0)
        let mismatch = try GoldenImage.mismatch(image, name: scene.name)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func thereAreAtLeastFifteenScenes() {
        #expect(RenderScenes.all.count >= 15)
        #expect(Set(RenderScenes.all.map(\.name)).count == RenderScenes.all.count)
    }
}
