import FormEngine
import FormEngineSettings
import FormStateFiles
import FormWalk
import Foundation

/// `--state FILE` as the walk's saving hook: each save merges the form's changes since the walk
/// began or last saved into what the file holds now (another process may have saved it
/// meanwhile), under the file's lock, in the form's dialect.
final class StateFileSaving: FormWalkSaving {
    /// The state file.
    let path: String
    /// How the state is kept: a FormEngine state file or a Settings bundle's defaults.
    let dialect: FormDialect
    /// The state loaded from or last written to `path`; its entries the form cannot take
    /// (unknown keys) are carried into every save.
    private(set) var saved: FormState?
    /// The form when the walk began or was last saved: what the merge compares with.
    private var baseline: Form
    /// What the saves so far decided because another process changed the file too; printed on
    /// stderr when the walk ends (not during a full-screen walk, which owns the terminal).
    private(set) var conflicts: [StateConflict] = []

    /// The hook for `path`, whose state `saved` the walk's `form` already holds.
    init(path: String, form: Form, saved: FormState?, dialect: FormDialect) {
        self.path = path
        self.saved = saved
        self.dialect = dialect
        baseline = form
    }

    /// The file's name, as the walk shows it.
    var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Whether the file held a state when the walk began, or the walk saved it.
    var hasSaved: Bool { saved != nil }

    /// Merges `form`'s changes into the file.
    /// - Throws: ``StateFileError/cannotWrite(_:reason:)``, ``StateFileError/writeFailed(_:reason:)``
    ///   or ``StateFileError/busy(_:reason:)``; the old file is then untouched.
    func save(_ form: Form) throws(StateFileError) {
        let merge: StateMerge
        do {
            merge = try dialect.merge(
                form, since: baseline, preserving: saved, into: URL(fileURLWithPath: path),
                lockTimeout: FormEnvironment.lockTimeout)
        } catch {
            throw StateFileError(error)
        }
        conflicts += merge.conflicts
        saved = merge.state
        baseline = form
    }

    /// A descriptor form compares its whole state (expanded rows too); a Settings bundle, which
    /// saves values only, compares the values it would save.
    func hasUnsavedChanges(_ form: Form, since saved: Form) -> Bool {
        guard case .settings = dialect else { return !form.hasSameState(as: saved) }
        return dialect.state(of: form, preserving: self.saved)
            != dialect.state(of: saved, preserving: self.saved)
    }
}
