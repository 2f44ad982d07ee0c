/// Reads JSON text (and JSON with comments) byte by byte: the values, and the spans that edits
/// and positions need.
///
/// The text is valid UTF-8 (``SourceText`` checked it), so strings decode without replacement.
struct JSONScanner {
    let text: SourceText
    let bytes: [UInt8]
    let comments: Bool
    let options: DocumentOptions
    var position: Int

    init(text: SourceText, comments: Bool, options: DocumentOptions) {
        self.text = text
        bytes = text.bytes
        self.comments = comments
        self.options = options
        position = text.start
    }

    func error(_ message: String, at offset: Int? = nil) -> DocumentError {
        text.error(message, at: offset ?? position)
    }

    // MARK: - Trivia

    /// Skips spaces, line breaks and (with comments) `//` and `/* */` comments.
    mutating func skipTrivia() throws(DocumentError) {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            case UInt8(ascii: "/") where !comments:
                throw error("a comment, which JSON does not allow (JSON with comments does: a .jsonc file)")
            case UInt8(ascii: "/"):
                let open = position
                guard position + 1 < bytes.count else { throw error("unexpected '/'") }
                if bytes[position + 1] == UInt8(ascii: "/") {
                    position += 2
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                } else if bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while true {
                        guard position + 1 < bytes.count else {
                            throw error("a comment is not closed", at: open)
                        }
                        if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                            position += 2
                            break
                        }
                        position += 1
                    }
                } else {
                    throw error("unexpected '/'")
                }
            default: return
            }
        }
    }

    // MARK: - Values

    /// The document's one value, and nothing but trivia after it.
    mutating func document() throws(DocumentError) -> JSONValue {
        try skipTrivia()
        let value = try parseValue(depth: 0)
        try skipTrivia()
        guard position == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    mutating func parseValue(depth: Int) throws(DocumentError) -> JSONValue {
        guard position < bytes.count else { throw error("unexpected end of the text") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            guard depth < options.maxDepth else {
                throw error("nesting deeper than \(options.maxDepth) levels")
            }
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < options.maxDepth else {
                throw error("nesting deeper than \(options.maxDepth) levels")
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
        default: throw error("unexpected character \(describe(at: position))")
        }
    }

    func describe(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x20 { return "U+\(String(byte, radix: 16, uppercase: true).leftPadded(4))" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    private mutating func literal(_ word: StaticString) throws(DocumentError) {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { utf8 in
            bytes.count - position >= count && bytes[position..<position + count].elementsEqual(utf8)
        }
        guard matches else { throw error("unexpected word (expected \(word))") }
        position += count
    }

    private mutating func parseObject(depth: Int) throws(DocumentError) -> JSONValue {
        position += 1
        var object = JSONObject()
        try skipTrivia()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(object)
        }
        while true {
            try skipTrivia()
            if comments, position < bytes.count, bytes[position] == UInt8(ascii: "}"), object.count > 0 {
                position += 1
                return .object(object)
            }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a member name in quotes")
            }
            let key = try parseString()
            try skipTrivia()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("expected ':' after the member name")
            }
            position += 1
            try skipTrivia()
            object.set(key, try parseValue(depth: depth))
            try skipTrivia()
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

    private mutating func parseArray(depth: Int) throws(DocumentError) -> JSONValue {
        position += 1
        var array: [JSONValue] = []
        try skipTrivia()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(array)
        }
        while true {
            try skipTrivia()
            if comments, position < bytes.count, bytes[position] == UInt8(ascii: "]"), !array.isEmpty {
                position += 1
                return .array(array)
            }
            array.append(try parseValue(depth: depth))
            try skipTrivia()
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

    private mutating func parseNumber() throws(DocumentError) -> JSONNumber {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        func digits() -> Int {
            let from = position
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
            return position - from
        }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("expected a digit") }
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

    private mutating func hex4() throws(DocumentError) -> UInt32 {
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

    /// A string from its opening quote; the position ends after the closing one.
    mutating func parseString() throws(DocumentError) -> String {
        let open = position
        position += 1
        // The common case: no escape, so the string is the bytes between the quotes.
        var scan = position
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\"") {
                try checkLength(scan - position, at: open)
                let string = String(decoding: bytes[position..<scan], as: UTF8.self)
                position = scan + 1
                return string
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            scan += 1
        }
        var buffer: [UInt8] = Array(bytes[position..<scan])
        position = scan
        while true {
            guard position < bytes.count else { throw error("a string is not closed", at: open) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                try checkLength(buffer.count, at: open)
                return String(decoding: buffer, as: UTF8.self)
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
                    let escapeStart = position - 2
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
                    // A lone surrogate is no character: refused, never replaced.
                    guard let scalar = Unicode.Scalar(code) else {
                        throw error(
                            "\\u escape of a lone surrogate (\(String(code, radix: 16, uppercase: true)))",
                            at: escapeStart)
                    }
                    buffer.append(contentsOf: String(scalar).utf8)
                default: throw error("unknown escape \\\(describe(at: position - 1))", at: position - 2)
                }
            case 0..<0x20:
                throw error("a control character in a string must be escaped (\(describe(at: position)))")
            default:
                buffer.append(byte)
                position += 1
            }
        }
    }

    private func checkLength(_ count: Int, at open: Int) throws(DocumentError) {
        guard count <= options.maxStringBytes else {
            throw error("a string of \(count) bytes, over the limit of \(options.maxStringBytes)", at: open)
        }
    }

    // MARK: - Skipping

    /// Moves past the value that starts here, building nothing (the text is known to be valid).
    mutating func skipValue() throws(DocumentError) {
        guard position < bytes.count else { return }
        switch bytes[position] {
        case UInt8(ascii: "\""): skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    skipString()
                    continue
                case UInt8(ascii: "/") where comments:
                    try skipTrivia()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        position += 1
                        return
                    }
                default: break
                }
                position += 1
            }
        default:
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "/"), 0x20, 0x09,
                    0x0A,
                    0x0D:
                    return
                default: position += 1
                }
            }
        }
    }

    private mutating func skipString() {
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""):
                position += 1
                return
            default: position += 1
            }
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
