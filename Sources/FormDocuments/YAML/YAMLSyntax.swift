/// YAML documents: being written on the `yaml` branch (a scaffold until then).
struct YAMLSyntax: DocumentSyntax {
    let value: JSONValue

    init(text: SourceText, options: DocumentOptions) throws(DocumentError) {
        throw text.error("YAML is not read yet", at: text.start)
    }

    func range(of pointer: JSONPointer) -> Range<Int>? { nil }

    func splices(for edit: DocumentEdit) throws(DocumentError) -> [DocumentSplice] { [] }
}
