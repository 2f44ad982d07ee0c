/// The rule for control characters in text FormEngine saves: a value typed or set may not hold
/// one, because XML 1.0 — the format of state and defaults files — cannot hold most of them, even
/// escaped, and strict readers (Python's `plistlib`, `plutil -lint`) refuse such a file.
///
/// Refused: the C0 controls U+0000–U+001F, DEL U+007F, the C1 controls U+0080–U+009F, the
/// non-characters U+FFFE and U+FFFF, and the byte order mark U+FEFF, which Foundation's plist
/// readers drop from the start of a string (so the value would not load back as saved). Tab and newline are taken only where the kind of row allows
/// several lines; no kind does today (``RowKind/text`` is one line), so they are refused too.
/// Values read from files written by others are screened the same way: such an entry is
/// reported, kept in the file and not used (see ``Form/restore(_:file:)``).
enum ControlCharacters {
    /// Whether `scalar` is refused in a value; `allowingLineBreaks` takes tab and newline.
    static func isRefused(_ scalar: Unicode.Scalar, allowingLineBreaks: Bool = false) -> Bool {
        switch scalar.value {
        case 0x09, 0x0a: return !allowingLineBreaks
        case 0x00...0x1f, 0x7f...0x9f, 0xfeff, 0xfffe, 0xffff: return true
        default: return false
        }
    }

    /// The first refused character of `text`, or `nil` when it has none.
    static func first(in text: String, allowingLineBreaks: Bool = false) -> Unicode.Scalar? {
        text.unicodeScalars.first { isRefused($0, allowingLineBreaks: allowingLineBreaks) }
    }

    /// `control character U+0001 is not allowed` (`byte order mark U+FEFF is not allowed`) for
    /// the first refused character of `text`, or `nil` when it has none.
    static func refusal(in text: String, allowingLineBreaks: Bool = false) -> String? {
        guard let scalar = first(in: text, allowingLineBreaks: allowingLineBreaks) else { return nil }
        let what = scalar.value == 0xfeff ? "byte order mark" : "control character"
        return "\(what) \(name(scalar)) is not allowed"
    }

    /// `U+0001`: the scalar's code point, at least four hex digits.
    static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether XML 1.0 can hold `text` at all: every character but tab, newline and carriage
    /// return below U+0020, and U+FFFE and U+FFFF, is outside its character set.
    static func fitsXML(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x09, 0x0a, 0x0d: return true
            case 0x00...0x1f, 0xfffe, 0xffff: return false
            default: return true
            }
        }
    }
}
