/// The keys of an `EmoticonParser` as a trie over UTF-16 code units, and the search for
/// their matches: left to right, longest first, never overlapping, each starting and ending
/// on an extended grapheme cluster boundary of the text.
///
/// The boundaries are those of the text with every unit outside the searched segments (the
/// attachments and backed strings of earlier replacements) taken as U+FFFC. An object
/// character stops every rule that looks past it (it is not a regional indicator, an
/// emoji, a mark or a jamo), so what a replacement's text holds never moves a boundary in
/// the text around it: a lone regional indicator put in by one parse does not pair the
/// indicators after it differently for the next, and a second parse finds nothing new.
///
/// Each offset costs at most one walk down the trie, as deep as the longest key that the
/// text there begins with, whatever the number of keys; each step of a walk is a binary
/// search among one node's children (at most 16 comparisons). A unit that begins no key is
/// passed over by one bit test.
///
/// - Complexity: O(n × m) for n units of text and the longest key's m units; building it,
///   O(k × m) for k keys.
struct EmoticonMatcher: Sendable {
    /// A match: the units it covers and the key it matches.
    struct Match: Hashable, Sendable {
        /// The UTF-16 offsets of the matched text.
        var range: Range<Int>
        /// The key that matched.
        var key: String
    }

    /// The keys, in the order they were given (empty ones left out).
    let keys: [String]
    /// Where each node's edges start in `edgeUnits` and `edgeTargets`, then their end.
    private let edgeStarts: [Int32]
    /// The edges' units, ascending within each node.
    private let edgeUnits: [UInt16]
    /// The node each edge leads to.
    private let edgeTargets: [Int32]
    /// For each node, the index in `keys` of the key that ends there, or -1.
    private let terminals: [Int32]
    /// A bit for each UTF-16 unit that begins a key.
    private let firstUnits: [UInt64]

    /// A matcher of `keys`; empty keys are ignored, and of keys with the same units the
    /// last one counts.
    init(keys: some Sequence<String>) {
        var children: [[UInt16: Int32]] = [[:]]
        var terminals: [Int32] = [-1]
        var list: [String] = []
        for key in keys where !key.isEmpty {
            var node = 0
            for unit in key.utf16 {
                if let child = children[node][unit] {
                    node = Int(child)
                } else {
                    children[node][unit] = Int32(children.count)
                    node = children.count
                    children.append([:])
                    terminals.append(-1)
                }
            }
            terminals[node] = Int32(list.count)
            list.append(key)
        }
        var edgeStarts: [Int32] = []
        var edgeUnits: [UInt16] = []
        var edgeTargets: [Int32] = []
        edgeStarts.reserveCapacity(children.count + 1)
        edgeUnits.reserveCapacity(children.count)
        edgeTargets.reserveCapacity(children.count)
        for edges in children {
            edgeStarts.append(Int32(edgeUnits.count))
            for (unit, target) in edges.sorted(by: { $0.key < $1.key }) {
                edgeUnits.append(unit)
                edgeTargets.append(target)
            }
        }
        edgeStarts.append(Int32(edgeUnits.count))
        var firstUnits = [UInt64](repeating: 0, count: 1024)
        for unit in children[0].keys { firstUnits[Int(unit >> 6)] |= 1 << (unit & 63) }
        self.keys = list
        self.edgeStarts = edgeStarts
        self.edgeUnits = edgeUnits
        self.edgeTargets = edgeTargets
        self.terminals = terminals
        self.firstUnits = firstUnits
    }

    /// The matches in `segments` (ascending, not overlapping) of `units`, the UTF-16 form of
    /// `string` (see the type).
    func matches(in string: String, units: [UInt16], segments: [Range<Int>]) -> [Match] {
        var steps = 0
        return matches(in: string, units: units, segments: segments, steps: &steps)
    }

    /// The matches in `segments` (ascending, not overlapping) of `units`, the UTF-16 form of
    /// `string`, adding to `steps` the number of trie steps taken (for tests of the search's
    /// cost).
    ///
    /// At each offset, the longest key that the text there begins with and that ends on a
    /// cluster boundary matches, when the offset is one; the search goes on after it, or at
    /// the next offset. The boundaries are found on the first key the text holds, so a
    /// text without any costs no grapheme breaking.
    func matches(in string: String, units: [UInt16], segments: [Range<Int>], steps: inout Int) -> [Match] {
        guard !keys.isEmpty else { return [] }
        var boundaries = ClusterBoundaries(of: string, units: units, segments: segments)
        var matches: [Match] = []
        for segment in segments {
            let end = segment.upperBound
            var offset = segment.lowerBound
            while offset < end {
                let unit = units[offset]
                guard firstUnits[Int(unit >> 6)] & (1 << (unit & 63)) != 0,
                    !boundaries.isFound || boundaries.contains(offset)
                else {
                    offset += 1
                    continue
                }
                var node = 0
                var next = offset
                var best: (end: Int, key: Int32)? = nil
                while next < end {
                    steps += 1
                    guard let child = child(of: node, for: units[next]) else { break }
                    node = child
                    next += 1
                    let key = terminals[node]
                    guard key >= 0 else { continue }
                    guard boundaries.contains(offset) else { break }
                    if boundaries.contains(next) { best = (next, key) }
                }
                if let best {
                    matches.append(Match(range: offset..<best.end, key: keys[Int(best.key)]))
                    offset = best.end
                } else {
                    offset += 1
                }
            }
        }
        return matches
    }

    /// The node that `node`'s edge for `unit` leads to, if it has one.
    @inline(__always)
    private func child(of node: Int, for unit: UInt16) -> Int? {
        var low = Int(edgeStarts[node])
        var high = Int(edgeStarts[node + 1])
        while low < high {
            let middle = (low + high) >> 1
            let found = edgeUnits[middle]
            if found == unit { return Int(edgeTargets[middle]) }
            if found < unit { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}

/// The extended grapheme cluster boundaries of a text, with every unit outside `segments`
/// taken as U+FFFC, as a bit for each UTF-16 offset; found on first use by Swift's
/// `Character` breaking.
private struct ClusterBoundaries {
    /// The text, its UTF-16 units and the searched segments of them.
    private let string: String
    private let units: [UInt16]
    private let segments: [Range<Int>]
    /// A bit for each boundary, once found.
    private var bits: [UInt64]? = nil

    init(of string: String, units: [UInt16], segments: [Range<Int>]) {
        self.string = string
        self.units = units
        self.segments = segments
    }

    /// Whether the boundaries have been found.
    var isFound: Bool { bits != nil }

    /// Whether `offset` (0 through the text's length) is a boundary.
    mutating func contains(_ offset: Int) -> Bool {
        if let bits { return bits[offset >> 6] & (1 << (offset & 63)) != 0 }
        let found = Self.find(in: masked(), count: units.count)
        bits = found
        return found[offset >> 6] & (1 << (offset & 63)) != 0
    }

    /// The text with the units outside `segments` replaced by U+FFFC, one for one (a
    /// surrogate left alone by a segment's edge becomes U+FFFD, also one unit).
    private func masked() -> String {
        if segments.count == 1, segments[0] == 0..<units.count { return string }
        var masked = [UInt16](repeating: 0xFFFC, count: units.count)
        for segment in segments { masked[segment] = units[segment] }
        return UTF16Text.string(masked)
    }

    /// A bit at each boundary of `string`, whose UTF-16 form has `count` units.
    private static func find(in string: String, count: Int) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: count >> 6 + 1)
        bits[0] = 1
        var offset = 0
        for character in string {
            offset += character.utf16.count
            bits[offset >> 6] |= 1 << (offset & 63)
        }
        return bits
    }
}
