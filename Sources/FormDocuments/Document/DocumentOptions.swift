/// Limits against hostile documents, and which document of a stream to read.
package struct DocumentOptions: Sendable, Equatable {
    /// The largest text in bytes.
    package var maxBytes: Int
    /// The deepest nesting of arrays and objects (readers recurse this deep, no deeper).
    package var maxDepth: Int
    /// The longest string in UTF-8 bytes, a key or a value.
    package var maxStringBytes: Int
    /// The most values YAML aliases may stand for in all (each alias counts the values of the
    /// node it names), so a "billion laughs" file is refused rather than expanded.
    package var maxAliasValues: Int
    /// Which document of a YAML stream (`---`) is the value, from 0; the others are kept.
    package var documentIndex: Int

    package init(
        maxBytes: Int = 64 << 20, maxDepth: Int = 512, maxStringBytes: Int = 64 << 20,
        maxAliasValues: Int = 1 << 20, documentIndex: Int = 0
    ) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
        self.maxAliasValues = maxAliasValues
        self.documentIndex = documentIndex
    }
}
