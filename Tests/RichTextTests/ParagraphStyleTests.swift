import RichText
import Testing

@Suite("Paragraph style: alignment, justification, indents, tabs")
struct ParagraphStyleTests {
    let latin = "The quick brown fox jumps over the lazy dog and keeps running far away"
    let hebrew = "שלום עולם זהו טקסט בעברית שצריך להישבר לכמה שורות בתוך המיכל"

    @Test("each alignment in LTR and RTL places lines inside the span as it says", arguments: TextAlignment.allCases)
    func alignment(_ alignment: TextAlignment) {
        for (text, rtl) in [(latin, false), (hebrew, true)] {
            let result = layout(text, width(200), style: paragraphStyle { $0.alignment = alignment })
            #expect(result.lines.count > 1)
            for line in result.lines {
                let left = line.origin.x
                let right = line.origin.x + line.width
                let isLast = line.index == result.lines.count - 1
                switch alignment {
                case .left: #expect(abs(left) < 0.01)
                case .right: #expect(abs(right - 200) < 0.01)
                case .center: #expect(abs(left - (200 - right)) < 0.01)
                case .natural: #expect(rtl ? abs(right - 200) < 0.01 : abs(left) < 0.01)
                case .justified:
                    if isLast {
                        #expect(rtl ? abs(right - 200) < 0.01 : abs(left) < 0.01, "last line is natural")
                    } else {
                        #expect(abs(left) < 0.01 && abs(right - 200) < 0.01, "justified line fills the span")
                    }
                }
            }
        }
    }

    @Test("justification widens spaces only, and glyphs reach the right edge")
    func justifiedSpacing() throws {
        let plain = layout(latin, width(200))
        let justified = layout(latin, width(200), style: paragraphStyle { $0.alignment = .justified })
        #expect(plain.lineStarts == justified.lineStarts)
        let line = try #require(justified.lines.first)
        let run = try #require(line.runs.first)
        let plainRun = try #require(plain.lines.first?.runs.first)
        let units = Array(latin.utf16)
        var spaceGrowth: [Double] = []
        for (index, cluster) in run.clusters.enumerated() where cluster < line.range.upperBound - 1 {
            let growth = run.advances[index] - plainRun.advances[index]
            if units[cluster] == 0x20 { spaceGrowth.append(growth) } else { #expect(abs(growth) < 0.001) }
        }
        #expect(spaceGrowth.count >= 2)
        #expect(spaceGrowth.allSatisfy { abs($0 - spaceGrowth[0]) < 0.001 && $0 > 0 })
        let last = try #require(run.positions.indices.last { units[run.clusters[$0]] != 0x20 })
        #expect(abs(run.positions[last].x + run.advances[last] - 200) < 0.01)
    }

    @Test("first-line head, head and tail indents, from the leading edge in RTL too")
    func indents() {
        let style = paragraphStyle {
            $0.firstLineHeadIndent = 30
            $0.headIndent = 10
            $0.tailIndent = -20
        }
        let ltr = layout(latin, width(200), style: style)
        #expect(abs(ltr.lines[0].origin.x - 30) < 0.01)
        for line in ltr.lines.dropFirst() { #expect(abs(line.origin.x - 10) < 0.01) }
        for line in ltr.lines { #expect(line.origin.x + line.width <= 180.001) }
        let rtl = layout(hebrew, width(200), style: style)
        #expect(abs(rtl.lines[0].origin.x + rtl.lines[0].width - 170) < 0.01)
        for line in rtl.lines.dropFirst() { #expect(abs(line.origin.x + line.width - 190) < 0.01) }
        for line in rtl.lines { #expect(line.origin.x >= 19.999) }
        let positiveTail = layout(latin, width(200), style: paragraphStyle { $0.tailIndent = 120 })
        for line in positiveTail.lines { #expect(line.origin.x + line.width <= 120.001) }
    }

    @Test("tab stops: left, right, center, decimal, then the default interval")
    func tabStops() throws {
        let style = paragraphStyle {
            $0.tabStops = [
                TextTab(location: 100, alignment: .left), TextTab(location: 200, alignment: .right),
                TextTab(location: 300, alignment: .center), TextTab(location: 400, alignment: .decimal),
            ]
            $0.defaultTabInterval = 50
        }
        let text = "a\tleft\tright\tcenter\t12.50\tz"
        let result = layout(text, width(1000), style: style)
        #expect(result.lines.count == 1)
        let run = try #require(result.lines.first?.runs.first)
        func x(at offset: Int) -> Double { run.positions[run.clusters.firstIndex(of: offset)!].x }
        func end(before offset: Int) -> Double {
            let index = run.clusters.lastIndex { $0 < offset }!
            return run.positions[index].x + run.advances[index]
        }
        let units = Array(text.utf16)
        let tabs = units.indices.filter { units[$0] == 0x09 }
        #expect(abs(x(at: tabs[0] + 1) - 100) < 0.01, "left: text starts at the stop")
        #expect(abs(end(before: tabs[2]) - 200) < 0.01, "right: text ends at the stop")
        let centerStart = x(at: tabs[2] + 1)
        #expect(abs((centerStart + end(before: tabs[3])) / 2 - 300) < 0.01, "center: text centred on the stop")
        let dot = units.firstIndex(of: 0x2E)!
        #expect(abs(x(at: dot) - 400) < 0.01, "decimal: the separator sits on the stop")
        #expect(abs(x(at: tabs[4] + 1) - 450) < 0.01, "after the last stop, the default interval")
        let defaultTabs = layout("a\tb", width(1000), style: paragraphStyle { $0.defaultTabInterval = 28 })
        let defaultRun = try #require(defaultTabs.lines.first?.runs.first)
        #expect(abs(defaultRun.positions[2].x - 28) < 0.01)
    }
}
