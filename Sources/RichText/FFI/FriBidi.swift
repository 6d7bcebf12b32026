@preconcurrency import CShaping

/// UAX #9 embedding levels through FriBidi (rules P2-P3, X1-X10, W1-W7, N0-N2, I1-I2).
///
/// Line-level rules (L1-L2) are applied later, per line, by the layout.
enum FriBidi {
    /// The resolved embedding level of every scalar and the paragraph's base level.
    ///
    /// - Parameters:
    ///   - scalars: the paragraph's text as UTF-32 (FriBidi's unit).
    ///   - direction: `.natural` finds the base direction from the first strong character
    ///     (rules P2-P3; LTR when there is none).
    static func embeddingLevels(
        _ scalars: [UInt32], direction: BaseDirection, allowShortcut: Bool = true
    ) -> (levels: [UInt8], baseLevel: UInt8) {
        var levels = [UInt8].filled(with: 0, count: scalars.count)
        let baseLevel = scalars.withUnsafeBufferPointer { text in
            levels.withUnsafeMutableBufferPointer { output in
                resolve(text, direction: direction, allowShortcut: allowShortcut, into: output)
            }
        }
        return (levels, baseLevel)
    }

    /// `embeddingLevels` for the UTF-16 text `utf16[range]`: one level a unit (both halves
    /// of a surrogate pair get their scalar's), through a temporary UTF-32 buffer instead
    /// of arrays of scalars and offsets.
    static func unitLevels(
        _ utf16: [UInt16], range: TextRange, direction: BaseDirection
    ) -> (levels: [UInt8], baseLevel: UInt8) {
        let count = range.count
        var levels = [UInt8].filled(with: 0, count: count)
        let baseLevel = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { scalars in
            let scalarCount = decode(utf16, range: range, into: scalars)
            return levels.withUnsafeMutableBufferPointer { output in
                let base = resolve(
                    UnsafeBufferPointer(rebasing: scalars[0..<scalarCount]), direction: direction,
                    allowShortcut: true, into: UnsafeMutableBufferPointer(rebasing: output[0..<scalarCount]))
                if scalarCount < count { spread(output, scalarCount: scalarCount, utf16, range: range) }
                return base
            }
        }
        return (levels, baseLevel)
    }

    /// Writes the scalars of `utf16[range]` to `scalars` (a lone surrogate becomes U+FFFD, as
    /// `UTF16Decoding` does) and returns how many there are.
    private static func decode(
        _ utf16: [UInt16], range: TextRange, into scalars: UnsafeMutableBufferPointer<UInt32>
    ) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, width) = UTF16Decoding.scalar(in: utf16, at: index)
            scalars[count] = scalar
            count += 1
            index += width
        }
        return count
    }

    /// Spreads one value a scalar, at the front of `values`, to one value a UTF-16 unit of
    /// `utf16[range]` (both halves of a pair take their scalar's), in place from the back.
    private static func spread<Value>(
        _ values: UnsafeMutableBufferPointer<Value>, scalarCount: Int, _ utf16: [UInt16], range: TextRange
    ) {
        var scalar = scalarCount - 1
        var unit = range.count - 1
        while unit >= 0 {
            let value = values[scalar]
            values[unit] = value
            let offset = range.lowerBound + unit
            // A low surrogate right after a high one: the pair's second half.
            if unit > 0, utf16[offset] & 0xFC00 == 0xDC00, utf16[offset - 1] & 0xFC00 == 0xD800 {
                unit -= 1
                values[unit] = value
            }
            unit -= 1
            scalar -= 1
        }
    }

    /// Writes the level of every scalar of `text` into `output` (as many) and returns the
    /// paragraph's base level. FriBidi's types and brackets live in temporary buffers, and
    /// its levels (signed bytes of the same width) are written straight into `output`.
    private static func resolve(
        _ text: UnsafeBufferPointer<UInt32>, direction: BaseDirection, allowShortcut: Bool,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) -> UInt8 {
        let count = text.count
        var baseDirection: FriBidiParType
        switch direction {
        case .natural: baseDirection = FRIBIDI_PAR_ON
        case .leftToRight: baseDirection = FRIBIDI_PAR_LTR
        case .rightToLeft: baseDirection = FRIBIDI_PAR_RTL
        }
        guard count > 0 else { return baseDirection == FRIBIDI_PAR_RTL ? 1 : 0 }
        return withUnsafeTemporaryAllocation(of: FriBidiCharType.self, capacity: count) { types in
            fribidi_get_bidi_types(text.baseAddress, Int32(count), types.baseAddress)
            if allowShortcut, baseDirection != FRIBIDI_PAR_LTR, isPlainRightToLeft(UnsafeBufferPointer(types)) {
                output.update(repeating: 1)
                return 1
            }
            return withUnsafeTemporaryAllocation(of: FriBidiBracketType.self, capacity: count) { brackets in
                fribidi_get_bracket_types(text.baseAddress, Int32(count), types.baseAddress, brackets.baseAddress)
                let succeeded = output.withMemoryRebound(to: FriBidiLevel.self) { levels in
                    fribidi_get_par_embedding_levels_ex(
                        types.baseAddress, brackets.baseAddress, Int32(count), &baseDirection, levels.baseAddress) != 0
                }
                let baseLevel: UInt8 = baseDirection == FRIBIDI_PAR_RTL ? 1 : 0
                // FriBidi fails only when it cannot allocate; fall back to the base level.
                if !succeeded { output.update(repeating: baseLevel) }
                return baseLevel
            }
        }
    }
}

extension FriBidi {
    /// Applies UAX #9 rules L1-L2 to one line.
    ///
    /// - Parameters:
    ///   - scalars: the line's text as UTF-32.
    ///   - levels: their resolved embedding levels (from the paragraph).
    ///   - baseLevel: the paragraph level.
    /// - Returns: the levels after L1 (trailing whitespace and whitespace before tabs reset
    ///   to the paragraph level) and, for each visual position, the logical index shown there.
    /// Whether a paragraph of these bidi types, at a right-to-left or natural base
    /// direction, resolves every character to level 1 without running the algorithm: it
    /// has a right-to-left strong character and no left-to-right one, no number (EN, AN),
    /// no explicit embedding or isolate, and no separator (B, S: U+001C–001E end a bidi
    /// paragraph inside a RichText paragraph, and a tab resets its level). Then the paragraph is right-to-left (P2),
    /// nothing raises a level (X1–X8, W1–W7 leave no EN/AN), and every neutral and mark
    /// sits between right-to-left characters or the paragraph's right-to-left edges (N1,
    /// W1), so FriBidi would return all ones. Most Arabic, Persian and Hebrew prose is
    /// like this.
    static func isPlainRightToLeft(_ types: UnsafeBufferPointer<FriBidiCharType>) -> Bool {
        let strong = UInt32(FRIBIDI_MASK_STRONG)
        let rightToLeft = UInt32(FRIBIDI_MASK_RTL)
        let excluded = UInt32(
            FRIBIDI_MASK_NUMBER | FRIBIDI_MASK_EXPLICIT | FRIBIDI_MASK_ISOLATE | FRIBIDI_MASK_SEPARATOR)
        var sawRightToLeft = false
        for type in types {
            let bits = type.rawValue
            if bits & excluded != 0 { return false }
            if bits & strong != 0 {
                if bits & rightToLeft == 0 { return false }
                sawRightToLeft = true
            }
        }
        return sawRightToLeft
    }

    /// Rules L1 and L2 for one line of `scalars` with their paragraph `levels`: the
    /// levels after L1 and, for each scalar, its visual position (0 leftmost).
    static func reorderLine(
        _ scalars: [UInt32], levels: [UInt8], baseLevel: UInt8
    ) -> (levels: [UInt8], logicalToVisual: [Int]) {
        var lineLevels = levels
        let logicalToVisual = scalars.withUnsafeBufferPointer { text in
            reorder(text, levels: &lineLevels, baseLevel: baseLevel)
        }
        return (lineLevels, logicalToVisual)
    }

    /// `reorderLine` for the UTF-16 text `utf16[range]` with `levels` one a unit, changed in
    /// place; returns each unit's visual position (both halves of a pair take their
    /// scalar's), through temporary buffers instead of arrays of scalars and offsets.
    static func reorderUnits(
        _ utf16: [UInt16], range: TextRange, levels: inout [UInt8], baseLevel: UInt8
    ) -> [Int] {
        let count = range.count
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { scalars in
            let scalarCount = decode(utf16, range: range, into: scalars)
            let text = UnsafeBufferPointer(rebasing: scalars[0..<scalarCount])
            guard scalarCount < count else { return reorder(text, levels: &levels, baseLevel: baseLevel) }
            // One level a scalar (its first unit's), reordered, then spread to the units.
            var scalarLevels = [UInt8].filled(with: 0, count: scalarCount)
            var unit = 0
            for index in 0..<scalarCount {
                scalarLevels[index] = levels[unit]
                unit += scalars[index] > 0xFFFF ? 2 : 1
            }
            var keys = reorder(text, levels: &scalarLevels, baseLevel: baseLevel)
            keys.append(contentsOf: repeatElement(0, count: count - scalarCount))
            for index in 0..<scalarCount { levels[index] = scalarLevels[index] }
            levels.withUnsafeMutableBufferPointer { spread($0, scalarCount: scalarCount, utf16, range: range) }
            keys.withUnsafeMutableBufferPointer { spread($0, scalarCount: scalarCount, utf16, range: range) }
            return keys
        }
    }

    /// Applies L1 to `levels` (one a scalar of `text`, changed in place) and returns each
    /// scalar's visual position; FriBidi's types and map live in temporary buffers.
    private static func reorder(
        _ text: UnsafeBufferPointer<UInt32>, levels: inout [UInt8], baseLevel: UInt8
    ) -> [Int] {
        let count = text.count
        guard count > 0 else { return [] }
        let direction: FriBidiParType = baseLevel & 1 == 1 ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR
        var logicalToVisual = [Int].filled(with: 0, count: count)
        withUnsafeTemporaryAllocation(of: FriBidiCharType.self, capacity: count) { types in
            fribidi_get_bidi_types(text.baseAddress, Int32(count), types.baseAddress)
            withUnsafeTemporaryAllocation(of: FriBidiStrIndex.self, capacity: count) { map in
                for index in 0..<count { map[index] = FriBidiStrIndex(index) }
                // FriBidi's levels are signed bytes of the same width: its buffer is `levels`'.
                let succeeded = levels.withUnsafeMutableBufferPointer { buffer in
                    buffer.withMemoryRebound(to: FriBidiLevel.self) { levels in
                        fribidi_reorder_line(
                            0, types.baseAddress, Int32(count), 0, direction, levels.baseAddress, nil, map.baseAddress)
                            != 0
                    }
                }
                guard succeeded else {
                    for index in 0..<count { logicalToVisual[index] = index }
                    return
                }
                for visual in 0..<count {
                    let logical = Int(map[visual])
                    if logical >= 0, logical < count { logicalToVisual[logical] = visual }
                }
            }
        }
        return logicalToVisual
    }
}
