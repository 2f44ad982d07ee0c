/// TOML documents: being written on the `toml` branch (a scaffold until then).
struct TOMLSyntax: DocumentSyntax {
    let value: JSONValue

    init(text: SourceText, options: DocumentOptions) throws(DocumentError) {
        throw text.error("TOML is not read yet", at: text.start)
    }

    func range(of pointer: JSONPointer) -> Range<Int>? { nil }

    func splices(for edit: DocumentEdit) throws(DocumentError) -> [DocumentSplice] { [] }
}
