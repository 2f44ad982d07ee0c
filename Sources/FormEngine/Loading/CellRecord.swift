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
    var required: PlistScalar?
    var minLength: PlistScalar?
    var maxLength: PlistScalar?
    var pattern: PlistScalar?
    var message: MessageRecord?
    var visibleWhen: ConditionRecord?
    var selection: PlistScalar?
    var minimumSelections: PlistScalar?
    var maximumSelections: PlistScalar?
    /// Keys FormEngine does not know, kept so they can be reported and are never fatal.
    var unknownKeys: [String] = []

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        for field in container.allKeys {
            switch field.stringValue {
            case "key": key = PlistScalar.decode(container, field, expecting: .string)
            case "kind": kind = PlistScalar.decode(container, field, expecting: .string)
            case "identifier", "cellIdentifier":
                identifier = PlistScalar.decode(container, field, expecting: .string)
            case "expandable", "isExpandable":
                expandable = PlistScalar.decode(container, field, expecting: .bool)
            case "expanded", "isExpanded": expanded = PlistScalar.decode(container, field, expecting: .bool)
            case "visible", "isVisible": visible = PlistScalar.decode(container, field, expecting: .bool)
            case "value": value = PlistScalar.decode(container, field, expecting: .string)
            case "firstTitle", "primaryTitle":
                firstTitle = PlistScalar.decode(container, field, expecting: .string)
            case "secondTitle", "secondaryTitle":
                secondTitle = PlistScalar.decode(container, field, expecting: .string)
            case "additionalRows":
                additionalRows = PlistScalar.decode(container, field, expecting: .integer)
            case "minimum": minimum = PlistScalar.decode(container, field, expecting: .real)
            case "maximum": maximum = PlistScalar.decode(container, field, expecting: .real)
            case "step": step = PlistScalar.decode(container, field, expecting: .real)
            case "minimumDate": minimumDate = PlistScalar.decode(container, field, expecting: .string)
            case "maximumDate": maximumDate = PlistScalar.decode(container, field, expecting: .string)
            case "onTitle": onTitle = PlistScalar.decode(container, field, expecting: .string)
            case "offTitle": offTitle = PlistScalar.decode(container, field, expecting: .string)
            case "required": required = PlistScalar.decode(container, field, expecting: .bool)
            case "minLength": minLength = PlistScalar.decode(container, field, expecting: .integer)
            case "maxLength": maxLength = PlistScalar.decode(container, field, expecting: .integer)
            case "pattern": pattern = PlistScalar.decode(container, field, expecting: .string)
            case "message": message = MessageRecord.decode(container, field)
            case "visibleWhen": visibleWhen = ConditionRecord.decode(container, field)
            case "selection": selection = PlistScalar.decode(container, field, expecting: .string)
            case "minimumSelections":
                minimumSelections = PlistScalar.decode(container, field, expecting: .integer)
            case "maximumSelections":
                maximumSelections = PlistScalar.decode(container, field, expecting: .integer)
            default: unknownKeys.append(field.stringValue)
            }
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
