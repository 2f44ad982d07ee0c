/// The XML reader as a ``PlistCursor``: a value is the tag that opens it, read in document
/// order; anything outside the reader's subset throws ``XMLPlistReader/Unsupported``.
extension XMLPlistReader: PlistCursor {
    /// Inside an array or dictionary: whether its closing tag is still to come (an empty
    /// element has none).
    package struct Position {
        var isOpen: Bool
    }

    package mutating func topValue() throws -> Tag {
        try prolog()
        return try tag()
    }

    package mutating func end() throws {
        guard try tag() == .close(.plist), atEnd() else { throw Unsupported() }
    }

    package mutating func array(_ value: Tag) throws -> Position? {
        switch value {
        case .open(.array): return Position(isOpen: true)
        case .empty(.array): return Position(isOpen: false)
        default: return nil
        }
    }

    package mutating func dictionary(_ value: Tag) throws -> Position? {
        switch value {
        case .open(.dict): return Position(isOpen: true)
        case .empty(.dict): return Position(isOpen: false)
        default: return nil
        }
    }

    @inline(__always)
    package mutating func element(_ position: inout Position) throws -> Tag? {
        guard position.isOpen else { return nil }
        let next = try tag()
        if case .close(.array) = next {
            position.isOpen = false
            return nil
        }
        return next
    }

    @inline(__always)
    package mutating func entry(_ position: inout Position) throws -> (key: RawText, value: Tag)? {
        guard position.isOpen else { return nil }
        guard let key = try rawKey() else {
            position.isOpen = false
            return nil
        }
        return (key, try tag())
    }

    package func text(of key: RawText) throws -> String {
        try key.decoded()
    }

    @inline(__always)
    package func spelling<Result>(of key: RawText, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: key.bytes))
    }

    package mutating func string(_ value: Tag) throws -> String? {
        switch value {
        case .open(.string): return try text(closing: .string)
        case .empty(.string): return ""
        default: return nil
        }
    }

    /// Dates and data are outside the subset: they throw.
    package mutating func atom(_ value: Tag) throws -> PlistAtom {
        switch value {
        case .open(.string): return .string(try text(closing: .string))
        case .empty(.string): return .string("")
        case .empty(.true): return .bool(true)
        case .empty(.false): return .bool(false)
        case .open(.integer): return .integer(try integer())
        case .open(.real): return .real(try real())
        case .open(.array), .empty(.array):
            try skipValue(value)
            return .array
        case .open(.dict), .empty(.dict):
            try skipValue(value)
            return .dictionary
        default: throw Unsupported()
        }
    }

    package mutating func skip(_ value: Tag) throws {
        try skipValue(value)
    }

    package func repeatedKey() throws {
        throw Unsupported()
    }
}
