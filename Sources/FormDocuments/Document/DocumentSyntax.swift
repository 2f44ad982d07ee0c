/// A format's reading of a document's bytes: the value, where each value is written, and how an
/// edit is written in the file's own style.
///
/// A syntax is made once per text: after an edit, ``Document`` reads the new text again, checks
/// that it holds the edited value, and keeps the new syntax. Readers are given valid UTF-8
/// (``SourceText`` checked it and the size) and may start with a byte-order mark, which they skip.
package protocol DocumentSyntax: Sendable {
    /// Reads `text`; throws with the place of the first problem.
    init(text: SourceText, options: DocumentOptions) throws(DocumentError)

    /// The value the text holds.
    var value: JSONValue { get }

    /// The bytes where the value at `pointer` is written, or `nil` when it is not.
    func range(of pointer: JSONPointer) -> Range<Int>?

    /// The splices that make `edit` in this text's style, touching only the edited member's own
    /// bytes; they must not overlap. Throws when the edit cannot be written (a pointer to
    /// nothing).
    func splices(for edit: DocumentEdit) throws(DocumentError) -> [DocumentSplice]

    /// Whether an edit keeps the value's member order as the edit says it (a new member last):
    /// `false` for a format that places members by kind (TOML's key/value lines come before its
    /// tables), whose edited value is then compared regardless of member order.
    static var keepsMemberOrder: Bool { get }
}

extension DocumentSyntax {
    static var keepsMemberOrder: Bool { true }
}
