/// Checking a descriptor made in code as the loader checks a file: the same checks, on typed
/// values, with the same messages. A kind's settings (``BuiltInKind/checkedSettings(problem:)``),
/// a starting value (``BuiltInKind/startingValue(_:problem:)``), rules, messages and selection
/// (``FieldChecks``) are checked by the code the loader calls once it has parsed a cell; only
/// conditions are still typed from the record a file holds (``ConditionRecord/init(_:)``), by
/// ``ConditionResolver``, which types them against the rows they read.
extension FormDescriptor {
    /// This descriptor checked as ``DescriptorLoader`` checks a file, giving the descriptor a
    /// file with these rows gives: a row's key, its starting value against its kind (a slider's
    /// within its range, a picker's among its options, a toggle's and a slider's default when
    /// none is given), its rules against its kind (`minLength`, `maxLength` and `pattern` on
    /// text rows only), its messages naming its rules, `selection` only on pickers, the
    /// structure (unique keys, the rows an expandable row owns, editable sections), `matches`
    /// naming a row, each `visibleWhen` typed against the row it reads, and no loop of
    /// conditions.
    ///
    /// ```swift
    /// let row = RowDescriptor(key: "volume", kind: .slider(SliderSettings(maximum: 10)),
    ///                         initialValue: .number(11))
    /// try FormDescriptor(sections: [SectionDescriptor(rows: [row])]).validated()
    /// // throws: section 1, row 1 (volume): value 11 is outside the slider's range 0…10
    /// ```
    ///
    /// A descriptor from the loader or the builder is checked already; ``Form/init(_:locale:clock:rules:behaviors:)``
    /// checks one made any other way, so an unchecked descriptor is never used silently.
    /// ``diagnose()`` gives every problem and the warnings.
    /// - Throws: ``LoadError``: the first problem, in the order of its place, with the loader's
    ///   message.
    public func validated() throws(LoadError) -> FormDescriptor {
        let (descriptor, problems, _, _) = checked()
        if let first = problems.first { throw LoadError(first) }
        return descriptor
    }

    /// Every problem of this descriptor and its warnings, as
    /// ``DescriptorLoader/diagnose(data:file:)`` gives them for a file with these rows: the
    /// checked descriptor (`nil` unless there are no problems), the problems in the order of
    /// their places, and the warnings (a row's ``RowDescriptor/unknownKeys``, each with the
    /// nearest known key when one is close).
    ///
    /// ```swift
    /// let (checked, problems, warnings) = descriptor.diagnose()
    /// for problem in problems { print(problem) }
    /// ```
    public func diagnose() -> (descriptor: FormDescriptor?, problems: [FormError], warnings: [FormError]) {
        let (descriptor, problems, _, warnings) = checked()
        return (problems.isEmpty ? descriptor : nil, problems, warnings)
    }

    /// This descriptor checked, or every problem and the warnings thrown together
    /// (``diagnose()`` as an error; warnings alone do not throw).
    /// - Throws: ``DescriptorProblems`` when there is any problem.
    public func validatedReportingAll() throws(DescriptorProblems) -> FormDescriptor {
        let (descriptor, problems, warnings) = diagnose()
        guard let descriptor else { throw DescriptorProblems(problems: problems, warnings: warnings) }
        return descriptor
    }

    /// The descriptor as the loader gives a file with these rows, every problem in the order
    /// of its place, and the structure (the descriptor keeps it when there is no problem).
    func checked() -> (
        descriptor: FormDescriptor, problems: [FormError], structure: FormStructure, warnings: [FormError]
    ) {
        var problems: [FormError] = []
        var warnings = LoadWarnings()
        var sections = self.sections
        var conditions: [RowRef: ConditionRecord] = [:]
        var sectionConditions: [Int: ConditionRecord] = [:]
        for s in sections.indices {
            if let condition = sections[s].visibleWhen {
                sectionConditions[s] = ConditionRecord(condition)
                sections[s].visibleWhen = nil
            }
            if var template = sections[s].template {
                let place = Location(section: s + 1, key: template.key.rawValue)
                for key in template.unknownKeys {
                    warnings.unknownKey(
                        key, known: DescriptorKeys.cell, what: "template",
                        at: Location(section: s + 1, key: "template"))
                }
                Self.check(&template) {
                    problems.append(.invalidDescriptor(place, reason: "template: \($0)"))
                }
                if template.visibleWhen != nil {
                    problems.append(.invalidDescriptor(place, reason: "template: visibleWhen is not allowed"))
                }
                sections[s].template = template
            }
            for r in sections[s].rows.indices {
                var row = sections[s].rows[r]
                let place = Location(section: s + 1, row: r + 1, key: row.key.rawValue)
                for key in row.unknownKeys {
                    warnings.unknownKey(
                        key, known: DescriptorKeys.cell, what: "cell",
                        at: Location(
                            section: s + 1, row: r + 1, key: row.hasExplicitKey ? row.key.rawValue : nil))
                }
                Self.check(&row) { problems.append(.invalidDescriptor(place, reason: $0)) }
                if let condition = row.visibleWhen {
                    conditions[RowRef(section: s, row: r)] = ConditionRecord(condition)
                    row.visibleWhen = nil
                }
                sections[s].rows[r] = row
            }
        }
        var descriptor = FormDescriptor(title: title, sections: sections)
        descriptor.pages = pages
        let (whole, structure) = DescriptorLoader.resolve(
            &descriptor, conditions: conditions, sectionConditions: sectionConditions, file: nil)
        problems += whole
        if problems.isEmpty { descriptor.structure = structure }
        DescriptorLoader.sortByPlace(&problems)
        var warningList = warnings.list
        if let summary = warnings.unlistedSummary(file: nil) { warningList.append(summary) }
        return (descriptor, problems, structure, warningList)
    }

    /// The checks of one cell that a row made in code can fail: its key, its kind's settings
    /// (``BuiltInKind/checkedSettings(problem:)``), and its starting value
    /// (``BuiltInKind/startingValue(_:problem:)``; a picker's resolved later), each as the
    /// loader checks a file's once parsed.
    private static func check(_ row: inout RowDescriptor, problem: (String) -> Void) {
        if row.hasExplicitKey, !RowKey.isValidName(row.key.rawValue) {
            problem(CellRecord.keyProblem(.string(row.key.rawValue)))
        }
        row.definition = row.definition.checkedSettings(problem: problem)
        if let value = row.initialValue {
            row.initialValue = row.definition.startingValue(value, problem: problem)
        } else {
            row.initialValue = row.definition.defaultValue
        }
        checkFields(of: &row, problem: problem)
    }

    /// The checks of the fields a file states beside the kind, on their typed values, as the
    /// loader checks a file's once parsed (``FieldChecks``): the rules (in the loader's order,
    /// dropping those that do not apply to the kind), the messages' rule names, `selection`,
    /// `contentType`, and the unknown keys (none may be a key FormEngine reads).
    private static func checkFields(of row: inout RowDescriptor, problem: (String) -> Void) {
        for key in row.unknownKeys
        where CellRecord.Field.named(key) != nil || DescriptorKeys.cell.contains(key) {
            problem("\(key) is a key FormEngine reads, not an unknown one")
        }
        let customNames = row.rules.compactMap { rule -> String? in
            guard case .custom(let name) = rule else { return nil }
            return name.rawValue
        }
        if !row.rules.isEmpty {
            row.rules = FieldChecks.checkedRules(row.rules, kind: row.definition, problem: problem)
        }
        FieldChecks.messageProblems(row.messages.byRule, customNames: customNames).forEach(problem)
        if case .multiple(let minimum, let maximum) = row.selection {
            row.selection = FieldChecks.checkedMultiple(
                SelectionLimits(minimum: minimum, maximum: maximum), kind: row.definition, problem: problem)
        }
        if let contentType = row.contentType, contentType.isEmpty {
            problem("contentType must be a non-empty string, not \(PlistScalar.string(contentType).typeName)")
            row.contentType = nil
        }
    }
}

extension PlistScalar {
    /// The scalar a file holds for `value`, as the loader types it: a condition's value, for
    /// ``ConditionRecord/init(_:)``.
    init(_ value: PlistValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        case .integer(let number): self = .integer(number)
        case .real(let number): self = .real(number)
        case .date(let date): self = .date(date)
        case .data: self = .other("data or an unreadable value")
        case .array: self = .other("an array")
        case .dictionary: self = .other("a dictionary")
        }
    }
}

extension ConditionRecord {
    /// The record of the `visibleWhen` dictionary a file holds for `condition`, to be typed by
    /// ``ConditionResolver`` as a file's is: the one check of a descriptor made in code that
    /// still goes through a file's record, as a condition is typed against the row it reads
    /// (a picker's options, a kind's `conditionValue(_:key:)` of a scalar).
    init(_ condition: Condition) {
        self.init()
        func scalar(_ value: Value) -> PlistScalar { PlistScalar(Form.plist(value)) }
        switch condition {
        case .equals(let key, let value):
            self.key = .string(key.rawValue)
            equals = scalar(value)
        case .notEquals(let key, let value):
            self.key = .string(key.rawValue)
            notEquals = scalar(value)
        case .oneOf(let key, let values):
            self.key = .string(key.rawValue)
            oneOf = values.map { scalar($0).item }
        case .isSet(let key, let flag):
            self.key = .string(key.rawValue)
            isSet = .bool(flag)
        case .all(let conditions): all = conditions.map(ConditionRecord.init)
        case .any(let conditions): any = conditions.map(ConditionRecord.init)
        case .not(let condition): not = [ConditionRecord(condition)]
        }
    }
}

extension FormDescriptor {
    /// This descriptor with its structure derived when the structure holds (unique keys, ranges
    /// within their sections …), for a dialect that checks its files by rules of its own — a
    /// Settings bundle's keys are its app's defaults keys, any text — so that
    /// ``Form/init(_:locale:clock:rules:behaviors:)`` takes it as checked; unchanged otherwise, for `Form.init` to
    /// report the problem.
    package func checkedByDialect() -> FormDescriptor {
        let (structure, problems) = FormStructure.build(self)
        guard problems.isEmpty else { return self }
        var copy = self
        copy.structure = structure
        return copy
    }
}
