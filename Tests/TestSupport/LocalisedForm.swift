import Foundation

/// The localised form fixture: `Fixtures/LocalisedForm/Signup.plist` with `de.lproj` (every
/// string; its last line lacks the `;`) and `fr.lproj` (some strings missing) next to it.
package enum LocalisedForm {
    /// The fixture's folder.
    package static let directory = Repository.root.appendingPathComponent(
        "Tests/TestSupport/Fixtures/LocalisedForm")

    /// The form file.
    package static let url = directory.appendingPathComponent("Signup.plist")

    /// A copy of the folder in a new temporary directory (for tests that change it); the copy's
    /// form is `RESULT/Signup.plist`.
    package static func copy() throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent(
            "localised-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: directory, to: target)
        return target
    }
}
