import FormEngine

/// How a program's kind of form reads typed text into rows and keeps tied rows in step, for
/// forms whose rows mean more than the descriptor says (an Apple Settings bundle: a picker's
/// `Values`, rows sharing one `Key`). A plain form needs none.
public protocol FormWalkDialect {
    /// Sets a row from the text a person typed in line mode (`set KEY VALUE`).
    /// - Parameters:
    ///   - key: The row.
    ///   - text: The text typed.
    ///   - form: The form to change.
    /// - Returns: What changed.
    /// - Throws: `FormError` when the row does not take the text; nothing changed then.
    func set(_ key: RowKey, text: String, in form: inout Form) throws(FormError) -> FormChange
    /// Called after every change of the form, to keep tied rows in step.
    /// - Parameter form: The form just changed, which the dialect may change further.
    mutating func formDidChange(_ form: inout Form)
}
