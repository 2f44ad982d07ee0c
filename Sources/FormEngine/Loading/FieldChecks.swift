/// The checks of a row's rules, messages and selection on their typed values, with the
/// loader's messages: the loader makes them once it has parsed a cell's fields, and
/// ``FormDescriptor/validated()`` on a row made in code.
enum FieldChecks {
    /// What is wrong with `rule` on a row of `kind`, if anything: a length below 0, a text rule
    /// (`minLength`, `maxLength`, `pattern`) on a row that does not take them, `matches` naming
    /// no row, a rule name that is empty, holds a space or names a built-in rule.
    static func problem(with rule: Rule, kind: any BuiltInKind) -> String? {
        switch rule {
        case .required: return nil
        case .minLength(let count), .maxLength(let count):
            guard count >= 0 else {
                return
                    "\(rule.name) must be a whole number of at least 0, not \(PlistScalar.integer(count).typeName)"
            }
            return textRuleProblem(rule.name, kind: kind)
        case .pattern: return textRuleProblem("pattern", kind: kind)
        case .matches(let key):
            guard key.rawValue.isEmpty else { return nil }
            return "matches must be the key of another row, not \(PlistScalar.string(key.rawValue).typeName)"
        case .custom(let name): return ruleNameProblem(name.rawValue)
        }
    }

    /// The refusal of the text rule `name` on a row of `kind` that does not take text rules.
    static func textRuleProblem(_ name: String, kind: any BuiltInKind) -> String? {
        kind.takesTextRules ? nil : "\(name) applies to text rows only, not to \(kind.rowPhrase)"
    }

    /// What is wrong with `minLength` above `maxLength` among `rules`, if they are.
    static func lengthOrderProblem(_ rules: [Rule]) -> String? {
        guard case .minLength(let low)? = rules.first(where: { $0.name == "minLength" }),
            case .maxLength(let high)? = rules.first(where: { $0.name == "maxLength" }), low > high
        else { return nil }
        return "minLength \(low) is more than maxLength \(high)"
    }

    /// What is wrong with the custom rule name `text`, if anything.
    static func ruleNameProblem(_ text: String) -> String? {
        guard !text.isEmpty, !text.contains(where: \.isWhitespace) else {
            return
                "a rule name must be a non-empty string without spaces, not \(PlistScalar.string(text).typeName)"
        }
        if ValidationRule.builtIn.contains(ValidationRule(rawValue: text)) {
            return "rules names '\(text)', a built-in rule: give it as its own key"
        }
        return nil
    }

    /// `rules` made in code as a file's keys give them: in the loader's order (`required`,
    /// `minLength`, `maxLength`, `pattern`, `matches`, then the custom rules, each once), a
    /// later built-in rule replacing an earlier one of its name as a file's key can be given
    /// once, each rule that does not fit `kind` reported through `problem` and dropped.
    static func checkedRules(_ given: [Rule], kind: any BuiltInKind, problem: (String) -> Void) -> [Rule] {
        var required = false
        var byName: [String: Rule] = [:]
        var custom: [RuleName] = []
        for rule in given {
            switch rule {
            case .required: required = true
            case .custom(let name): custom.append(name)
            default: byName[rule.name] = rule
            }
        }
        var rules: [Rule] = required ? [.required] : []
        for name in ["minLength", "maxLength", "pattern", "matches"] {
            guard let rule = byName[name] else { continue }
            if let mistake = Self.problem(with: rule, kind: kind) {
                problem(mistake)
            } else {
                rules.append(rule)
            }
            if name == "maxLength", let mistake = lengthOrderProblem(rules) { problem(mistake) }
        }
        for name in custom {
            if let mistake = ruleNameProblem(name.rawValue) {
                problem(mistake)
            } else if !rules.contains(.custom(name)) {
                rules.append(.custom(name))
            }
        }
        return rules
    }

    /// The message rule names that name no rule: neither a built-in rule nor one of
    /// `customNames`, sorted.
    static func messageProblems(_ messages: [String: String], customNames: [String]) -> [String] {
        var known = Set(ValidationRule.builtIn.map(\.rawValue))
        known.formUnion(customNames)
        return messages.keys.sorted().filter { !known.contains($0) }.map {
            "message names '\($0)', which is not a rule"
        }
    }

    /// What is wrong with `minimumSelections` above `maximumSelections`, if they are.
    static func selectionOrderProblem(_ limits: SelectionLimits) -> String? {
        guard let maximum = limits.maximum, limits.minimum > maximum else { return nil }
        return "minimumSelections \(limits.minimum) is more than maximumSelections \(maximum)"
    }

    /// The refusal of `selection: multiple` on a row of `kind` that cannot be a picker.
    static func pickerProblem(kind: any BuiltInKind) -> String? {
        kind.isPlain ? nil : "selection applies to pickers (expandable normal rows owning options)"
    }

    /// `selection: multiple` with `limits` made in code, checked as a file's: a limit below its
    /// least (0 selections, or 1 for the most) is dropped, limits in the wrong order are
    /// dropped, and a row that cannot be a picker selects one option.
    static func checkedMultiple(_ given: SelectionLimits, kind: any BuiltInKind, problem: (String) -> Void)
        -> SelectionMode
    {
        var limits = SelectionLimits()
        if given.minimum >= 0 {
            limits.minimum = given.minimum
        } else {
            problem(limitProblem("minimumSelections", least: 0, .integer(given.minimum)))
        }
        if let maximum = given.maximum {
            if maximum >= 1 {
                limits.maximum = maximum
            } else {
                problem(limitProblem("maximumSelections", least: 1, .integer(maximum)))
            }
        }
        if let mistake = selectionOrderProblem(limits) {
            problem(mistake)
            limits = SelectionLimits()
        }
        if let mistake = pickerProblem(kind: kind) {
            problem(mistake)
            return .single
        }
        return .multiple(minimum: limits.minimum, maximum: limits.maximum)
    }

    /// The refusal of a selection limit `name` that is no whole number of at least `least`.
    static func limitProblem(_ name: String, least: Int, _ value: PlistScalar) -> String {
        "\(name) must be a whole number of at least \(least), not \(value.typeName)"
    }
}
