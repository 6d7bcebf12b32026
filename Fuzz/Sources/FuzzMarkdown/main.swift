import FuzzSupport

/// libFuzzer entry: bytes (UTF-8, invalid sequences replaced; inputs over 2 KB cut) as
/// markdown → `MarkdownRenderer` (render, parse, layouts with every layout and query
/// check) and `SimpleMarkdownParser` (characters and selection untouched, idempotent,
/// layout checks), see `MarkdownChecks`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzBytes.copy(data, size, cap: 2048)
    let markdown = String(decoding: bytes, as: UTF8.self)
    MarkdownChecks.checkRenderer(markdown, seed: FuzzBytes(bytes).hash)
    MarkdownChecks.checkSimpleParser(markdown, dark: bytes.count % 2 == 1)
    return 0
}

FuzzDriver.run(fuzzMarkdown)
