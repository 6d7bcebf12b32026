// swift-tools-version: 6.0
// RichText's libFuzzer targets: one executable per fuzzer (its entry point only) over a
// shared library of input decoding and invariant checks. Built and run by `make fuzz`
// (scripts/fuzz.sh), always with `-sanitize=fuzzer,address` (release, RichText's internal
// checks defined). Each executable's main.swift hands the process to libFuzzer's driver
// (`LLVMFuzzerRunDriver`, declared by CLibFuzzer).
import PackageDescription

/// Each fuzzer: an executable target named after it, holding only its entry point.
let fuzzers = ["FuzzLayout", "FuzzMarkdown", "FuzzEmoticons", "FuzzFontBytes", "FuzzBatchLine"]

let package = Package(
    name: "RichTextFuzz",
    dependencies: [
        .package(name: "RichText", path: "..")
    ],
    targets: [
        .systemLibrary(name: "CLibFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CLibFuzzer",
                .product(name: "RichText", package: "RichText"),
                .product(name: "TextParsers", package: "RichText"),
                .product(name: "TextMeasureKit", package: "RichText"),
            ]
        ),
    ] + fuzzers.map { .executableTarget(name: $0, dependencies: ["FuzzSupport"]) },
    swiftLanguageModes: [.v6]
)
