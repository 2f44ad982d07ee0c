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
    package static func positional(section: Int, row: Int) -> RowKey {
        let (first, second) = (section + 1, row + 1)
        let range = 0...999_999_999
        guard range.contains(first), range.contains(second) else { return RowKey("\(first).\(second)") }
        // Written digit by digit into a stack buffer (two numbers of at most nine digits and a
        // dot): this runs for every row without a key, and interpolation costs several times as much.
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let text = withUnsafeMutableBytes(of: &buffer) { bytes -> String in
            var end = 0
            func write(_ number: Int) {
                var divisor = 1
                while divisor * 10 <= number { divisor *= 10 }
                while divisor > 0 {
                    bytes[end] = UInt8(ascii: "0") + UInt8(number / divisor % 10)
                    end += 1
                    divisor /= 10
                }
            }
            write(first)
            bytes[end] = UInt8(ascii: ".")
            end += 1
            write(second)
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
        return RowKey(text)
    }
}
