/// A value repeated in an error message, cut short when it is long: a request's megabyte
/// of font name should not come back as a megabyte of error line.
public enum EchoedValue {
    /// The longest value, in characters, repeated whole.
    public static let limit = 80

    /// `value` whole when it has at most `limit` characters, else its first `limit`
    /// characters, an ellipsis and how many characters it has.
    public static func shortened(_ value: String) -> String {
        let count = value.count
        guard count > limit else { return value }
        return "\(value.prefix(limit))… (\(count) characters)"
    }
}
