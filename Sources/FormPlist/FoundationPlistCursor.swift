import Foundation

/// A ``PlistCursor`` over Foundation's parse: reads every property list the guard accepts, dates
/// and data included, for whatever the byte readers leave. `PropertyListSerialization` parses
/// (a boolean is never a number); a file it refuses whole for one value it cannot convert (an
/// integer beyond 64 bits) is parsed by `PropertyListDecoder`, which reads that value as
/// ``PlistAtom/data`` instead. Dictionaries are walked in key order, so what it reads never
/// depends on how keys hash.
package struct FoundationPlistCursor: PlistCursor {
    /// The parsed top value.
    private let root: Parsed

    /// One parsed value.
    package enum Parsed: Decodable {
        case atom(PlistAtom)
        case array([Parsed])
        /// The entries, by key.
        case dictionary([(key: String, value: Parsed)])

        /// Converts what `PropertyListSerialization` returns.
        init(foundation object: Any) {
            switch object {
            case let text as String: self = .atom(.string(text))
            case let flag as Bool where type(of: object) == Bool.self: self = .atom(.bool(flag))
            case let number as Int: self = .atom(.integer(number))
            case let number as Double: self = .atom(.real(number))
            case let date as Date: self = .atom(.date(date))
            case let list as [Any]: self = .array(list.map(Parsed.init(foundation:)))
            case let fields as [String: Any]:
                self = .dictionary(
                    fields.sorted { $0.key < $1.key }.map {
                        (key: $0.key, value: Parsed(foundation: $0.value))
                    })
            default:
                // An unsigned integer past Int.max, as PropertyListDecoder reads it. Tried last:
                // casting an array or dictionary to a class would bridge all of it first.
                if let number = object as? NSNumber {
                    self = .atom(.real(number.doubleValue))
                } else {
                    self = .atom(.data)
                }
            }
        }

        /// Reads what `PropertyListDecoder` parsed, trying each type in turn (slow: each miss
        /// is an error), for the files `PropertyListSerialization` refuses.
        package init(from decoder: any Decoder) throws {
            if let fields = try? decoder.container(keyedBy: AnyKey.self) {
                var entries: [(key: String, value: Parsed)] = []
                for key in fields.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                    entries.append((key.stringValue, try fields.decode(Parsed.self, forKey: key)))
                }
                self = .dictionary(entries)
            } else if var list = try? decoder.unkeyedContainer() {
                var elements: [Parsed] = []
                while !list.isAtEnd { elements.append(try list.decode(Parsed.self)) }
                self = .array(elements)
            } else {
                let value = try decoder.singleValueContainer()
                if let text = try? value.decode(String.self) {
                    self = .atom(.string(text))
                } else if let flag = try? value.decode(Bool.self) {
                    self = .atom(.bool(flag))
                } else if let number = try? value.decode(Int.self) {
                    self = .atom(.integer(number))
                } else if let number = try? value.decode(Double.self) {
                    self = .atom(.real(number))
                } else if let date = try? value.decode(Date.self) {
                    self = .atom(.date(date))
                } else {
                    self = .atom(.data)
                }
            }
        }
    }

    /// Any string key of a dictionary.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Inside an array (its elements) or a dictionary (its entries).
    package enum Position {
        case elements([Parsed], next: Int)
        case entries([(key: String, value: Parsed)], next: Int)
    }

    /// Parses bytes the guard has accepted.
    /// - Throws: ``PlistError`` when Foundation cannot parse them.
    package init(parsing data: Data) throws(PlistError) {
        if let object = try? PropertyListSerialization.propertyList(from: data, format: nil) {
            root = Parsed(foundation: object)
            return
        }
        do {
            root = try PropertyListDecoder().decode(Parsed.self, from: data)
        } catch {
            throw PlistError("not a valid property list")
        }
    }

    package func topValue() -> Parsed { root }

    package func end() {}

    package func array(_ value: Parsed) -> Position? {
        guard case .array(let elements) = value else { return nil }
        return .elements(elements, next: 0)
    }

    package func dictionary(_ value: Parsed) -> Position? {
        guard case .dictionary(let entries) = value else { return nil }
        return .entries(entries, next: 0)
    }

    package func element(_ position: inout Position) -> Parsed? {
        guard case .elements(let elements, let next) = position, next < elements.count else { return nil }
        position = .elements(elements, next: next + 1)
        return elements[next]
    }

    package func entry(_ position: inout Position) -> (key: String, value: Parsed)? {
        guard case .entries(let entries, let next) = position, next < entries.count else { return nil }
        position = .entries(entries, next: next + 1)
        return entries[next]
    }

    package func text(of key: String) -> String { key }

    package func spelling<Result>(of key: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var key = key
        return key.withUTF8(body)
    }

    package func string(_ value: Parsed) -> String? {
        guard case .atom(.string(let text)) = value else { return nil }
        return text
    }

    package func atom(_ value: Parsed) -> PlistAtom {
        switch value {
        case .atom(let atom): return atom
        case .array: return .array
        case .dictionary: return .dictionary
        }
    }

    package func skip(_ value: Parsed) {}

    package func repeatedKey() {}
}
