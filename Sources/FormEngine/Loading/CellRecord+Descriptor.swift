/// Turning a raw cell into a ``RowDescriptor``, reporting every field that does not fit.
extension CellRecord {
    /// Builds the row; each problem is reported through `problem` with the field's name, and the
    /// field falls back to its default so the rest of the file can still be checked.
    func descriptor(
        section: Int, row: Int, customKinds: [String: any AppKind] = [:],
        problem: (_ key: String?, _ reason: String) -> Void
    ) -> RowDescriptor {
        var rowKey = RowKey.positional(section: section, row: row)
        var explicit = false
        if let key {
            if let text = key.text, RowKey.isValidName(text) {
                rowKey = RowKey(text)
                explicit = true
            } else {
                problem(nil, Self.keyProblem(key))
            }
        }
        let kind = resolveKind(customKinds: customKinds, problem: problem)
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
        let initial = Self.initialValue(value, for: kind.base) { problem(rowKey.rawValue, $0) }
        // Most cells state no rules, messages or selection: those keep their defaults.
        var rules: [Rule] = []
        if hasRules {
            rules = self.rules(for: kind.base) { problem(rowKey.rawValue, $0) }
        }
        var messages = RuleMessages()
        if message != nil {
            messages = ruleMessages { problem(rowKey.rawValue, $0) }
        }
        var selection = SelectionMode.single
        if has(.selection) || has(.minimumSelections) || has(.maximumSelections) {
            selection = selectionMode(for: kind.base) { problem(rowKey.rawValue, $0) }
        }
        // Built in one expression: assembled field by field, the descriptor (some twenty fields)
        // was copied whole twice.
        var row = RowDescriptor(
            key: rowKey, hasExplicitKey: explicit, storedKind: kind, title: title, subtitle: subtitle,
            childCount: childCount, startsExpanded: startsExpanded, initialValue: initial,
            unknownKeys: unknownKeys(of: kind, customKinds: customKinds), rules: rules,
            messages: messages, selection: selection, userInfo: userInfo)
        // Most plain rows state none of the fields below: they keep their defaults.
        if kind.isPlain, !hasAny(Self.presentationFields) { return row }
        applyPresentationFields(to: &row) { problem(rowKey.rawValue, $0) }
        return row
    }

    /// The keys FormEngine does not know, sorted, less an app's kind's own
    /// (``AppKind/settingKeys``).
    private func unknownKeys(of kind: AnyKind, customKinds: [String: any AppKind]) -> [String] {
        var keys = unknownKeys
        if !keys.isEmpty, let app = customKinds[kind.base.name] {
            keys.removeAll { app.settingKeys.contains($0) }
        }
        return keys.count > 1 ? keys.sorted() : keys
    }

    /// The fields ``applyPresentationFields(to:problem:)`` reads, whatever the kind.
    private static let presentationFields: [Field] = [
        .contentType, .persist, .presentation, .placeholder, .description,
    ]

    /// The fields views read beyond the title (`contentType`, `persist`, `presentation`,
    /// `placeholder`, `description`) and what a kind implies (a secret is masked and not
    /// saved; `info`, `link` and `button` are read-only and not saved).
    private func applyPresentationFields(to row: inout RowDescriptor, problem: (String) -> Void) {
        for (field, name) in [(Field.placeholder, "placeholder"), (.description, "description")] {
            guard let value = self[field] else { continue }
            guard let text = value.text else {
                problem("\(name) must be a string, not \(value.typeName)")
                continue
            }
            if field == .placeholder { row.placeholder = text } else { row.help = text }
        }
        row.takeWhatTheKindImplies()
        if let contentType {
            if let text = contentType.text, !text.isEmpty {
                row.contentType = text
            } else {
                problem("contentType must be a non-empty string, not \(contentType.typeName)")
            }
        }
        if let persist {
            if let flag = persist.bool {
                row.persists = flag
            } else {
                problem("persist must be a boolean, not \(persist.typeName)")
            }
        }
        if let presentation {
            if let text = presentation.text, let value = ChoicePresentation(rawValue: text) {
                row.presentation = value
            } else {
                problem("presentation must be inline or page, not \(presentation.typeName)")
            }
        }
    }

    /// What is wrong with a `key` that cannot name a row (also for a row made in code).
    static func keyProblem(_ key: PlistScalar) -> String {
        "key must be a non-empty string without spaces or '=', not \(key.typeName)"
    }

    /// The starting value from a cell's `value`, checked by the kind
    /// (``BuiltInKind/initialValue(from:problem:)``); without one, the kind's default.
    static func initialValue(_ value: PlistScalar?, for kind: any BuiltInKind, problem: (String) -> Void)
        -> Value?
    {
        guard let value else { return kind.defaultValue }
        return kind.initialValue(from: value, problem: problem)
    }
}
