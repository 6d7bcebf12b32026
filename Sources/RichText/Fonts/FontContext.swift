import RichTextFonts
import Synchronization

/// The shared, thread-safe font registry: loaded faces, matching and fallback chains.
///
/// A context starts with the bundled fonts (Noto Sans and its script companions, Droid
/// Sans Fallback for CJK and Hangul, a Noto Color Emoji subset); callers can add font
/// files, font data and, optionally, the system's fonts through fontconfig. Faces added
/// later come later in the fallback chain. All members may be called from any thread;
/// the mutable state is behind one lock.
///
/// ```swift
/// let context = FontContext.default
/// let face = context.face(for: Font(family: "Noto Sans", size: 16, weight: .bold))
/// ```
public final class FontContext: Sendable {
    /// The process-wide context with the bundled fonts.
    ///
    /// The bundled fonts ship with the package; when they cannot be found or loaded (a
    /// binary copied away from its build folder without its fonts) this stops the process
    /// with a message naming `RICHTEXT_FONTS_DIR`. Programs that must not stop call
    /// `loadDefault()` first, which throws the same error instead.
    public static var `default`: FontContext {
        switch loadedDefault {
        case .success(let context): return context
        case .failure(let error): fatalError("RichText: \(error)")
        }
    }

    /// The process-wide context with the bundled fonts (the same as `default`), or the
    /// error that keeps them from loading.
    ///
    /// - Throws: `FontError.bundledFontsNotFound` listing the folders searched,
    ///   `FontError.bundledFontMissing` naming a file missing from the fonts folder, or the
    ///   error of a damaged font file.
    public static func loadDefault() throws(FontError) -> FontContext {
        try loadedDefault.get()
    }

    private static let loadedDefault = Result { () throws(FontError) -> FontContext in
        try FontContext(bundledFonts: true)
    }

    private struct State {
        var faces: [FontFace] = []
        var chains: [Font.FaceKey: [FontFace]] = [:]
        var tables: [Font.FaceKey: FallbackChain] = [:]
        /// Bumped whenever faces are added, so a table built from an older face list is
        /// not stored.
        var generation = 0
    }

    private let state = Lock(State())
    /// `State.generation`, readable without the lock (`faceListGeneration`).
    private let publishedGeneration = Atomic<Int>(0)

    /// A number that changes whenever faces are added: results computed with an older
    /// face list (a `TextMeasurer`'s cached measurements) are stale.
    var faceListGeneration: Int { publishedGeneration.load(ordering: .acquiring) }

    /// The family used when a requested family is not loaded.
    public let defaultFamily: String

    /// The shaped-word cache text shaped with this context uses (keys name faces by their
    /// process-wide serial, so contexts can share one).
    let segmentCache: ShapedSegmentCache

    /// Creates a context, with the bundled fonts unless `bundledFonts` is false.
    ///
    /// - Throws: `FontError` when a bundled font file is missing or damaged.
    public convenience init(bundledFonts: Bool = true, defaultFamily: String = Font.defaultFamily) throws(FontError) {
        try self.init(bundledFonts: bundledFonts, defaultFamily: defaultFamily, segmentCache: .shared)
    }

    /// Creates a context with a shaped-word cache of its own of at most
    /// `shapingCacheCapacity` bytes, with the bundled fonts unless `bundledFonts` is false.
    ///
    /// Other contexts share one process-wide cache of 8 MB. A larger cache keeps more words
    /// of a large working set (a feed of many languages, names, tags); it is allocated once,
    /// so the capacity is clamped to 1 GB. Below about 8 KB (zero and negative included)
    /// the smallest cache is made: one word per generation and shard; caching is not
    /// turned off.
    ///
    /// - Throws: `FontError` when a bundled font file is missing or damaged.
    public convenience init(
        bundledFonts: Bool = true, defaultFamily: String = Font.defaultFamily, shapingCacheCapacity: Int
    ) throws(FontError) {
        try self.init(
            bundledFonts: bundledFonts, defaultFamily: defaultFamily,
            segmentCache: ShapedSegmentCache(capacityBytes: shapingCacheCapacity))
    }

    /// Creates a context whose text is shaped through `segmentCache` (tests give one of
    /// their own, so they need not share or empty the process-wide cache).
    init(bundledFonts: Bool = true, defaultFamily: String = Font.defaultFamily, segmentCache: ShapedSegmentCache)
        throws(FontError)
    {
        self.defaultFamily = defaultFamily
        self.segmentCache = segmentCache
        if bundledFonts {
            guard let paths = BundledFontFiles.paths else {
                throw .bundledFontsNotFound(searched: BundledFontFiles.searchedDirectories)
            }
            for path in paths {
                do {
                    try addFont(path: path)
                } catch .fileNotFound {
                    throw .bundledFontMissing(path: path)
                }
            }
        }
    }

    /// Loads every face of the font file at `path` and adds it to the fallback chain.
    ///
    /// - Throws: `FontError` naming `path`: missing, unreadable, empty, truncated, not a
    ///   font, or without a Unicode cmap. Nothing is added when it throws.
    @discardableResult
    public func addFont(path: String) throws(FontError) -> [FontFace] {
        let faces = try FontLoader.load(path: path)
        add(faces)
        return faces
    }

    /// Loads every face of in-memory font data; `name` identifies it in errors and in
    /// `FontFace.source`.
    @discardableResult
    public func addFont(bytes: [UInt8], name: String) throws(FontError) -> [FontFace] {
        let faces = try FontLoader.load(bytes: bytes, name: name)
        add(faces)
        return faces
    }

    private func add(_ faces: [FontFace]) {
        state.withLock { state in
            state.faces.append(contentsOf: faces)
            state.chains.removeAll()
            state.tables.removeAll()
            state.generation += 1
            publishedGeneration.store(state.generation, ordering: .releasing)
        }
    }

    /// The paths of the bundled font files, in registration order (empty when they are
    /// not found: see `BundledFontFiles`).
    public static var bundledFontPaths: [String] { BundledFontFiles.paths ?? [] }

    /// Every loaded face, in registration (fallback) order.
    public var faces: [FontFace] {
        state.withLock { $0.faces }
    }

    /// The distinct family names, in registration order.
    public var families: [String] {
        var seen = Set<String>()
        return faces.map(\.family).filter { seen.insert($0).inserted }
    }

    /// The face that best matches `font`'s family, weight and slant, or nil when the
    /// context holds no face at all. An unknown family resolves to `defaultFamily`.
    public func face(for font: Font) -> FontFace? {
        fallbackChain(for: font).first
    }

    /// The faces tried, in order, for a character the requested face lacks.
    ///
    /// The first is `face(for:)`; then the best style match of each other family.
    /// Cached per family, weight and slant.
    public func fallbackChain(for font: Font) -> [FontFace] {
        let key = font.faceKey
        return state.withLock { state in
            if let chain = state.chains[key] { return chain }
            let chain = FontMatcher.fallbackChain(faces: state.faces, for: key, defaultFamily: defaultFamily)
            state.chains[key] = chain
            return chain
        }
    }

    /// The fallback chain of `font` with its BMP coverage table (built on first use).
    func coverageChain(for font: Font) -> FallbackChain {
        let key = font.faceKey
        let (known, generation) = state.withLock { ($0.tables[key], $0.generation) }
        if let known { return known }
        // Built outside the lock (it reads 64 K coverage bits); stored only if no face was
        // added meanwhile, else built again from the new list.
        let table = FallbackChain(fallbackChain(for: font))
        let stored = state.withLock { state -> FallbackChain? in
            guard state.generation == generation else { return nil }
            if let existing = state.tables[key] { return existing }
            state.tables[key] = table
            return table
        }
        return stored ?? coverageChain(for: font)
    }
}
