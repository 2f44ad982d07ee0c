/// A `visibleWhen` dictionary (a cell's or a section's) as the file has it; typed into a
/// ``Condition`` by ``ConditionResolver`` once every row's kind is known.
struct ConditionRecord: Equatable {
    var key: PlistScalar?
    var equals: PlistScalar?
    var notEquals: PlistScalar?
    var oneOf: [PlistScalar]?
    var oneOfInvalid = false
    var isSet: PlistScalar?
    /// `all`: the records of its array.
    var all: [ConditionRecord]?
    /// `any`: the records of its array.
    var any: [ConditionRecord]?
    /// `not`: its one record (an array only because a struct cannot hold itself).
    var not: [ConditionRecord]?
    /// `all`, `any` or `not` given something of the wrong type: the combiner's name and that
    /// type's, for the message.
    var invalidCombiners: [(name: String, typeName: String)] = []
    var unknownKeys: [String] = []
    /// Set when `visibleWhen` is not a dictionary: its type, for the message.
    var notADictionary: String?

    /// An empty dictionary's record.
    init() {}

    init(notADictionary typeName: String) {
        notADictionary = typeName
    }

    static func == (a: ConditionRecord, b: ConditionRecord) -> Bool {
        a.key == b.key && a.equals == b.equals && a.notEquals == b.notEquals && a.oneOf == b.oneOf
            && a.oneOfInvalid == b.oneOfInvalid && a.isSet == b.isSet && a.all == b.all && a.any == b.any
            && a.not == b.not && a.unknownKeys == b.unknownKeys && a.notADictionary == b.notADictionary
            && a.invalidCombiners.elementsEqual(b.invalidCombiners) { $0 == $1 }
    }
}
