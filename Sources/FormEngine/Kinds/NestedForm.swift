/// A form that edits one row's value field by field: what a row of an app's kind offers when its
/// value has parts of its own (an object of a JSON Schema, edited as JSON text in the row). A
/// walk opens it on demand — the row's value read into ``form``, the value of the form as edited
/// written back into the row as any edit is — and an app may show it as a child page.
///
/// ```swift
/// if let nested = form.nestedForm(for: "steps-1") {
///     var edited = nested.form
///     _ = try edited.apply(.setText("uses", "actions/checkout@v4"))
///     if let value = nested.value(of: edited) { _ = try form.apply(.set("steps-1", value)) }
/// }
/// ```
public struct NestedForm: Sendable {
    /// The title to show above the nested form (the row's title).
    public let title: String
    /// The nested form, holding the row's value.
    public let form: Form
    /// Writes an edited nested form back as the row's value.
    private let write: @Sendable (Form) -> Value?

    /// A nested form titled `title`, holding `form`, whose edited copies `value` writes back as
    /// the row's value (`nil` for none).
    public init(title: String, form: Form, value: @escaping @Sendable (Form) -> Value?) {
        self.title = title
        self.form = form
        self.write = value
    }

    /// The row's value that `edited` (``form`` as the person left it) stands for; `nil` when it
    /// holds none.
    public func value(of edited: Form) -> Value? { write(edited) }
}

extension AppKind {
    /// None: a kind whose values have parts offers a form for them by implementing
    /// ``nestedForm(for:title:)``.
    public func nestedForm(for value: Value?, title: String) -> NestedForm? { nil }

    /// None: the walk names what is typed by the row's control (``AppKind/valueHint``).
    public var valueHint: String? { nil }
}

extension Form {
    /// The form that edits the row `key`'s value field by field, when its kind offers one
    /// (``AppKind/nestedForm(for:title:)``); `nil` for other rows and keys the form lacks.
    public func nestedForm(for key: RowKey) -> NestedForm? {
        guard let row = try? row(key), case .custom(let kind) = row.kind, !row.isReadOnly else { return nil }
        return kind.nestedForm(for: row.value, title: row.title)
    }
}
