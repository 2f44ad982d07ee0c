/// Limits on what the loader accepts, checked before any property-list parser sees the bytes.
///
/// The defaults admit any realistic form (a 100,000-row XML form is about 40 MB) while keeping
/// hostile files from exhausting the stack, memory or time of the parser.
public struct LoadLimits: Hashable, Sendable {
    /// The largest file, in bytes. Default 256 MiB.
    public var maxBytes: Int
    /// The deepest nesting of arrays and dictionaries. Default 64.
    public var maxDepth: Int
    /// The most property-list objects in total, counting a shared object once per reference.
    /// Default 5,000,000 (a 100,000-row form holds about 1.7 million); it also caps how far a
    /// binary plist whose objects share children can expand when Foundation copies them out.
    public var maxObjects: Int
    /// The longest single string (or data blob), in characters or bytes. Default 1 MiB.
    public var maxStringLength: Int
    /// The most rows in a whole form, all sections together. Default 1,000,000 (the object limit
    /// alone would admit about 300,000 rows of a typical form; this one is checked separately so
    /// that a form with few keys per row is bounded too).
    public var maxRows: Int

    /// Creates limits; each one left out takes its default.
    public init(
        maxBytes: Int = 256 << 20,
        maxDepth: Int = 64,
        maxObjects: Int = 5_000_000,
        maxStringLength: Int = 1 << 20,
        maxRows: Int = 1_000_000
    ) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxObjects = maxObjects
        self.maxStringLength = maxStringLength
        self.maxRows = maxRows
    }

    /// The default limits.
    public static let `default` = LoadLimits()
}
