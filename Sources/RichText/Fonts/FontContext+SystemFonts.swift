extension FontContext {
    /// Adds fonts found by fontconfig after the fonts already loaded.
    ///
    /// With `directories` nil the system's fontconfig configuration is used; otherwise a
    /// private configuration that knows only those folders (what tests and benchmarks
    /// use). Files that fail to load are skipped and reported in the result, so one bad
    /// system font never stops the rest.
    ///
    /// - Returns: the faces added and the errors of the files that were skipped.
    @discardableResult
    public func addSystemFonts(directories: [String]? = nil) -> (added: [FontFace], skipped: [FontError]) {
        var added: [FontFace] = []
        var skipped: [FontError] = []
        let known = Set(faces.map(\.source))
        for path in FontconfigListing.fontFiles(directories: directories) where !known.contains(path) {
            do {
                added += try addFont(path: path)
            } catch {
                skipped.append(error)
            }
        }
        return (added, skipped)
    }
}
