import Foundation

/// What tells a JSON descriptor from a property list, and how its problems name their place: by
/// JSON path (`sections[1].rows[3].kind`) instead of section and row.
enum JSONDescriptor {
    /// Whether `data` is read as JSON: a `file` name ending in `.json`, or a first byte (after
    /// white space and a UTF-8 byte order mark) of `[` or `{`, which no XML or binary property
    /// list has.
    static func isJSON(_ data: Data, file: String?) -> Bool {
        if let file, file.lowercased().hasSuffix(".json") { return true }
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            var index = 0
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                case UInt8(ascii: "["), UInt8(ascii: "{"): return true
                default: return false
                }
            }
            return false
        }
    }

    /// `error` with its place named by JSON path, from its section and row in a file of
    /// `layout`, and the field its reason starts with (`kind`, `value: …`), which then leaves
    /// the reason. An error that has a path already, or no section, is returned as it is.
    static func named(_ error: FormError, layout: DescriptorFile.Layout?) -> FormError {
        var location = error.location
        guard location.path == nil, let layout, let section = location.section else { return error }
        var path: String
        switch (layout, location.row) {
        case (.sections, let row?): path = "[\(section - 1)][\(row - 1)]"
        case (.sections, nil): path = "[\(section - 1)]"
        case (.titled, let row?): path = "sections[\(section - 1)].rows[\(row - 1)]"
        case (.titled, nil): path = "sections[\(section - 1)]"
        case (.cells, let row?): path = "[\(row - 1)]"
        case (.cells, nil): return error
        }
        if location.row == nil, location.key == "template" {
            // A problem in a section's template cell: the key names the template, not a row.
            path += ".template"
            location.key = nil
        }
        var reason = error.reason
        if let (field, rest) = field(in: reason) {
            path += ".\(field)"
            reason = rest
        }
        location.path = path
        switch error {
        case .invalidDescriptor: return .invalidDescriptor(location, reason: reason)
        case .malformed: return .malformed(location, reason: reason)
        case .invalidValue: return .invalidValue(location, reason: reason)
        default: return error
        }
    }

    /// The field a problem's reason is about, and the reason to print after the field's path:
    /// `unknown kind 'emial' …` is about `kind` (and keeps its text), `value: not a date` about
    /// `value` (and loses the `value: `), `minimumDate must be a date …` about `minimumDate` (and
    /// keeps `must be a date …`).
    static func field(in reason: String) -> (field: String, rest: String)? {
        for field in ["kind", "identifier"] where reason.hasPrefix("unknown \(field) ") {
            return (field, reason)
        }
        let name = reason.prefix { $0.isASCII && $0.isLetter }
        guard !name.isEmpty else { return nil }
        let after = reason.dropFirst(name.count)
        if after.hasPrefix(": ") { return (String(name), String(after.dropFirst(2))) }
        let known = DescriptorKeys.cell + DescriptorKeys.section
        guard after.hasPrefix(" "), known.contains(String(name)) else { return nil }
        // `expandable must be a boolean` reads `….expandable: must be a boolean`.
        return (String(name), after.hasPrefix(" must ") ? String(after.dropFirst()) : reason)
    }
}
