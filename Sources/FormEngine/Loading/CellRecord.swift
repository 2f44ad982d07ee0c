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

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        for field in container.allKeys {
            let name = field.stringValue
            if let known = Field.named[name] {
                set(known, PlistScalar.decode(container, field, expecting: known.expected))
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
    enum Field: CaseIterable {
        case key, kind, identifier, expandable, expanded, visible, value, firstTitle, secondTitle
        case additionalRows, minimum, maximum, step, minimumDate, maximumDate, onTitle, offTitle
        case required, minLength, maxLength, pattern, selection, minimumSelections, maximumSelections

        /// Every spelling, looked up by hashing: one lookup per key instead of a chain of string
        /// comparisons.
        static let named: [String: Field] = {
            var names: [String: Field] = [:]
            for field in allCases { names["\(field)"] = field }
            names["cellIdentifier"] = .identifier
            names["isExpandable"] = .expandable
            names["isExpanded"] = .expanded
            names["isVisible"] = .visible
            names["primaryTitle"] = .firstTitle
            names["secondaryTitle"] = .secondTitle
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
    /// twice, or in both spellings).
    @discardableResult
    mutating func set(_ field: Field, _ scalar: PlistScalar) -> Bool {
        func put(_ slot: inout PlistScalar?) -> Bool {
            defer { slot = scalar }
            return slot != nil
        }
        switch field {
        case .key: return put(&key)
        case .kind: return put(&kind)
        case .identifier: return put(&identifier)
        case .expandable: return put(&expandable)
        case .expanded: return put(&expanded)
        case .visible: return put(&visible)
        case .value: return put(&value)
        case .firstTitle: return put(&firstTitle)
        case .secondTitle: return put(&secondTitle)
        case .additionalRows: return put(&additionalRows)
        case .minimum: return put(&minimum)
        case .maximum: return put(&maximum)
        case .step: return put(&step)
        case .minimumDate: return put(&minimumDate)
        case .maximumDate: return put(&maximumDate)
        case .onTitle: return put(&onTitle)
        case .offTitle: return put(&offTitle)
        case .required: return put(&required)
        case .minLength: return put(&minLength)
        case .maxLength: return put(&maxLength)
        case .pattern: return put(&pattern)
        case .selection: return put(&selection)
        case .minimumSelections: return put(&minimumSelections)
        case .maximumSelections: return put(&maximumSelections)
        }
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
