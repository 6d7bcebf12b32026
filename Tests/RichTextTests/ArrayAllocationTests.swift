import Testing

@testable import RichText

/// The arrays made through the specialized growth path (`Array.filled`, `Array.written`)
/// hold what the standard library's initializers would.
@Suite("Array allocation through the specialized path")
struct ArrayAllocationTests {
    @Test("filled holds count copies of the value, as Array(repeating:count:)")
    func filled() {
        for count in [0, 1, 7, 64, 1000] {
            #expect([UInt64].filled(with: ~0, count: count) == [UInt64](repeating: ~0, count: count))
            #expect([Double].filled(with: -0.5, count: count) == [Double](repeating: -0.5, count: count))
        }
    }

    @Test("written keeps what the body wrote, zero where it wrote nothing, and drops the rest")
    func written() {
        for capacity in [0, 1, 9, 300] {
            for wrote in Set([0, capacity / 2, capacity]) {
                let array = [UInt16].written(capacity: capacity) { buffer in
                    #expect(buffer.count == capacity)
                    #expect(buffer.allSatisfy { $0 == 0 }, "the buffer starts zeroed")
                    for index in stride(from: 0, to: wrote, by: 2) { buffer[index] = UInt16(index + 1) }
                    return wrote
                }
                #expect(array.count == wrote)
                #expect(array == (0..<wrote).map { $0.isMultiple(of: 2) ? UInt16($0 + 1) : 0 })
            }
        }
    }
}
