/// Text from a descriptor made safe to print on a terminal: no character in it can move the
/// cursor, clear the screen, change colours or break a line.
///
/// ```swift
/// TerminalText.visible("T\u{1b}[31mred")   // "T␛[31mred"
/// TerminalText.visible("a\nb")             // "a␊b"
/// ```
package enum TerminalText {
    /// `text` with every control character replaced by a visible stand-in: C0 controls
    /// (U+0000–U+001F) by their Unicode Control Picture (U+2400 + code: ESC → ␛, LF → ␊), DEL by ␡,
    /// and C1 controls (U+0080–U+009F) by U+FFFD. Everything else (combining marks, emoji, wide
    /// characters) is left as it is.
    /// - Complexity: O(n); text without control characters is returned without copying.
    package static func visible(_ text: String) -> String {
        guard hasControl(text) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(picture(of: scalar))
        }
        return String(scalars)
    }

    /// Whether `text` holds a control character, read from its UTF-8: a byte below 0x20, 0x7F,
    /// or 0xC2 followed by 0x80–0x9F (U+0080–U+009F; 0xC2 is only ever a lead byte).
    package static func hasControl(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { hasControl($0) }
    }

    /// Whether the UTF-8 `bytes` hold a control character, as `hasControl(_:)` for a string.
    package static func hasControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0) { return true }
            previous = byte
        }
        return false
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The stand-in for one scalar (the scalar itself when it is not a control).
    package static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        case 0x80...0x9F: "\u{FFFD}"
        default: scalar
        }
    }
}
