/// Renumbers the ids Cairo gives an SVG document's images and surfaces, so that the same
/// layout gives the same bytes however many renders came before it in the process.
///
/// Cairo 1.16 names them after process-wide counters (`image8`, `surface4`; the next render
/// of the same layout writes `image16`, `surface12`). Each distinct `imageN` and `surfaceN`
/// is renumbered from 1 in the order the document first names it. Only names in an
/// `id="…"`, a `#…` reference or a `url(#…)` are rewritten: those delimiters never occur
/// inside the base64 of an embedded image, so its data is left as it is. Glyph ids
/// (`glyph0-1`) are numbered per document already and are not touched.
enum SVGIDNumbering {
    /// `svg` with its image and surface ids numbered from 1, in order of first mention.
    static func renumbered(_ svg: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var numbers: [[UInt8]: Int] = [:]
        var index = 0
        while index < svg.count {
            let byte = svg[index]
            output.append(byte)
            index += 1
            // An id is read after `id="` or `#` (which also ends `url(#` and `href="#`).
            let opensName =
                byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "\"") && follows("id=", at: index - 1, in: svg))
            guard opensName, let (prefix, digitsEnd) = name(at: index, in: svg) else { continue }
            let key = Array(svg[index..<digitsEnd])
            let number: Int
            if let known = numbers[key] {
                number = known
            } else {
                number = numbers.count + 1
                numbers[key] = number
            }
            output.append(contentsOf: prefix.utf8)
            output.append(contentsOf: String(number).utf8)
            index = digitsEnd
        }
        return output
    }

    /// Whether `text` ends just before `offset` in `bytes`.
    private static func follows(_ text: String, at offset: Int, in bytes: [UInt8]) -> Bool {
        let units = Array(text.utf8)
        guard offset >= units.count else { return false }
        return bytes[(offset - units.count)..<offset].elementsEqual(units)
    }

    /// The `image` or `surface` prefix of a name starting at `offset` and where its digits
    /// end, when a name of that form (prefix, then at least one digit, then `"` or `)`)
    /// starts there.
    private static func name(at offset: Int, in bytes: [UInt8]) -> (prefix: String, end: Int)? {
        for prefix in ["image", "surface"] {
            let units = Array(prefix.utf8)
            guard offset + units.count < bytes.count,
                bytes[offset..<(offset + units.count)].elementsEqual(units)
            else { continue }
            var end = offset + units.count
            while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
            guard end > offset + units.count, end < bytes.count,
                bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: ")")
            else { return nil }
            return (prefix, end)
        }
        return nil
    }
}
