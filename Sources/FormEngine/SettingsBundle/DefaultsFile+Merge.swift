import Foundation

extension DefaultsFile {
    /// Saves the value edits of `edits` into the defaults file at `url` as
    /// ``FormState/merge(_:into:newFile:lockTimeout:limits:)`` does for state files: under the lock
    /// beside the file, re-read, apply over what is there, write atomically. Keys the edits do not
    /// touch keep the file's values; with no file yet, `newFile` is written as it is.
    /// - Throws: ``FormError/busy(_:reason:)`` when another process held the lock longer than
    ///   `lockTimeout`, and the errors of ``load(contentsOf:limits:)`` and ``write(_:to:)``.
    @discardableResult
    public static func merge(
        _ edits: StateEdits, into url: URL, newFile: [String: PlistValue]? = nil,
        lockTimeout: Duration = .seconds(5), limits: LoadLimits = .default
    ) throws(FormError) -> StateMerge {
        try StateFileMerge.run(
            edits, into: url, newFile: newFile.map { FormState(values: $0) }, lockTimeout: lockTimeout,
            load: { url throws(FormError) in FormState(values: try load(contentsOf: url, limits: limits)) },
            write: { state, url throws(FormError) in try write(state.values, to: url) })
    }
}
