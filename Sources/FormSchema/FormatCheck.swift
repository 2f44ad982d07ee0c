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
        case "uri":
            let reference = URIReference(text)
            return reference.scheme != nil && !text.contains(where: { $0 == " " || $0 == "\\" || $0 == "\"" })
                && text.unicodeScalars.allSatisfy { $0.isASCII }
        case "uuid":
            return matches(
                text, "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
        case "regex": return (try? ECMARegex(text)) != nil
        case "duration":
            return matches(
                text, "^P(?!$)((\\d+Y)?(\\d+M)?(\\d+D)?(T(?=\\d)(\\d+H)?(\\d+M)?(\\d+S)?)?|\\d+W)$")
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
        if let sign = text.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let offset = text[text.index(after: sign)...].split(separator: ":").compactMap { Int($0) }
            guard offset.count == 2, offset[0] < 24, offset[1] < 60 else { return false }
        }
        return true
    }

    static func email(_ text: String) -> Bool {
        guard let at = text.lastIndex(of: "@") else { return false }
        let local = text[..<at]
        let domain = String(text[text.index(after: at)...])
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
