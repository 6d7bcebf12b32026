/// A flag's number as its error messages show it: a whole number without a fraction (`-5`,
/// as it was typed, not `-5.0`), `nan` and `inf` as the flags accept them, and any other
/// number in Swift's shortest form (`0.005`).
enum FlagNumber {
    static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
