// libFuzzer's driver, from the fuzzer runtime that `-sanitize=fuzzer` links
// (compiler-rt's FuzzerInterface.h). The fuzz targets call it from their own `main`,
// because SwiftPM renames an executable's entry point to `<Target>_main` and links
// `main` to it, so libFuzzer's own `main` cannot be used.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
