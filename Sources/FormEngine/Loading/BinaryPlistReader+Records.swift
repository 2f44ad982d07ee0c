/// Reading a cell's values into the loader's records exactly as `PropertyListDecoder` types the
/// same objects, the twin of `XMLPlistReader`'s: ``PlistScalar/decode(_:_:expecting:)`` for a
/// field, ``ConditionRecord`` for `visibleWhen`, ``MessageRecord`` for `message`.
extension BinaryPlistReader {
    /// What `PlistScalar.decode` gives for the object: integers as `Int` (or `Double` where a
    /// real is expected), reals as `Double`, or as `Int` when they are whole.
    mutating func scalar(_ object: Int, expecting expected: PlistScalar.Expected) throws(Unsupported)
        -> PlistScalar
    {
        switch try self.object(object) {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .integer(let number): return expected == .real ? .real(Double(number)) : .integer(number)
        case .real(let number):
            if expected != .real, let whole = Int(exactly: number) { return .integer(whole) }
            return .real(number)
        case .array:
            try skip(object)
            return .other("an array")
        case .dict:
            try skip(object)
            return .other("a dictionary")
        }
    }

    /// What `ConditionRecord.decode` gives for `visibleWhen`'s object.
    mutating func condition(_ object: Int) throws(Unsupported) -> ConditionRecord {
        guard case .dict(let refs, let count) = try self.object(object) else {
            return ConditionRecord(notADictionary: try scalar(object, expecting: .string).typeName)
        }
        var record = ConditionRecord()
        var seen: Set<String> = []
        for index in 0..<count {
            let name = try key(ref(refs, index))
            // Which of two equal keys Foundation keeps is its own affair.
            guard seen.insert(name).inserted else { throw Unsupported() }
            let value = ref(refs, count + index)
            switch name {
            case "key": record.key = try scalar(value, expecting: .string)
            case "equals": record.equals = try scalar(value, expecting: .string)
            case "notEquals": record.notEquals = try scalar(value, expecting: .string)
            case "isSet": record.isSet = try scalar(value, expecting: .bool)
            case "oneOf":
                if case .array(let items, let itemCount) = try self.object(value) {
                    var oneOf: [PlistScalar] = []
                    for item in 0..<itemCount {
                        oneOf.append(try scalar(ref(items, item), expecting: .string).item)
                    }
                    record.oneOf = oneOf
                } else {
                    try skip(value)
                    record.oneOfInvalid = true
                }
            default:
                try skip(value)
                record.unknownKeys.append(name)
            }
        }
        return record
    }

    /// What `MessageRecord.decode` gives for `message`'s object: a string, a dictionary of
    /// strings, or the type of anything else (a dictionary holding anything but strings too).
    mutating func message(_ object: Int) throws(Unsupported) -> MessageRecord {
        switch try self.object(object) {
        case .string(let text): return .text(text)
        case .dict(let refs, let count):
            var messages: [String: String] = [:]
            var strings = true
            var seen: Set<String> = []
            for index in 0..<count {
                let name = try key(ref(refs, index))
                guard seen.insert(name).inserted else { throw Unsupported() }
                let value = ref(refs, count + index)
                if case .string(let text) = try self.object(value) {
                    messages[name] = text
                } else {
                    try skip(value)
                    strings = false
                }
            }
            return strings ? .byRule(messages) : .invalid("a dictionary")
        default: return .invalid(try scalar(object, expecting: .string).typeName)
        }
    }
}
