/// Replaces ICU's line-break opportunities inside runs of Thai characters with libthai's
/// word boundaries (see `ThaiWordBreaker` for why), leaving every other opportunity, and
/// any mandatory break, as ICU found it.
enum ThaiBreakRefinement {
    /// `paragraph` with every Thai letter and sign of line-break class SA replaced by what
    /// UAX #14 (LB1) resolves SA to: "a" (class AL) for letters, U+0301 (class CM) for the
    /// combining vowels and tone marks (general category Mn), for ICU: it then finds the
    /// same opportunities around Thai runs without running its own Thai dictionary, whose
    /// breaks inside the runs `refine` would replace anyway, and never breaks before a
    /// mark that follows another script's letter (踚ุ). Nil when there is no Thai.
    static func maskedForICU(_ paragraph: ArraySlice<UInt16>) -> ArraySlice<UInt16>? {
        guard UnitBuffers.contains(paragraph, unitIn: complexContextSpan) else { return nil }
        return ArraySlice(paragraph.map { isComplexContext($0) ? (isCombiningMark($0) ? 0x0301 : 0x61) : $0 })
    }

    /// Thai combining vowels and tone marks (general category Mn): ั, ิ to ฺ, ็ to ๎.
    private static func isCombiningMark(_ unit: UInt16) -> Bool {
        unit == 0x0E31 || (0x0E34...0x0E3A).contains(unit) || (0x0E47...0x0E4E).contains(unit)
    }

    /// Thai characters of line-break class SA (letters, vowels, tone marks, ๆ and ฯ).
    private static func isComplexContext(_ unit: UInt16) -> Bool {
        (0x0E01...0x0E3A).contains(unit) || (0x0E40...0x0E4E).contains(unit)
    }

    /// The span of `isComplexContext`'s two ranges (it also holds ฿ and four unassigned
    /// units, which only make `maskedForICU` copy a paragraph that needs no mask).
    private static let complexContextSpan: ClosedRange<UInt16> = 0x0E01...0x0E4E

    /// The maximal runs of Thai characters (`ThaiWordBreaker.isThai`) in `text[range]`.
    static func thaiRuns(in text: [UInt16], range: TextRange) -> [TextRange] {
        var runs: [TextRange] = []
        var start = range.lowerBound
        while start < range.upperBound {
            guard ThaiWordBreaker.isThai(text[start]) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < range.upperBound, ThaiWordBreaker.isThai(text[end]) { end += 1 }
            runs.append(start..<end)
            start = end
        }
        return runs
    }

    /// Refines `offsets` (ascending, relative to `range.lowerBound`, with `mandatory` flags
    /// alongside) for `text[range]`.
    static func refine(offsets: inout [Int32], mandatory: inout [UInt8], text: [UInt16], range: TextRange) {
        guard UnitBuffers.contains(text[range], unitIn: ThaiWordBreaker.thaiUnits) else { return }
        var runs: [(range: TextRange, boundaries: [Int])] = []
        for run in thaiRuns(in: text, range: range) where run.count > 1 {
            if let boundaries = ThaiBreakCache.shared.boundaries(in: text, range: run) {
                runs.append((run, boundaries))
            }
        }
        guard !runs.isEmpty else { return }
        var newOffsets: [Int32] = []
        var newMandatory: [UInt8] = []
        newOffsets.reserveCapacity(offsets.count + 16)
        newMandatory.reserveCapacity(offsets.count + 16)
        var runIndex = 0
        let base = range.lowerBound
        for (offset, isMandatory) in zip(offsets, mandatory) {
            let absolute = base + Int(offset)
            // Emit the Thai boundaries of every run that ends at or before this offset.
            while runIndex < runs.count, runs[runIndex].range.upperBound <= absolute {
                for boundary in runs[runIndex].boundaries {
                    newOffsets.append(Int32(boundary - base))
                    newMandatory.append(0)
                }
                runIndex += 1
            }
            if runIndex < runs.count, runs[runIndex].range.lowerBound < absolute,
                absolute < runs[runIndex].range.upperBound, isMandatory == 0
            {
                continue  // ICU's opportunity inside a Thai run: libthai decides there.
            }
            if let last = newOffsets.last, Int(last) >= Int(offset) { continue }
            newOffsets.append(offset)
            newMandatory.append(isMandatory)
        }
        offsets = newOffsets
        mandatory = newMandatory
    }
}
