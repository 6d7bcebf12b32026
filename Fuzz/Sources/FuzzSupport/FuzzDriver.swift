import CLibFuzzer
import Glibc

/// Hands the process to libFuzzer's driver with the command line's arguments.
///
/// Each fuzz target's `main.swift` calls `run` with its entry point (also exported as
/// `LLVMFuzzerTestOneInput`, the name libFuzzer's tools expect). Every libFuzzer flag
/// works as usual (`-max_total_time=40`, a corpus folder, a crash file to replay).
public enum FuzzDriver {
    /// Runs libFuzzer with `testOneInput` and exits with its status.
    public static func run(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
}
