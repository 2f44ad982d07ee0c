import FormEngine
import Foundation

extension Form {
    /// Saves what this form changed since `original` — a copy of it kept when it was loaded or
    /// last saved — into the state file at `url`, merged with what the file holds now, so that
    /// several windows or processes saving one file lose none of each other's answers.
    ///
    /// ```swift
    /// var form = try Form(descriptor)
    /// form.restore(try FormState.load(contentsOf: url))
    /// var original = form
    /// // … the person edits `form` …
    /// let merge = try form.save(mergingInto: url, since: original)
    /// for conflict in merge.conflicts { print(conflict) }   // rows another process changed too
    /// original = form
    /// ```
    ///
    /// Only the rows, expansions and list items this form changed are written; every other entry
    /// stays as the file has it — including entries this form cannot take. When there is no file
    /// yet, the form's whole ``state(preserving:)`` is written. The file is locked
    /// (`.NAME.lock` beside it) only while it is re-read, merged and written, never while a
    /// person edits. When a row was changed by both, this save's value wins and the merge says
    /// so; items another process added under the same generated key are kept, this form's under
    /// a new key.
    /// - Returns: the state written and the conflicts decided.
    /// - Throws: `StateFileError.busy(_:reason:)` when another process held the lock longer than
    ///   `lockTimeout` (nothing is written), `StateFileError.cannotRead(_:)` when the file on disk
    ///   is not a readable state, and the errors of `FormState.write(to:)`.
    @discardableResult
    public func save(
        mergingInto url: URL, since original: Form, lockTimeout: Duration = .seconds(5),
        limits: LoadLimits = .default
    ) throws(StateFileError) -> StateMerge {
        let current = state()
        let edits = StateEdits(from: original.state(), to: current)
        return try FormState.merge(
            edits, into: url, newFile: current, lockTimeout: lockTimeout, limits: limits)
    }
}
