// swift-tools-version: 6.0
import PackageDescription

/// The bundled fonts, copied as resources of the `RichTextFonts` target (path `Fonts/`).
let bundledFontFiles = [
    "NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf", "NotoSans-BoldItalic.ttf",
    "NotoSansMono-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
    "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf", "DroidSansFallback.ttf",
    "NotoColorEmoji-Subset.ttf",
]

let package = Package(
    name: "RichText",
    products: [
        .library(name: "RichText", targets: ["RichText"]),
        .library(name: "RichTextRendering", targets: ["RichTextRendering"]),
        .library(name: "TextParsers", targets: ["TextParsers"]),
        .library(name: "TextMeasureKit", targets: ["TextMeasureKit"]),
        .executable(name: "textmeasure", targets: ["textmeasure"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: the DocC catalogues of RichText and TextParsers (a command plugin; no target depends on it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CShaping",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev", "libfribidi-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        .systemLibrary(
            name: "CThai",
            pkgConfig: "libthai",
            providers: [.apt(["libthai-dev"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // A memo of each font's glyph and advance answers, installed as HarfBuzz font
        // functions (C, beside HarfBuzz's own; see its header).
        .target(name: "CGlyphCache", dependencies: ["CShaping"]),
        // A prefetch hint for walking and freeing large object graphs (one inline function).
        .target(name: "CPrefetch"),
        .target(
            name: "CUnicode",
            linkerSettings: [.linkedLibrary("icuuc")]
        ),
        .target(
            name: "RichTextFonts",
            path: "Fonts",
            exclude: ["README.md", "LICENSES", "make-emoji-subset.sh"],
            sources: ["BundledFontFiles.swift"],
            resources: bundledFontFiles.map { .copy($0) }
        ),
        .target(
            name: "RichText",
            dependencies: [
                "CShaping", "CGlyphCache", "CPrefetch", "CUnicode", "CFontconfig", "CThai", "RichTextFonts",
            ],
            // Internal invariant checks (`checkInvariants()` on glyph storage, shaped
            // paragraphs and layout storage) are compiled into debug builds, which is what
            // `swift test` runs; release builds have none of their cost.
            swiftSettings: [.define("RICHTEXT_INTERNAL_CHECKS", .when(configuration: .debug))]
        ),
        .target(
            name: "RichTextRendering",
            dependencies: ["RichText", "CCairo"]
        ),
        .target(
            name: "TextParsers",
            dependencies: ["RichText", "CCmarkGFM", "CPrefetch"]
        ),
        .target(
            name: "TextMeasureKit",
            dependencies: ["RichText", "TextParsers"]
        ),
        .executableTarget(
            name: "textmeasure",
            dependencies: [
                "RichText",
                "TextParsers",
                "TextMeasureKit",
                "RichTextRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "RichTextTests", dependencies: ["RichText"], exclude: ["Goldens"]),
        .testTarget(
            name: "RichTextRenderingTests", dependencies: ["RichTextRendering", "RichText", "CCairo"], exclude: ["Goldens"]),
        .testTarget(name: "TextParsersTests", dependencies: ["TextParsers", "RichText"], exclude: ["Goldens"]),
        .testTarget(
            name: "textmeasureTests", dependencies: ["textmeasure", "TextMeasureKit", "RichText", "RichTextRendering"]),
    ],
    swiftLanguageModes: [.v6]
)
