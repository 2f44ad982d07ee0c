import FormDocuments
import FormEngine
import FormSchema
import Foundation

extension SchemaForm {
    /// Shows `instance`'s members in the rows that hold them; returns, one line each (naming
    /// `file` and the member's JSON pointer), the values a row cannot take — they stay in the
    /// instance as they are, and the validator judges them. A read-only row refuses the value:
    /// make `form` from ``descriptor(showing:)``, whose read-only rows start at the instance's.
    package func restore(_ instance: JSONValue, into form: inout Form, file: String) -> [String] {
        var notes: [String] = []
        let skipped = restoreChoices(instance, into: &form, file: file, notes: &notes)
        let readOnly = readOnlyRows()
        for field in fields where !skipped.contains(field.key) {
            guard let value = JSONPointer.resolve(field.pointer, in: instance) else { continue }
            if let row = readOnly[field.key], let shown = Self.shownValue(value, field, row),
                (try? form.row(field.key))?.value == shown
            {
                continue
            }
            do throws(FormError) {
                switch (field.encoding, value) {
                case (.string, .string(let text)): _ = try form.applyReporting(.setText(field.key, text))
                case (.integer, .number(let number)), (.number, .number(let number)):
                    guard number.double.isFinite else {
                        throw FormError.invalidValue(Location(), reason: "too large")
                    }
                    _ = try form.applyReporting(.set(field.key, .number(number.double)))
                case (.boolean, .bool(let flag)): _ = try form.applyReporting(.set(field.key, .bool(flag)))
                case (.json, _): _ = try form.applyReporting(.set(field.key, .text(value.description)))
                case (.choice(let values), _):
                    guard let index = values.firstIndex(of: value) else {
                        throw FormError.invalidValue(Location(), reason: "not one of the schema's values")
                    }
                    _ = try form.applyReporting(.set(field.key, .choice(Self.optionKey(field.key, index))))
                case (.list(let inner), .array(let items)):
                    try restoreList(items.map { (nil, $0) }, inner, field, into: &form)
                case (.keyed(let inner), .object(let members)):
                    try restoreList(members.members.map { ($0.key, $0.value) }, inner, field, into: &form)
                case (.choices(let values), .array(let items)):
                    let indexes = items.compactMap { values.firstIndex(of: $0) }
                    guard indexes.count == items.count else {
                        throw FormError.invalidValue(Location(), reason: "not all of the schema's values")
                    }
                    _ = try form.applyReporting(
                        .set(field.key, .choices(indexes.map { Self.optionKey(field.key, $0) })))
                default:
                    throw FormError.invalidValue(
                        Location(), reason: "a row of this kind cannot hold \(value.typeName)")
                }
            } catch {
                notes.append("\(file): \(field.pointerText): \(error.reason); the value is kept as it is")
            }
        }
        return notes
    }

    /// The instance with the values `form` changed since `loaded` written in: a member whose
    /// row was changed gets the row's value (or is removed when the row was emptied); every
    /// other member, described by the schema or not, stays as it was, in its place. A list is
    /// written whole when its items or their values changed.
    package func instance(of form: Form, since loaded: Form, updating original: JSONValue?) -> JSONValue {
        var instance = original ?? .object(JSONObject())
        let skipped = choiceSkips(form, since: loaded)
        for field in fields where !skipped.contains(field.key) {
            if let empty = field.emptyList {
                let before = listJSON(loaded, field)
                guard let now = listJSON(form, field), now != before else { continue }
                // A list the form could not show whole (an item it cannot hold) is kept as it is.
                if let kept = original.flatMap({ JSONPointer.resolve(field.pointer, in: $0) }),
                    kept != before ?? empty
                {
                    continue
                }
                instance = Self.setting(now, at: field.pointer[...], in: instance)
                continue
            }
            guard let now = try? form.row(field.key), let before = try? loaded.row(field.key),
                now.value != before.value
            else { continue }
            let json = now.value.flatMap { encode($0, field) }
            instance = Self.setting(json, at: field.pointer[...], in: instance)
        }
        return writingChoices(of: form, since: loaded, into: instance)
    }

    /// The JSON pointers of the members `mine` (an instance written from a form's changes over
    /// `theirs`) sets otherwise than `theirs`, which another writer changed from `base` too:
    /// what a save wrote over another's change.
    package func overwritten(base: JSONValue?, theirs: JSONValue?, mine: JSONValue) -> [String] {
        var pointers: [[String]] = fields.map(\.pointer) + choices.map(\.pointer)
        pointers = pointers.enumerated().filter { index, pointer in !pointers[..<index].contains(pointer) }
            .map(\.1)
        return pointers.filter { pointer in
            let before = base.flatMap { JSONPointer.resolve(pointer, in: $0) }
            let other = theirs.flatMap { JSONPointer.resolve(pointer, in: $0) }
            return other != before && JSONPointer.resolve(pointer, in: mine) != other
        }.map { pointer in pointer.isEmpty ? "(root)" : pointer.map { "/" + JSONPointer.escape($0) }.joined()
        }
    }

    /// Whether `form` holds a value (or a list's items) other than `saved` does: what a save
    /// would write.
    package func hasChanges(_ form: Form, since saved: Form) -> Bool {
        if choices.contains(where: { (try? form.row($0.key).value) != (try? saved.row($0.key).value) }) {
            return true
        }
        return fields.contains { field in
            if field.emptyList != nil { return listJSON(form, field) != listJSON(saved, field) }
            return (try? form.row(field.key).value) != (try? saved.row(field.key).value)
        }
    }

    /// The key of the option row for value `index` of the picker `key`.
    static func optionKey(_ key: RowKey, _ index: Int) -> RowKey {
        RowKey(key.rawValue + "#" + String(index))
    }

    /// A row's value as JSON; `nil` for an empty one.
    func encode(_ value: Value, _ field: SchemaField) -> JSONValue? {
        switch (field.encoding, value) {
        case (.string, .text(let text)): return text.isEmpty ? nil : .string(text)
        case (.string, .date(let day)): return .string(day.description)
        case (.integer, .number(let number)) where number.isFinite && number == number.rounded():
            if let whole = Int(exactly: number) { return .number(JSONNumber(whole)) }
            return .number(JSONNumber(literal: String(format: "%.0f", number)))
        case (.number, .number(let number)) where number.isFinite:
            return .number(JSONNumber(literal: Value.number(number).description))
        case (.boolean, .bool(let flag)): return .bool(flag)
        case (.json, .text(let text)): return text.isEmpty ? nil : try? JSONValueKind.json(text)
        case (.choice(let values), .choice(let key)): return Self.index(of: key, in: field).map { values[$0] }
        case (.choices(let values), .choices(let keys)):
            return .array(keys.compactMap { Self.index(of: $0, in: field).map { values[$0] } })
        default: return nil
        }
    }

    private static func index(of option: RowKey, in field: SchemaField) -> Int? {
        let prefix = field.key.rawValue + "#"
        guard option.rawValue.hasPrefix(prefix) else { return nil }
        return Int(option.rawValue.dropFirst(prefix.count))
    }

    /// `container` with `value` at `pointer` (removed when `nil`), making the objects on the
    /// way; a place inside something not an object is left alone.
    static func setting(_ value: JSONValue?, at pointer: ArraySlice<String>, in container: JSONValue)
        -> JSONValue
    {
        guard let name = pointer.first else { return value ?? container }
        guard case .object(var object) = container else { return container }
        let rest = pointer.dropFirst()
        if rest.isEmpty {
            if let value { object.set(name, value) } else { object.remove(name) }
            return .object(object)
        }
        let inner = object[name] ?? .object(JSONObject())
        if value == nil, object[name] == nil { return container }
        object.set(name, setting(value, at: rest, in: inner))
        return .object(object)
    }
}

/// JSON written for people: two spaces a level, members in their order, numbers as written.
package enum PrettyJSON {
    /// `value` as pretty-printed JSON, ending with a newline.
    package static func render(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out + "\n"
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        switch value {
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            out += "[\n"
            let inner = indent + "  "
            for (index, item) in items.enumerated() {
                out += inner
                write(item, indent: inner, into: &out)
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let object):
            guard object.count > 0 else {
                out += "{}"
                return
            }
            out += "{\n"
            let inner = indent + "  "
            for (index, member) in object.members.enumerated() {
                out += inner + JSONValue.quoted(member.key) + ": "
                write(member.value, indent: inner, into: &out)
                out += index < object.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        default: out += value.description
        }
    }
}
