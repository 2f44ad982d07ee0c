/// YAML 1.2's core schema: what a plain scalar is (null, a boolean, a number or a string), and
/// how a value is written so that every reader, YAML 1.1's included, reads it back the same.
enum YAMLScalars {
    /// What a plain (untagged) scalar is under the core schema: `nil` for a float JSON cannot
    /// hold (`.inf`, `.nan`), which the caller reports.
    enum Resolved {
        case value(JSONValue)
        case notFinite
    }

    static func isNull(_ text: String) -> Bool {
        text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    static func resolvePlain(_ text: String) -> Resolved {
        if isNull(text) { return .value(.null) }
        if let bool = bool(text) { return .value(.bool(bool)) }
        if let number = integer(text) { return .value(.number(number)) }
        if isNotFinite(text) { return .notFinite }
        if let number = float(text) { return .value(.number(number)) }
        return .value(.string(text))
    }

    static func isNotFinite(_ text: String) -> Bool {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN",
            ".NAN":
            true
        default: false
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`, as an exact JSON number.
    static func integer(_ text: String) -> JSONNumber? {
        let utf8 = Array(text.utf8)
        guard !utf8.isEmpty else { return nil }
        if utf8.count > 2, utf8[0] == UInt8(ascii: "0"),
            utf8[1] == UInt8(ascii: "o") || utf8[1] == UInt8(ascii: "x")
        {
            let radix = utf8[1] == UInt8(ascii: "o") ? 8 : 16
            var digits: [Int] = []
            for byte in utf8[2...] {
                guard let digit = hexDigit(byte), digit < radix else { return nil }
                digits.append(digit)
            }
            return JSONNumber(literal: decimal(digits, radix: radix))
        }
        var index = 0
        var negative = false
        if utf8[0] == UInt8(ascii: "-") || utf8[0] == UInt8(ascii: "+") {
            negative = utf8[0] == UInt8(ascii: "-")
            index = 1
        }
        guard index < utf8.count, utf8[index...].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        var digits = utf8[index...].drop { $0 == UInt8(ascii: "0") }
        if digits.isEmpty { digits = [UInt8(ascii: "0")][...] }
        let literal = String(decoding: digits, as: UTF8.self)
        return JSONNumber(literal: negative && literal != "0" ? "-" + literal : literal)
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        default: nil
        }
    }

    /// Digits in `radix` as decimal text, of any length.
    private static func decimal(_ digits: [Int], radix: Int) -> String {
        var result: [Int] = [0]  // little-endian decimal digits
        for digit in digits {
            var carry = digit
            for index in result.indices {
                let value = result[index] * radix + carry
                result[index] = value % 10
                carry = value / 10
            }
            while carry > 0 {
                result.append(carry % 10)
                carry /= 10
            }
        }
        while result.count > 1, result.last == 0 { result.removeLast() }
        return String(result.reversed().map { Character(String($0)) })
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, as a JSON number literal.
    static func float(_ text: String) -> JSONNumber? {
        let utf8 = Array(text.utf8)
        var index = 0
        var sign = ""
        if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") {
            if utf8[index] == UInt8(ascii: "-") { sign = "-" }
            index += 1
        }
        func digits() -> [UInt8] {
            let from = index
            while index < utf8.count, utf8[index] >= 0x30, utf8[index] <= 0x39 { index += 1 }
            return Array(utf8[from..<index])
        }
        var whole = digits()
        var fraction: [UInt8] = []
        var dot = false
        if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
            dot = true
            index += 1
            fraction = digits()
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        var exponent = ""
        if index < utf8.count, utf8[index] == UInt8(ascii: "e") || utf8[index] == UInt8(ascii: "E") {
            index += 1
            var exponentSign = ""
            if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") {
                if utf8[index] == UInt8(ascii: "-") { exponentSign = "-" }
                index += 1
            }
            let exponentDigits = digits()
            guard !exponentDigits.isEmpty else { return nil }
            exponent = "e" + exponentSign + String(decoding: exponentDigits, as: UTF8.self)
        }
        guard index == utf8.count else { return nil }
        while whole.count > 1, whole.first == UInt8(ascii: "0") { whole.removeFirst() }
        if whole.isEmpty { whole = [UInt8(ascii: "0")] }
        var literal = sign + String(decoding: whole, as: UTF8.self)
        if dot { literal += "." + (fraction.isEmpty ? "0" : String(decoding: fraction, as: UTF8.self)) }
        return JSONNumber(literal: literal + exponent)
    }

    // MARK: - Writing

    /// Whether a YAML 1.1 reader (PyYAML, many CI tools) or a 1.2 one would read the plain text
    /// as something other than this string: a boolean, a number, a null, a date, a merge key.
    static func isAmbiguous(_ text: String) -> Bool {
        if isNull(text) || bool(text) != nil || isNotFinite(text) { return true }
        switch text.lowercased() {
        case "y", "n", "yes", "no", "on", "off", "=", "<<", ".nan", ".inf", "-.inf", "+.inf": return true
        default: break
        }
        let utf8 = Array(text.utf8)
        // Numbers of either version: digits with `_`, `.`, `:` (sexagesimal), an exponent, a sign,
        // a radix prefix.
        var body = utf8[...]
        if let first = body.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            body = body.dropFirst()
        }
        if body.count > 1, body.first == UInt8(ascii: "0"),
            let second = body.dropFirst().first,
            second == UInt8(ascii: "x") || second == UInt8(ascii: "o") || second == UInt8(ascii: "b")
        {
            return true
        }
        if let first = body.first, (first >= 0x30 && first <= 0x39) || first == UInt8(ascii: ".") {
            let numeric = body.allSatisfy {
                ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".")
                    || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
                    || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
            }
            if numeric && body.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) { return true }
        }
        // A date or a timestamp: 2001-12-14, 2001-12-14t21:59:43.10-05:00.
        if utf8.count >= 8, utf8[0..<4].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), utf8[4] == UInt8(ascii: "-")
        {
            return true
        }
        return false
    }

    /// Whether `text` can be written as a plain scalar and read back as this string.
    static func isPlainSafe(_ text: String, flow: Bool) -> Bool {
        let utf8 = Array(text.utf8)
        guard let first = utf8.first, let last = utf8.last else { return false }
        if isAmbiguous(text) { return false }
        if YAMLParser.isSpace(first) || YAMLParser.isSpace(last) { return false }
        if !YAMLParser.canStartPlain(at: 0, in: utf8, flow: true) { return false }
        for (index, byte) in utf8.enumerated() {
            if byte < 0x20 || byte == 0x7F { return false }
            if byte == UInt8(ascii: ":") && (index + 1 == utf8.count || YAMLParser.isSpace(utf8[index + 1])) {
                return false
            }
            if byte == UInt8(ascii: ":") && flow && index + 1 < utf8.count
                && YAMLParser.isFlowIndicator(utf8[index + 1])
            {
                return false
            }
            if byte == UInt8(ascii: "#") && index > 0 && YAMLParser.isBlank(utf8[index - 1]) { return false }
            if flow && YAMLParser.isFlowIndicator(byte) { return false }
            // Characters YAML would not take as they are.
            if byte == 0xC2, index + 1 < utf8.count, utf8[index + 1] == 0x85 || utf8[index + 1] == 0xA0 {
                return false
            }
            if byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80,
                utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9
            {
                return false
            }
            if byte == 0xEF, index + 2 < utf8.count, utf8[index + 1] == 0xBB, utf8[index + 2] == 0xBF {
                return false
            }
        }
        return true
    }

    /// `text` double-quoted, with YAML's escapes.
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{85}": result += "\\N"
            case "\u{A0}": result += "\\_"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            case "\u{FEFF}": result += "\\uFEFF"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(2)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` single-quoted, or `nil` when it holds what single quotes cannot (a line break, a
    /// control character).
    static func singleQuoted(_ text: String) -> String? {
        guard
            !text.unicodeScalars.contains(where: {
                $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}"
                    || $0 == "\u{FEFF}"
            })
        else { return nil }
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// A scalar value written as YAML: in `style` where the value allows it, plain where it is
    /// safe, else double-quoted. `nil` for a collection.
    static func render(_ value: JSONValue, style: YAMLNode.Style, flow: Bool) -> String? {
        switch value {
        case .null: return "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .number(let number): return number.literal
        case .string(let string):
            switch style {
            case .singleQuoted: return singleQuoted(string) ?? doubleQuoted(string)
            case .doubleQuoted: return doubleQuoted(string)
            default: return isPlainSafe(string, flow: flow) ? string : doubleQuoted(string)
            }
        case .array(let array) where array.isEmpty: return "[]"
        case .object(let object) where object.count == 0: return "{}"
        default: return nil
        }
    }
}
