/// The old-style `.strings` format, read in one pass over the text's scalars with no recursion:
///
/// ```
/// /* A comment */
/// "Dark mode" = "Dunkler Modus";   // another comment
/// unquoted_key = "a \"quoted\" value\n";
/// "Same";                          // the key is its own value
/// ```
///
/// Escapes inside quotes: `\"` `\\` `\n` `\t` `\r` `\a` `\b` `\f` `\v`, `\Uxxxx` / `\uxxxx`
/// (four hex digits, surrogate pairs joined) and up to three octal digits. Work and memory are
/// linear in the text's length.
struct StringsParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    /// The entries read so far: after a mistake, those before it.
    private(set) var entries: [String: String] = [:]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Every `key = value` pair; a later duplicate key replaces an earlier one, as Foundation does.
    /// - Throws: ``FormError/malformed(_:reason:)`` naming the line of the first mistake.
    mutating func parse() throws(FormError) -> [String: String] {
        entries = [:]
        while true {
            try skipBlanks()
            guard position < scalars.count else { return entries }
            let key = try token("a key")
            // A missing ';' is reported on the line where its entry ends, not where the next begins.
            var ended = line
            try skipBlanks()
            var value = key
            if peek == "=" {
                position += 1
                try skipBlanks()
                value = try token("a value")
                ended = line
                try skipBlanks()
            }
            guard peek == ";" else {
                throw .malformed(Location(), reason: "line \(ended): expected ';' after \"\(key)\"")
            }
            position += 1
            entries[key] = value
        }
    }

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func failure(_ reason: String) -> FormError {
        .malformed(Location(), reason: "line \(line): \(reason)")
    }

    /// Skips white space, `/* … */` and `// …` comments.
    private mutating func skipBlanks() throws(FormError) {
        while let scalar = peek {
            if scalar == "\n" {
                line += 1
                position += 1
            } else if scalar.properties.isWhitespace {
                position += 1
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                let opened = line
                position += 2
                while position < scalars.count, !(scalars[position] == "*" && peekNext == "/") {
                    if scalars[position] == "\n" { line += 1 }
                    position += 1
                }
                guard position < scalars.count else {
                    throw .malformed(Location(), reason: "line \(opened): comment is never closed")
                }
                position += 2
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                while let next = peek, next != "\n" { position += 1 }
            } else {
                return
            }
        }
    }

    private var peekNext: Unicode.Scalar? { position + 1 < scalars.count ? scalars[position + 1] : nil }

    /// A quoted string or a bare word of letters, digits and `_$:./-`.
    private mutating func token(_ what: String) throws(FormError) -> String {
        guard let first = peek else { throw failure("expected \(what), found the end of the file") }
        if first == "\"" { return try quoted() }
        var word = String.UnicodeScalarView()
        while let scalar = peek, Self.isWordScalar(scalar) {
            word.append(scalar)
            position += 1
        }
        guard !word.isEmpty else { throw failure("expected \(what), found '\(Character(first))'") }
        return String(word)
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "_$:./-".unicodeScalars.contains(scalar)
    }

    /// A `"…"` string with its escapes resolved.
    private mutating func quoted() throws(FormError) -> String {
        let opened = line
        position += 1
        var text = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        while let scalar = peek {
            position += 1
            if scalar == "\"" {
                if let high = pendingHigh, let lone = Unicode.Scalar(high) { text.append(lone) }
                return String(text)
            }
            if scalar == "\n" { line += 1 }
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            guard let escaped = peek else { break }
            position += 1
            if escaped == "U" || escaped == "u" {
                let code = try hex()
                if (0xD800...0xDBFF).contains(code) {
                    pendingHigh = code
                    continue
                }
                if let high = pendingHigh, (0xDC00...0xDFFF).contains(code) {
                    pendingHigh = nil
                    let joined = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                    text.append(Unicode.Scalar(joined) ?? "\u{FFFD}")
                    continue
                }
                text.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            } else if ("0"..."7").contains(escaped) {
                var code = escaped.value - 48
                for _ in 0..<2 {
                    guard let digit = peek, ("0"..."7").contains(digit) else { break }
                    code = code * 8 + digit.value - 48
                    position += 1
                }
                text.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            } else {
                text.append(Self.simpleEscape(escaped))
            }
            pendingHigh = nil
        }
        throw .malformed(Location(), reason: "line \(opened): string is never closed")
    }

    private static func simpleEscape(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        default: return scalar
        }
    }

    /// Four hex digits after `\U`.
    private mutating func hex() throws(FormError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = peek, digit.isASCII, let value = UInt32(String(Character(digit)), radix: 16)
            else {
                throw failure("\\U needs four hex digits")
            }
            code = code * 16 + value
            position += 1
        }
        return code
    }
}
