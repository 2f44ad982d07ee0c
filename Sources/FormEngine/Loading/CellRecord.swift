/// One cell dictionary exactly as the file has it, with both key spellings folded into one field
/// and every value kept as a ``PlistScalar`` so that the loader, not the decoder, judges its type
/// and can report every problem with its place.
struct CellRecord: Decodable {
    /// The scalar fields, indexed by ``Field``: one buffer, so that copying a record (which
    /// converting it does several times) costs a retain rather than a copy of every field.
    private var scalars = [PlistScalar?](repeating: nil, count: Field.allCases.count)
    var key: PlistScalar? { scalars[Field.key.rawValue] }
    var kind: PlistScalar? { scalars[Field.kind.rawValue] }
    var identifier: PlistScalar? { scalars[Field.identifier.rawValue] }
    var expandable: PlistScalar? { scalars[Field.expandable.rawValue] }
    var expanded: PlistScalar? { scalars[Field.expanded.rawValue] }
    var visible: PlistScalar? { scalars[Field.visible.rawValue] }
    var value: PlistScalar? { scalars[Field.value.rawValue] }
    var firstTitle: PlistScalar? { scalars[Field.firstTitle.rawValue] }
    var secondTitle: PlistScalar? { scalars[Field.secondTitle.rawValue] }
    var additionalRows: PlistScalar? { scalars[Field.additionalRows.rawValue] }
    var minimum: PlistScalar? { scalars[Field.minimum.rawValue] }
    var maximum: PlistScalar? { scalars[Field.maximum.rawValue] }
    var step: PlistScalar? { scalars[Field.step.rawValue] }
    var minimumDate: PlistScalar? { scalars[Field.minimumDate.rawValue] }
    var maximumDate: PlistScalar? { scalars[Field.maximumDate.rawValue] }
    var onTitle: PlistScalar? { scalars[Field.onTitle.rawValue] }
    var offTitle: PlistScalar? { scalars[Field.offTitle.rawValue] }
    var required: PlistScalar? { scalars[Field.required.rawValue] }
    var minLength: PlistScalar? { scalars[Field.minLength.rawValue] }
    var maxLength: PlistScalar? { scalars[Field.maxLength.rawValue] }
    var pattern: PlistScalar? { scalars[Field.pattern.rawValue] }
    var selection: PlistScalar? { scalars[Field.selection.rawValue] }
    var minimumSelections: PlistScalar? { scalars[Field.minimumSelections.rawValue] }
    var maximumSelections: PlistScalar? { scalars[Field.maximumSelections.rawValue] }
    var message: MessageRecord?
    var visibleWhen: ConditionRecord?
    /// Keys FormEngine does not know, kept so they can be reported and are never fatal.
    var unknownKeys: [String] = []

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        for field in container.allKeys {
            let name = field.stringValue
            if let (known, alias) = Field.named[name] {
                set(known, PlistScalar.decode(container, field, expecting: known.expected), alias: alias)
            } else if name == "message" {
                message = MessageRecord.decode(container, field)
            } else if name == "visibleWhen" {
                visibleWhen = ConditionRecord.decode(container, field)
            } else {
                set(unknown: name)
            }
        }
    }

    /// The scalar fields FormEngine knows; both spellings of a field are one case. (`message`
    /// and `visibleWhen` hold dictionaries and are decoded on their own.)
    enum Field: Int, CaseIterable {
        case key, kind, identifier, expandable, expanded, visible, value, firstTitle, secondTitle
        case additionalRows, minimum, maximum, step, minimumDate, maximumDate, onTitle, offTitle
        case required, minLength, maxLength, pattern, selection, minimumSelections, maximumSelections

        /// Every spelling, looked up by hashing: one lookup per key instead of a chain of string
        /// comparisons.
        /// `alias` marks the AppCoda spellings, which lose to FormEngine's own when a cell has both.
        static let named: [String: (field: Field, alias: Bool)] = {
            var names: [String: (field: Field, alias: Bool)] = [:]
            for field in allCases { names["\(field)"] = (field, false) }
            names["cellIdentifier"] = (.identifier, true)
            names["isExpandable"] = (.expandable, true)
            names["isExpanded"] = (.expanded, true)
            names["isVisible"] = (.visible, true)
            names["primaryTitle"] = (.firstTitle, true)
            names["secondaryTitle"] = (.secondTitle, true)
            return names
        }()

        /// The type the field usually holds.
        var expected: PlistScalar.Expected {
            switch self {
            case .expandable, .expanded, .visible, .required: return .bool
            case .additionalRows, .minLength, .maxLength, .minimumSelections, .maximumSelections:
                return .integer
            case .minimum, .maximum, .step: return .real
            default: return .string
            }
        }
    }

    /// Stores a known field's value; returns whether the field already held one (a key given
    /// twice, or in both spellings). The field's own spelling wins over an alias.
    @discardableResult
    mutating func set(_ field: Field, _ scalar: PlistScalar, alias: Bool = false) -> Bool {
        let held = scalars[field.rawValue] != nil
        // An alias never replaces a value, and its field's own spelling always does: the result
        // does not depend on the order the file's dictionary comes in.
        if !alias || !held { scalars[field.rawValue] = scalar }
        return held
    }

    /// Keeps a key FormEngine does not know; returns whether it was already kept.
    @discardableResult
    mutating func set(unknown name: String) -> Bool {
        defer { unknownKeys.append(name) }
        return unknownKeys.contains(name)
    }
}

/// Any string key of a plist dictionary.
struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
