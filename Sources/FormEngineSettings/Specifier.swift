import FormEngine

/// One entry of a pane's `PreferenceSpecifiers`, with typed access to its fields.
struct Specifier {
    /// The entry's fields as the file holds them.
    let fields: [String: PlistValue]
    /// The 1-based index in `PreferenceSpecifiers`.
    let index: Int
    /// The pane file, as shown in messages.
    let file: String

    /// The keys Apple documents for specifiers; any other key is kept as unknown.
    static let knownKeys: Set<String> = [
        "Type", "Title", "Key", "DefaultValue", "Titles", "ShortTitles", "Values", "MinimumValue",
        "MaximumValue", "MinimumValueImage", "MaximumValueImage", "TrueValue", "FalseValue", "File",
        "FooterText", "IsSecure", "KeyboardType", "AutocapitalizationType", "AutocorrectionType",
        "DisplaySortedByTitle", "SupportedUserInterfaceIdioms",
    ]

    var type: String? { string("Type") }
    var key: String? { string("Key").flatMap { $0.isEmpty ? nil : $0 } }
    var defaultValue: PlistValue? { fields["DefaultValue"] }

    /// Where the specifier is.
    var location: Location { Location(file: file, key: key, specifier: index) }

    /// The field `name` when it is a string.
    func string(_ name: String) -> String? {
        if case .string(let text)? = fields[name] { return text }
        return nil
    }

    /// The field `name` when it is a number.
    func number(_ name: String) -> Double? {
        switch fields[name] {
        case .integer(let number)?: return Double(number)
        case .real(let number)?: return number
        default: return nil
        }
    }

    /// The field `name` when it is a boolean.
    func bool(_ name: String) -> Bool? {
        if case .bool(let flag)? = fields[name] { return flag }
        return nil
    }

    /// The field `name` when it is an array.
    func array(_ name: String) -> [PlistValue]? {
        if case .array(let items)? = fields[name] { return items }
        return nil
    }

    /// The field keys FormEngine does not know, sorted.
    var unknownKeys: [String] { fields.keys.filter { !Self.knownKeys.contains($0) }.sorted() }
}

extension PlistValue {
    /// Equality as `NSObject.isEqual` sees plist values: numbers compare by value whatever their
    /// width, a string never equals a number.
    func matches(_ other: PlistValue) -> Bool {
        switch (self, other) {
        case (.integer(let a), .real(let b)), (.real(let b), .integer(let a)): return Double(a) == b
        default: return self == other
        }
    }

    /// Whether a numeric value equals `text` read as a number (`0.50` names the value 0.5).
    func matchesNumber(_ text: String) -> Bool {
        guard let number = Double(text.trimmingCharacters(in: .whitespaces)) else { return false }
        switch self {
        case .integer(let value): return Double(value) == number
        case .real(let value): return value == number
        default: return false
        }
    }

    /// Whether the value is a number or a boolean.
    var isScalar: Bool {
        switch self {
        case .integer, .real, .bool: return true
        default: return false
        }
    }

    /// The value as a person reads it in a message or a row.
    var text: String {
        switch self {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .real(let number): return Value.format(number)
        case .bool(let flag): return flag ? "YES" : "NO"
        case .date(let date): return "\(date)"
        case .data(let data): return "<\(data.count) bytes>"
        case .array(let items): return "(" + items.map(\.text).joined(separator: ", ") + ")"
        case .dictionary(let items): return "{\(items.count) entries}"
        }
    }

    /// The value quoted for a message: strings in quotes, everything else with its type.
    var quoted: String {
        if case .string(let text) = self { return "'\(text)'" }
        return "\(text) (\(typeName))"
    }
}
