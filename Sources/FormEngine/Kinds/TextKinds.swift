import Foundation

// What the text kinds share (``TextKind``: `text`, `email`, `url`, `phone`, `password`,
// `textArea`, told apart by its ``TextFormat``): the format (its name, keyboard, whether it is
// masked), the text it accepts, its format check and the builder's constructor.

/// What a text row holds, which decides its built-in format check, whether it is masked, and
/// the keyboard a UI offers.
public enum TextFormat: String, Hashable, Sendable, CaseIterable {
    /// Any single line of text (`text`).
    case plain = "text"
    /// An email address (`email`): one `@`, something before it and a dotted domain after it.
    case email
    /// An absolute `http` or `https` URL with a host (`url`).
    case url
    /// A phone number (`phone`): 5 to 20 digits, and only `+ ( ) - .` and spaces besides.
    case phone
    /// A secret (`password`): masked when shown and, unless `persist` says otherwise, not saved.
    case password
    /// Several lines of text (`textArea`).
    case textArea

    /// The keyboard a UI should offer (`--dump --json` gives it as `keyboard`).
    package var keyboard: String {
        switch self {
        case .plain, .password, .textArea: return "default"
        case .email: return "emailAddress"
        case .url: return "URL"
        case .phone: return "phonePad"
        }
    }
}

/// ``TextKind``'s helpers: the text each format takes and its format check.
enum TextKinds {
    /// Whether the format hides what is typed and is not saved unless `persist` says so.
    static func isSecret(_ format: TextFormat) -> Bool { format == .password }

    /// `text` as the format takes it: one line, or several for a `textArea`; a control character
    /// is refused (``ControlCharacters``).
    static func checked(_ text: String, format: TextFormat) throws(FormError) -> Value {
        try ValueParser.checkedText(text, lines: format == .textArea)
    }

    /// The format check's problem with `text`, or `nil` when it passes (rule `format`).
    static func problem(_ text: String, format: TextFormat, name: String) -> (
        rule: ValidationRule, message: String
    )? {
        passes(text, format: format) ? nil : (.format, "\(name) \(expectation(format))")
    }

    // The built-in format checks of `email`, `url` and `phone` rows. A failed check is a
    // validation problem (rule `format`), never a refusal: what a person typed is kept.

    /// Whether `text` has the format's shape; formats without a check always pass.
    static func passes(_ text: String, format: TextFormat) -> Bool {
        switch format {
        case .email: return isEmail(text)
        case .url: return isWebURL(text)
        case .phone: return isPhone(text)
        case .plain, .password, .textArea: return true
        }
    }

    /// What a failed check says, after the row's name.
    static func expectation(_ format: TextFormat) -> String {
        switch format {
        case .email: return "must be an email address (name@example.com)"
        case .url: return "must be a web address starting http:// or https://"
        case .phone: return "must be a phone number (5 to 20 digits; + ( ) - . and spaces allowed)"
        case .plain, .password, .textArea: return ""
        }
    }

    /// One `@`, a non-empty local part, and a domain of at least two non-empty labels; no spaces.
    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }

    /// An absolute `http` or `https` URL with a host.
    static func isWebURL(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace), let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return false }
        return true
    }

    /// 5 to 20 digits, and only `+ ( ) - .` and spaces besides.
    static func isPhone(_ text: String) -> Bool {
        var digits = 0
        for character in text {
            if character.isASCII && character.isNumber {
                digits += 1
            } else if !"+()-. ".contains(character) {
                return false
            }
        }
        return (5...20).contains(digits)
    }
}

extension Cell {
    /// A text row; `kind` may name another text kind (`email`, `url`, `phone`, `password`,
    /// `textArea`).
    public static func text(_ key: RowKey, _ title: String, kind: String = "text") -> Cell {
        Cell(key, title, kind: kind)
    }
}
