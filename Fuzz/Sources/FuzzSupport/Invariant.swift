import RichText

/// Stops the process when an invariant fails, so libFuzzer records the input as a crash.
///
/// Every check of the fuzz targets goes through here: a failure is a `fatalError` whose
/// message starts with "invariant failed:" and says what was expected.
public enum Invariant {
    /// The slack allowed where geometry is compared with the container (points).
    public static let tolerance = 0.5

    /// The slack for comparing coordinates near `magnitude`: `tolerance`, plus a relative
    /// part for huge containers (a batch line may ask for a width of 2e15 points, where one
    /// unit in the last place of a double is 0.25 and a sum of run widths drifts by a point).
    public static func slack(near magnitude: Double) -> Double {
        tolerance + (magnitude.isFinite ? abs(magnitude) * 1e-12 : 0)
    }

    /// Traps with `message` when `condition` is false.
    public static func require(
        _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) {
        if !condition { fatalError("invariant failed: \(message())", file: file, line: line) }
    }

    /// Traps when `value` is NaN or infinite.
    public static func finite(
        _ value: Double, _ what: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) {
        require(value.isFinite, "\(what()) is \(value), not finite", file: file, line: line)
    }

    /// Traps when a coordinate of `rect` is not finite or its size is negative.
    public static func rect(
        _ rect: Rect, _ what: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        require(values.allSatisfy(\.isFinite), "\(what()) \(rect) is not finite", file: file, line: line)
        require(
            rect.size.width >= 0 && rect.size.height >= 0, "\(what()) \(rect) has a negative size", file: file,
            line: line)
    }

    /// Traps when `range` does not lie inside `0...length`.
    public static func inText(
        _ range: Range<Int>, length: Int, _ what: @autoclosure () -> String, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        require(
            range.lowerBound >= 0 && range.upperBound <= length, "\(what()) \(range) is outside 0..<\(length)",
            file: file, line: line)
    }
}
