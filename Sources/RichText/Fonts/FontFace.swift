import Synchronization

/// One loaded face of a font file: its names, style, metrics, coverage and shaping font.
///
/// Faces are immutable after loading and shared by reference between threads; two faces
/// are equal only if they are the same loaded face. Obtain them from a `FontContext`.
public final class FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The family name from the name table ("Noto Sans Arabic").
    public let family: String
    /// The style name ("Regular", "Bold Italic").
    public let style: String
    /// OS/2 weight class.
    public let weight: FontWeight
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// Whether the face draws colour glyphs (an emoji font).
    public let isColor: Bool
    /// The file path, or the name given to in-memory data.
    public let source: String
    /// The face's index inside a font collection (0 for plain fonts).
    public let faceIndex: Int
    /// Design units per em.
    public let unitsPerEm: Int
    /// Number of glyphs.
    public let glyphCount: Int
    /// Metrics at 1 point; use `metrics(size:)`.
    private let unitMetrics: FontMetrics

    let harfBuzz: HarfBuzzFont
    /// The glyph of U+25CC DOTTED CIRCLE, which HarfBuzz inserts before a broken cluster
    /// (see `Shaper.shapeSegmented`), or nil.
    let dottedCircleGlyph: UInt32?
    /// A number no other face of this process has, for cache keys (an address can be reused).
    let serial: UInt64
    private static let serials = Atomic<UInt64>(1)
    /// Which ASCII characters the cmap maps (bit n for U+00nn), looked up once at load.
    private let asciiCoverage: (low: UInt64, high: UInt64)
    /// Which BMP characters the cmap maps (8 KB), read once at load: a bit test instead of
    /// a cmap search for every cluster of font fallback.
    private let bmpCoverage: [UInt64]
    private let variationFonts = Lock<[[FontVariation]: HarfBuzzFont]>([:])
    /// 0 until the space check ran, then 1 (context-free), 2 (in context) or 3 (context-free
    /// but a base for marks): an atomic, so that threads shaping with this face read it
    /// without taking a lock.
    private let spaceCheck = Atomic<UInt8>(0)
    private let hanKanaCheck = Atomic<UInt8>(0)
    /// `directGlyphs` once built (outer nil: not yet).
    private let directGlyphsSlot = Lock<DirectGlyphs??>(nil)
    /// What the package's renderer keeps for this face (its Cairo face), freed with it.
    package let renderingCompanion = CompanionSlot()
    /// The digest of the face's file bytes, computed on first use (`contentDigest`).
    let contentDigestCache = Lock<UInt64?>(nil)

    init(info: FreeTypeFaceInfo, source: String, faceIndex: Int, harfBuzz: HarfBuzzFont) {
        family = info.family
        style = info.style
        weight = FontWeight(info.weight)
        isItalic = info.isItalic
        self.source = source
        self.faceIndex = faceIndex
        self.harfBuzz = harfBuzz
        serial = Self.serials.wrappingAdd(1, ordering: .relaxed).oldValue
        unitsPerEm = Int(harfBuzz.unitsPerEm)
        glyphCount = harfBuzz.glyphCount
        isColor = harfBuzz.hasColorGlyphs
        var coverage: (low: UInt64, high: UInt64) = (0, 0)
        for scalar in UInt32(0)..<0x80 where harfBuzz.nominalGlyph(scalar) != nil {
            if scalar < 64 { coverage.low |= 1 << UInt64(scalar) } else { coverage.high |= 1 << UInt64(scalar - 64) }
        }
        asciiCoverage = coverage
        bmpCoverage = harfBuzz.bmpCoverage()
        unitMetrics = harfBuzz.unitMetrics()
        dottedCircleGlyph = harfBuzz.nominalGlyph(0x25CC)
    }

    /// The face's vertical metrics scaled to `size` points.
    public func metrics(size: Double) -> FontMetrics {
        unitMetrics.scaled(to: size)
    }

    /// Whether the face's Unicode cmap maps `scalar` to a glyph.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        maps(scalar.value)
    }

    /// The glyph id the cmap gives `scalar`, or nil.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        harfBuzz.nominalGlyph(scalar.value)
    }

    /// Whether the cmap maps `scalar` (a bit test below U+10000, a cmap lookup above).
    @inline(__always)
    func maps(_ scalar: UInt32) -> Bool {
        if scalar < 64 { return asciiCoverage.low & (1 << UInt64(scalar)) != 0 }
        if scalar < 128 { return asciiCoverage.high & (1 << UInt64(scalar - 64)) != 0 }
        if scalar < 0x10000 { return bmpCoverage[Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0 }
        return harfBuzz.nominalGlyph(scalar) != nil
    }

    /// Whether the space glyph is in no substitution and no positioning context (looked up
    /// once, on first use): then text can be shaped word by word and joined after spaces,
    /// each join checked by shaping the space with the next word (see
    /// `Shaper.shapeSegmented`).
    ///
    /// A space that is also the base of marks (`HarfBuzzFont.LayoutContextRole.baseOfMarks`)
    /// counts as context-free: a cut never falls between a space and a mark on it (cuts are
    /// grapheme boundaries), and a join before a mark glyph is never taken on trust
    /// (`spaceCarriesMarks`).
    var spaceIsContextFree: Bool { spaceRole != 2 }

    /// Whether the font positions marks on the space (see `spaceIsContextFree`).
    var spaceCarriesMarks: Bool { spaceRole == 3 }

    private var spaceRole: UInt8 {
        let known = spaceCheck.load(ordering: .acquiring)
        if known != 0 { return known }
        let role: UInt8
        switch harfBuzz.nominalGlyph(0x20).map(harfBuzz.layoutContextRole(of:)) {
        case .free: role = 1
        case .baseOfMarks: role = 3
        case .inContext, nil: role = 2
        }
        spaceCheck.store(role, ordering: .releasing)
        return role
    }

    /// Whether the face's GDEF table classes `glyph` as a mark.
    func isMark(_ glyph: UInt32) -> Bool { harfBuzz.isMark(glyph) }

    /// Whether Han, hiragana and katakana shape alike in this face: HarfBuzz reaches the
    /// same GSUB and GPOS lookups for horizontal text of each (vertical features such as
    /// `vert` aside) and no AAT table shapes it. The itemizer then
    /// keeps Japanese text that alternates the three in one item (looked up once).
    var shapesHanAndKanaAlike: Bool {
        let known = hanKanaCheck.load(ordering: .acquiring)
        if known != 0 { return known == 1 }
        let alike = harfBuzz.appliesSameHorizontalLookups(toScripts: ["Hani", "Hira", "Kana"])
        hanKanaCheck.store(alike ? 1 : 2, ordering: .releasing)
        return alike
    }

    /// The face's table of Han and kana glyphs that shape one by one (`DirectGlyphs`),
    /// built on first use; nil when HarfBuzz shapes the face otherwise than through GSUB
    /// and GPOS.
    var directGlyphs: DirectGlyphs? {
        directGlyphsSlot.withLock { slot in
            if let known = slot { return known }
            let table = DirectGlyphs(font: harfBuzz)
            slot = .some(table)
            return table
        }
    }

    /// Word `index` of the BMP coverage bitmap (bit n: U+(index × 64 + n) is mapped).
    func bmpCoverageWord(_ index: Int) -> UInt64 { bmpCoverage[index] }

    /// The shaping font for a set of variation axes (the base font when there are none),
    /// made on first use and kept: a font of its own over the face, with its own glyph
    /// memo, so its advances and extents are the instance's (HVAR, gvar), never the base
    /// font's.
    func harfBuzzFont(variations: [FontVariation]) -> HarfBuzzFont {
        if variations.isEmpty { return harfBuzz }
        return variationFonts.withLock { fonts in
            if let font = fonts[variations] { return font }
            let font = HarfBuzzFont(sameFaceAs: harfBuzz, variations: variations)
            fonts[variations] = font
            return font
        }
    }

    /// "Noto Sans Bold (NotoSans-Bold.ttf)".
    public var description: String {
        let file = source.split(separator: "/").last.map(String.init) ?? source
        return "\(family) \(style) (\(file))"
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
