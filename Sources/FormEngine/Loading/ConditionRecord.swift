/// A cell's `visibleWhen` dictionary as the file has it; typed into a ``Condition`` by
/// ``ConditionResolver`` once every row's kind is known.
struct ConditionRecord: Decodable {
    var key: PlistScalar?
    var equals: PlistScalar?
    var notEquals: PlistScalar?
    var oneOf: [PlistScalar]?
    var oneOfInvalid = false
    var isSet: PlistScalar?
    var unknownKeys: [String] = []
    /// Set when `visibleWhen` is not a dictionary: its type, for the message.
    var notADictionary: String?

    /// An empty dictionary's record.
    init() {}

    init(notADictionary typeName: String) {
        notADictionary = typeName
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        for field in container.allKeys {
            switch field.stringValue {
            case "key": key = PlistScalar.decode(container, field, expecting: .string)
            case "equals": equals = PlistScalar.decode(container, field, expecting: .string)
            case "notEquals": notEquals = PlistScalar.decode(container, field, expecting: .string)
            case "isSet": isSet = PlistScalar.decode(container, field, expecting: .bool)
            case "oneOf":
                if let items = try? container.decode([ScalarItem].self, forKey: field) {
                    oneOf = items.map(\.scalar)
                } else {
                    oneOfInvalid = true
                }
            default: unknownKeys.append(field.stringValue)
            }
        }
    }

    /// Decodes `visibleWhen`, keeping a wrong type as a problem to report rather than a failure.
    static func decode<K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K) -> ConditionRecord {
        if let record = try? container.decode(ConditionRecord.self, forKey: key) { return record }
        return ConditionRecord(
            notADictionary: PlistScalar.decode(container, key, expecting: .string).typeName)
    }

    /// One element of `oneOf`.
    struct ScalarItem: Decodable {
        var scalar: PlistScalar

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let text = try? value.decode(String.self) {
                scalar = .string(text)
            } else if let flag = try? value.decode(Bool.self) {
                scalar = .bool(flag)
            } else if let number = try? value.decode(Int.self) {
                scalar = .integer(number)
            } else if let number = try? value.decode(Double.self) {
                scalar = .real(number)
            } else {
                scalar = .other("a collection")
            }
        }
    }
}
