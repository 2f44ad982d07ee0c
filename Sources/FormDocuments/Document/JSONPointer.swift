/// A JSON Pointer (RFC 6901): the path from a document's root to one of its values.
///
/// `/servers/0/name` is the member `name` of the first item of `servers`; `~1` stands for `/`
/// and `~0` for `~` in a token. The empty pointer is the root.
package struct JSONPointer: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The reference tokens, unescaped: member names, or item indices as decimal text.
    package var tokens: [String]

    package init(_ tokens: [String] = []) { self.tokens = tokens }

    package init(arrayLiteral tokens: String...) { self.tokens = tokens }

    /// Parses `/a/b~1c`; `nil` when the text is neither empty nor starts with `/`.
    package init?(parsing text: String) {
        if text.isEmpty {
            tokens = []
            return
        }
        guard text.hasPrefix("/") else { return nil }
        tokens = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            guard $0.contains("~") else { return String($0) }
            return $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// Whether this is the root.
    package var isRoot: Bool { tokens.isEmpty }

    /// The pointer to the parent, or `nil` for the root.
    package var parent: JSONPointer? { tokens.isEmpty ? nil : JSONPointer(Array(tokens.dropLast())) }

    /// The last token, or `nil` for the root.
    package var last: String? { tokens.last }

    /// This pointer with `token` appended.
    package func appending(_ token: String) -> JSONPointer { JSONPointer(tokens + [token]) }

    /// This pointer with the item index `index` appended.
    package func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    /// The item index a token names (`0`, `12`; not `01` or `-`), or `nil`.
    package static func index(_ token: String) -> Int? {
        guard let first = token.utf8.first, first != UInt8(ascii: "0") || token.utf8.count == 1,
            token.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { return nil }
        return Int(token)
    }

    /// `/a/b~1c`, escaped.
    package var description: String { tokens.map { "/" + Self.escape($0) }.joined() }

    /// The reference tokens of the pointer `text` (`~1` → `/`, `~0` → `~`), or `nil` when it
    /// neither is empty nor starts with `/`.
    package static func tokens(_ text: String) -> [String]? { JSONPointer(parsing: text)?.tokens }

    /// One token escaped for a pointer.
    package static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return token
        }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The value `tokens` point at in `value`, or `nil`.
    package static func resolve(_ tokens: [String], in value: JSONValue) -> JSONValue? {
        value[pointer: JSONPointer(tokens)]
    }
}

extension JSONValue {
    /// The value at `pointer`, or `nil` when there is none.
    package subscript(pointer pointer: JSONPointer) -> JSONValue? {
        var current = self
        for token in pointer.tokens {
            switch current {
            case .object(let object):
                guard let member = object[token] else { return nil }
                current = member
            case .array(let array):
                guard let index = JSONPointer.index(token), index < array.count else { return nil }
                current = array[index]
            default: return nil
            }
        }
        return current
    }
}
