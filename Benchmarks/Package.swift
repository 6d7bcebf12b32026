// swift-tools-version: 6.0
// RichText's benchmark suite: RichText against Pango, Qt, raw HarfBuzz and (through
// skparagraph.py) SkParagraph on the same texts, in one table. Entry point: `bash run.sh`.
//
// RICHTEXT_BENCH_NO_PANGO=1 builds without the Pango peer (for a machine without
// libpango1.0-dev; run.sh sets it when pkg-config cannot find pangocairo), and
// RICHTEXT_BENCH_NO_QT=1 without the Qt peer (no qt6-base-dev: pkg-config cannot find Qt6Gui).
import PackageDescription

let withPango = Context.environment["RICHTEXT_BENCH_NO_PANGO"] == nil
let withQt = Context.environment["RICHTEXT_BENCH_NO_QT"] == nil

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
            .product(name: "RichTextRendering", package: "RichText"),
            .product(name: "TextMeasureKit", package: "RichText"),
        ] + (withPango ? ["PangoBenchC"] : []) + (withQt ? ["QtBenchC"] : [])
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
                .linkedLibrary("freetype"),
            ]
        ),
    ]
}

if withQt {
    targets += [
        // Qt 6 Gui + Core headers and libraries through pkg-config (C++ only; Swift never
        // imports this module).
        .systemLibrary(
            name: "CQtBench",
            pkgConfig: "Qt6Gui",
            providers: [.apt(["qt6-base-dev"])]
        ),
        // QTextLayout over the bundled fonts, behind a C interface (no Swift/C++ interop).
        // Qt's headers count as system headers (their own deprecation warnings stay quiet);
        // fontconfig: the helper replaces the current configuration with an empty one.
        .target(
            name: "QtBenchC",
            dependencies: ["CQtBench"],
            cxxSettings: [.unsafeFlags(["--system-header-prefix=Qt"])],
            linkerSettings: [.linkedLibrary("fontconfig")]
        ),
    ]
}

let package = Package(
    name: "RichTextBenchmarks",
    dependencies: [
        .package(name: "RichText", path: "..")
    ],
    targets: targets,
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
