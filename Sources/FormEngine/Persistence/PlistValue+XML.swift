import Foundation

extension PlistValue {
    /// Whether an XML property list can hold this value unchanged: every string and dictionary key
    /// is free of the characters XML 1.0 cannot hold (most C0 controls, U+FFFE, U+FFFF) and of
    /// carriage returns, which XML readers turn into newlines.
    var fitsXML: Bool {
        switch self {
        case .string(let text): return Self.fitsXML(text)
        case .array(let items): return items.allSatisfy(\.fitsXML)
        case .dictionary(let items): return items.allSatisfy { Self.fitsXML($0.key) && $0.value.fitsXML }
        case .integer, .real, .bool, .date, .data: return true
        }
    }

    /// Whether XML 1.0 holds `text` unchanged (see ``fitsXML``).
    static func fitsXML(_ text: String) -> Bool {
        ControlCharacters.fitsXML(text) && !text.unicodeScalars.contains("\r")
    }

    /// The property-list format to write `values` in: XML, FormEngine's format, unless a string in
    /// them cannot be XML — possible only for entries read from a file written by others (a
    /// binary plist), as input with control characters is refused — and then binary, which every
    /// plist reader takes, so the entry is kept unchanged rather than written into a file that
    /// strict readers refuse.
    static func format(for values: [PlistValue]) -> PropertyListSerialization.PropertyListFormat {
        values.allSatisfy(\.fitsXML) ? .xml : .binary
    }
}
