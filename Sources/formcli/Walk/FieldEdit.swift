import FormEngine

/// The in-place editor of the text or date row under the cursor.
///
/// It is made from the row's value whenever the cursor lands on the row, takes typed keys through
/// a ``LineEditor``, and is committed with Enter or on leaving the row. The form changes only on
/// commit, so a half-typed date never reaches it.
struct FieldEdit: Equatable {
    /// The row being edited.
    let key: RowKey
    /// The text and caret.
    var editor: LineEditor
    /// The text the row held when editing began.
    let original: String
    /// The first visible character, kept between renders so the field scrolls smoothly.
    var firstVisible = 0
    /// Whether the first character typed replaces the value instead of extending it: a date is
    /// always typed whole.
    let retypedWhole: Bool

    /// An editor for `row`, or `nil` when the row is neither a text nor a date row.
    init?(row: Row) {
        switch row.kind {
        case .text: retypedWhole = false
        case .date: retypedWhole = true
        default: return nil
        }
        key = row.key
        original = row.value?.description ?? ""
        editor = LineEditor(text: original)
    }

    /// Passes a key to the editor; on a date row the first character typed starts a new date.
    mutating func handle(_ key: Key) -> Bool {
        if retypedWhole, !isModified, case .char = key {
            editor = LineEditor(text: "")
        }
        return editor.handle(key)
    }

    /// Whether the text differs from the row's value.
    var isModified: Bool { editor.text != original }

    /// Lays the field out `width` columns wide, remembering the scroll position.
    mutating func render(width: Int) -> FieldView {
        let view = editor.render(width: width, previousFirstVisible: firstVisible)
        firstVisible = view.firstVisible
        return view
    }
}
