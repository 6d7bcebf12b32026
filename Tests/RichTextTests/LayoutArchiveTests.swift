import Foundation
import Testing

@testable import RichText

/// Archived layouts: a decoded layout answers every query as the original and gives the
/// same dump; the archive names its faces by content and its format version.
@Suite("Layout archives")
struct LayoutArchiveTests {
    /// Every golden layout, a text with every attribute, pages of one text, forced
    /// directions and a line position modifier.
    static var layouts: [(name: String, layout: TextLayout)] {
        var result = GoldenLayoutTests.cases.map { testCase in
            (testCase.name, layout(testCase.text, testCase.container, style: testCase.style))
        }
        result.append(
            ("every attribute", TextLayout(container: TextContainer(width: 180), text: RichTextSamples.everyAttribute)))
        var truncating = TextContainer(width: 120)
        truncating.maximumNumberOfRows = 2
        truncating.truncationType = .middle
        truncating.truncationToken = AttributedText("[…]", attributes: TextAttributes(color: .red))
        result.append(("custom token", TextLayout(container: truncating, text: RichTextSamples.everyAttribute)))
        var rows = TextContainer(size: Size(width: 150, height: 60))
        rows.linePositionModifier = FixedLineHeightModifier(lineHeight: 22)
        let pages = TextLayout.layouts(containers: [rows, rows], text: RichTextSamples.everyAttribute)
        result += pages.enumerated().map { ("page \($0.offset)", $0.element) }
        let rtl = ShapedText(AttributedText("abc מילים def\nשלום"), direction: .rightToLeft)
        result.append(("forced rtl", TextLayout(container: TextContainer(width: 90), shapedText: rtl)))
        result.append(("empty", TextLayout(container: TextContainer(width: 100), text: AttributedText(""))))
        return result
    }

    @Test("a decoded layout gives the same dump and answers, and encodes to the same bytes")
    func roundTrip() throws {
        for (name, original) in Self.layouts {
            let data = try original.archive()
            let decoded = try TextLayout(archive: data, context: .default)
            #expect(decoded.dump() == original.dump(), "\(name)")
            #expect(LayoutQueryProbe.answers(decoded) == LayoutQueryProbe.answers(original), "\(name)")
            #expect(decoded.text == original.text && decoded.container == original.container, "\(name)")
            #expect(try decoded.archive() == data, "\(name): archive changed in a round trip")
        }
    }

    @Test("the text is archived by AttributedText's Codable rules: actions dropped, opaque content a placeholder")
    func codableRules() throws {
        var text = AttributedText("tap " + TextAttachment.character)
        var highlight = TextHighlight(color: .blue)
        highlight.tapAction = TextAction { _ in }
        text.setAttribute(\.highlight, highlight, range: 0..<3)
        text.setAttachment(TextAttachment(content: .opaque(.init(42)), size: Size(width: 9, height: 9)), range: 4..<5)
        let original = TextLayout(container: TextContainer(width: 100), text: text)
        let decoded = try TextLayout(archive: try original.archive(), context: .default)
        #expect(decoded.dump() == original.dump())
        #expect(decoded.text.attributes(at: 0).highlight?.tapAction == nil)
        #expect(decoded.text.attributes(at: 4).attachment?.content == .placeholder("Int"))
    }

    @Test("the archive states its format and version")
    func header() throws {
        let data = try Self.layouts[0].layout.archive()
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["format"] as? String == "RichText.TextLayout")
        #expect(object?["version"] as? Int == TextLayout.archiveVersion)
        #expect(TextLayout.supportedArchiveVersions.contains(TextLayout.archiveVersion))
    }

    @Test("a Codable coder with the context in userInfo decodes as init(archive:context:) does")
    func userInfoContext() throws {
        let original = Self.layouts[4].layout
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let data = try encoder.encode(original)
        let decoder = PropertyListDecoder()
        decoder.userInfo[.richTextFontContext] = FontContext.default
        #expect(try decoder.decode(TextLayout.self, from: data).dump() == original.dump())
        #expect(try PropertyListDecoder().decode(TextLayout.self, from: data).dump() == original.dump())
    }

    @Test("decoding without the face a layout uses throws missingFace naming it")
    func missingFace() throws {
        let arabic = try #require(GoldenLayoutTests.cases.first { $0.name == "arabic-250" })
        let data = try layout(arabic.text, arabic.container).archive()
        let context = try FontContext(bundledFonts: false)
        for path in FontContext.bundledFontPaths where !path.hasSuffix("NotoSansArabic-Regular.ttf") {
            try context.addFont(path: path)
        }
        let error = try #require(throws: TextLayoutArchiveError.self) {
            try TextLayout(archive: data, context: context)
        }
        guard case .missingFace(let name, let digest) = error else {
            Issue.record("expected missingFace, got \(error)")
            return
        }
        #expect(name == "Noto Sans Arabic Regular")
        #expect(digest.hasPrefix("fnv1a64:") && digest.count == 24)
        #expect("\(error)".contains("Noto Sans Arabic Regular"))
    }

    @Test("a face loaded from the same bytes elsewhere matches")
    func sameBytesElsewhere() throws {
        let data = try layout("Hello", TextContainer(width: 100)).archive()
        let context = try FontContext(bundledFonts: false)
        try context.addFont(bytes: bundledFontBytes("NotoSans-Regular.ttf"), name: "copy in memory")
        #expect(
            try TextLayout(archive: data, context: context).dump() == layout("Hello", TextContainer(width: 100)).dump())
    }

    @Test("another version or another format throws the named error")
    func wrongVersion() throws {
        let data = try Self.layouts[0].layout.archive()
        let json = String(decoding: data, as: UTF8.self)
        for version in [0, 2, 99] {
            let edited = Data(json.replacingOccurrences(of: "\"version\":1", with: "\"version\":\(version)").utf8)
            #expect(throws: TextLayoutArchiveError.unsupportedVersion(version, supported: 1...1)) {
                try TextLayout(archive: edited, context: .default)
            }
        }
        let other = Data(json.replacingOccurrences(of: "\"RichText.TextLayout\"", with: "\"Other\"").utf8)
        #expect(throws: TextLayoutArchiveError.notALayoutArchive(format: "Other")) {
            try TextLayout(archive: other, context: .default)
        }
    }

    @Test("a container survives coding, unbounded sizes and its modifiers included")
    func container() throws {
        var container = TextContainer(size: Size(width: 300, height: .infinity), insets: EdgeInsets(all: 4))
        container.exclusionPaths = [BezierPath(ellipseIn: Rect(x: 10, y: 10, width: 50, height: 40))]
        container.truncationToken = AttributedText("…more")
        container.linePositionModifier = FixedLineHeightModifier(lineHeight: 20)
        let data = try JSONEncoder().encode(container)
        #expect(try JSONDecoder().decode(TextContainer.self, from: data) == container)
        container.linePositionModifier = StepModifier(step: 3)
        let custom = try JSONEncoder().encode(container)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TextContainer.self, from: custom) }
        let decoder = JSONDecoder()
        decoder.userInfo[.richTextLinePositionModifiers] = [StepModifier.self]
        #expect(try decoder.decode(TextContainer.self, from: custom) == container)
    }
}

/// A custom modifier that can be archived: moves every baseline down by `step` points.
struct StepModifier: LinePositionModifier, Codable {
    var step: Double

    func modifyLines(_ lines: inout [LinePlacement], in container: TextContainer) {
        for index in lines.indices { lines[index].baselineY += step }
    }
}
