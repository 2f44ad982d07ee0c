import Foundation

/// A `Decoder` over an ``AnswerNode``: what ``Answers/decode(_:)`` fills an app's type with,
/// without going through JSON text (whose decoder loses the key of a number that does not fit).
struct AnswerDecoder: Decoder {
    let node: AnswerNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node else {
            throw DecodingError.typeMismatch(
                [String: Any].self,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "expected an object, found \(node.kindDescription)"))
        }
        return KeyedDecodingContainer(AnswerKeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node else {
            throw DecodingError.typeMismatch(
                [Any].self,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "expected an array, found \(node.kindDescription)"))
        }
        return AnswerUnkeyedContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        AnswerValueContainer(node: node, codingPath: codingPath)
    }
}

/// One value of the tree, as Swift's scalar types and any `Decodable`.
struct AnswerValueContainer: SingleValueDecodingContainer {
    let node: AnswerNode
    let codingPath: [any CodingKey]

    private func mismatch(_ type: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(
            type,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "expected \(type), found \(node.kindDescription)"))
    }

    func decodeNil() -> Bool { false }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .scalar(.bool(let flag)) = node else { throw mismatch(type) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        switch node {
        case .scalar(.string(let text)): return text
        case .scalar(.date(let day)): return day.description
        default: throw mismatch(type)
        }
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch node {
        case .scalar(.number(let number)): return number
        case .scalar(.integer(let number)): return Double(number)
        default: throw mismatch(type)
        }
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    /// A whole number that fits `type` exactly.
    private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        let exact: I?
        switch node {
        case .scalar(.integer(let number)): exact = I(exactly: number)
        case .scalar(.number(let number)): exact = I(exactly: number)
        default: throw mismatch(type)
        }
        guard let exact else { throw mismatch(type) }
        return exact
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if type == Date.self {
            switch node {
            case .scalar(.date(let day)):
                if let date = day.midnightUTC as? T { return date }
            case .scalar(.string(let text)):
                guard let day = CalendarDate(text) else {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: codingPath,
                            debugDescription: "expected a date written yyyy-MM-dd, found '\(text)'"))
                }
                if let date = day.midnightUTC as? T { return date }
            default: break
            }
            throw mismatch(type)
        }
        // URL and Decimal decode from a keyed form of their own; as JSONDecoder does, they are
        // read from text and numbers here.
        if type == URL.self {
            let text = try decode(String.self)
            guard let url = URL(string: text), let typed = url as? T else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: codingPath, debugDescription: "expected a URL, found '\(text)'"))
            }
            return typed
        }
        if type == Decimal.self {
            let text: String
            switch node {
            case .scalar(.integer(let number)): text = String(number)
            case .scalar(.number(let number)) where number.isFinite: text = "\(number)"
            default: throw mismatch(type)
            }
            guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
                let typed = decimal as? T
            else { throw mismatch(type) }
            return typed
        }
        return try T(from: AnswerDecoder(node: node, codingPath: codingPath))
    }
}
