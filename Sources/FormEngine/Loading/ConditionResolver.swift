/// Types each row's `visibleWhen` against the row it reads: `equals: true` for a switch, an
/// option's key or title for a picker, `yyyy-MM-dd` for a date, a number for a slider, any text
/// for a text row — each test of a combined condition (`all`, `any`, `not`) alike, a section's
/// `visibleWhen` too. Reports a missing key, a value that cannot fit, or a malformed dictionary,
/// at its path (`visibleWhen.any[1]: …`).
enum ConditionResolver {
    static func resolve(
        _ records: [RowRef: ConditionRecord], sections: [Int: ConditionRecord] = [:],
        in descriptor: inout FormDescriptor, structure: FormStructure
    ) -> [FormError] {
        var problems: [FormError] = []
        for (s, record) in sections.sorted(by: { $0.key < $1.key }) {
            let location = Location(section: s + 1)
            guard !descriptor.sections[s].isEditable else {
                problems.append(
                    .invalidDescriptor(location, reason: "an editable section cannot have visibleWhen"))
                continue
            }
            do {
                descriptor.sections[s].visibleWhen = try condition(
                    record, path: "visibleWhen", descriptor: descriptor, structure: structure)
            } catch {
                problems.append(.invalidDescriptor(location, reason: error.reason))
            }
        }
        for (ref, record) in records.sorted(by: {
            ($0.key.section, $0.key.row) < ($1.key.section, $1.key.row)
        }) {
            let row = descriptor.sections[ref.section].rows[ref.row]
            let location = Location(section: ref.section + 1, row: ref.row + 1, key: row.key.rawValue)
            guard !descriptor.sections[ref.section].isEditable else {
                problems.append(
                    .invalidDescriptor(
                        location, reason: "an item of an editable section cannot have visibleWhen"))
                continue
            }
            do {
                descriptor.sections[ref.section].rows[ref.row].visibleWhen = try condition(
                    record, path: "visibleWhen", descriptor: descriptor, structure: structure)
            } catch {
                problems.append(.invalidDescriptor(location, reason: error.reason))
            }
        }
        return problems
    }

    /// Types one `visibleWhen` dictionary, or one nested in it at `path` (`visibleWhen.all[1]`,
    /// indexes from 0 as in JSON paths); a problem's reason starts with the path.
    static func condition(
        _ record: ConditionRecord, path: String, descriptor: FormDescriptor, structure: FormStructure
    ) throws(FormError) -> Condition {
        do {
            return try test(record, path: path, descriptor: descriptor, structure: structure)
        } catch .invalidDescriptor(_, let reason) where !reason.hasPrefix(path) {
            // A nested part's problem already starts with its longer path; only this part's own
            // problems (which start with a word or a quoted key, never a path) get this path.
            throw .invalidDescriptor(Location(), reason: "\(path): \(reason)")
        }
    }

    private static func test(
        _ record: ConditionRecord, path: String, descriptor: FormDescriptor, structure: FormStructure
    ) throws(FormError) -> Condition {
        if let typeName = record.notADictionary {
            throw .invalidDescriptor(
                Location(), reason: "must be a dictionary {key, equals…} or {all|any|not…}, not \(typeName)")
        }
        // The first by name, whatever order the file or the parser gives the keys in.
        if let unknown = record.unknownKeys.min() {
            throw .invalidDescriptor(
                Location(),
                reason:
                    "unknown test '\(unknown)' (expected equals, notEquals, oneOf, isSet, all, any or not)")
        }
        if let invalid = record.invalidCombiners.min(by: { $0.name < $1.name }) {
            throw .invalidDescriptor(
                Location(), reason: "\(invalid.name) must be an array of conditions, not \(invalid.typeName)")
        }
        let combiners = [record.all != nil, record.any != nil, record.not != nil].filter { $0 }.count
        if combiners > 0 {
            let tests = [
                record.key != nil, record.equals != nil, record.notEquals != nil,
                record.oneOf != nil || record.oneOfInvalid, record.isSet != nil,
            ].contains(true)
            guard combiners == 1, !tests else {
                throw .invalidDescriptor(
                    Location(), reason: "needs exactly one of all, any or not, with nothing beside it")
            }
            func each(_ records: [ConditionRecord], _ name: String) throws(FormError) -> [Condition] {
                var conditions: [Condition] = []
                conditions.reserveCapacity(records.count)
                for (index, nested) in records.enumerated() {
                    conditions.append(
                        try condition(
                            nested, path: "\(path).\(name)[\(index)]", descriptor: descriptor,
                            structure: structure))
                }
                return conditions
            }
            if let all = record.all { return .all(try each(all, "all")) }
            if let any = record.any { return .any(try each(any, "any")) }
            guard let nested = record.not?.first else {
                throw .invalidDescriptor(Location(), reason: "not needs a condition")
            }
            return .not(
                try condition(nested, path: "\(path).not", descriptor: descriptor, structure: structure))
        }
        guard let name = record.key?.text, !name.isEmpty else {
            throw .invalidDescriptor(Location(), reason: "needs the key of the row it reads")
        }
        let key = RowKey(name)
        guard let target = structure.index[key] else {
            throw .invalidDescriptor(Location(), reason: "no row has the key '\(key)'")
        }
        let tests = [
            record.equals != nil, record.notEquals != nil, record.oneOf != nil || record.oneOfInvalid,
            record.isSet != nil,
        ].filter { $0 }.count
        guard tests == 1 else {
            throw .invalidDescriptor(
                Location(), reason: "needs exactly one of equals, notEquals, oneOf, isSet")
        }
        if descriptor.sections[target.section].isEditable {
            throw .invalidDescriptor(
                Location(), reason: "'\(key)' is an item of an editable list, which comes and goes")
        }
        let targetKind = descriptor.sections[target.section].rows[target.row].storedKind
        let isPicker = structure.sections[target.section].isPicker[target.row]
        if targetKind.isOption || (targetKind.isPlain && !isPicker) {
            throw .invalidDescriptor(
                Location(), reason: "'\(key)' is a \(targetKind.base.name) row and holds no value")
        }
        if let isSet = record.isSet {
            guard let flag = isSet.bool else {
                throw .invalidDescriptor(Location(), reason: "isSet must be a boolean, not \(isSet.typeName)")
            }
            return .isSet(key, flag)
        }
        if record.oneOfInvalid {
            throw .invalidDescriptor(Location(), reason: "oneOf must be an array of values")
        }
        func typed(_ scalar: PlistScalar) throws(FormError) -> Value {
            try value(scalar, for: target, descriptor: descriptor, structure: structure)
        }
        if let equals = record.equals { return .equals(key, try typed(equals)) }
        if let notEquals = record.notEquals { return .notEquals(key, try typed(notEquals)) }
        var values: [Value] = []
        for item in record.oneOf ?? [] { values.append(try typed(item)) }
        return .oneOf(key, values)
    }

    /// A scalar of the file as a value the row `ref` can hold.
    static func value(
        _ scalar: PlistScalar, for ref: RowRef, descriptor: FormDescriptor, structure: FormStructure
    )
        throws(FormError) -> Value
    {
        let rows = descriptor.sections[ref.section].rows
        let row = rows[ref.row]
        func refuse(_ what: String) -> FormError {
            .invalidDescriptor(Location(), reason: "'\(row.key)' is \(what), not \(scalar.typeName)")
        }
        if let value = try row.definition.conditionValue(scalar, key: row.key) { return value }
        // Computed options are not known yet: any key may be one.
        if row.computed?.options != nil, let text = scalar.text { return .choice(RowKey(text)) }
        if structure.sections[ref.section].isPicker[ref.row] {
            let options = structure.sections[ref.section].optionChildren(of: ref.row, in: rows).map {
                rows[$0]
            }
            guard let text = scalar.text, let option = PickerHandler.option(named: text, among: options)
            else {
                let names = options.map(\.key.rawValue).joined(separator: ", ")
                throw refuse("a picker: compare with one of its options (\(names))")
            }
            return .choice(option.key)
        }
        throw .invalidDescriptor(
            Location(), reason: "'\(row.key)' is \(row.definition.rowPhrase) and holds no value")
    }
}
