/// Reading a cell's values into the loader's records exactly as `PropertyListDecoder` types the
/// same elements: ``PlistScalar/decode(_:_:expecting:)`` for a field, ``ConditionRecord`` for
/// `visibleWhen`, ``MessageRecord`` for `message`.
extension XMLPlistReader {
    /// What `PlistScalar.decode` gives for the element `tag` opens: Foundation decodes
    /// `<integer>` as `Int` or `Double`, and `<real>` as `Double`, or as `Int` when it is whole.
    mutating func scalar(_ tag: Tag, expecting expected: PlistScalar.Expected) throws(Unsupported)
        -> PlistScalar
    {
        switch tag {
        case .open(.string): return .string(try text(closing: .string))
        case .empty(.string): return .string("")
        case .empty(.true): return .bool(true)
        case .empty(.false): return .bool(false)
        case .open(.integer):
            let number = try integer()
            return expected == .real ? .real(Double(number)) : .integer(number)
        case .open(.real):
            let number = try real()
            if expected != .real, let whole = Int(exactly: number) { return .integer(whole) }
            return .real(number)
        case .open(.array), .empty(.array):
            try skipValue(tag)
            return .other("an array")
        case .open(.dict), .empty(.dict):
            try skipValue(tag)
            return .other("a dictionary")
        default: throw Unsupported()
        }
    }

    /// What `ConditionRecord.decode` gives for `visibleWhen`'s element.
    mutating func condition(_ tag: Tag) throws(Unsupported) -> ConditionRecord {
        switch tag {
        case .empty(.dict): return ConditionRecord()
        case .open(.dict): break
        default: return ConditionRecord(notADictionary: try scalar(tag, expecting: .string).typeName)
        }
        var record = ConditionRecord()
        var seen: Set<String> = []
        while let name = try key() {
            // Which of two equal keys Foundation keeps is its own affair.
            guard seen.insert(name).inserted else { throw Unsupported() }
            let value = try self.tag()
            switch name {
            case "key": record.key = try scalar(value, expecting: .string)
            case "equals": record.equals = try scalar(value, expecting: .string)
            case "notEquals": record.notEquals = try scalar(value, expecting: .string)
            case "isSet": record.isSet = try scalar(value, expecting: .bool)
            case "oneOf":
                switch value {
                case .empty(.array): record.oneOf = []
                case .open(.array):
                    var items: [PlistScalar] = []
                    var item = try self.tag()
                    while item != .close(.array) {
                        items.append(try scalar(item, expecting: .string).item)
                        item = try self.tag()
                    }
                    record.oneOf = items
                default:
                    try skipValue(value)
                    record.oneOfInvalid = true
                }
            default:
                try skipValue(value)
                record.unknownKeys.append(name)
            }
        }
        return record
    }

    /// What `MessageRecord.decode` gives for `message`'s element: a string, a dictionary of
    /// strings, or the type of anything else (a dictionary holding anything but strings too).
    mutating func message(_ tag: Tag) throws(Unsupported) -> MessageRecord {
        switch tag {
        case .open(.string): return .text(try text(closing: .string))
        case .empty(.string): return .text("")
        case .empty(.dict): return .byRule([:])
        case .open(.dict): break
        default: return .invalid(try scalar(tag, expecting: .string).typeName)
        }
        var messages: [String: String] = [:]
        var strings = true
        var seen: Set<String> = []
        while let name = try key() {
            guard seen.insert(name).inserted else { throw Unsupported() }
            let value = try self.tag()
            switch value {
            case .open(.string): messages[name] = try text(closing: .string)
            case .empty(.string): messages[name] = ""
            default:
                try skipValue(value)
                strings = false
            }
        }
        return strings ? .byRule(messages) : .invalid("a dictionary")
    }
}

extension PlistScalar {
    /// The scalar as `ConditionRecord.ScalarItem` has it: the same, but a collection is one.
    var item: PlistScalar {
        if case .other = self { return .other("a collection") }
        return self
    }
}
