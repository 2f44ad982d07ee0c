import Foundation

/// A localisation table read from a `.strings` file: in the old-style text format
/// (`"key" = "value";` with `/* */` and `//` comments, UTF-8 or UTF-16 with a byte-order mark) or
/// as an XML or binary property list holding a dictionary of strings.
struct StringsFile: Sendable {
    /// The strings by key.
    var entries: [String: String]

    /// Reads a table from bytes; `file` names them in error messages.
    /// - Throws: ``FormError/malformed(_:reason:)`` when the bytes are neither format, or the
    ///   text format has a mistake (naming its line).
    static func parse(_ data: Data, file: String, limits: LoadLimits) throws(FormError) -> StringsFile {
        let (table, mistake) = try read(data, file: file, limits: limits)
        if let mistake { throw mistake }
        return table
    }

    /// Reads a table as far as it can: in the text format, a mistake stops reading and is
    /// returned with the entries before it, which stay usable (a table missing the `;` after its
    /// last entry loses only that entry).
    /// - Throws: ``FormError/malformed(_:reason:)`` when the bytes are neither format.
    static func read(_ data: Data, file: String, limits: LoadLimits) throws(FormError)
        -> (table: StringsFile, mistake: FormError?)
    {
        if data.starts(with: Array("bplist".utf8)) {
            return (try plist(data, file: file, limits: limits), nil)
        }
        // Bytes that are not UTF-8 are read as Mac OS Roman, the encoding old tables were saved
        // in, and reported.
        var mistakes: [String] = []
        var decoded = decode(data)
        if decoded == nil {
            decoded = MacRoman.decode(data)
            mistakes.append("not UTF-8 or UTF-16 text; read as Mac OS Roman")
        }
        guard let text = decoded else {
            throw .malformed(Location(file: file), reason: "not UTF-8 or UTF-16 text")
        }
        let start = text.unicodeScalars.first { !$0.properties.isWhitespace }
        if start == "<" { return (try plist(data, file: file, limits: limits), nil) }
        var parser = StringsParser(text)
        var entries: [String: String]
        do {
            entries = try parser.parse()
        } catch {
            entries = parser.entries
            let kept = entries.count
            let note =
                kept == 0
                ? ""
                : kept == 1 ? "; the entry before it is used" : "; the \(kept) entries before it are used"
            mistakes.append(error.reason + note)
        }
        let mistake =
            mistakes.isEmpty
            ? nil : FormError.malformed(Location(file: file), reason: mistakes.joined(separator: "; and "))
        return (StringsFile(entries: entries), mistake)
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

    /// The text of the bytes: UTF-16 when a byte-order mark or a leading zero byte says so,
    /// otherwise UTF-8.
    private static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xFF, 0xFE]) {
            return String(data: data.dropFirst(2), encoding: .utf16LittleEndian)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return String(data: data.dropFirst(2), encoding: .utf16BigEndian)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: data.dropFirst(3), encoding: .utf8) }
        // UTF-16 without a byte-order mark, as some editors save it: text begins with an ASCII
        // character, so one of its first two bytes is zero.
        if bytes.count >= 2, data.count % 2 == 0 {
            if bytes[0] != 0, bytes[1] == 0 { return String(data: data, encoding: .utf16LittleEndian) }
            if bytes[0] == 0, bytes[1] != 0 { return String(data: data, encoding: .utf16BigEndian) }
        }
        return String(data: data, encoding: .utf8)
    }
}
