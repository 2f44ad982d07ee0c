import FormEngine
import Foundation

@testable import FormWalk

/// A saving hook that writes the form's state to a file, as a program's own would.
struct FileSaving: FormWalkSaving {
    /// The file.
    let path: String
    /// How many saves were made.
    private(set) var saves = 0

    var name: String { URL(fileURLWithPath: path).lastPathComponent }
    var hasSaved: Bool { FileManager.default.fileExists(atPath: path) }

    mutating func save(_ form: Form) throws(StateFileError) {
        try form.state().write(to: URL(fileURLWithPath: path))
        saves += 1
    }
}

extension WalkSession {
    /// A session saving to `statePath` (a ``FileSaving``), or saving nothing without one.
    init(form: Form, statePath: String?) {
        self.init(form: form, saving: statePath.map { FileSaving(path: $0) })
    }
}
