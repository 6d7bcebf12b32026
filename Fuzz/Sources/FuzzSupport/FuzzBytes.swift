/// Reads fuzzer input front to back: small choices first, then the rest as text or data.
///
/// Past the end every read gives 0 (the first choice), so a short input decodes to the
/// defaults and every input decodes to something.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var position = 0

    /// A reader over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Copies libFuzzer's input, at most `cap` bytes of it (longer inputs are cut, so one
    /// execution stays fast whatever `-max_len` is).
    public static func copy(_ data: UnsafePointer<UInt8>?, _ size: Int, cap: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: min(size, cap)))
    }

    /// A hash of all the bytes (FNV-1a), to seed a `Sampler`.
    public var hash: UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// One of `choices`, by the next byte (the first one past the end).
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// A whole number in `range`, by the next byte.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(byte()) % (range.count)
    }

    /// A fraction in `0...1`, by the next byte.
    public mutating func fraction() -> Double {
        Double(byte()) / 255
    }

    /// Every byte not read yet (the reader is then at its end).
    public mutating func remainingBytes() -> [UInt8] {
        guard position < bytes.count else { return [] }
        defer { position = bytes.count }
        return Array(bytes[position...])
    }

    /// The bytes not read yet as UTF-8, invalid sequences replaced by U+FFFD.
    public mutating func remainingString() -> String {
        String(decoding: remainingBytes(), as: UTF8.self)
    }
}
