import FormEngine
import Foundation

/// A Settings form's state is the app's defaults dictionary: `Key` → the value the control stores
/// (a switch's `TrueValue`/`FalseValue` or a boolean, a picker's `Values` entry, a slider's
/// number, a text field's string).
extension SettingsBundle {
    /// The defaults dictionary `form` stands for. Entries of `previous` that no field stores
    /// (other keys of the app, unsupported specifiers) are carried over unchanged, and so are
    /// entries the field could not take, until its row is changed. A row that still shows what
    /// was loaded keeps the loaded entry (or its `DefaultValue`) exactly, type and all: a
    /// `<real>1</real>` stays a real, a string `"NO"` a string. Rows sharing a `Key` store one
    /// entry (see ``Behavior``).
    public func values(of form: Form, preserving previous: [String: PlistValue] = [:]) -> [String: PlistValue]
    {
        var result = previous
        var written: Set<String> = []
        // The rows with a problem, worked out once and only when an untouched default asks.
        var broken: Set<RowKey>?
        func isBroken(_ row: RowKey) -> Bool {
            if broken == nil { broken = Set(form.validate().map(\.key)) }
            return broken?.contains(row) ?? false
        }
        for field in fields where !written.contains(field.key) {
            written.insert(field.key)
            let current = (try? form.value(of: field.row)) ?? nil
            let initial =
                (try? form.ref(field.row)).map { form.layout[$0.section][$0.row].initialValue } ?? nil
            if let kept = previous[field.key] {
                switch Result(catching: { () throws(FormError) in try typedValue(kept, for: field) }) {
                case .success(let typed) where typed == current: continue
                case .failure where current == initial: continue
                default: break
                }
            } else if let registered = field.defaultValue, current == initial {
                if case .fixed = field.control {
                } else {
                    // An untouched default the row cannot take (none of a picker's Values) or that
                    // breaks its rules is left out: the app registers it anyway, and the next walk
                    // would warn about an entry the person never wrote.
                    let valid =
                        (try? typedValue(registered, for: field)) != nil && !isBroken(field.row)
                    if valid { result[field.key] = registered }
                    continue
                }
            }
            switch (field.control, current) {
            case (.picker, nil):
                // Nothing chosen (a DefaultValue outside Values): the registered default stands.
                if result[field.key] == nil { result[field.key] = field.defaultValue }
            case (.text, nil):
                if result[field.key] != nil { result[field.key] = .string("") }
            case (.fixed, _):
                if result[field.key] == nil { result[field.key] = field.defaultValue }
            default:
                if let stored = storedValue(of: field, current) { result[field.key] = stored }
            }
        }
        return result
    }

    /// Restores a defaults dictionary into `form`. Entries that do not fit — a key no specifier
    /// has, a value of the wrong type or not among a picker's `Values` — are skipped and returned,
    /// one problem per key; pass the dictionary to ``values(of:preserving:)`` to keep them.
    @discardableResult
    public func restore(_ values: [String: PlistValue], into form: inout Form, file: String? = nil)
        -> [FormError]
    {
        var problems: [FormError] = []
        for key in values.keys.sorted() {
            guard let value = values[key] else { continue }
            let location = Location(file: file, key: key)
            let bound = fields.filter { $0.key == key }
            guard let field = bound.first else {
                problems.append(
                    .invalidState(
                        location, reason: "no specifier has this Key; the entry is kept but not used"))
                continue
            }
            do {
                guard let typed = try typedValue(value, for: field) else { continue }
                try form.applyReporting(.set(field.row, typed))
                // Every row bound to the key shows the entry; one of another type keeps its own.
                for other in bound.dropFirst() {
                    if let typed = try? typedValue(value, for: other) {
                        _ = try? form.apply(.set(other.row, typed))
                    }
                }
            } catch {
                problems.append(
                    .invalidState(location, reason: "\(error.reason); the entry is kept but not used"))
            }
        }
        return problems
    }

    /// The form value a stored entry stands for (`nil` for fields that are only shown).
    func typedValue(_ value: PlistValue, for field: SettingsField) throws(FormError) -> Value? {
        switch (field.control, value) {
        case (.toggle(let on?, _), _) where on.matches(value): return .bool(true)
        case (.toggle(_, let off?), _) where off.matches(value): return .bool(false)
        case (.toggle(nil, nil), .bool(let flag)): return .bool(flag)
        case (.toggle, _):
            throw .invalidValue(field.location, reason: "\(value.quoted) is not a value of this switch")
        case (.picker(let options), _):
            guard let option = options.first(where: { $0.value.matches(value) }) else {
                throw .invalidValue(field.location, reason: "\(value.quoted) is none of the Values")
            }
            return .choice(option.row)
        case (.slider, .integer(let number)): return .number(Double(number))
        case (.slider, .real(let number)): return .number(number)
        case (.text, .string(let text)): return .text(text)
        case (.text, .bool(let flag)): return .text(flag ? "1" : "0")
        case (.text, .integer), (.text, .real): return .text(value.text)
        case (.fixed, _): return nil
        default:
            throw .invalidValue(
                field.location, reason: "a \(field.control.name) cannot hold \(value.typeName)")
        }
    }

    /// Sets a setting from text. `key` is a specifier `Key` or
    /// a row key; a picker takes one of its `Values` (as text), an option's key or its title; a
    /// switch takes its `TrueValue`/`FalseValue` as text, or true/false, yes/no, y/n, on/off. Every
    /// row bound to the same `Key` (whichever of them `key` names) then shows the new value.
    ///
    /// A thin wrapper: `form.apply(.setText(RowKey(key), text))` on a form from ``makeForm()``
    /// does the same, as its ``Behavior`` reads the text.
    @discardableResult
    public func set(_ key: String, text: String, in form: inout Form) throws(EditError) -> FormChange {
        guard !form.behaviors.contains(where: { $0 is Behavior }) else {
            return try form.apply(.setText(RowKey(key), text))
        }
        var copy = form
        copy.behaviors.append(Behavior(self))
        let change = try copy.apply(.setText(RowKey(key), text))
        copy.behaviors.removeLast()
        form = copy
        return change
    }

    /// The edit that sets the row `key` names from `text` in `form`, as ``set(_:text:in:)``
    /// reads it.
    func edit(_ key: String, text: String, in form: Form) throws(EditError) -> Edit {
        guard let field = field(key) else { return .setText(RowKey(key), text) }
        switch field.control {
        case .picker(let options):
            if let option = options.first(where: { $0.value.text == text || $0.value.matchesNumber(text) }) {
                return .set(field.row, .choice(option.row))
            }
            var probe = form
            probe.behaviors = []
            do {
                try probe.apply(.setText(field.row, text))
            } catch {
                let values = options.map(\.value.text).joined(separator: ", ")
                throw .invalidValue(
                    field.location, reason: "'\(text)' is none of the Values (\(values)) or titles")
            }
        case .toggle(let on, let off):
            if let on, on.text == text { return .set(field.row, .bool(true)) }
            if let off, off.text == text { return .set(field.row, .bool(false)) }
        default: break
        }
        return .setText(field.row, text)
    }
}

extension SettingsField.Control {
    /// The control's name in messages.
    var name: String {
        switch self {
        case .toggle: return "switch"
        case .picker: return "picker"
        case .slider: return "slider"
        case .text: return "text field"
        case .fixed: return "read-only row"
        }
    }
}
