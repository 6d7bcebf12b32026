// swift-tools-version: 6.0
// RichText's benchmark suite: RichText against Pango, raw HarfBuzz and (through
// skparagraph.py) SkParagraph on the same texts, in one table. Entry point: `bash run.sh`.
//
// RICHTEXT_BENCH_NO_PANGO=1 builds without the Pango peer (for a machine without
// libpango1.0-dev; run.sh sets it when pkg-config cannot find pangocairo).
import PackageDescription

let withPango = Context.environment["RICHTEXT_BENCH_NO_PANGO"] == nil

var targets: [Target] = [
    // HarfBuzz headers through pkg-config (RichText itself needs libharfbuzz-dev).
    .systemLibrary(
        name: "CHarfBuzzBench",
        pkgConfig: "harfbuzz",
        providers: [.apt(["libharfbuzz-dev"])]
    ),
    // Raw HarfBuzz shaping (the lower bound of a cold layout) and malloc statistics.
    .target(
        name: "HarfBuzzBenchC",
        dependencies: ["CHarfBuzzBench"],
        linkerSettings: [.linkedLibrary("harfbuzz")]
    ),
    .executableTarget(
        name: "richtext-bench",
        dependencies: [
            "HarfBuzzBenchC",
            .product(name: "RichText", package: "RichText"),
            .product(name: "TextParsers", package: "RichText"),
        ] + (withPango ? ["PangoBenchC"] : [])
    ),
]

if withPango {
    targets += [
        // Pango + cairo + fontconfig headers and libraries through pkg-config.
        .systemLibrary(
            name: "CPangoBench",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        // Pango layouts over a private fontconfig configuration. pangocairo's
        // `pkg-config --libs` leaves out pangoft2 and fontconfig (private requirements),
        // which the private-FcConfig set-up calls directly.
        .target(
            name: "PangoBenchC",
            dependencies: ["CPangoBench"],
            linkerSettings: [
                .linkedLibrary("pangoft2-1.0"),
                .linkedLibrary("fontconfig"),
            ]
        ),
    ]
}

let package = Package(
    name: "RichTextBenchmarks",
    dependencies: [
        .package(name: "RichText", path: "..")
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
