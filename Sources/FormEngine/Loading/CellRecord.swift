/// One cell dictionary exactly as the file has it, with both key spellings folded into one field
/// and every value kept as a ``PlistScalar`` so that the loader, not the decoder, judges its type
/// and can report every problem with its place.
struct CellRecord: Decodable {
    var key: PlistScalar?
    var kind: PlistScalar?
    var identifier: PlistScalar?
    var expandable: PlistScalar?
    var expanded: PlistScalar?
    var visible: PlistScalar?
    var value: PlistScalar?
    var firstTitle: PlistScalar?
    var secondTitle: PlistScalar?
    var additionalRows: PlistScalar?
    var minimum: PlistScalar?
    var maximum: PlistScalar?
    var step: PlistScalar?
    var minimumDate: PlistScalar?
    var maximumDate: PlistScalar?
    var onTitle: PlistScalar?
    var offTitle: PlistScalar?
    /// Keys FormEngine does not know, kept so they can be reported and are never fatal.
    var unknownKeys: [String] = []

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        for field in container.allKeys {
            let name = field.stringValue
            if let expected = Self.expected(for: name) {
                set(name, PlistScalar.decode(container, field, expecting: expected))
            } else {
                unknownKeys.append(name)
            }
        }
    }

    /// The type field `name` usually holds, or `nil` when FormEngine does not know the field.
    static func expected(for name: String) -> PlistScalar.Expected? {
        switch name {
        case "key", "kind", "identifier", "cellIdentifier", "value", "firstTitle", "primaryTitle",
            "secondTitle", "secondaryTitle", "minimumDate", "maximumDate", "onTitle", "offTitle":
            return .string
        case "expandable", "isExpandable", "expanded", "isExpanded", "visible", "isVisible": return .bool
        case "additionalRows": return .integer
        case "minimum", "maximum", "step": return .real
        default: return nil
        }
    }

    /// Stores the value of the known field `name` (either spelling); returns whether the field
    /// already held a value (a key given twice, or in both spellings).
    @discardableResult
    mutating func set(_ name: String, _ scalar: PlistScalar) -> Bool {
        func put(_ field: inout PlistScalar?) -> Bool {
            defer { field = scalar }
            return field != nil
        }
        switch name {
        case "key": return put(&key)
        case "kind": return put(&kind)
        case "identifier", "cellIdentifier": return put(&identifier)
        case "expandable", "isExpandable": return put(&expandable)
        case "expanded", "isExpanded": return put(&expanded)
        case "visible", "isVisible": return put(&visible)
        case "value": return put(&value)
        case "firstTitle", "primaryTitle": return put(&firstTitle)
        case "secondTitle", "secondaryTitle": return put(&secondTitle)
        case "additionalRows": return put(&additionalRows)
        case "minimum": return put(&minimum)
        case "maximum": return put(&maximum)
        case "step": return put(&step)
        case "minimumDate": return put(&minimumDate)
        case "maximumDate": return put(&maximumDate)
        case "onTitle": return put(&onTitle)
        case "offTitle": return put(&offTitle)
        default:
            defer { unknownKeys.append(name) }
            return unknownKeys.contains(name)
        }
    }
}

/// Any string key of a plist dictionary.
struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
