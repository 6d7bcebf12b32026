@preconcurrency import CShaping

/// Unicode Script property values through HarfBuzz's Unicode functions.
enum UnicodeScriptLookup {
    nonisolated(unsafe) private static let functions = hb_unicode_funcs_get_default()

    /// The HarfBuzz script (an ISO 15924 tag) of `scalar`.
    ///
    /// ASCII is answered without a call: its letters are Latin, the rest Common.
    @inline(__always)
    static func script(of scalar: UInt32) -> UInt32 {
        if scalar < 0x80 {
            let isLetter = (scalar | 0x20) >= 0x61 && (scalar | 0x20) <= 0x7A
            return isLetter ? latin : common
        }
        return hb_unicode_script(functions, scalar).rawValue
    }

    /// The script tag of an ISO 15924 code ("Latn"); HarfBuzz normalises case and maps
    /// unknown codes to a tag of their own.
    static func tag(ofISO15924 code: String) -> UInt32 {
        hb_script_from_string(code, -1).rawValue
    }

    static let latin = HB_SCRIPT_LATIN.rawValue

    /// ISO 15924 tags of the two scripts whose characters take their neighbours' script.
    static let common = HB_SCRIPT_COMMON.rawValue
    static let inherited = HB_SCRIPT_INHERITED.rawValue
    static let unknown = HB_SCRIPT_UNKNOWN.rawValue
}
