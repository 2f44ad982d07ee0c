/// The stable name of a row: its `key` in the descriptor, or `S.R` (1-based section and row in
/// file order) for a row that has none.
///
/// Rows are addressed by key everywhere in the API; visible positions exist only in change sets.
public struct RowKey: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The key as written in the descriptor.
    public var rawValue: String

    /// Creates a key from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from its text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The key as written in the descriptor.
    public var description: String { rawValue }

    /// Orders keys by their text.
    public static func < (lhs: RowKey, rhs: RowKey) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The address given to a row without a `key`: `S.R`, 1-based, in file order.
    static func positional(section: Int, row: Int) -> RowKey {
        RowKey("\(section + 1).\(row + 1)")
    }
}
