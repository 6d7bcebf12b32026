/// Resolves the Script property of each scalar into runs of one script.
///
/// Common and Inherited characters (spaces, punctuation, digits, combining marks, emoji)
/// take the script of the character before them, or at the start of a paragraph the
/// script of the first character with a real script; a paragraph with none is Common.
enum ScriptItemizer {
    /// Script runs over `text[range]`, as UTF-16 ranges with absolute offsets.
    /// `isLatinOrCommon` says every unit is below U+02EA, where the only script besides
    /// Common is Latin (`AnalysisFastPathTests` checks every such character): one run, of
    /// the first strong character's script. The runs are made as the analysis keeps them
    /// (a list of tuples converted afterwards was a second array a paragraph).
    static func runs(
        in text: [UInt16], range: TextRange, isLatinOrCommon: Bool = false
    ) -> [ParagraphAnalysis.ScriptRun] {
        if isLatinOrCommon {
            guard !range.isEmpty else { return [] }
            let strong = range.lazy.map { Script(tag: UnicodeScriptLookup.script(of: UInt32(text[$0]))) }
                .first { !$0.isWeak }
            return [ParagraphAnalysis.ScriptRun(range: range, script: strong ?? .common)]
        }
        var runs: [ParagraphAnalysis.ScriptRun] = []
        runs.reserveCapacity(8)
        var current: Script?
        var runStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, width) = UTF16Decoding.scalar(in: text, at: index)
            let script = Script(tag: UnicodeScriptLookup.script(of: scalar))
            if !script.isWeak {
                if current == nil {
                    current = script
                } else if script != current, let resolved = current {
                    runs.append(ParagraphAnalysis.ScriptRun(range: runStart..<index, script: resolved))
                    runStart = index
                    current = script
                }
            }
            index += width
        }
        if runStart < range.upperBound {
            runs.append(ParagraphAnalysis.ScriptRun(range: runStart..<range.upperBound, script: current ?? .common))
        }
        return runs
    }
}
