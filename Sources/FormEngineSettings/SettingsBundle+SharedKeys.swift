import FormEngine

/// Rows that share a `Key` — two specifiers in one pane, or a pane opened from several child-pane
/// rows — are views of one defaults entry: a change to any of them is copied to the others, so
/// every row shows the entry's value and ``values(of:preserving:)`` saves it under the `Key`.
extension SettingsBundle {
    /// What every row bound to a shared key shows, taken before an edit, so that
    /// ``synchronize(_:since:)`` can tell which of them the edit changed.
    public struct SharedRows: Equatable, Sendable {
        /// The value each row of a shared key showed.
        var shown: [RowKey: Value?]
    }

    /// The fields of every `Key` that more than one row stores, in pane order.
    public var sharedFields: [String: [SettingsField]] {
        var byKey: [String: [SettingsField]] = [:]
        for field in fields where field.control != .fixed { byKey[field.key, default: []].append(field) }
        return byKey.filter { $0.value.count > 1 }
    }

    /// What the rows of shared keys show in `form` now.
    public func sharedRows(of form: Form) -> SharedRows {
        var shown: [RowKey: Value?] = [:]
        for group in sharedFields.values {
            for field in group {
                let value: Value? = try? form.value(of: field.row)
                shown[field.row] = .some(value)
            }
        }
        return SharedRows(shown: shown)
    }

    /// Copies the value of each shared-key row that changed since `before` to the other rows of
    /// its key; returns the rows that were updated. Use it after changing `form` directly
    /// (`Edit.tap(_:)`, `Edit.set(_:_:)`); ``set(_:text:in:)`` does it itself.
    @discardableResult
    public func synchronize(_ form: inout Form, since before: SharedRows) -> FormChange {
        var change = FormChange()
        for group in sharedFields.values {
            guard
                let source = group.first(where: {
                    ((try? form.value(of: $0.row)) ?? nil) != (before.shown[$0.row] ?? nil)
                })
            else { continue }
            change = Self.merge(change, propagate(from: source, in: &form))
        }
        return change
    }

    /// Gives every other row of `field`'s key the value `field`'s row shows.
    func propagate(from field: SettingsField, in form: inout Form) -> FormChange {
        var change = FormChange()
        let current = (try? form.value(of: field.row)) ?? nil
        guard let stored = storedValue(of: field, current) else { return change }
        for other in fields where other.key == field.key && other.row != field.row {
            guard let typed = try? typedValue(stored, for: other),
                (try? form.value(of: other.row)) != typed,
                let done = try? form.apply(.set(other.row, typed))
            else { continue }
            change = Self.merge(change, done)
        }
        return change
    }

    /// The defaults entry `field`'s row stands for when it shows `current`; `nil` when it stores
    /// nothing (a read-only row, or a picker with nothing chosen).
    func storedValue(of field: SettingsField, _ current: Value?) -> PlistValue? {
        switch (field.control, current) {
        case (.toggle(let on, let off), .bool(let flag)?):
            return (flag ? on : off) ?? .bool(flag)
        case (.picker(let options), .choice(let chosen)?):
            return options.first { $0.row == chosen }?.value
        case (.slider, .number(let number)?):
            if case .integer? = field.defaultValue, number == number.rounded(), abs(number) < 1e15 {
                return .integer(Int(number))
            }
            return .real(number)
        case (.text, .text(let text)?):
            return .string(text)
        case (.text, nil):
            return .string("")
        default:
            return nil
        }
    }

    /// Two changes made one after the other, as one: the second's reconfigured rows are added
    /// to the first's (value changes in a Settings bundle never show, hide or move rows, so
    /// the positions stay valid).
    static func merge(_ first: FormChange, _ second: FormChange) -> FormChange {
        var sections = first.sections
        for part in second.sections {
            if let index = sections.firstIndex(where: { $0.section == part.section }) {
                let known = Set(sections[index].reconfigured)
                sections[index].reconfigured += part.reconfigured.filter { !known.contains($0) }
                sections[index].reconfigured.sort()
            } else {
                sections.append(part)
            }
        }
        sections.sort { $0.section < $1.section }
        let known = Set(first.reconfiguredKeys)
        return FormChange(
            sections: sections, changedKeys: first.changedKeys + second.changedKeys,
            reconfiguredKeys: first.reconfiguredKeys + second.reconfiguredKeys.filter { !known.contains($0) })
    }
}
