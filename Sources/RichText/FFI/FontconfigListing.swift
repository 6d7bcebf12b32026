@preconcurrency import CFontconfig

/// Lists font files through fontconfig; owns every fontconfig handle it makes.
enum FontconfigListing {
    /// The font file paths fontconfig knows, sorted for a stable order.
    static func fontFiles(directories: [String]?) -> [String] {
        let config: OpaquePointer?
        if let directories {
            config = FcConfigCreate()
            // A private configuration: only these folders, with the user's cache folder so
            // fontconfig does not complain that it has nowhere to write.
            let folders = directories.map { "<dir>\(xmlEscaped($0))</dir>" }.joined()
            let xml = "<fontconfig>\(folders)<cachedir prefix=\"xdg\">fontconfig</cachedir></fontconfig>"
            guard FcConfigParseAndLoadFromMemory(config, xml, 0) != 0, FcConfigBuildFonts(config) != 0 else {
                FcConfigDestroy(config)
                return []
            }
        } else {
            config = FcInitLoadConfigAndFonts()
        }
        guard let config else { return [] }
        defer { FcConfigDestroy(config) }
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FILE)
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var paths = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if let font = set.pointee.fonts[index], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch,
                let file
            {
                paths.insert(String(cString: file))
            }
        }
        return paths.sorted()
    }

    private static func xmlEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
