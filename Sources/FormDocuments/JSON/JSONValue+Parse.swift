import Foundation

extension JSONValue {
    /// Reads `data` as one JSON value (RFC 8259: UTF-8, an optional byte-order mark), within
    /// `options`' limits; an invalid byte is an error at its place, never replaced.
    /// - Throws: ``DocumentError`` with the file, line and column.
    /// - Complexity: O(*n*) in the size of `data`.
    package static func parse(
        _ data: Data, file: String = "<data>", options: DocumentOptions = DocumentOptions(),
        comments: Bool = false
    ) throws(DocumentError) -> JSONValue {
        let text = try SourceText(bytes: [UInt8](data), file: file, options: options)
        return try JSONSyntax(text: text, options: options, comments: comments).value
    }

    /// Reads `text` as one JSON value.
    package static func parse(
        _ text: String, file: String = "<text>", options: DocumentOptions = DocumentOptions()
    )
        throws(DocumentError) -> JSONValue
    {
        try parse(Data(text.utf8), file: file, options: options)
    }
}
