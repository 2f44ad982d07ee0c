import Foundation

/// A localisation table read from a `.strings` file: in the old-style text format
/// (`"key" = "value";` with `/* */` and `//` comments, UTF-8 or UTF-16 with a byte-order mark) or
/// as an XML or binary property list holding a dictionary of strings.
struct StringsFile: Sendable {
    /// The strings by key.
    var entries: [String: String]

    /// Reads a table from bytes; `file` names them in error messages.
    /// - Throws: ``FormError/malformed(_:reason:)`` when the bytes are neither format.
    static func parse(_ data: Data, file: String, limits: LoadLimits) throws(FormError) -> StringsFile {
        if data.starts(with: Array("bplist".utf8)) { return try plist(data, file: file, limits: limits) }
        guard let text = decode(data) else {
            throw .malformed(Location(file: file), reason: "not UTF-8 or UTF-16 text")
        }
        let start = text.unicodeScalars.first { !$0.properties.isWhitespace }
        if start == "<" { return try plist(data, file: file, limits: limits) }
        var parser = StringsParser(text)
        do {
            return StringsFile(entries: try parser.parse())
        } catch {
            throw .malformed(Location(file: file), reason: error.reason)
        }
    }

    /// The XML or binary plist form: screened by the guard, then a dictionary of strings.
    private static func plist(_ data: Data, file: String, limits: LoadLimits) throws(FormError) -> StringsFile
    {
        guard case .dictionary(let root) = try PlistValue.parse(data, file: file, limits: limits) else {
            throw .malformed(Location(file: file), reason: "a strings table must be a dictionary")
        }
        var entries: [String: String] = [:]
        for (key, value) in root {
            guard case .string(let text) = value else {
                throw .malformed(
                    Location(file: file, key: key),
                    reason: "a string's translation must be a string, not \(value.typeName)")
            }
            entries[key] = text
        }
        return StringsFile(entries: entries)
    }

    /// The text of the bytes: UTF-16 when a byte-order mark says so, otherwise UTF-8.
    private static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xFF, 0xFE]) {
            return String(data: data.dropFirst(2), encoding: .utf16LittleEndian)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return String(data: data.dropFirst(2), encoding: .utf16BigEndian)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: data.dropFirst(3), encoding: .utf8) }
        return String(data: data, encoding: .utf8)
    }
}
