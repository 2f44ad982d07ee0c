/// JSON documents: scaffold.
struct JSONSyntax: DocumentSyntax {
    let value: JSONValue

    init(text: SourceText, options: DocumentOptions) throws(DocumentError) {
        try self.init(text: text, options: options, comments: false)
    }

    init(text: SourceText, options: DocumentOptions, comments: Bool) throws(DocumentError) {
        throw text.error("JSON is not read yet", at: text.start)
    }

    func range(of pointer: JSONPointer) -> Range<Int>? { nil }

    func splices(for edit: DocumentEdit) throws(DocumentError) -> [DocumentSplice] { [] }
}
