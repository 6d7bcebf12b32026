@preconcurrency import CShaping

/// Unicode Script property values through HarfBuzz's Unicode functions.
enum UnicodeScriptLookup {
    nonisolated(unsafe) private static let functions = hb_unicode_funcs_get_default()

    /// The HarfBuzz script (an ISO 15924 tag) of `scalar`.
    ///
    /// ASCII is answered without a call: its letters are Latin, the rest Common. So are
    /// the CJK unified ideographs (Han), hiragana and katakana letters, which are most of
    /// a Chinese or Japanese paragraph (a test checks each against HarfBuzz).
    @inline(__always)
    static func script(of scalar: UInt32) -> UInt32 {
        if scalar < 0x80 {
            let isLetter = (scalar | 0x20) >= 0x61 && (scalar | 0x20) <= 0x7A
            return isLetter ? latin : common
        }
        if scalar >= 0x3041 {
            if scalar >= 0x4E00 && scalar <= 0x9FFF { return han }
            if scalar <= 0x3096 { return hiragana }
            if scalar >= 0x30A1 && scalar <= 0x30FA { return katakana }
        }
        return libraryScript(of: scalar)
    }

    /// HarfBuzz's answer for `scalar`, with no shortcut.
    static func libraryScript(of scalar: UInt32) -> UInt32 { hb_unicode_script(functions, scalar).rawValue }

    /// The script tag of an ISO 15924 code ("Latn"); HarfBuzz normalises case and maps
    /// unknown codes to a tag of their own.
    static func tag(ofISO15924 code: String) -> UInt32 {
        hb_script_from_string(code, -1).rawValue
    }

    static let latin = HB_SCRIPT_LATIN.rawValue
    static let han = HB_SCRIPT_HAN.rawValue
    static let hiragana = HB_SCRIPT_HIRAGANA.rawValue
    static let katakana = HB_SCRIPT_KATAKANA.rawValue

    /// ISO 15924 tags of the two scripts whose characters take their neighbours' script.
    static let common = HB_SCRIPT_COMMON.rawValue
    static let inherited = HB_SCRIPT_INHERITED.rawValue
    static let unknown = HB_SCRIPT_UNKNOWN.rawValue
}
