import FormDocuments
import FormEngine
import FormSchema
import Foundation

/// Editable lists read from the instance and written back: an array's items in order, a
/// key–value list's members in order, each item titled with its member's name.
extension SchemaForm {
    /// The editable section whose template is the field's row.
    static func listSection(_ field: SchemaField, in form: Form) -> Int? {
        form.descriptor.sections.firstIndex { $0.isEditable && $0.template?.key == field.key }
    }

    /// Adds one item per entry (titled with its name, or the template's title when it has
    /// none); when one does not fit, none is added (the list is then written back only if the
    /// person adds to it, replacing it — see ``instance(of:since:updating:)``).
    func restoreList(
        _ entries: [(name: String?, value: JSONValue)], _ inner: SchemaField.Encoding, _ field: SchemaField,
        into form: inout Form
    ) throws(FormError) {
        guard let section = Self.listSection(field, in: form) else { return }
        let template = form.descriptor.sections[section].template
        var values: [Value] = []
        for (_, item) in entries {
            switch (inner, item) {
            case (.string, .string(let text)):
                guard let value = SchemaMapper.value(text, for: template?.kind ?? .text(.plain)) else {
                    throw FormError.invalidValue(
                        Location(), reason: "an item is not a value the list's rows hold")
                }
                values.append(value)
            case (.integer, .number(let number)) where number.hasIntegralValue && number.double.isFinite:
                values.append(.number(number.double))
            case (.number, .number(let number)) where number.double.isFinite:
                values.append(.number(number.double))
            case (.boolean, .bool(let flag)): values.append(.bool(flag))
            case (.json, _): values.append(.text(item.description))
            default:
                throw FormError.invalidValue(
                    Location(), reason: "an item is \(item.typeName), not what the list's rows hold")
            }
        }
        var working = form
        for (entry, value) in zip(entries, values) {
            let title = entry.name ?? template?.title ?? ""
            let change = try working.applyReporting(.addItem(section: section, title: title))
            guard let key = change.changedKeys.first else { continue }
            _ = try working.applyReporting(.set(key, value))
        }
        form = working
    }

    /// A list field's items as JSON, in order: an array, or for a key–value list an object
    /// whose members are the items' titles and values (a later item of the same title wins);
    /// items left empty are left out; `nil` when one cannot be written or the field is no list.
    func listJSON(_ form: Form, _ field: SchemaField) -> JSONValue? {
        let inner: SchemaField.Encoding
        switch field.encoding {
        case .list(let encoding), .keyed(let encoding): inner = encoding
        default: return nil
        }
        guard let section = Self.listSection(field, in: form), let keys = try? form.items(in: section) else {
            return nil
        }
        var items: [JSONValue] = []
        var members = JSONObject()
        for key in keys {
            guard let row = try? form.row(key) else { return nil }
            // An item left empty is not in the array (its row's `required` says so); the others
            // are written.
            guard let value = row.value else { continue }
            guard let json = encode(value, SchemaField(key: key, pointer: [], encoding: inner)) else {
                return nil
            }
            items.append(json)
            members.set(row.ownTitle, json)
        }
        if case .keyed = field.encoding { return .object(members) }
        return .array(items)
    }
}

extension SchemaField {
    /// For a list, what it is when it has no item (`[]`, or `{}` for a key–value list); `nil`
    /// for any other row.
    var emptyList: JSONValue? {
        switch encoding {
        case .list: return .array([])
        case .keyed: return .object(JSONObject())
        default: return nil
        }
    }
}
