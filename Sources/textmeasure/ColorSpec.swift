import ArgumentParser
import RichText

/// Parses colours given on the command line: `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a name
/// (white, black, red, green, blue, gray, transparent).
enum ColorSpec {
    static let names: [String: Color] = [
        "white": .white, "black": .black, "red": .red, "green": .green, "blue": .blue, "gray": .gray,
        "grey": .gray, "transparent": .clear, "none": .clear,
    ]

    /// The colour `text` names; throws a one-line validation error naming `option`.
    static func parse(_ text: String, option: String) throws -> Color {
        if let named = names[text.lowercased()] { return named }
        var hex = Substring(text)
        if hex.hasPrefix("#") { hex = hex.dropFirst() }
        if hex.count == 3 { hex = Substring(hex.map { "\($0)\($0)" }.joined()) }
        guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else {
            throw ValidationError(
                "\(option) takes #RRGGBB, #RRGGBBAA, #RGB or a colour name (white, black, transparent, ...), got '\(text)'"
            )
        }
        let bytes = hex.count == 8 ? value : value << 8 | 0xFF
        func channel(_ shift: UInt64) -> Double { Double((bytes >> shift) & 0xFF) / 255 }
        return Color(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }
}
