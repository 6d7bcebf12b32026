import ArgumentParser
import Foundation
import RichText

/// A shape given on the command line: `rect:X,Y,W,H`, `ellipse:X,Y,W,H` or
/// `polygon:X1,Y1,X2,Y2,X3,Y3,...`.
struct ShapeSpec: ExpressibleByArgument {
    let path: BezierPath

    init?(argument: String) {
        guard let path = try? Self.parse(argument) else { return nil }
        self.path = path
    }

    /// Parses a shape, naming what is wrong on failure; coordinates must lie within
    /// `BezierPath.maximumCoordinate` of zero.
    static func parse(_ text: String) throws -> BezierPath {
        let path = try parseShape(text)
        guard path.isWithinCoordinateLimit else {
            throw ValidationError("'\(text)': coordinates must lie within ±1e12 points")
        }
        return path
    }

    private static func parseShape(_ text: String) throws -> BezierPath {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw ValidationError("'\(text)': expected KIND:NUMBERS, e.g. rect:0,0,100,50") }
        let numbers = try NumberList.parse(parts[1], name: "'\(text)'")
        switch parts[0] {
        case "rect", "ellipse":
            guard numbers.count == 4 else {
                throw ValidationError("'\(text)': \(parts[0]) takes 4 numbers X,Y,W,H, got \(numbers.count)")
            }
            guard numbers[2] >= 0, numbers[3] >= 0 else {
                throw ValidationError("'\(text)': \(parts[0]) width and height must not be negative")
            }
            let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            return parts[0] == "rect" ? BezierPath(rect: rect) : BezierPath(ellipseIn: rect)
        case "polygon":
            guard numbers.count >= 6, numbers.count % 2 == 0 else {
                throw ValidationError("'\(text)': polygon takes at least three X,Y pairs, got \(numbers.count) numbers")
            }
            return BezierPath(
                polygon: stride(from: 0, to: numbers.count, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) })
        default:
            throw ValidationError("'\(text)': unknown shape '\(parts[0])' (rect, ellipse or polygon)")
        }
    }
}

/// Comma-separated finite numbers.
enum NumberList {
    /// The numbers of `text`; `name` (the flag or the whole value) starts every error.
    static func parse(_ text: String, name: String) throws -> [Double] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            guard let value = Double(part.trimmingCharacters(in: .whitespaces)), value.isFinite else {
                throw ValidationError("\(name): '\(part)' is not a finite number")
            }
            return value
        }
    }
}
