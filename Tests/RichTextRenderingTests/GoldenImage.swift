import Foundation
import RichText
import RichTextRendering

/// Compares a rendered image with `Goldens/<name>.png`, pixel by pixel.
///
/// Tolerance: a pixel matches when each of its four channels differs by at most
/// `channelTolerance` (8 of 255: antialiasing noise between FreeType or pixman builds);
/// the images match when they have the same size and at most `pixelTolerance` (0.1%) of
/// pixels do not. On a mismatch `Goldens/<name>.actual.png` and `Goldens/<name>.diff.png`
/// (differing pixels red over a faded copy of the golden) are written and named in the
/// returned message; they are not checked in.
///
/// Regenerate after an intended change with `RICHTEXT_UPDATE_GOLDENS=1 swift test --filter
/// GoldenImageTests` (or `make goldens`), then look at every changed picture.
enum GoldenImage {
    static let channelTolerance = 8
    static let pixelTolerance = 0.001

    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["RICHTEXT_UPDATE_GOLDENS"] == "1" }

    /// nil when `image` matches the golden; otherwise what differs and where the files are.
    static func mismatch(_ image: RenderedImage, name: String) throws -> String? {
        let golden = directory.appendingPathComponent("\(name).png")
        if isUpdating {
            try Data(image.pngBytes()).write(to: golden)
        }
        guard let data = FileManager.default.contents(atPath: golden.path) else {
            return "no golden \(golden.path): run with RICHTEXT_UPDATE_GOLDENS=1 and look at it"
        }
        let expected = try RenderedImage(pngBytes: [UInt8](data))
        let actualURL = directory.appendingPathComponent("\(name).actual.png")
        let diffURL = directory.appendingPathComponent("\(name).diff.png")
        guard expected.width == image.width, expected.height == image.height else {
            try Data(image.pngBytes()).write(to: actualURL)
            return "\(name): size \(image.width)×\(image.height), golden \(expected.width)×\(expected.height); "
                + "actual written to \(actualURL.path)"
        }
        var diff = [UInt8](repeating: 0, count: image.bytes.count)
        var differing = 0
        for pixel in 0..<(image.width * image.height) {
            let start = pixel * 4
            var same = true
            for channel in 0..<4
            where abs(Int(image.bytes[start + channel]) - Int(expected.bytes[start + channel])) > channelTolerance {
                same = false
            }
            if same {
                let grey = UInt8(255 - (255 - Int(expected.bytes[start + 1])) / 4)
                (diff[start], diff[start + 1], diff[start + 2], diff[start + 3]) = (grey, grey, grey, 255)
            } else {
                differing += 1
                (diff[start], diff[start + 1], diff[start + 2], diff[start + 3]) = (255, 0, 0, 255)
            }
        }
        let allowed = Int(Double(image.width * image.height) * pixelTolerance)
        guard differing > allowed else {
            try? FileManager.default.removeItem(at: actualURL)
            try? FileManager.default.removeItem(at: diffURL)
            return nil
        }
        try Data(image.pngBytes()).write(to: actualURL)
        let diffImage = RenderedImage(width: image.width, height: image.height, bytes: diff, problems: [])
        try Data(diffImage.pngBytes()).write(to: diffURL)
        return
            "\(name): \(differing) pixels differ (at most \(allowed) may); actual: \(actualURL.path), diff: \(diffURL.path)"
    }
}
