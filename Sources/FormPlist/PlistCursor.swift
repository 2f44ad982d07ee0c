import Foundation

/// A reader of one property list, value by value, for a walker that knows the document's shape
/// (``DescriptorReader``): the bytes layer's only face to the formats above it.
///
/// Three readers implement it: ``XMLPlistReader`` and ``BinaryPlistReader`` read the common
/// subset straight from the bytes and throw when the file leaves it (the caller then falls
/// back); ``FoundationPlistCursor`` walks what `PropertyListSerialization` parsed, and reads
/// everything. A walker written once against this protocol reads the same document the same way
/// through all three.
///
/// A `Value` is a value not read yet. A streaming reader (XML) must be given each value exactly
/// once, in document order: read it (``string(_:)``, ``atom(_:)``), enter it (``array(_:)``,
/// ``dictionary(_:)``) or ``skip(_:)`` it.
package protocol PlistCursor {
    /// A value not read yet: the tag that opens it, the index of a binary object, a parsed value.
    associatedtype Value
    /// Where a walk through an array or a dictionary has got to.
    associatedtype Position
    /// A dictionary key as the file has it.
    associatedtype Key

    /// The top value, after whatever comes before it (an XML prolog).
    mutating func topValue() throws -> Value
    /// Checks that nothing but white space follows the top value, once it has been read.
    mutating func end() throws
    /// Starts reading `value` when it is an array; `nil` (and `value` still unread) otherwise.
    mutating func array(_ value: Value) throws -> Position?
    /// Starts reading `value` when it is a dictionary; `nil` (and `value` still unread) otherwise.
    mutating func dictionary(_ value: Value) throws -> Position?
    /// The next element of the array at `position`, or `nil` after the last.
    mutating func element(_ position: inout Position) throws -> Value?
    /// The next key and value of the dictionary at `position`, or `nil` after the last.
    mutating func entry(_ position: inout Position) throws -> (key: Key, value: Value)?
    /// The key's text.
    func text(of key: Key) throws -> String
    /// `body` applied to the key's bytes as the file spells them, which are its UTF-8 whenever
    /// the key is made of ASCII letters only (an XML key may still hold entities).
    func spelling<Result>(of key: Key, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
    /// Reads `value` when it is a string; `nil` (and `value` still unread) otherwise.
    mutating func string(_ value: Value) throws -> String?
    /// Reads `value` whole: a scalar as itself, an array or dictionary skipped.
    mutating func atom(_ value: Value) throws -> PlistAtom
    /// Skips `value`, checking it as thoroughly as reading it would.
    mutating func skip(_ value: Value) throws
    /// Told when the walker finds a dictionary key given twice (or a field in two spellings):
    /// the byte readers throw, leaving the file to Foundation, whose choice between two equal
    /// keys is its own; Foundation's cursor, which never holds two equal keys, lets it pass.
    func repeatedKey() throws
}

/// One property-list value read whole: what a walker needs to type a field's value.
package enum PlistAtom {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case date(Date)
    /// Data, or a value the parser could not type (an integer beyond 64 bits).
    case data
    /// An array, skipped.
    case array
    /// A dictionary, skipped.
    case dictionary
    /// JSON's `null` where it is not a member's value (a member that is `null` is left out).
    case null
}
