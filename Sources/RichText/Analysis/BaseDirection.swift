/// A paragraph's base direction (UAX #9 paragraph level).
public enum BaseDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// From the first strong character (UAX #9 rules P2-P3); left to right when none.
    case natural
    /// Left to right (UAX #9 paragraph level 0), whatever the text.
    case leftToRight
    /// Right to left (UAX #9 paragraph level 1), whatever the text.
    case rightToLeft
}
