import FuzzSupport
import RichText

/// libFuzzer entry: bytes → `LayoutRecipe` (text, attributes, container) → `TextLayout`
/// → every invariant of `LayoutChecker` (ranges, geometry, container, truncation, every
/// query, decorations) and `Determinism` (the same dump again, shaped again or reused;
/// optionally the text flowed on into a second container). Inputs over 1 KB are cut.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzBytes.copy(data, size, cap: 1024)
    let recipe = LayoutRecipe(bytes)
    let layout = TextLayout(container: recipe.container, text: recipe.text, scale: recipe.scale)
    LayoutChecker(layout, exclusion: recipe.exclusion, seed: FuzzBytes(bytes).hash).checkAll()
    Determinism.check(layout, container: recipe.container, context: .default)
    if recipe.flowsOn {
        Determinism.checkFlow(layout, container: recipe.container, next: TextContainer(width: 200))
    }
    return 0
}

FuzzDriver.run(fuzzLayout)
