/// Limits against hostile documents, and which document of a YAML stream is read.
package struct DocumentOptions: Sendable, Equatable {
    /// The largest text in bytes.
    package var maxBytes: Int
    /// The deepest nesting of arrays and objects (readers recurse this deep, no deeper).
    package var maxDepth: Int
    /// The longest string in UTF-8 bytes, a key or a value.
    package var maxStringBytes: Int
    /// YAML: how many nodes aliases may add when expanded, in all ("billion laughs").
    package var maxAliasNodes: Int
    /// YAML: which document of a `---` stream is the value, from 0.
    package var documentIndex: Int

    package init(
        maxBytes: Int = 64 << 20, maxDepth: Int = 512, maxStringBytes: Int = 64 << 20,
        maxAliasNodes: Int = 100_000, documentIndex: Int = 0
    ) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
        self.maxAliasNodes = maxAliasNodes
        self.documentIndex = documentIndex
    }
}
