/// TOML text for keys and values, as the edits write them.
enum TOMLWriter {
    /// A key: bare when it can be, else a basic string.
    static func key(_ name: String) -> String {
        !name.isEmpty && name.utf8.allSatisfy(TOMLScanner.isBare) ? name : basic(name)
    }

    /// `text` as a basic string, `"…"`.
    static func basic(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\t"
            case "\u{8}": result += "\\b"
            case "\u{C}": result += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func hasControl(_ text: String, allowingNewline: Bool) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\t" && !(allowingNewline && $0 == "\n")) || $0.value == 0x7F
        }
    }

    /// `text` written in `style` where it can be (a literal string holds no `'` or control
    /// character), else as a basic string; multi-line strings put `lineBreak` between lines and
    /// start with one when `leadingBreak`.
    static func string(_ text: String, style: TOMLStyle, lineBreak: String, leadingBreak: Bool) -> String {
        switch style {
        case .literal where !text.contains("'") && !hasControl(text, allowingNewline: false):
            return "'" + text + "'"
        case .multilineLiteral
        where !text.contains("'''") && !text.hasSuffix("'") && !hasControl(text, allowingNewline: true):
            let body = text.replacingOccurrences(of: "\n", with: lineBreak)
            return "'''" + (leadingBreak || text.hasPrefix("\n") ? lineBreak : "") + body + "'''"
        case .multilineBasic, .multilineLiteral:
            var body = ""
            var quotes = 0
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"":
                    // No three quotes in a row, nor one just before the closing ones.
                    quotes += 1
                    body += quotes == 3 ? "\\\"" : "\""
                    if quotes == 3 { quotes = 0 }
                    continue
                case "\\": body += "\\\\"
                case "\n": body += lineBreak
                case "\t": body += "\t"
                case "\r": body += "\\r"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                    body += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(4)
                default: body.unicodeScalars.append(scalar)
                }
                quotes = 0
            }
            if body.hasSuffix("\"") { body = String(body.dropLast()) + "\\\"" }
            return "\"\"\"" + (leadingBreak || text.hasPrefix("\n") ? lineBreak : "") + body + "\"\"\""
        default:
            return basic(text)
        }
    }

    /// A number as TOML: integers within 64 bits (in `style`'s base when it has one and the number
    /// is not negative; where a float was, with `.0`), floats as their JSON literal, which TOML
    /// reads the same.
    static func number(_ number: JSONNumber, style: TOMLStyle) -> String? {
        if style == .float, number.isIntegerLiteral, number.double.isFinite {
            // A float stays a float, which typed readers (serde, tomllib) tell from an integer.
            return (number.literal.hasPrefix("+") ? String(number.literal.dropFirst()) : number.literal)
                + ".0"
        }
        if number.isIntegerLiteral {
            guard let value = Int64(number.literal) else { return nil }
            if case .integer(let base, let uppercase) = style, value >= 0 {
                let prefix = base == 16 ? "0x" : base == 8 ? "0o" : "0b"
                return prefix + String(value, radix: base, uppercase: uppercase)
            }
            return String(value)
        }
        guard number.double.isFinite else { return nil }
        return number.literal
    }

    /// `value` written inline (inline tables and arrays on one line), in `style` for a scalar.
    static func inline(
        _ value: JSONValue, style: TOMLStyle = .none, lineBreak: String, leadingBreak: Bool = false
    ) throws(TOMLWriteError) -> String {
        switch value {
        case .null: throw TOMLWriteError(message: "TOML has no null")
        case .bool(let bool): return bool ? "true" : "false"
        case .number(let number):
            guard let text = self.number(number, style: style) else {
                throw TOMLWriteError(message: "\(number.literal) is beyond what a TOML number holds")
            }
            return text
        case .string(let string):
            if style == .dateTime, TOMLDateTime.isDateTime(string) { return string }
            return self.string(string, style: style, lineBreak: lineBreak, leadingBreak: leadingBreak)
        case .array(let array):
            var items: [String] = []
            for item in array { items.append(try inline(item, lineBreak: lineBreak)) }
            return "[" + items.joined(separator: ", ") + "]"
        case .object(let object):
            guard object.count > 0 else { return "{}" }
            var members: [String] = []
            for (name, member) in object.members {
                members.append(key(name) + " = " + (try inline(member, lineBreak: lineBreak)))
            }
            return "{ " + members.joined(separator: ", ") + " }"
        }
    }

    /// Whether `value` is a table TOML writes as a `[header]` section: a non-empty object.
    static func isSectionTable(_ value: JSONValue) -> Bool {
        if case .object(let object) = value { return object.count > 0 }
        return false
    }

    /// Whether `value` is written as `[[header]]` sections: a non-empty array of objects.
    static func isArrayOfTables(_ value: JSONValue) -> Bool {
        guard case .array(let array) = value, !array.isEmpty else { return false }
        return array.allSatisfy { if case .object = $0 { true } else { false } }
    }

    /// The sections of a table at `path` (its header's names, as written): its header, its
    /// key/value lines, then its tables and arrays of tables, each after a blank line when
    /// `blank`.
    static func section(
        _ object: JSONObject, path: String, isArray: Bool, lineBreak: String, blank: Bool
    ) throws(TOMLWriteError) -> String {
        var text = (isArray ? "[[" : "[") + path + (isArray ? "]]" : "]") + lineBreak
        text += try body(object, path: path, lineBreak: lineBreak, blank: blank)
        return text
    }

    /// A table's key/value lines, then its sub-tables' sections.
    static func body(_ object: JSONObject, path: String, lineBreak: String, blank: Bool)
        throws(TOMLWriteError)
        -> String
    {
        var text = ""
        for (name, member) in object.members where !isSectionTable(member) && !isArrayOfTables(member) {
            text += key(name) + " = " + (try inline(member, lineBreak: lineBreak)) + lineBreak
        }
        for (name, member) in object.members {
            let inner = path.isEmpty ? key(name) : path + "." + key(name)
            if case .object(let table) = member, isSectionTable(member) {
                text +=
                    (blank ? lineBreak : "")
                    + (try section(table, path: inner, isArray: false, lineBreak: lineBreak, blank: blank))
            } else if case .array(let tables) = member, isArrayOfTables(member) {
                for case .object(let table) in tables {
                    text +=
                        (blank ? lineBreak : "")
                        + (try section(table, path: inner, isArray: true, lineBreak: lineBreak, blank: blank))
                }
            }
        }
        return text
    }

    /// A table's members as dotted key/value lines under `prefix` (`a.b.` — its names as
    /// written, with the final dot), each line started with `indent`.
    static func dottedLines(
        _ object: JSONObject, prefix: String, indent: String, separator: String, lineBreak: String
    ) throws(TOMLWriteError) -> [String] {
        var lines: [String] = []
        for (name, member) in object.members {
            if case .object(let table) = member, table.count > 0 {
                lines += try dottedLines(
                    table, prefix: prefix + key(name) + ".", indent: indent, separator: separator,
                    lineBreak: lineBreak)
            } else {
                lines.append(
                    indent + prefix + key(name) + separator + (try inline(member, lineBreak: lineBreak)))
            }
        }
        return lines
    }
}

/// Why a value cannot be written as TOML.
struct TOMLWriteError: Error {
    let message: String
}
