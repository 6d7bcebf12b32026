import Glibc

/// A fast 64-bit fingerprint of a string's UTF-8 bytes, seeded once per process, for the
/// measurer's cache index (`TextMeasurer`), where a text is hashed on every request.
///
/// Swift's `Hasher` (SipHash-1-3) took about 5,000 instructions for a 200-character text,
/// most of a measure-cache hit (about 12,000 in all, 9,000 of them hashing the key); this
/// reads eight bytes a step with one 64 × 64 → 128-bit multiply each (wyhash's mixing), about
/// 300. It is not a defence against chosen collisions as SipHash is, so it is used only
/// where a collision costs a cache miss and nothing more: the measurer's index maps each
/// hash value to one entry (colliding keys share it, and a lookup compares the key), so no
/// input can make a lookup slower than one comparison. The seed is random per process, as
/// `Hasher`'s is, so no text collides with another in every process.
///
/// The buffer is read through an unsafe pointer (bounds are checked once, for the whole
/// string); a string without contiguous UTF-8 storage (a bridged one) is read a byte at a
/// time.
enum TextFingerprint {
    private static let seed = UInt64.random(in: 1...UInt64.max)
    private static let prime0: UInt64 = 0xa076_1d64_78bd_642f
    private static let prime1: UInt64 = 0xe703_7ed1_a0b4_28db

    /// The fingerprint of `string`'s UTF-8 bytes.
    static func of(_ string: String) -> UInt64 {
        if let value = string.utf8.withContiguousStorageIfAvailable({ of(bytes: UnsafeRawBufferPointer($0)) }) {
            return value
        }
        return Array(string.utf8).withUnsafeBytes { of(bytes: $0) }
    }

    /// Whether `a` and `b` hold the same UTF-8 bytes: the equality the fingerprint agrees
    /// with (`String`'s `==` also takes canonically equivalent strings as equal, "Å" as
    /// U+212B and as U+00C5, whose bytes and fingerprints differ). Storage shared by both
    /// answers at once.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        let count = a.utf8.count
        guard count == b.utf8.count else { return false }
        // Not empty from here on, so both buffers have a base address.
        guard count > 0 else { return true }
        let same = a.utf8.withContiguousStorageIfAvailable { first in
            b.utf8.withContiguousStorageIfAvailable { second in
                first.baseAddress == second.baseAddress
                    || memcmp(first.baseAddress!, second.baseAddress!, count) == 0
            }
        }
        // nil: one of them has no contiguous UTF-8 storage (a bridged string).
        return same.flatMap { $0 } ?? a.utf8.elementsEqual(b.utf8)
    }

    private static func of(bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        // The seed read once (a static's every read checks that it is initialized).
        let seed = self.seed
        let secret = seed ^ prime1
        var state = seed ^ UInt64(truncatingIfNeeded: count) &* prime0
        guard let base = bytes.baseAddress else { return mix(state ^ prime1, seed) }
        var offset = 0
        while offset &+ 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            state = mix(word ^ secret, state ^ prime0)
            offset &+= 8
        }
        if offset < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) << shift
                shift &+= 8
                offset &+= 1
            }
            state = mix(tail ^ secret, state ^ prime0)
        }
        return mix(state ^ prime1, seed ^ UInt64(truncatingIfNeeded: count))
    }

    /// wyhash's "mum": the 128-bit product's halves, xor-ed. Each step multiplies the next
    /// word and the state, each xor-ed with a secret (the seed, unknown outside the
    /// process), so no word chosen in advance zeroes the product and drops what came before.
    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
}
