extension YAMLSyntax {
    func splices(for edit: DocumentEdit) throws(DocumentError) -> [DocumentSplice] {
        throw DocumentError(
            file: text.file,
            message: "\(Document.describe(edit.pointer)): YAML files are read, not yet edited")
    }
}
