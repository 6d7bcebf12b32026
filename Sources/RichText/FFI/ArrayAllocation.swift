/// Arrays of plain values allocated through `Array`'s specialized growth path.
///
/// `Array(repeating:count:)` and `Array(unsafeUninitializedCapacity:initializingWith:)`
/// allocate through a standard-library function that is not specialized for the element
/// type, so each call looks the metadata of the array's storage class up at run time: a
/// lookup in the runtime's concurrent hash map, about 470 instructions, whose reader count
/// every thread laying out writes to (a first-sight layout of a 200-character paragraph
/// made four such arrays, about 1 % of its time). Reserving capacity and appending are
/// specialized, so the arrays made for every paragraph are made with these instead.
extension Array where Element: BitwiseCopyable {
    /// `count` copies of `value`.
    @inline(__always)
    static func filled(with value: Element, count: Int) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        array.append(contentsOf: repeatElement(value, count: count))
        return array
    }
}

extension Array where Element: BitwiseCopyable & AdditiveArithmetic {
    /// The elements `body` writes into a zeroed buffer of `capacity` elements; it returns
    /// how many it wrote (from the start; the rest is dropped).
    ///
    /// - Precondition: `body` returns a count in `0...capacity`.
    @inline(__always)
    static func written(capacity: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> Int) -> [Element] {
        var array = filled(with: .zero, count: capacity)
        let count = array.withUnsafeMutableBufferPointer { body($0) }
        precondition(count >= 0 && count <= capacity, "wrote outside the buffer")
        if count < capacity { array.removeLast(capacity - count) }
        return array
    }
}
