/// Turning a raw cell into a ``RowDescriptor``, reporting every field that does not fit.
extension CellRecord {
    /// Builds the row; each problem is reported through `problem` with the field's name, and the
    /// field falls back to its default so the rest of the file can still be checked.
    func descriptor(section: Int, row: Int, problem: (_ key: String?, _ reason: String) -> Void)
        -> RowDescriptor
    {
        var rowKey = RowKey.positional(section: section, row: row)
        var explicit = false
        if let key {
            if let text = key.text, !text.isEmpty, !text.contains(where: { $0 == "=" || $0.isWhitespace }) {
                rowKey = RowKey(text)
                explicit = true
            } else {
                problem(nil, "key must be a non-empty string without spaces or '=', not \(key.typeName)")
            }
        }
        let kind = resolveKind(problem: problem)
        var childCount = 0
        if let expandable {
            switch expandable.bool {
            case true?:
                childCount = additionalRows?.integer ?? 0
                if let additionalRows, additionalRows.integer == nil {
                    problem(
                        rowKey.rawValue,
                        "additionalRows must be a whole number, not \(additionalRows.typeName)")
                } else if childCount < 0 {
                    problem(rowKey.rawValue, "additionalRows must not be negative (it is \(childCount))")
                    childCount = 0
                } else if childCount == 0 {
                    problem(rowKey.rawValue, "an expandable row must own at least one row (additionalRows)")
                }
            case false?: break
            case nil: problem(rowKey.rawValue, "expandable must be a boolean, not \(expandable.typeName)")
            }
        }
        var startsExpanded = false
        if let expanded {
            if let flag = expanded.bool {
                startsExpanded = flag && childCount > 0
            } else {
                problem(rowKey.rawValue, "expanded must be a boolean, not \(expanded.typeName)")
            }
        }
        if let visible, visible.bool == nil {
            problem(rowKey.rawValue, "visible must be a boolean, not \(visible.typeName)")
        }
        func text(_ field: PlistScalar?, _ name: String) -> String {
            guard let field else { return "" }
            guard let text = field.text else {
                problem(rowKey.rawValue, "\(name) must be a string, not \(field.typeName)")
                return ""
            }
            return text
        }
        let title = text(firstTitle, "firstTitle")
        let subtitle = text(secondTitle, "secondTitle")
        let initial = initialValue(for: kind) { problem(rowKey.rawValue, $0) }
        // Most cells state no rules, messages or selection: those keep their defaults.
        var rules: [Rule] = []
        if has(.required) || has(.minLength) || has(.maxLength) || has(.pattern) {
            rules = self.rules(for: kind) { problem(rowKey.rawValue, $0) }
        }
        var messages = RuleMessages()
        if message != nil {
            messages = ruleMessages { problem(rowKey.rawValue, $0) }
        }
        var selection = SelectionMode.single
        if has(.selection) || has(.minimumSelections) || has(.maximumSelections) {
            selection = selectionMode(for: kind) { problem(rowKey.rawValue, $0) }
        }
        // Built in one expression: assembled field by field, the descriptor (some twenty fields)
        // was copied whole twice.
        return RowDescriptor(
            key: rowKey, hasExplicitKey: explicit, kind: kind, title: title, subtitle: subtitle,
            childCount: childCount, startsExpanded: startsExpanded, initialValue: initial,
            unknownKeys: unknownKeys.count > 1 ? unknownKeys.sorted() : unknownKeys, rules: rules,
            messages: messages, selection: selection)
    }

    /// The kind from `kind` or the tutorial's `identifier`, with its settings.
    private func resolveKind(problem: (_ key: String?, _ reason: String) -> Void) -> RowKind {
        var name = "normal"
        if let kind {
            name = kind.text ?? ""
        } else if let identifier {
            // An identifier FormEngine does not know is the app's own cell: a plain row, and a
            // warning (RowAssembler).
            name = CellIdentifier.kindName(identifier.text ?? "") ?? "normal"
            if identifier.text == nil {
                problem(nil, "identifier must be a string, not \(identifier.typeName)")
            }
        }
        switch name {
        case "normal": return .normal
        case "text": return .text
        case "option": return .option
        case "switch":
            for (field, name) in [(Field.onTitle, "onTitle"), (.offTitle, "offTitle")] {
                if let value = self[field], value.text == nil {
                    problem(nil, "\(name) must be a string, not \(value.typeName)")
                }
            }
            return .toggle(
                ToggleSettings(
                    // The tutorial's files give neither: the switch's own title when on
                    // ("Married"), and the parent's placeholder when off ("Single").
                    onTitle: onTitle?.text ?? firstTitle?.text ?? "On", offTitle: offTitle?.text ?? ""))
        case "date":
            var settings = DateSettings()
            for (field, name) in [(Field.minimumDate, "minimumDate"), (.maximumDate, "maximumDate")] {
                guard let value = self[field] else { continue }
                guard let date = value.calendarDate else {
                    problem(nil, "\(name) must be a date written yyyy-MM-dd, not \(value.typeName)")
                    continue
                }
                if field == .minimumDate { settings.minimum = date } else { settings.maximum = date }
            }
            if let low = settings.minimum, let high = settings.maximum, low > high {
                problem(nil, "minimumDate \(low) is after maximumDate \(high)")
                settings = DateSettings()
            }
            return .date(settings)
        case "slider":
            var settings = SliderSettings()
            for (field, name) in [(Field.minimum, "minimum"), (.maximum, "maximum"), (.step, "step")] {
                guard let value = self[field] else { continue }
                guard let number = value.number else {
                    problem(nil, "\(name) must be a number, not \(value.typeName)")
                    continue
                }
                switch field {
                case .minimum: settings.minimum = number
                case .maximum: settings.maximum = number
                default: settings.step = number
                }
            }
            if settings.minimum > settings.maximum || settings.step < 0 {
                problem(
                    nil,
                    "slider range \(Value.format(settings.minimum))...\(Value.format(settings.maximum)) "
                        + "step \(Value.format(settings.step)) is empty or has a negative step")
                settings = SliderSettings()
            }
            return .slider(settings)
        default:
            problem(nil, "unknown kind '\(name)' (expected normal, text, date, switch, option or slider)")
            return .normal
        }
    }

    /// The starting value from `value`, checked against the kind. Pickers resolve theirs later,
    /// once their options are known.
    private func initialValue(for kind: RowKind, problem: (String) -> Void) -> Value? {
        guard let value else {
            if case .toggle = kind { return .bool(false) }
            if case .slider(let settings) = kind { return .number(settings.minimum) }
            return nil
        }
        if value.text == "" { return kind.defaultValue }
        let parsed: Result<Value, FormError>
        switch kind {
        case .normal:
            return value.text.map { .text($0) }
        case .option:
            return nil
        case .date:
            if let date = value.calendarDate {
                parsed = Result { () throws(FormError) in try ValueParser.check(.date(date), kind: kind) }
            } else {
                parsed = Result { () throws(FormError) in try ValueParser.parse(value.text ?? "", kind: kind)
                }
            }
        case .toggle:
            guard let flag = value.bool else {
                problem("value must be true or false, not \(value.typeName)")
                return .bool(false)
            }
            return .bool(flag)
        case .slider where value.number != nil:
            let number = value.number ?? 0
            parsed = Result { () throws(FormError) in try ValueParser.check(.number(number), kind: kind) }
        default:
            parsed = Result { () throws(FormError) in try ValueParser.parse(value.text ?? "", kind: kind) }
        }
        switch parsed {
        case .success(let result): return result
        case .failure(let error):
            problem("value: \(error.reason)")
            return kind.defaultValue
        }
    }
}

extension RowDescriptor {
    /// A row with its rules, messages and selection as well. Every field is set once here:
    /// delegating to the public initialiser and then setting these three cost ~2.8% of a
    /// 100k-row `--dump` (callgrind), as the defaults were made and then replaced.
    fileprivate init(
        key: RowKey, hasExplicitKey: Bool, kind: RowKind, title: String, subtitle: String, childCount: Int,
        startsExpanded: Bool, initialValue: Value?, unknownKeys: [String], rules: [Rule],
        messages: RuleMessages, selection: SelectionMode
    ) {
        self.key = key
        self.hasExplicitKey = hasExplicitKey
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.childCount = childCount
        self.startsExpanded = startsExpanded
        self.initialValue = initialValue
        self.unknownKeys = unknownKeys
        self.rules = rules
        self.messages = messages
        self.selection = selection
    }
}
