import FormEngine

/// Rows that share a `Key` — two specifiers in one pane, or a pane opened from several child-pane
/// rows — are views of one defaults entry: a change to any of them is copied to the others, so
/// every row shows the entry's value and ``values(of:preserving:)`` saves it under the `Key`.
extension SettingsBundle {
    /// The bundle's rules for every edit of its form, run inside `Form.apply(_:)`:
    /// text typed into a picker may be one of its `Values`, into a switch its
    /// `TrueValue`/`FalseValue`, and a row named by its specifier's `Key` is that `Key`'s first
    /// row; after an edit, every row sharing the `Key` of a row it changed follows it, in the
    /// same `FormChange`. ``makeForm()`` gives the form this behaviour.
    ///
    /// ```swift
    /// var form = try bundle.makeForm()
    /// let change = try form.apply(.tap("account_transport~2.2"))
    /// // change.changedKeys names account_transport~6 too: it shows the same entry
    /// ```
    public struct Behavior: FormBehavior {
        /// The bundle whose rules these are.
        public let bundle: SettingsBundle

        /// The rules of `bundle`.
        public init(_ bundle: SettingsBundle) {
            self.bundle = bundle
        }

        /// Reads `.setText` as the bundle does (see ``SettingsBundle/set(_:text:in:)``).
        public func edit(for edit: Edit, in form: Form) throws(EditError) -> Edit {
            guard case .setText(let key, let text) = edit else { return edit }
            return try bundle.edit(key.rawValue, text: text, in: form)
        }

        /// Copies the value of each row of a shared `Key` that `change` names to the other rows
        /// of its `Key`.
        public func formDidApply(_ edit: Edit, change: FormChange, to form: inout Form) {
            let shared = bundle.sharedFields
            guard !shared.isEmpty else { return }
            var done: Set<String> = []
            for key in change.changedKeys {
                guard let field = bundle.field(row: key), !done.contains(field.key),
                    shared[field.key] != nil
                else { continue }
                done.insert(field.key)
                bundle.propagate(from: field, in: &form)
            }
        }
    }

    /// The fields of every `Key` that more than one row stores, in pane order.
    public var sharedFields: [String: [SettingsField]] {
        var byKey: [String: [SettingsField]] = [:]
        for field in fields where field.control != .fixed { byKey[field.key, default: []].append(field) }
        return byKey.filter { $0.value.count > 1 }
    }

    /// Gives every other row of `field`'s key the value `field`'s row shows.
    func propagate(from field: SettingsField, in form: inout Form) {
        let current = (try? form.value(of: field.row)) ?? nil
        guard let stored = storedValue(of: field, current) else { return }
        for other in fields where other.key == field.key && other.row != field.row {
            guard let typed = try? typedValue(stored, for: other),
                (try? form.value(of: other.row)) != typed
            else { continue }
            _ = try? form.apply(.set(other.row, typed))
        }
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
}
