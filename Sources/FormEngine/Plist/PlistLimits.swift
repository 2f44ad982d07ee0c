/// What the bytes layer accepts at most in one property list: its size, its nesting, how many
/// objects and how long a string. Knows nothing of forms (the row limit is the loader's, in
/// ``LoadLimits``, which carries these too).
struct PlistLimits: Hashable, Sendable {
    /// The largest file, in bytes.
    var maxBytes: Int
    /// The deepest nesting of arrays and dictionaries.
    var maxDepth: Int
    /// The most objects in total, counting a shared object once per reference.
    var maxObjects: Int
    /// The longest single string (or data blob), in characters or bytes.
    var maxStringLength: Int
}
