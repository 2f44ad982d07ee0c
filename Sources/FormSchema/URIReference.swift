import FormDocuments

/// RFC 3986 references, enough for `$id` and `$ref`: split, resolve against a base, and the
/// fragment's JSON pointer. Written out rather than taken from `URL`, which does not resolve
/// `urn:` bases or empty references the way JSON Schema needs.
package struct URIReference: Sendable, Hashable {
    package var scheme: String?
    package var authority: String?
    package var path: String
    package var query: String?
    package var fragment: String?

    package init(_ text: String) {
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        if let colon = rest.firstIndex(of: ":"),
            rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
            rest.first?.isLetter == true
        {
            scheme = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = String(rest[..<end])
            rest = rest[end...]
        }
        path = String(rest)
    }

    /// The reference without its fragment.
    package var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    package var text: String {
        var result = ""
        if let scheme { result += scheme + ":" }
        if let authority { result += "//" + authority }
        result += path
        if let query { result += "?" + query }
        if let fragment { result += "#" + fragment }
        return result
    }

    /// `reference` resolved against `self` (RFC 3986 §5.2).
    package func resolving(_ reference: URIReference) -> URIReference {
        var target = URIReference("")
        if reference.scheme != nil {
            target = reference
            target.path = Self.removeDotSegments(reference.path)
        } else if reference.authority != nil {
            target = reference
            target.scheme = scheme
            target.path = Self.removeDotSegments(reference.path)
        } else {
            target.scheme = scheme
            target.authority = authority
            if reference.path.isEmpty {
                target.path = path
                target.query = reference.query ?? query
            } else {
                if reference.path.hasPrefix("/") {
                    target.path = Self.removeDotSegments(reference.path)
                } else {
                    let merged: String
                    if authority != nil, path.isEmpty {
                        merged = "/" + reference.path
                    } else if let slash = path.lastIndex(of: "/") {
                        merged = path[...slash] + reference.path
                    } else {
                        merged = reference.path
                    }
                    target.path = Self.removeDotSegments(merged)
                }
                target.query = reference.query
            }
        }
        target.fragment = reference.fragment
        return target
    }

    package func resolving(_ text: String) -> URIReference { resolving(URIReference(text)) }

    static func removeDotSegments(_ path: String) -> String {
        guard path.contains(".") else { return path }
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let last = index == segments.count - 1
            if segment == "." {
                if last { output.append("") }
            } else if segment == ".." {
                if output.count > 1 || (output.count == 1 && output[0] != "") { output.removeLast() }
                if last { output.append("") }
            } else {
                output.append(segment)
            }
        }
        var result = output.joined(separator: "/")
        if path.hasPrefix("/"), !result.hasPrefix("/") { result = "/" + result }
        return result
    }
}

extension String {
    /// Percent-decoded, or `self` when it is not valid percent-encoding.
    var percentDecoded: String { removingPercentEncodingSafely ?? self }

    private var removingPercentEncodingSafely: String? {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var iterator = Array(utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard iterator.count >= 2, let high = hexValue(iterator.removeFirst()),
                    let low = hexValue(iterator.removeFirst())
                else { return nil }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
