import Testing

@testable import RichTextRendering

/// `SVGIDNumbering` on documents written by hand: only ids and references are renumbered.
@Suite("SVG ids numbered per document")
struct SVGIDNumberingTests {
    func renumbered(_ text: String) -> String {
        String(decoding: SVGIDNumbering.renumbered(Array(text.utf8)), as: UTF8.self)
    }

    @Test("ids, #references and url(#references) from 1 in order of first mention; data untouched")
    func renumbering() {
        let svg = """
            <image id="image42" xlink:href="data:image/png;base64,image7surface9AAAA"/>
            <g id="surface17"><use xlink:href="#image42"/></g>
            <g clip-path="url(#surface17)" id="glyph0-1"><use xlink:href="#image42"/></g>
            <image id="image5"/><g id="surface3"/>
            """
        let expected = """
            <image id="image1" xlink:href="data:image/png;base64,image7surface9AAAA"/>
            <g id="surface2"><use xlink:href="#image1"/></g>
            <g clip-path="url(#surface2)" id="glyph0-1"><use xlink:href="#image1"/></g>
            <image id="image3"/><g id="surface4"/>
            """
        #expect(renumbered(svg) == expected)
        #expect(renumbered(expected) == expected, "numbering is idempotent")
    }

    @Test(
        "names that only look like ids stay",
        arguments: ["#imagefoo", "id=\"image\"", "#image12x\"", "text image3 here", "#image9"])
    func lookalikes(text: String) {
        #expect(renumbered(text) == text)
    }
}
