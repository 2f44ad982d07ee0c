/// Turning a raw cell's rule fields (`required`, `minLength`, `maxLength`, `pattern`,
/// `matches`, `rules`, `message`) into typed ``Rule``s, reporting every field that does not fit.
extension CellRecord {
    /// The rules the cell states, in a fixed order; each bad field is reported and dropped. A
    /// field of the wrong type is the loader's to report; each rule it parses is checked by
    /// ``FieldChecks``, as a rule made in code is.
    func rules(for kind: any BuiltInKind, problem: (String) -> Void) -> [Rule] {
        var rules: [Rule] = []
        if let required {
            switch required.bool {
            case true?: rules.append(.required)
            case false?: break
            case nil: problem("required must be a boolean, not \(required.typeName)")
            }
        }
        if has(.minLength) || has(.maxLength) {
            for (field, name) in [(Field.minLength, "minLength"), (.maxLength, "maxLength")] {
                guard let value = self[field] else { continue }
                guard let number = value.integer, number >= 0 else {
                    problem("\(name) must be a whole number of at least 0, not \(value.typeName)")
                    continue
                }
                let rule: Rule = field == .minLength ? .minLength(number) : .maxLength(number)
                if let mistake = FieldChecks.problem(with: rule, kind: kind) {
                    problem(mistake)
                    continue
                }
                rules.append(rule)
            }
            if let mistake = FieldChecks.lengthOrderProblem(rules) { problem(mistake) }
        }
        if let pattern {
            if let mistake = FieldChecks.textRuleProblem("pattern", kind: kind) {
                problem(mistake)
            } else if let source = pattern.text {
                do {
                    rules.append(.pattern(try TextPattern(source)))
                } catch {
                    problem(error.reason)
                }
            } else {
                problem("pattern must be a string, not \(pattern.typeName)")
            }
        }
        if let matches {
            if let key = matches.text {
                let rule = Rule.matches(RowKey(key))
                if let mistake = FieldChecks.problem(with: rule, kind: kind) {
                    problem(mistake)
                } else {
                    rules.append(rule)
                }
            } else {
                problem("matches must be the key of another row, not \(matches.typeName)")
            }
        }
        switch ruleNames {
        case nil: break
        case .invalid(let what)?: problem("rules must be an array of rule names, not \(what)")
        case .list(let names)?:
            for name in names {
                guard let text = name.text else {
                    problem("a rule name must be a non-empty string without spaces, not \(name.typeName)")
                    continue
                }
                if let mistake = FieldChecks.ruleNameProblem(text) {
                    problem(mistake)
                    continue
                }
                let name = RuleName(rawValue: text)
                if !rules.contains(.custom(name)) { rules.append(.custom(name)) }
            }
        }
        return rules
    }

    /// Whether the cell states any rule (most state none, and keep the defaults).
    var hasRules: Bool {
        has(.required) || has(.minLength) || has(.maxLength) || has(.pattern) || has(.matches)
            || ruleNames != nil
    }

    /// `selection` with `minimumSelections`/`maximumSelections`; whether the row is a picker is
    /// checked once the structure is known.
    func selectionMode(for kind: any BuiltInKind, problem: (String) -> Void) -> SelectionMode {
        var limits = SelectionLimits()
        let limited = has(.minimumSelections) || has(.maximumSelections)
        if limited {
            for (field, name) in [
                (Field.minimumSelections, "minimumSelections"), (.maximumSelections, "maximumSelections"),
            ] {
                guard let value = self[field] else { continue }
                let least = field == .minimumSelections ? 0 : 1
                guard let number = value.integer, number >= least else {
                    problem(FieldChecks.limitProblem(name, least: least, value))
                    continue
                }
                if field == .minimumSelections { limits.minimum = number } else { limits.maximum = number }
            }
            if let mistake = FieldChecks.selectionOrderProblem(limits) {
                problem(mistake)
                limits = SelectionLimits()
            }
        }
        switch selection?.text {
        case nil where selection == nil, "single"?:
            if limited { problem("minimumSelections and maximumSelections need selection: multiple") }
            return .single
        case "multiple"?:
            if let mistake = FieldChecks.pickerProblem(kind: kind) {
                problem(mistake)
                return .single
            }
            return .multiple(minimum: limits.minimum, maximum: limits.maximum)
        default:
            problem("selection must be single or multiple, not \(selection?.typeName ?? "nothing")")
            return .single
        }
    }

    /// `message`: one string for every rule, or a dictionary of strings by rule name.
    func ruleMessages(problem: (String) -> Void) -> RuleMessages {
        switch message {
        case nil: return RuleMessages()
        case .text(let text)?: return RuleMessages(common: text)
        case .byRule(let messages)?:
            var customNames: [String] = []
            if case .list(let names)? = ruleNames { customNames = names.compactMap(\.text) }
            FieldChecks.messageProblems(messages, customNames: customNames).forEach(problem)
            return RuleMessages(byRule: messages)
        case .invalid(let typeName)?:
            problem("message must be a string or a dictionary of strings by rule name, not \(typeName)")
            return RuleMessages()
        }
    }
}

/// The `message` field as the file has it.
enum MessageRecord: Equatable {
    case text(String)
    case byRule([String: String])
    case invalid(String)
}
