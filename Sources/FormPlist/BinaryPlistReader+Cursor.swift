/// The binary reader as a ``PlistCursor``: a value is an object's index, read in any order;
/// anything outside the reader's subset throws ``BinaryPlistReader/Unsupported``.
extension BinaryPlistReader: PlistCursor {
    /// Inside an array or dictionary: where its references start, how many elements (or
    /// entries) it has, and how many have been read.
    package struct Position {
        var refs: Int
        var count: Int
        var next = 0
    }

    package mutating func topValue() throws -> Int { top }

    package mutating func end() throws {}

    package mutating func array(_ value: Int) throws -> Position? {
        guard case .array(let refs, let count) = try object(value) else { return nil }
        return Position(refs: refs, count: count)
    }

    package mutating func dictionary(_ value: Int) throws -> Position? {
        guard case .dict(let refs, let count) = try object(value) else { return nil }
        return Position(refs: refs, count: count)
    }

    @inline(__always)
    package mutating func element(_ position: inout Position) throws -> Int? {
        guard position.next < position.count else { return nil }
        defer { position.next += 1 }
        return ref(position.refs, position.next)
    }

    @inline(__always)
    package mutating func entry(_ position: inout Position) throws -> (key: String, value: Int)? {
        guard position.next < position.count else { return nil }
        defer { position.next += 1 }
        let name = try key(ref(position.refs, position.next))
        return (name, ref(position.refs, position.count + position.next))
    }

    package func text(of key: String) throws -> String { key }

    @inline(__always)
    package func spelling<Result>(of key: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var key = key
        return key.withUTF8(body)
    }

    package mutating func string(_ value: Int) throws -> String? {
        guard case .string(let text) = try object(value) else { return nil }
        return text
    }

    /// Dates and data are outside the subset: they throw.
    package mutating func atom(_ value: Int) throws -> PlistAtom {
        switch try object(value) {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .integer(let number): return .integer(number)
        case .real(let number): return .real(number)
        case .array:
            try skip(value)
            return .array
        case .dict:
            try skip(value)
            return .dictionary
        }
    }

    package func repeatedKey() throws {
        throw Unsupported()
    }
}
