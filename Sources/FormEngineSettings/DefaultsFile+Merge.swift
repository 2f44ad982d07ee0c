import FormEngine
import FormStateFiles
import Foundation

extension DefaultsFile {
    /// Saves the value edits of `edits` into the defaults file at `url` as
    /// `FormState.merge(_:into:newFile:lockTimeout:limits:)` does for state files: under the lock
    /// beside the file, re-read, apply over what is there, write atomically. Keys the edits do not
    /// touch keep the file's values; with no file yet, `newFile` is written as it is.
    /// - Throws: `StateFileError.busy(_:reason:)` when another process held the lock longer than
    ///   `lockTimeout`, `StateFileError.cannotRead(_:)` with the error of
    ///   ``load(contentsOf:limits:)``, and the errors of ``write(_:to:)``.
    @discardableResult
    public static func merge(
        _ edits: StateEdits, into url: URL, newFile: [String: PlistValue]? = nil,
        lockTimeout: Duration = .seconds(5), limits: LoadLimits = .default
    ) throws(StateFileError) -> StateMerge {
        try StateFileMerge.run(
            edits, into: url, newFile: newFile.map { FormState(values: keyed($0)) }, lockTimeout: lockTimeout,
            load: { url throws(LoadError) in
                FormState(values: keyed(try load(contentsOf: url, limits: limits)))
            },
            write: { state, url throws(StateFileError) in try write(defaults(state.values), to: url) })
    }

    /// A defaults dictionary's entries as a state's values: each `Key` names its row.
    static func keyed(_ defaults: [String: PlistValue]) -> [RowKey: PlistValue] {
        defaults.reduce(into: [:]) { $0[RowKey($1.key)] = $1.value }
    }

    /// A state's values as a defaults dictionary.
    static func defaults(_ values: [RowKey: PlistValue]) -> [String: PlistValue] {
        values.reduce(into: [:]) { $0[$1.key.rawValue] = $1.value }
    }
}
