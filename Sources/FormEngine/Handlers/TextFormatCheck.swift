import Foundation

/// The built-in format checks of `email`, `url` and `phone` rows. A failed check is a
/// validation problem (rule `format`), never a refusal: what a person typed is kept.
enum TextFormatCheck {
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
