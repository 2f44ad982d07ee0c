/// A ``PlistCursor`` over a JSON document, read straight from its bytes in one pass, so a
/// descriptor written as JSON goes through the same ``DescriptorReader`` as a property list.
///
/// JSON maps onto the property-list values the walker reads: objects are dictionaries, arrays
/// arrays, strings strings, `true`/`false` booleans (never numbers), a number without fraction
/// or exponent that fits 64 bits an integer and any other number a real. JSON has no date or
/// data: dates are `yyyy-MM-dd` strings, as in hand-written property lists. A member whose value
/// is `null` is left out, as an absent key; `null` anywhere else is read as ``PlistAtom/null``.
///
/// The reader is its own guard: it checks the grammar (RFC 8259, no extensions), UTF-8, the
/// nesting depth, the number of values and each string's length against ``PlistLimits`` as it
/// goes, without recursion, and throws a ``JSONError`` naming the line, the column and the JSON
/// path of the value it was reading. A key given twice in one object is an error too (JSON
/// leaves its meaning open); a field given in both its spellings is not, as in a property list.
package struct JSONReader: PlistCursor {
    /// A value not read yet: the offset of its first byte.
    package typealias Value = Int
    /// A key, decoded.
    package typealias Key = String

    /// Inside an array or an object: whether the next member is the first.
    package struct Position {
        var first = true
        var index = 0
    }

    /// One step of the path to the value being read.
    package enum Component {
        case index(Int)
        case key(String)
    }

    private let bytes: UnsafeRawBufferPointer
    private let limits: PlistLimits
    private var offset = 0
    private var objects = 0
    /// The path to the value being read: one component per open array or object.
    package private(set) var path: [Component] = []
    /// The keys read so far in each open object, innermost last.
    private var keys: [Set<String>] = []

    /// A reader of `bytes`, held to `limits` (but for the size, which the caller checks).
    package init(bytes: UnsafeRawBufferPointer, limits: PlistLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    // MARK: The cursor

    package mutating func topValue() throws(JSONError) -> Int {
        // A UTF-8 byte order mark is allowed before the value; any other encoding is not.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        do {
            try PlistGuard.checkUTF8(bytes, from: offset)
        } catch {
            throw JSONError(error.reason.replacingOccurrences(of: "XML", with: "JSON"))
        }
        skipSpace()
        guard offset < bytes.count else { throw failure("no JSON value (the file is empty)") }
        return try valueStart()
    }

    package mutating func end() throws(JSONError) {
        skipSpace()
        if offset < bytes.count { throw failure("unexpected \(shownByte) after the JSON value") }
    }

    package mutating func array(_ value: Int) throws(JSONError) -> Position? {
        try open(value, UInt8(ascii: "["))
    }

    package mutating func dictionary(_ value: Int) throws(JSONError) -> Position? {
        try open(value, UInt8(ascii: "{"))
    }

    package mutating func element(_ position: inout Position) throws(JSONError) -> Int? {
        guard try next(&position, closing: UInt8(ascii: "]"), what: "']'") else { return nil }
        path[path.count - 1] = .index(position.index)
        position.index += 1
        return try valueStart()
    }

    package mutating func entry(_ position: inout Position) throws(JSONError) -> (key: String, value: Int)? {
        while try next(&position, closing: UInt8(ascii: "}"), what: "'}'") {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw failure("expected a key in double quotes, found \(shownByte)")
            }
            let keyStart = offset
            let key = try readString()
            path[path.count - 1] = .key(key)
            if !keys[keys.count - 1].insert(key).inserted {
                offset = keyStart
                throw failure("the key '\(key.prefix(60))' is given twice in one object")
            }
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key, found \(shownByte)")
            }
            offset += 1
            skipSpace()
            // A member that is null is an absent key.
            if try literal("null") {
                try count()
                continue
            }
            return (key, try valueStart())
        }
        return nil
    }

    package func text(of key: String) -> String { key }

    package func spelling<Result>(of key: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var key = key
        return key.withUTF8(body)
    }

    package mutating func string(_ value: Int) throws(JSONError) -> String? {
        guard value < bytes.count, bytes[value] == UInt8(ascii: "\"") else { return nil }
        try count()
        return try readString()
    }

    package mutating func atom(_ value: Int) throws(JSONError) -> PlistAtom {
        guard value < bytes.count else { throw failure("the JSON ends where a value should be") }
        switch bytes[value] {
        case UInt8(ascii: "\""):
            try count()
            return .string(try readString())
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let isArray = bytes[value] == UInt8(ascii: "[")
            try skip(value)
            return isArray ? .array : .dictionary
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            try count()
            if try literal("true") { return .bool(true) }
            if try literal("false") { return .bool(false) }
            if try literal("null") { return .null }
            throw failure("unexpected \(shownByte) where a value should be")
        default:
            try count()
            return try readNumber()
        }
    }

    package mutating func skip(_ value: Int) throws(JSONError) {
        // Without recursion: the open arrays and objects are a stack, the depth limit its bound.
        var stack: [(isArray: Bool, position: Position)] = []
        var next: Int? = value
        while true {
            if let value = next {
                if let position = try array(value) {
                    stack.append((true, position))
                } else if let position = try dictionary(value) {
                    stack.append((false, position))
                } else {
                    _ = try atom(value)
                }
            }
            guard !stack.isEmpty else { return }
            if stack[stack.count - 1].isArray {
                next = try element(&stack[stack.count - 1].position)
            } else {
                next = try entry(&stack[stack.count - 1].position)?.value
            }
            if next == nil { stack.removeLast() }
        }
    }

    /// A field in both its spellings (`visible`, `isVisible`): FormEngine's own wins, as in a
    /// property list. A key given twice is refused by ``entry(_:)`` itself, skipped objects too.
    package func repeatedKey() {}

    // MARK: Reading

    /// `offset`, checked to be where a value can start, so that a walker that looks at the value
    /// (is it an array?) before reading it never takes a syntax error for a wrong shape.
    private func valueStart() throws(JSONError) -> Int {
        guard offset < bytes.count else { throw failure("the JSON ends where a value should be") }
        switch bytes[offset] {
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "t"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return offset
        default: throw failure("unexpected \(shownByte) where a value should be")
        }
    }

    /// Enters an array or object opened by `bracket` at `value`.
    private mutating func open(_ value: Int, _ bracket: UInt8) throws(JSONError) -> Position? {
        guard value < bytes.count, bytes[value] == bracket else { return nil }
        try count()
        guard path.count < limits.maxDepth else {
            throw failure("nested deeper than \(limits.maxDepth) levels")
        }
        offset = value + 1
        path.append(.index(0))
        if bracket == UInt8(ascii: "{") { keys.append([]) }
        return Position()
    }

    /// Moves past the separator before the next member; `false` (the container closed) after the
    /// last.
    private mutating func next(_ position: inout Position, closing: UInt8, what: String) throws(JSONError)
        -> Bool
    {
        skipSpace()
        guard offset < bytes.count else { throw failure("the JSON ends before its closing \(what)") }
        if bytes[offset] == closing {
            // A comma just before it was refused when read.
            offset += 1
            path.removeLast()
            if closing == UInt8(ascii: "}") { keys.removeLast() }
            return false
        }
        if !position.first {
            guard bytes[offset] == UInt8(ascii: ",") else {
                throw failure("expected ',' or \(what), found \(shownByte)")
            }
            offset += 1
            skipSpace()
            guard offset < bytes.count else { throw failure("the JSON ends before its closing \(what)") }
            if bytes[offset] == closing {
                throw failure("a comma before \(what) (trailing commas are not JSON)")
            }
        }
        position.first = false
        return true
    }

    /// Counts one value against the object limit.
    private mutating func count() throws(JSONError) {
        objects += 1
        if objects > limits.maxObjects { throw failure("holds more than \(limits.maxObjects) objects") }
    }

    /// Reads `word` (`true`, `false`, `null`) when it is next; `false` otherwise.
    private mutating func literal(_ word: StaticString) throws(JSONError) -> Bool {
        let length = word.utf8CodeUnitCount
        guard offset + length <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { spelling in
            (0..<length).allSatisfy { bytes[offset + $0] == spelling[$0] }
        }
        guard matches else { return false }
        // `nullx` or `true1` is no literal.
        if offset + length < bytes.count, Self.isWordByte(bytes[offset + length]) {
            offset += length
            throw failure("unexpected \(shownByte) after '\(word)'")
        }
        offset += length
        return true
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Reads the string that starts at `offset` (its opening quote), escapes decoded.
    private mutating func readString() throws(JSONError) -> String {
        let start = offset + 1
        var index = start
        // The common case, no escapes: one decode of the bytes (already checked as UTF-8).
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        guard index < bytes.count else {
            offset = start - 1
            throw failure("a string is not closed")
        }
        if bytes[index] == UInt8(ascii: "\"") {
            try checkLength(index - start)
            offset = index + 1
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
        var utf8 = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else {
                offset = start - 1
                throw failure("a string is not closed")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 {
                offset = index
                throw failure("a control character in a string (write it as an escape, such as \\n)")
            }
            if byte != UInt8(ascii: "\\") {
                utf8.append(byte)
                index += 1
            } else {
                index = try readEscape(at: index, into: &utf8)
            }
            try checkLength(utf8.count)
        }
        offset = index + 1
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Decodes the escape at `index` (its backslash) into `utf8`; returns the index after it.
    private mutating func readEscape(at index: Int, into utf8: inout [UInt8]) throws(JSONError) -> Int {
        guard index + 1 < bytes.count else {
            offset = index
            throw failure("a string is not closed")
        }
        let simple: UInt8?
        switch bytes[index + 1] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            offset = index
            throw failure("an unknown escape in a string")
        }
        if let simple {
            utf8.append(simple)
            return index + 2
        }
        var next = index + 6
        var scalar = try hex4(at: index + 2)
        if (0xD800...0xDBFF).contains(scalar) {
            // A high surrogate must be followed by an escaped low one.
            guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"),
                bytes[next + 1] == UInt8(ascii: "u")
            else {
                offset = index
                throw failure("a \\u escape is half of a surrogate pair")
            }
            let low = try hex4(at: next + 2)
            guard (0xDC00...0xDFFF).contains(low) else {
                offset = index
                throw failure("a \\u escape is half of a surrogate pair")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            next += 6
        } else if (0xDC00...0xDFFF).contains(scalar) {
            offset = index
            throw failure("a \\u escape is half of a surrogate pair")
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            offset = index
            throw failure("a \\u escape is no character")
        }
        utf8.append(contentsOf: String(Character(unicode)).utf8)
        return next
    }

    /// The four hexadecimal digits at `index`.
    private mutating func hex4(at index: Int) throws(JSONError) -> UInt32 {
        guard index + 4 <= bytes.count else {
            offset = index
            throw failure("a \\u escape needs four hexadecimal digits")
        }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                offset = index
                throw failure("a \\u escape needs four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private func checkLength(_ length: Int) throws(JSONError) {
        if length > limits.maxStringLength {
            throw failure("a string is longer than the limit of \(limits.maxStringLength) characters")
        }
    }

    /// Reads the number at `offset` by JSON's grammar: an integer when it has no fraction or
    /// exponent and fits 64 bits, a real otherwise.
    private mutating func readNumber() throws(JSONError) -> PlistAtom {
        let start = offset
        var index = offset
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                index += 1
            }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0 else { throw failure("unexpected \(shownByte) where a value should be") }
        if leadingZero, whole > 1 { throw failure("a number with a leading zero") }
        var integral = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            integral = false
            guard digits() > 0 else {
                offset = index
                throw failure("a number needs digits after its '.'")
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            integral = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else {
                offset = index
                throw failure("a number needs digits in its exponent")
            }
        }
        if index < bytes.count, Self.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            offset = index
            throw failure("unexpected \(shownByte) in a number")
        }
        try checkLength(index - start)
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        offset = index
        if integral, let number = Int(text) { return .integer(number) }
        return .real(Double(text) ?? .nan)
    }

    private mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    // MARK: Messages

    /// The byte at `offset` as a message shows it.
    private var shownByte: String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return String(format: "byte 0x%02X", byte)
    }

    /// The error for `reason`, at `offset`'s line and column and the path being read.
    private func failure(_ reason: String) -> JSONError {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // A character's first byte: columns count characters.
                column += 1
            }
            index += 1
        }
        return JSONError("line \(line), column \(column): \(reason)", path: Self.text(of: path))
    }

    /// `sections[1].rows[3].kind`: keys joined by dots (in brackets and quotes when not plain
    /// names), indices 0-based in brackets; `nil` for the root.
    package static func text(of path: [Component]) -> String? {
        guard !path.isEmpty else { return nil }
        var text = ""
        for component in path {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key):
                if !key.isEmpty, key.count <= 60,
                    key.utf8.allSatisfy({ isWordByte($0) || $0 == UInt8(ascii: "_") })
                {
                    text += text.isEmpty ? key : ".\(key)"
                } else {
                    text += "[\"\(key.prefix(60))\"]"
                }
            }
        }
        return text
    }
}

/// Why a JSON document was refused: its grammar, a limit, a repeated key; with the JSON path of
/// the value being read, when inside one.
package struct JSONError: Error {
    package var reason: String
    package var path: String?

    init(_ reason: String, path: String? = nil) {
        self.reason = reason
        self.path = path
    }
}
