import FuzzSupport
import TextParsers

/// libFuzzer entry: bytes → a JSON emoticon mapper (the bytes before the first 0xFF, which
/// UTF-8 never contains; without one, `EmoticonChecks.defaultMapper`) and a text (the bytes
/// after it, as UTF-8) → `EmoticonParser` with the checks of `EmoticonChecks`. Inputs over
/// 1 KB are cut.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzEmoticons(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzBytes.copy(data, size, cap: 1024)
    let parser: EmoticonParser?
    let text: ArraySlice<UInt8>
    if let separator = bytes.firstIndex(of: 0xFF) {
        parser = EmoticonChecks.parser(json: Array(bytes[..<separator]))
        text = bytes[(separator + 1)...]
    } else {
        parser = EmoticonParser(EmoticonChecks.defaultMapper)
        text = bytes[...]
    }
    if let parser {
        EmoticonChecks.check(parser, on: String(decoding: text, as: UTF8.self), seed: FuzzBytes(bytes).hash)
    }
    return 0
}

FuzzDriver.run(fuzzEmoticons)
