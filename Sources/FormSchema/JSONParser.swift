import FormDocuments
import Foundation

/// Why a JSON text could not be read: one line naming the file and the line:column.
package struct JSONParseError: Error, Sendable, CustomStringConvertible {
    package let file: String
    package let line: Int
    package let column: Int
    package let message: String

    package var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Limits against hostile JSON: nesting depth and size.
package struct JSONLimits: Sendable {
    /// The deepest nesting of arrays and objects (the parser recurses this deep, no deeper).
    package var maxDepth: Int
    /// The largest text in bytes.
    package var maxBytes: Int

    package init(maxDepth: Int = 512, maxBytes: Int = 64 << 20) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }
}

/// A strict RFC 8259 parser to ``JSONValue``, with ``JSONLimits``.
package struct JSONParser {
    private let bytes: [UInt8]
    private let file: String
    private let limits: JSONLimits
    private var position = 0

    /// Parses `data` (UTF-8, an optional byte-order mark) as one JSON value.
    package static func parse(_ data: Data, file: String = "<data>", limits: JSONLimits = JSONLimits()) throws
        -> JSONValue
    {
        let bytes = [UInt8](data)
        // The parser recurses once a level: deep text is parsed on a stack made for it.
        if BigStack.nesting(of: bytes) > BigStack.callerDepth {
            return try BigStack.run {
                var parser = JSONParser(bytes: bytes, file: file, limits: limits)
                return try parser.document()
            }
        }
        var parser = JSONParser(bytes: bytes, file: file, limits: limits)
        return try parser.document()
    }

    /// Parses `text` as one JSON value.
    package static func parse(_ text: String, file: String = "<text>", limits: JSONLimits = JSONLimits())
        throws
        -> JSONValue
    {
        try parse(Data(text.utf8), file: file, limits: limits)
    }

    private init(bytes: [UInt8], file: String, limits: JSONLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    private mutating func document() throws -> JSONValue {
        guard bytes.count <= limits.maxBytes else {
            throw error("the text is \(bytes.count) bytes, over the limit of \(limits.maxBytes)", at: 0)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipSpace()
        let value = try parseValue(depth: 0)
        skipSpace()
        guard position == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    private func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        let end = min(offset ?? position, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = (String(decoding: bytes[lineStart..<end], as: UTF8.self).count) + 1
        return JSONParseError(file: file, line: line, column: column, message: message)
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard position < bytes.count else { throw error("unexpected end of the text") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            guard depth < limits.maxDepth else {
                throw error("nesting deeper than \(limits.maxDepth) levels")
            }
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < limits.maxDepth else {
                throw error("nesting deeper than \(limits.maxDepth) levels")
            }
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character \(describe(bytes[position]))")
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "0x%02X", byte)
    }

    private mutating func literal(_ word: String) throws {
        let utf8 = Array(word.utf8)
        guard bytes.count - position >= utf8.count, Array(bytes[position..<position + utf8.count]) == utf8
        else {
            throw error("unexpected word (expected \(word))")
        }
        position += utf8.count
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        position += 1
        var object = JSONObject()
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(object)
        }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a member name in quotes")
            }
            let key = try parseString()
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("expected ':' after the member name")
            }
            position += 1
            skipSpace()
            object.set(key, try parseValue(depth: depth))
            skipSpace()
            guard position < bytes.count else { throw error("unexpected end of the text in an object") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "}") else {
                throw error("expected ',' or '}' in an object")
            }
            position += 1
            return .object(object)
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        position += 1
        var array: [JSONValue] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(array)
        }
        while true {
            skipSpace()
            array.append(try parseValue(depth: depth))
            skipSpace()
            guard position < bytes.count else { throw error("unexpected end of the text in an array") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
            position += 1
            return .array(array)
        }
    }

    private mutating func parseNumber() throws -> JSONNumber {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        func digits() -> Int {
            let from = position
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
            return position - from
        }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("expected a digit", at: position) }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number has a leading zero", at: integerStart)
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if position < bytes.count,
            bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
        {
            position += 1
            if position < bytes.count,
                bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
            {
                position += 1
            }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return JSONNumber(literal: String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("a \\u escape needs 4 hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error("a \\u escape needs 4 hex digits")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private mutating func parseString() throws -> String {
        let open = position
        position += 1
        var buffer: [UInt8] = []
        var scalars = String()
        func flush() {
            if !buffer.isEmpty {
                scalars += String(decoding: buffer, as: UTF8.self)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        while true {
            guard position < bytes.count else { throw error("a string is not closed", at: open) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                flush()
                return scalars
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { throw error("a string is not closed", at: open) }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): buffer.append(0x22)
                case UInt8(ascii: "\\"): buffer.append(0x5C)
                case UInt8(ascii: "/"): buffer.append(0x2F)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if code >= 0xD800, code < 0xDC00, bytes.count - position >= 6,
                        bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                    {
                        let save = position
                        position += 2
                        let low = try hex4()
                        if low >= 0xDC00, low < 0xE000 {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            position = save
                        }
                    }
                    flush()
                    scalars.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: throw error("unknown escape \\\(describe(escape))", at: position - 2)
                }
            case 0..<0x20:
                throw error("a control character in a string must be escaped")
            default:
                buffer.append(byte)
                position += 1
            }
        }
    }
}
