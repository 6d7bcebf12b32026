import Testing

@testable import RichText

/// Building attributed text is linear: counted without timing, through the copy counter
/// (elements written, including moves by growth and copy-on-write) and the identity of
/// the storage buffers.
@Suite("AttributedText building is linear (copy counter, buffer identity)")
struct AttributedTextCopyCountTests {
    /// Elements in `text`: UTF-8 code units plus runs.
    static func size(of text: AttributedText) -> Int {
        text.string.utf8.count + text.runs.count
    }

    /// Alternating attributes, so every piece is its own run.
    static func piece(_ index: Int) -> AttributedText {
        AttributedText("w\(index % 10) ", attributes: TextAttributes(color: index % 2 == 0 ? .red : .blue))
    }

    @Test("100,000 appends write each element a bounded number of times")
    func appendsAreLinear() {
        let (text, copies) = AttributedTextCopyCounter.counting {
            var text = AttributedText("")
            for index in 0..<100_000 {
                text.append(Self.piece(index))
                if index % 3 == 0 { text.append("x") }
            }
            return text
        }
        #expect(text.runs.count == 100_000)
        #expect(copies >= Self.size(of: text), "every element is written at least once")
        #expect(copies < 8 * Self.size(of: text), "\(copies) elements written for \(Self.size(of: text))")
    }

    @Test("100,000 inserts near the end and attribute changes on the last piece stay linear")
    func insertsAndRestylingNearTheEndAreLinear() {
        let (text, copies) = AttributedTextCopyCounter.counting {
            var text = AttributedText("end")
            for index in 0..<100_000 {
                let start = text.length - 3
                text.insert(Self.piece(index), at: start)
                text.setParagraphStyle(ParagraphStyle(), range: start..<text.length - 3)
            }
            return text
        }
        #expect(text.string.hasSuffix("w9 end"))
        #expect(copies < 10 * Self.size(of: text), "\(copies) elements written for \(Self.size(of: text))")
    }

    @Test("the counter sees a whole-value copy per append (the regression it guards against)")
    func counterSeesCopies() {
        let (text, copies) = AttributedTextCopyCounter.counting {
            var text = AttributedText("")
            for index in 0..<2_000 {
                let previous = text  // a second reference: the append copies
                text.append(Self.piece(index))
                withExtendedLifetime(previous) {}
            }
            return text
        }
        #expect(copies > Self.size(of: text) * 500, "quadratic: about n²/2 run copies, got \(copies)")
    }

    @Test("a counter counts exactly the edits of its own task, not those running elsewhere")
    func countingIsScopedToTheTask() async {
        let busy = Task.detached {
            var total = 0
            for index in 0..<20_000 {
                var text = AttributedText("")
                text.append(Self.piece(index))
                total += text.length
            }
            return total
        }
        var counts: [Int] = []
        for _ in 0..<200 {
            // 3 code units and 1 run written, nothing moved.
            counts.append(AttributedTextCopyCounter.counting { AttributedText("abc") }.copies)
        }
        #expect(await busy.value > 0)
        #expect(counts.allSatisfy { $0 == 4 }, "\(Set(counts))")
    }

    @Test("the run buffer moves only when it grows, and grows geometrically")
    func runBufferIdentity() {
        var text = AttributedText("")
        var moves = 0
        var address = StorageAddress.of(text.runs)
        var capacity = text.runs.capacity
        for index in 0..<100_000 {
            text.append(Self.piece(index))
            let newAddress = StorageAddress.of(text.runs)
            if newAddress != address {
                moves += 1
                #expect(text.runs.capacity >= capacity * 3 / 2, "moved without growing at append \(index)")
                address = newAddress
                capacity = text.runs.capacity
            }
        }
        #expect(moves <= 40, "\(moves) moves of the run buffer in 100,000 appends")
    }

    @Test("the string buffer moves only when it grows")
    func stringBufferIdentity() {
        var text = AttributedText(String(repeating: "é", count: 20))
        var moves = 0
        var address = StorageAddress.of(text.string)
        for index in 0..<100_000 {
            text.append(Self.piece(index))
            let newAddress = StorageAddress.of(text.string)
            if newAddress != address {
                moves += 1
                address = newAddress
            }
        }
        #expect(moves <= 40, "\(moves) moves of the string buffer in 100,000 appends")
    }
}
