/// What a TOML text is made of, as the reader found it: a tree of nodes that mirrors the value,
/// the key/value lines of every table section, and the sections themselves, each with its bytes.
struct TOMLModel: Sendable {
    var nodes: [TOMLNode]
    /// The key/value lines of the sections (not the entries of inline tables), in file order.
    var statements: [TOMLStatement]
    /// The root's section (index 0, no header), then one per `[header]` and `[[header]]`.
    var sections: [TOMLSection]
}

/// A member name compared code point by code point, as TOML compares keys.
struct TOMLKey: Hashable, Sendable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (a: TOMLKey, b: TOMLKey) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// How a scalar is written, so that a new value can be written the same way.
enum TOMLStyle: Sendable, Equatable {
    case none
    case basic
    case literal
    case multilineBasic
    case multilineLiteral
    /// An integer in base 16, 8 or 2 (10 is `decimal`); `uppercase` for hex digits.
    case integer(base: Int, uppercase: Bool)
    case decimal
    case float
    case bool
    case dateTime
}

/// One value of the tree.
struct TOMLNode: Sendable {
    enum Kind: Sendable, Equatable { case scalar, array, table, arrayOfTables }

    /// Where a table's members are written.
    enum Origin: Sendable, Equatable {
        /// The root: its section is section 0.
        case root
        /// A `[header]` (or a `[[header]]` element): its section.
        case header(Int)
        /// Only named by the headers of tables inside it.
        case implicit
        /// Made by dotted keys (`a.b = 1`): the statement (or, with `container`, the inline
        /// table's entry) that first named it, and the index of its name among the key's.
        case dotted(statement: Int, container: Int?, segment: Int)
        /// Written as a value: an inline table or an array, or a scalar.
        case value
    }

    var kind: Kind
    var origin: Origin
    /// How many tables and arrays hold it.
    var depth: Int
    /// Inside an inline table or array: headers and dotted keys cannot extend it.
    var frozen: Bool
    /// Where it is written: a value's bytes; a header table's header; an array of tables' first
    /// header; an implicit table's name in the first header naming it; a dotted table's name in
    /// the first key naming it.
    var range: Range<Int>
    var scalar: JSONValue = .null
    var style: TOMLStyle = .none
    /// A table's members, in the order they first appear.
    var keys: [String] = []
    var children: [Int] = []
    var lookup: [TOMLKey: Int] = [:]
    /// An array's items or an inline table's entries, with their bytes (values written inline).
    var container: TOMLContainer?

    func child(_ name: String) -> Int? { lookup[TOMLKey(name)] }
}

/// An inline table or array as written: its brackets and entries.
struct TOMLContainer: Sendable {
    var open: Int
    var close: Int
    var isTable: Bool
    var entries: [TOMLEntry]
}

/// An entry of an inline table (`a.b = 1`) or an array (an item).
struct TOMLEntry: Sendable {
    var names: [String]
    var segments: [Range<Int>]
    /// The whole key's bytes; `nil` for an item.
    var key: Range<Int>?
    var value: Range<Int>
    /// The offset of the comma after the value, if one follows.
    var comma: Int?
    var node: Int
}

/// A key/value line of a section.
struct TOMLStatement: Sendable {
    /// The pointer tokens of the section's table.
    var base: [String]
    /// The dotted key's names and their bytes.
    var names: [String]
    var segments: [Range<Int>]
    var key: Range<Int>
    var value: Range<Int>
    /// From the line's start to the start of the next line (the end of the text on the last).
    var line: Range<Int>
    var section: Int
    var node: Int

    var path: [String] { base + names }
}

/// A table section: a header and the lines up to the next one (the root's has no header).
struct TOMLSection: Sendable {
    /// The pointer tokens of its table (an array of tables' element has its index).
    var path: [String]
    /// The header's names' bytes and, for each, its index in `path`.
    var segments: [Range<Int>]
    var depths: [Int]
    /// `[a.b]` or `[[a.b]]`; `nil` for the root.
    var header: Range<Int>?
    var isArray: Bool
    /// The start of the header's line, the start of the line after it, the start of the line
    /// after its last key/value line (or the header's), and the start of the next header's line.
    var lineStart: Int
    var lineEnd: Int
    var contentEnd: Int
    var bodyEnd: Int
    var node: Int
}
