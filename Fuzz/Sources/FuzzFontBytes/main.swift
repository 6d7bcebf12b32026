import FuzzSupport

/// libFuzzer entry: bytes → `FontContext.addFont(bytes:name:)` in a context of its own →
/// the face and layout checks of `FontChecks`. Inputs over 64 KB are cut.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzFontBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FontChecks.check(FuzzBytes.copy(data, size, cap: 65536))
    return 0
}

FuzzDriver.run(fuzzFontBytes)
