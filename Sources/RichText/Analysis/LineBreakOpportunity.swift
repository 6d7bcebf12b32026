/// A place where a line may (or must) end, from ICU's UAX #14 line break iterator.
public struct LineBreakOpportunity: Hashable, Sendable {
    /// The UTF-16 offset the next line would start at.
    public var offset: Int
    /// True for a mandatory break (after a paragraph separator or U+2028, UAX #14 class
    /// BK/CR/LF/NL); false where a break is only allowed.
    public var isMandatory: Bool

    /// Creates an opportunity.
    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}
