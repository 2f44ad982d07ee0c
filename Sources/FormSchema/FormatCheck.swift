import Foundation

/// The `format` assertions ``SchemaOptions/assertFormat`` turns on: date, date-time, time, email,
/// hostname, ipv4, ipv6, uri, uuid, regex, duration. Other formats are not checked.
enum FormatCheck {
    static func accepts(_ text: String, format: String) -> Bool {
        switch format {
        case "date": return date(text)
        case "date-time":
            let parts = text.split(separator: "T", maxSplits: 1).flatMap {
                $0.split(separator: "t", maxSplits: 1)
            }
            return parts.count == 2 && date(String(parts[0])) && time(String(parts[1]))
        case "time": return time(text)
        case "email": return email(text)
        case "hostname": return hostname(text)
        case "ipv4": return ipv4(text)
        case "ipv6": return ipv6(text)
        case "uri": return uri(text)
        case "uuid":
            return matches(
                text, "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
        case "regex": return (try? ECMARegex(text)) != nil
        case "duration":
            // RFC 3339 appendix A: units in order, none skipped inside a run (P1Y2D is not one).
            let time = #"T(?:\d+H(?:\d+M(?:\d+S)?)?|\d+M(?:\d+S)?|\d+S)"#
            let date = #"(?:\d+D|\d+M(?:\d+D)?|\d+Y(?:\d+M(?:\d+D)?)?)"#
            return matches(text, "^P(?:\(date)(?:\(time))?|\(time)|" + #"\d+W)$"#)
        default: return true
        }
    }

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let regex = try? ECMARegex(pattern) else { return false }
        return regex.search(text) == .match
    }

    static func date(_ text: String) -> Bool {
        guard matches(text, "^\\d{4}-\\d{2}-\\d{2}$") else { return false }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]) else { return false }
        let leap = parts[0] % 4 == 0 && (parts[0] % 100 != 0 || parts[0] % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][parts[1] - 1]
        return (1...days).contains(parts[2])
    }

    static func time(_ text: String) -> Bool {
        guard matches(text, "^\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([zZ]|[+-]\\d{2}:\\d{2})$") else { return false }
        let digits = text.prefix(8).split(separator: ":").compactMap { Int($0) }
        guard digits.count == 3, digits[0] < 24, digits[1] < 60, digits[2] <= 60 else { return false }
        var offsetMinutes = 0
        if let sign = text.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let offset = text[text.index(after: sign)...].split(separator: ":").compactMap { Int($0) }
            guard offset.count == 2, offset[0] < 24, offset[1] < 60 else { return false }
            offsetMinutes = (offset[0] * 60 + offset[1]) * (text[sign] == "+" ? 1 : -1)
        }
        // A leap second is 23:59:60 in UTC only.
        if digits[2] == 60 {
            let utc = ((digits[0] * 60 + digits[1] - offsetMinutes) % 1440 + 1440) % 1440
            return utc == 23 * 60 + 59
        }
        return true
    }

    static func email(_ text: String) -> Bool {
        guard let at = text.lastIndex(of: "@") else { return false }
        let local = text[..<at]
        let domain = String(text[text.index(after: at)...])
        if local.count >= 2, local.hasPrefix("\""), local.hasSuffix("\"") {
            // A quoted local part takes any character but an unescaped quote.
            let inside = local.dropFirst().dropLast().replacingOccurrences(of: #"\""#, with: "")
            return !inside.contains("\"") && hostname(domain)
        }
        guard !local.isEmpty, !local.hasPrefix("."), !local.hasSuffix("."), !local.contains("..") else {
            return false
        }
        guard !local.contains(where: { $0 == " " }) else { return false }
        if domain.hasPrefix("["), domain.hasSuffix("]") {
            let inner = String(domain.dropFirst().dropLast())
            return ipv4(inner) || (inner.hasPrefix("IPv6:") && ipv6(String(inner.dropFirst(5))))
        }
        return hostname(domain)
    }

    static func hostname(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 253 else { return false }
        let host = text.hasSuffix(".") ? String(text.dropLast()) : text
        return host.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }
        }
    }

    /// RFC 3986 absolute URIs: a scheme, only the characters a URI may hold, valid
    /// percent-escapes, brackets only around an IPv6 host, a numeric port.
    static func uri(_ text: String) -> Bool {
        let reference = URIReference(text)
        guard let scheme = reference.scheme, !scheme.isEmpty else { return false }
        let allowed = Set(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%")
        guard text.allSatisfy({ allowed.contains($0) }) else { return false }
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, Character(Unicode.Scalar(bytes[index + 1])).isHexDigit,
                Character(Unicode.Scalar(bytes[index + 2])).isHexDigit
            else { return false }
        }
        let outside = reference.path + (reference.query ?? "") + (reference.fragment ?? "")
        guard !outside.contains("["), !outside.contains("]") else { return false }
        if var authority = reference.authority {
            if let at = authority.lastIndex(of: "@") {
                authority = String(authority[authority.index(after: at)...])
            }
            if authority.hasPrefix("[") {
                guard let close = authority.firstIndex(of: "]") else { return false }
                let literal = String(authority[authority.index(after: authority.startIndex)..<close])
                guard ipv6(literal) || literal.lowercased().hasPrefix("v") else { return false }
                authority = String(authority[authority.index(after: close)...])
                guard authority.isEmpty || authority.hasPrefix(":") else { return false }
            }
            guard !authority.contains("["), !authority.contains("]") else { return false }
            if let colon = authority.lastIndex(of: ":") {
                let port = authority[authority.index(after: colon)...]
                guard port.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
            }
        }
        return true
    }

    static func ipv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber }
                    && (part == "0" || !part.hasPrefix("0")) && (Int(part) ?? 256) <= 255
            }
    }

    static func ipv6(_ text: String) -> Bool {
        guard !text.isEmpty, text.allSatisfy({ ($0.isASCII && $0.isHexDigit) || $0 == ":" || $0 == "." })
        else {
            return false
        }
        var address = text
        // A trailing dotted IPv4 address stands for the last two groups.
        if let colon = text.lastIndex(of: ":"), text[colon...].contains(".") {
            guard ipv4(String(text[text.index(after: colon)...])) else { return false }
            address = String(text[...colon]) + "0:0"
        }
        func groups(_ part: String) -> [Substring]? {
            if part.isEmpty { return [] }
            let groups = part.split(separator: ":", omittingEmptySubsequences: false)
            return groups.allSatisfy { (1...4).contains($0.count) } ? groups : nil
        }
        let halves = address.components(separatedBy: "::")
        switch halves.count {
        case 1: return groups(address)?.count == 8
        case 2:
            guard let left = groups(halves[0]), let right = groups(halves[1]) else { return false }
            return left.count + right.count < 8
        default: return false
        }
    }
}
