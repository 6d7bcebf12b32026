@preconcurrency import CShaping

/// Unicode Script property values through HarfBuzz's Unicode functions.
enum UnicodeScriptLookup {
    nonisolated(unsafe) private static let functions = hb_unicode_funcs_get_default()

    /// The HarfBuzz script (an ISO 15924 tag) of `scalar`.
    static func script(of scalar: UInt32) -> UInt32 {
        hb_unicode_script(functions, scalar).rawValue
    }

    /// ISO 15924 tags of the two scripts whose characters take their neighbours' script.
    static let common = HB_SCRIPT_COMMON.rawValue
    static let inherited = HB_SCRIPT_INHERITED.rawValue
    static let unknown = HB_SCRIPT_UNKNOWN.rawValue
}
