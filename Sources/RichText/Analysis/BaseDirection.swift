/// A paragraph's base direction (UAX #9 paragraph level).
public enum BaseDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// From the first strong character (UAX #9 rules P2-P3); left to right when none.
    case natural
    case leftToRight
    case rightToLeft
}
