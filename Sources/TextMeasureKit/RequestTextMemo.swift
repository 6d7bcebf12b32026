import RichText

/// The attributed texts of recent `serve` requests, by their string, font, size and
/// markdown flag, so that a request for a text seen before measures the very same
/// `AttributedText` value: the measurer's cache then finds it by identity instead of
/// comparing it character by character and attribute by attribute, and no text is built.
///
/// Bounded: when it holds `capacity` texts it starts again empty (texts in use come back
/// with their next request). Lock-protected.
final class RequestTextMemo: Sendable {
    private struct Key: Hashable {
        var string: String
        var font: String
        var size: Double
        var markdown: Bool
    }

    private let texts = Lock<[Key: AttributedText]>([:])
    let capacity: Int

    /// A memo of at most `capacity` texts.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The attributed text of a request (see `RequestText.make`), built once per key.
    func text(_ string: String, markdown: Bool, font: String, size: Double) -> AttributedText {
        let key = Key(string: string, font: font, size: size, markdown: markdown)
        if let known = texts.withLock({ $0[key] }) { return known }
        let text = RequestText.make(string, markdown: markdown, font: font, size: size)
        texts.withLock { texts in
            if texts.count >= capacity { texts.removeAll(keepingCapacity: true) }
            if capacity > 0 { texts[key] = text }
        }
        return text
    }
}
