// swift-tools-version: 6.0
// RichText's reliability checks that need a release build and a process of their own:
// bounded memory over many distinct measurements, corrupted fonts, and the cost of a warm
// layout loop. Entry points: `make check-memory`, `make check-bad-fonts`, `make layout-loop`.
import PackageDescription

let package = Package(
    name: "RichTextReliability",
    dependencies: [
        .package(name: "RichText", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "richtext-reliability",
            dependencies: [.product(name: "RichText", package: "RichText")]
        )
    ],
    swiftLanguageModes: [.v6]
)
