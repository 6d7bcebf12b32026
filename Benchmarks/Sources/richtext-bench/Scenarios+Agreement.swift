import RichText

/// Line-break agreement between RichText and the peers on the first paragraphs of a corpus.
struct Agreement {
    /// Paragraphs where a peer made as many lines as RichText, and the same line starts.
    struct Peer {
        var sameLineCount = 0
        var sameLineStarts = 0
        var lines = 0
    }

    var corpus: String
    var compared = 0
    var richTextLines: [Int] = []
    /// By engine (Pango, Qt), for the peers that ran.
    var peers: [String: Peer] = [:]
}

extension Scenarios {
    /// Paragraphs compared per corpus.
    static func agreementCount(_ corpus: String) -> Int { corpus == "latin200" ? 200 : 100 }

    // MARK: line-break agreement with Pango and Qt

    mutating func checkAgreement() {
        guard pango != nil || qt != nil else { return }
        for corpus in corpora {
            var agreement = Agreement(corpus: corpus.id)
            let container = TextContainer(width: Self.width)
            for sample in corpus.samples.prefix(Self.agreementCount(corpus.id)) {
                let layout = TextLayout(container: container, text: sample.rich)
                let richStarts = layout.lines.map(\.range.lowerBound)
                agreement.compared += 1
                agreement.richTextLines.append(richStarts.count)
                if let pango {
                    let starts = pango.lineStarts(sample, width: Self.width).map {
                        utf16Offset(ofUTF8: $0, in: sample.string)
                    }
                    agreement.peers[Engine.pango, default: Agreement.Peer()].add(starts, richStarts)
                }
                if let qt {
                    let starts = qt.lineStarts(sample, width: Self.width)
                    agreement.peers[Engine.qt, default: Agreement.Peer()].add(starts, richStarts)
                }
            }
            agreements.append(agreement)
        }
    }

    private func utf16Offset(ofUTF8 offset: Int, in string: String) -> Int {
        let utf8 = string.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(offset, utf8.count))
        return string.utf16.distance(from: string.utf16.startIndex, to: index)
    }
}

extension Agreement.Peer {
    /// Counts one paragraph: the peer's line starts against RichText's (UTF-16 offsets).
    mutating func add(_ starts: [Int], _ richText: [Int]) {
        lines += starts.count
        if starts.count == richText.count { sameLineCount += 1 }
        if starts == richText { sameLineStarts += 1 }
    }
}
