/// A cell's `visibleWhen` dictionary as the file has it; typed into a ``Condition`` by
/// ``ConditionResolver`` once every row's kind is known.
struct ConditionRecord: Equatable {
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
}
