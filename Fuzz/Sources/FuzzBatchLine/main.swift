import FuzzSupport

/// libFuzzer entry: bytes (UTF-8, invalid sequences replaced; inputs over 1 KB cut) as one
/// request line of `textmeasure measure --batch` → `BatchRequest` and `BatchMeasure` with
/// the checks of `BatchChecks`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzBatchLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzBytes.copy(data, size, cap: 1024)
    BatchChecks.check(String(decoding: bytes, as: UTF8.self), seed: FuzzBytes(bytes).hash)
    return 0
}

FuzzDriver.run(fuzzBatchLine)
