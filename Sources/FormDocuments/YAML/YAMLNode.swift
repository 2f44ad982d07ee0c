/// One node of a YAML document as written: its kind, style, properties and bytes.
///
/// Nodes live in one array (``YAMLParser/nodes``) and name their children by index, so a
/// syntax tree of any depth is one allocation per node and aliases are indices too.
struct YAMLNode: Sendable {
    enum Kind: Sendable { case scalar, mapping, sequence, alias }

    enum Style: Sendable {
        /// A plain scalar, or an empty node (no content at all).
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
        /// A block mapping or sequence.
        case block
        /// A flow mapping `{}` or sequence `[]`.
        case flow
    }

    var kind: Kind
    var style: Style
    /// The first byte, properties (anchor, tag) included.
    var start: Int
    /// The first byte of the content, after the properties.
    var contentStart: Int
    /// The byte after the content's last (trailing spaces, comments and line breaks excluded).
    var end: Int
    var anchor: String?
    /// The tag as written, `!!str` or `!<tag:yaml.org,2002:str>` or `!Ref`.
    var tag: String?
    /// A scalar's value; an alias's anchor name.
    var text: String = ""
    /// A sequence's items; a mapping's keys and values, alternately.
    var children: [Int] = []
    /// Per item of a block sequence, the offset of its `-`; per entry of a block mapping, the
    /// offset where the entry starts (its key, or its `?`). Per entry of a flow collection, the
    /// same: the offset where the entry starts.
    var entryStarts: [Int] = []
    /// Per entry of a mapping, the offset of its `:`, or -1 when it has none.
    var colons: [Int] = []
    /// A block collection's column; a flow collection's closing bracket offset.
    var column: Int = 0
    /// An alias's anchored node.
    var target: Int = -1
    /// Whether the node is inside a flow collection.
    var inFlow: Bool = false

    /// Whether the node has no content (an empty value, `key:`).
    var isEmpty: Bool { kind == .scalar && style == .plain && contentStart == end }
}

/// A document of a stream: its root node and its bytes.
struct YAMLDocumentSpan: Sendable {
    var root: Int
    /// Where the document's content may be edited: from after its `---` (or its start) to its end.
    var start: Int
    var end: Int
}
