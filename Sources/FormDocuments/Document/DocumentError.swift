/// Why a document could not be read or edited: one line naming the file and the place.
///
/// `description` is `FILE:LINE:COLUMN: MESSAGE` (lines and columns count from 1, columns in
/// characters), or `FILE: MESSAGE` when there is no place (an edit of a value that is not there).
package struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's name as given (`<stdin>`, a path).
    package let file: String
    /// The line of the place, from 1; 0 when the error has no place.
    package let line: Int
    /// The column of the place in characters, from 1; 0 when the error has no place.
    package let column: Int
    /// What is wrong, in a person's words.
    package let message: String

    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// An error with no place in the file.
    package init(file: String, message: String) {
        self.init(file: file, line: 0, column: 0, message: message)
    }

    package var description: String {
        line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
    }
}
