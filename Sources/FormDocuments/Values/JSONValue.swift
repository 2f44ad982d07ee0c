import Foundation

/// A JSON number as JSON Schema compares it: by value, exactly where it can be.
///
/// `decimal` holds the literal exactly when it fits Foundation's `Decimal` (38 digits, exponent
/// ±127), so `0.0075` is a multiple of `0.0001` and big integers compare exactly; `double` is the
/// nearest binary value, used when the decimal does not fit.
package struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as written in the file (`1.0`, `1e3`), for messages.
    package let literal: String
    /// The nearest `Double`.
    package let double: Double
    /// The exact value, or `nil` when the literal is outside `Decimal`'s range.
    package let decimal: Decimal?
    /// Whether the literal has neither a fraction nor an exponent (draft 4's "integer").
    package let isIntegerLiteral: Bool

    package init(literal: String) {
        self.literal = literal
        double = Double(literal) ?? .nan
        isIntegerLiteral = !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
        if let value = Decimal(string: literal, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN,
            double == 0 || (abs(double) < 1e120 && abs(double) > 1e-90)
        {
            decimal = value
        } else {
            decimal = nil
        }
    }

    package init(_ value: Int) { self.init(literal: String(value)) }

    /// Whether the value has no fractional part (drafts 6 and later call `1.0` an integer).
    package var hasIntegralValue: Bool {
        if let decimal {
            var value = decimal
            var rounded = Decimal()
            NSDecimalRound(&rounded, &value, 0, .plain)
            return rounded == decimal
        }
        return double.isFinite && double.rounded(.towardZero) == double
    }

    /// Compares by value: exactly when both are decimals, else as doubles.
    package static func compare(_ a: JSONNumber, _ b: JSONNumber) -> ComparisonResult {
        if let x = a.decimal, let y = b.decimal {
            return x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame)
        }
        return a.double < b.double
            ? .orderedAscending : (a.double > b.double ? .orderedDescending : .orderedSame)
    }

    /// Whether `self` is an integer multiple of `divisor` (which is positive).
    package func isMultiple(of divisor: JSONNumber) -> Bool {
        if let x = decimal, let y = divisor.decimal, y != 0 {
            var quotient = x / y
            if quotient.isNaN { return false }
            var rounded = Decimal()
            NSDecimalRound(&rounded, &quotient, 0, .plain)
            if rounded == quotient { return true }
            // `Decimal` division keeps 38 digits: a quotient beyond them is not exact.
            if (quotient.exponent + quotient.significand.description.count) < 38 { return false }
        }
        let quotient = double / divisor.double
        // A quotient beyond `Double`'s range: the remainder still says.
        guard quotient.isFinite else { return double.truncatingRemainder(dividingBy: divisor.double) == 0 }
        return quotient.rounded() == quotient
    }

    package static func == (a: JSONNumber, b: JSONNumber) -> Bool { compare(a, b) == .orderedSame }

    package func hash(into hasher: inout Hasher) { hasher.combine(double) }

    package var description: String { literal }
}

/// A JSON value, as JSON Schema sees it: object members keep their order in the file.
package enum JSONValue: Sendable, Hashable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The member `key` of an object, or `nil`.
    package subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    package var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    package var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    package var numberValue: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The JSON Schema type name: `null`, `boolean`, `number`, `string`, `array`, `object`.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Compact JSON text, for messages.
    package var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return number.literal
        case .string(let string): return JSONValue.quoted(string)
        case .array(let array): return "[" + array.map(\.description).joined(separator: ",") + "]"
        case .object(let object):
            return "{"
                + object.members.map { JSONValue.quoted($0.key) + ":" + $0.value.description }
                .joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// JSON Schema equality: numbers by value (`1 == 1.0`), objects regardless of member order.
    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        // Code point by code point: Swift's `==` would call "é" and "e\u{301}" equal.
        // (The same code points are the same UTF-8 bytes, the cheaper comparison.)
        case (.string(let x), .string(let y)): return x.utf8.elementsEqual(y.utf8)
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            guard x.count == y.count else { return false }
            for (key, value) in x.members {
                guard let other = y[key], other == value else { return false }
            }
            return true
        default: return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let number): hasher.combine(number)
        case .string(let string): hasher.combine(string)
        case .array(let array): hasher.combine(array)
        case .object(let object): hasher.combine(object.count)
        }
    }
}

/// A JSON object's members in file order, with a lookup by name (the last of duplicates wins).
package struct JSONObject: Sendable {
    package private(set) var members: [(key: String, value: JSONValue)] = []
    private var index: [ExactKey: Int] = [:]
    /// The bits of the JSON Schema keywords among the members (``keywordBits``).
    package private(set) var keywords: UInt64 = 0

    package init() {}

    package init(_ members: [(String, JSONValue)]) {
        for (key, value) in members { set(key, value) }
    }

    package var count: Int { members.count }

    package subscript(key: String) -> JSONValue? {
        guard let position = index[ExactKey(key)] else { return nil }
        return members[position].value
    }

    package mutating func set(_ key: String, _ value: JSONValue) {
        if let position = index[ExactKey(key)] {
            members[position].value = value
        } else {
            index[ExactKey(key)] = members.count
            members.append((key, value))
            if let bit = JSONObject.keywordBits[key] { keywords |= bit }
        }
    }

    package var keys: [String] { members.map(\.key) }

    /// Removes the member `key`, keeping the others in their order.
    package mutating func remove(_ key: String) {
        guard let position = index[ExactKey(key)] else { return }
        members.remove(at: position)
        index = [:]
        keywords = 0
        for (offset, member) in members.enumerated() {
            index[ExactKey(member.key)] = offset
            if let bit = JSONObject.keywordBits[member.key] { keywords |= bit }
        }
    }
}

/// A member name compared code point by code point: Swift's `String` would take "é" and
/// "e\u{301}" for one name, JSON for two.
private struct ExactKey: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (a: ExactKey, b: ExactKey) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension JSONObject {
    /// The JSON Schema keywords an object records in ``keywords`` by bit, so the validator's
    /// ~40 questions of a schema object cost a test each, not a hash each.
    package static let keywordBits: [String: UInt64] = [
        "$schema": 1 << 0,
        "$ref": 1 << 1,
        "$recursiveRef": 1 << 2,
        "$dynamicRef": 1 << 3,
        "type": 1 << 4,
        "enum": 1 << 5,
        "const": 1 << 6,
        "allOf": 1 << 7,
        "anyOf": 1 << 8,
        "oneOf": 1 << 9,
        "not": 1 << 10,
        "if": 1 << 11,
        "unevaluatedItems": 1 << 12,
        "unevaluatedProperties": 1 << 13,
        "multipleOf": 1 << 14,
        "maximum": 1 << 15,
        "exclusiveMaximum": 1 << 16,
        "minimum": 1 << 17,
        "exclusiveMinimum": 1 << 18,
        "maxLength": 1 << 19,
        "minLength": 1 << 20,
        "pattern": 1 << 21,
        "format": 1 << 22,
        "maxItems": 1 << 23,
        "minItems": 1 << 24,
        "uniqueItems": 1 << 25,
        "prefixItems": 1 << 26,
        "items": 1 << 27,
        "additionalItems": 1 << 28,
        "contains": 1 << 29,
        "minContains": 1 << 30,
        "maxContains": 1 << 31,
        "maxProperties": 1 << 32,
        "minProperties": 1 << 33,
        "required": 1 << 34,
        "properties": 1 << 35,
        "patternProperties": 1 << 36,
        "additionalProperties": 1 << 37,
        "propertyNames": 1 << 38,
        "dependencies": 1 << 39,
        "dependentRequired": 1 << 40,
        "dependentSchemas": 1 << 41,
    ]
}
