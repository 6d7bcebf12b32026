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
        let count = scalars.count
        var baseDirection: FriBidiParType
        switch direction {
        case .natural: baseDirection = FRIBIDI_PAR_ON
        case .leftToRight: baseDirection = FRIBIDI_PAR_LTR
        case .rightToLeft: baseDirection = FRIBIDI_PAR_RTL
        }
        guard count > 0 else {
            return ([], baseDirection == FRIBIDI_PAR_RTL ? 1 : 0)
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, Int32(count), &types)
        }
        if allowShortcut, baseDirection != FRIBIDI_PAR_LTR, isPlainRightToLeft(types) {
            return ([UInt8](repeating: 1, count: count), 1)
        }
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        let succeeded = scalars.withUnsafeBufferPointer { text -> Bool in
            fribidi_get_bracket_types(text.baseAddress, Int32(count), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(
                types, brackets, Int32(count), &baseDirection, &levels) != 0
        }
        let baseLevel: UInt8 = baseDirection == FRIBIDI_PAR_RTL ? 1 : 0
        guard succeeded else {
            // FriBidi fails only when it cannot allocate; fall back to the base level.
            return ([UInt8](repeating: baseLevel, count: count), baseLevel)
        }
        return (levels.map { UInt8(bitPattern: $0) }, baseLevel)
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
    static func isPlainRightToLeft(_ types: [FriBidiCharType]) -> Bool {
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
        let count = scalars.count
        guard count > 0 else { return ([], []) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        var lineLevels = levels
        var map = [FriBidiStrIndex](repeating: 0, count: count)
        for index in 0..<count { map[index] = FriBidiStrIndex(index) }
        scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, Int32(count), &types)
        }
        let direction: FriBidiParType = baseLevel & 1 == 1 ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR
        // FriBidi's levels are signed bytes of the same width: its buffer is `lineLevels`'.
        let succeeded = lineLevels.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: FriBidiLevel.self) { levels in
                fribidi_reorder_line(0, types, Int32(count), 0, direction, levels.baseAddress, nil, &map) != 0
            }
        }
        var logicalToVisual = [Int](repeating: 0, count: count)
        guard succeeded else {
            for index in 0..<count { logicalToVisual[index] = index }
            return (levels, logicalToVisual)
        }
        for (visual, logical) in map.enumerated() where logical >= 0 && Int(logical) < count {
            logicalToVisual[Int(logical)] = visual
        }
        return (lineLevels, logicalToVisual)
    }
}
