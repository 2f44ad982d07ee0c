/// What the bytes layer accepts at most in one property list: its size, its nesting, how many
/// objects and how long a string. Knows nothing of forms (the row limit is the loader's, in
/// ``LoadLimits``, which carries these too).
package struct PlistLimits: Hashable, Sendable {
    /// The largest file, in bytes.
    package var maxBytes: Int
    /// The deepest nesting of arrays and dictionaries.
    package var maxDepth: Int
    /// The most objects in total, counting a shared object once per reference.
    package var maxObjects: Int
    /// The longest single string (or data blob), in characters or bytes.
    package var maxStringLength: Int

    package init(maxBytes: Int, maxDepth: Int, maxObjects: Int, maxStringLength: Int) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxObjects = maxObjects
        self.maxStringLength = maxStringLength
    }
}
