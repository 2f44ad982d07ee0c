import FormDocuments
import FormEngine
import FormSchema
import Foundation

/// The kind of a row that holds a member the form cannot show as rows of its own (an object of
/// an array, a value of several types, a recursive schema) as JSON text: typed as JSON, kept in
/// its compact form, and checked against the member's schema.
///
/// A person types `{"uses": "actions/checkout@v4"}` or `[1, 2]`; text that is not JSON is the
/// string it says where the schema takes one, else refused (`not JSON: 1:9: …`), and a value the schema does not accept is a problem of the row
/// (`Step: missing required member "uses"`, `Step/uses: must be string, not integer`), as any
/// rule's is.
struct JSONValueKind: AppKind {
    /// The schema the member's schema is in.
    let schema: JSONSchema
    /// The member's schema.
    let node: SchemaNode

    var name: String { "json" }
    /// The member schema's location: two JSON rows of the same schema are the same kind.
    var settings: String { node.location }
    var control: RowControl { .text(content: .plain, isSecure: false, maximumLength: nil) }
    var valueType: ValueType { .text }
    var settingKeys: [String] { [] }
    var isDisplayOnly: Bool { false }
    var isSecret: Bool { false }
    var defaultValue: Value? { nil }
    var clearsOnEmptyText: Bool { true }
    var localizableTexts: [String] { [] }
    var valueHint: String? { "JSON" }

    func reading(_ cell: inout KindCell) -> JSONValueKind { self }

    /// `text` read as JSON, kept compact (`{"a":1}`, numbers as written); text that is not JSON
    /// is the string it says when the member's schema takes that string (`--set image=ubuntu`
    /// for a string or a list of them), as a config file's own format would read it, unless it
    /// starts as an object, an array or a string does (`[a` is refused, not the string `[a`).
    func parse(_ text: String) throws(FormError) -> Value {
        do {
            return .text(try Self.json(text).description)
        } catch {
            // Text that starts as JSON's objects, arrays and strings do was meant as JSON.
            guard let first = text.first, !"{[\"".contains(first),
                schema.problems(.string(text), against: node).isEmpty
            else { throw error }
            return .text(JSONValue.string(text).description)
        }
    }

    func check(_ value: Value) throws(FormError) -> Value {
        guard case .text(let text) = value else {
            throw .invalidValue(Location(), reason: "a JSON value is text, not \(value)")
        }
        return try parse(text)
    }

    /// The schema's problems with the value, each as `TITLE/POINTER: message`.
    func problems(of value: Value, title: String) -> [String] {
        guard case .text(let text) = value, let json = try? Self.json(text) else { return [] }
        return schema.problems(json, against: node).map { "\(title)\($0.instancePointer): \($0.message)" }
    }

    /// Whether the compact form differs from what was typed (white space, escapes).
    func normalises(_ text: String, to value: Value) -> Bool { value != .text(text) }
    func countsAsEmpty(_ value: Value?) -> Bool { value == nil || value == .text("") }
    func displayText(of value: Value, locale: Locale?) -> String? { nil }
    func summaryText(of value: Value) -> String? { nil }
    func linkURL(_ value: Value?) -> String? { nil }

    func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        guard case .string(let text) = saved else { return nil }
        return try parse(text)
    }

    func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }

    /// The member's schema as a form of its own, holding `value` — made when asked, so that a
    /// recursive schema is shown a level at a time; `nil` when that form would be this one row
    /// again (a value of several types) or `value` is not JSON.
    func nestedForm(for value: Value?, title: String) -> NestedForm? {
        var original: JSONValue?
        if case .text(let text)? = value, !text.isEmpty {
            guard let json = try? Self.json(text) else { return nil }
            original = json
        }
        guard let nested = try? SchemaForm(schema: schema, root: node),
            !nested.fields.contains(where: { $0.pointer.isEmpty && $0.encoding == .json }),
            !nested.fields.isEmpty || !nested.choices.isEmpty,
            var form = try? Form(original.map(nested.descriptor(showing:)) ?? nested.descriptor)
        else { return nil }
        if let original { _ = nested.restore(original, into: &form, file: title) }
        let loaded = form
        let start = original
        return NestedForm(title: title, form: form) { edited in
            guard nested.hasChanges(edited, since: loaded) else { return value }
            return .text(nested.instance(of: edited, since: loaded, updating: start).description)
        }
    }
    func localized(_ localize: (String) -> String) -> JSONValueKind { self }

    /// The JSON value `text` holds, or a refusal naming where it stops being JSON.
    static func json(_ text: String) throws(FormError) -> JSONValue {
        do {
            return try JSONValue.parse(text, file: "value")
        } catch {
            throw .invalidValue(
                Location(), reason: "not JSON: \(error.line):\(error.column): \(error.message)")
        }
    }

    static func == (lhs: JSONValueKind, rhs: JSONValueKind) -> Bool {
        lhs.schema === rhs.schema && lhs.node.location == rhs.node.location
    }

    func hash(into hasher: inout Hasher) { hasher.combine(node.location) }
}
