/// Limits against hostile documents.
package struct DocumentOptions: Sendable, Equatable {
    /// The largest text in bytes.
    package var maxBytes: Int
    /// The deepest nesting of arrays and objects (readers recurse this deep, no deeper).
    package var maxDepth: Int
    /// The longest string in UTF-8 bytes, a key or a value.
    package var maxStringBytes: Int

    package init(maxBytes: Int = 64 << 20, maxDepth: Int = 512, maxStringBytes: Int = 64 << 20) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
    }
}
