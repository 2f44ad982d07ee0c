/// Validation: checking every rule of every row whose conditions hold. Rules never block an
/// edit or saving; they decide ``canSubmit``.
extension Form {
    /// Every rule broken by the current values, in form order. Rows hidden by a `visibleWhen`
    /// condition (theirs or an owner's) are skipped; collapsed rows are checked.
    /// - Complexity: O(n) in the rows of the form.
    public func validate() -> [ValidationProblem] {
        var problems: [ValidationProblem] = []
        for section in 0..<sectionCount {
            for row in 0..<structure.sections[section].count {
                let ref = RowRef(section: section, row: row)
                guard isActive(ref) else { continue }
                problems += self.problems(at: ref)
            }
        }
        return problems
    }

    /// Whether no rule is broken: what enables a form's submit button.
    public var canSubmit: Bool { validate().isEmpty }

    /// The problems of the row `key` (empty when its rules hold or it is hidden by a condition).
    public func problems(of key: RowKey) throws(FormError) -> [ValidationProblem] {
        let ref = try ref(key)
        return isActive(ref) ? problems(at: ref) : []
    }

    /// What the row `key` would break if `text` were set into it, as a person types it before
    /// leaving the row: the refusal of text it cannot hold (when `refusals`; half-typed text
    /// such as `1990-0` is refused until it is whole), else its problems with that value. Empty
    /// for a row hidden by a condition or a key the form lacks.
    package func problems(of key: RowKey, typing text: String, refusals: Bool) -> [String] {
        guard let ref = lookup(key), isActive(ref) else { return [] }
        let kind = descriptor(ref).definition
        let value: Value?
        if text.isEmpty, kind.clearsOnEmptyText {
            value = nil
        } else {
            do {
                value = try kind.check(try kind.parse(text))
            } catch {
                return refusals ? [error.reason] : []
            }
        }
        return problems(at: ref, value: value).map(\.message)
    }

    /// Whether the row `key` must hold a value now: it has a `required` rule, or a requirement
    /// (``RowDescriptor/require(when:clause:)``) whose condition holds. `false` for a key the
    /// form lacks.
    package func isRequiredNow(_ key: RowKey) -> Bool {
        guard let ref = lookup(key) else { return false }
        let row = descriptor(ref)
        if row.rules.contains(.required) { return true }
        return row.requirements.contains { requirementHolds($0) }
    }

    /// Why the row `key` must hold a value now: `""` for a `required` rule, the clause of a
    /// requirement whose condition holds (`when Target is ssh`), `nil` when none holds.
    package func requirementNow(_ key: RowKey) -> String? {
        guard let ref = lookup(key) else { return nil }
        let row = descriptor(ref)
        if row.rules.contains(.required) { return "" }
        return row.requirements.first { requirementHolds($0) }?.clause
    }

    /// Whether a requirement's condition holds, reading rows as a `visibleWhen` condition does.
    private func requirementHolds(_ requirement: RowRequirement) -> Bool {
        requirement.condition.holds { key in lookup(key).flatMap(conditionValue) }
    }

    /// Whether the row `key` checks what is typed beyond its being there: a format (an email, a
    /// number, a day …), a pattern or a length.
    package func checksFormat(of key: RowKey) -> Bool {
        guard let ref = lookup(key) else { return false }
        let row = descriptor(ref)
        if row.storedKind.checksValues { return true }
        return row.rules.contains { rule in
            switch rule {
            case .pattern, .minLength, .maxLength: return true
            default: return false
            }
        }
    }

    /// The rules broken by one row, whatever its visibility.
    func problems(at ref: RowRef) -> [ValidationProblem] {
        if layout[ref.section].hasNothingToValidate(at: ref.row) { return [] }
        return problems(at: ref, value: layout[ref.section].value(at: ref.row))
    }

    /// The rules broken by one row holding `value`, whatever its visibility.
    private func problems(at ref: RowRef, value: Value?) -> [ValidationProblem] {
        let row = descriptor(ref)
        var problems: [ValidationProblem] = []
        let touched = !self.touched.isEmpty && self.touched.contains(row.key)
        func fail(_ rule: ValidationRule, _ generated: String) {
            problems.append(
                ValidationProblem(
                    key: row.key, rule: rule, message: row.messages.message(for: rule.rawValue) ?? generated,
                    location: location(ref), isTouched: touched))
        }
        let name = displayName(of: row)
        // A switch or checkbox that is required must be on (`I accept the terms`).
        let isEmpty = row.definition.countsAsEmpty(value)
        for rule in row.rules {
            switch rule {
            case .required where isEmpty:
                fail(rule.validationRule, "\(name) is required")
            case .minLength(let count):
                guard case .text(let text)? = value, !text.isEmpty, text.count < count else { continue }
                fail(rule.validationRule, "\(name) needs at least \(count) character\(count == 1 ? "" : "s")")
            case .maxLength(let count):
                guard case .text(let text)? = value, text.count > count else { continue }
                fail(rule.validationRule, "\(name) takes at most \(count) character\(count == 1 ? "" : "s")")
            case .pattern(let pattern):
                guard case .text(let text)? = value, !text.isEmpty, !pattern.matches(text) else { continue }
                fail(rule.validationRule, "\(name) is not in the expected format")
            case .matches(let other):
                guard !isEmpty, let otherRef = lookup(other) else { continue }
                let otherValue = layout[otherRef.section].value(at: otherRef.row)
                guard otherValue != value else { continue }
                fail(.matches, "\(name) must match \(displayName(otherRef))")
            case .custom(let ruleName):
                guard let check = customRules[ruleName.rawValue] else {
                    // Not silence: a rule nobody registered cannot pass (``unregisteredRules``).
                    problems.append(
                        ValidationProblem(
                            key: row.key, rule: rule.validationRule,
                            message: "no rule '\(ruleName)' is registered (Form(_:rules:) or Cell.validate)",
                            location: location(ref), isTouched: touched))
                    continue
                }
                guard let message = check(value, self) else { continue }
                fail(rule.validationRule, message)
            default: continue
            }
        }
        if let computed = row.computed {
            if let validation = computed.validation,
                let message = validation.check(value, reading(validation.reads))
            {
                fail(.validate, message)
            }
            // A requirement that holds now, as a `required` rule; once, and not beside one.
            if isEmpty, !row.rules.contains(.required),
                let requirement = computed.requirements.first(where: requirementHolds)
            {
                fail(.required, "\(name) is required \(requirement.clause)")
            }
        }
        if let value, !isEmpty { kindProblems(row, value: value, name: name, fail: fail) }
        if let limits = row.selection.limits {
            let count: Int
            if case .choices(let keys)? = value { count = keys.count } else { count = 0 }
            if count < limits.minimum {
                let plural = limits.minimum == 1 ? "" : "s"
                fail(.minimumSelections, "\(name) needs at least \(limits.minimum) option\(plural) selected")
            }
            if let maximum = limits.maximum, count > maximum {
                fail(.maximumSelections, "\(name) takes at most \(maximum) selected")
            }
        }
        return problems
    }

    /// The checks a row's kind makes of a value it holds (``BuiltInKind/problems(of:name:today:locale:)``).
    private func kindProblems(
        _ row: RowDescriptor, value: Value, name: String, fail: (ValidationRule, String) -> Void
    ) {
        for problem in row.definition.problems(of: value, name: name, today: clock.today, locale: locale) {
            fail(problem.rule, problem.message)
        }
    }

    /// How a row is named in generated messages: its label, else its key.
    func displayName(_ ref: RowRef) -> String {
        displayName(of: descriptor(ref))
    }

    /// How `row` is named in generated messages: its label, else its key.
    private func displayName(of row: RowDescriptor) -> String {
        if row.isExpandable, !row.subtitle.isEmpty { return row.subtitle }
        if !row.title.isEmpty { return row.title }
        if !row.subtitle.isEmpty { return row.subtitle }
        return row.key.rawValue
    }
}
