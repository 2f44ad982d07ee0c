import FormEngine
import Foundation

/// A merging save of any state file format: under the file's lock (``StateFileLock``), re-read
/// what the file holds now, apply the edits over it, write the result atomically, let go.
package enum StateFileMerge {
    /// Runs `body` while holding the lock of the file at `path` (``StateFileLock``, waiting at
    /// most `lockTimeout`): a save of another format (a JSON Schema form's instance) that reads
    /// the file, merges into it and writes it, excluding other processes' saves as a state
    /// file's do.
    package static func locked<T>(
        _ path: String, lockTimeout: Duration, _ body: () throws(StateFileError) -> T
    ) throws(StateFileError) -> T {
        let lock: StateFileLock
        do {
            lock = try StateFileLock(
                target: AtomicFile.resolvingLinks(path), file: path, timeout: lockTimeout)
        } catch {
            throw StateFileError(error)
        }
        let result: T
        do {
            result = try body()
        } catch {
            _ = consume lock
            throw error
        }
        _ = consume lock
        return result
    }

    /// Merges `edits` into the file at `url`, read with `load` and written with `write`. When
    /// there is no file yet, `newFile` is written as it is (the whole state of the form the edits
    /// come from), or without one the edits apply over an empty state.
    package static func run(
        _ edits: StateEdits, into url: URL, newFile: FormState?, lockTimeout: Duration,
        load: (URL) throws(LoadError) -> FormState, write: (FormState, URL) throws(StateFileError) -> Void
    ) throws(StateFileError) -> StateMerge {
        let path = url.relativePath
        let target = AtomicFile.resolvingLinks(path)
        let lock: StateFileLock
        do {
            lock = try StateFileLock(target: target, file: path, timeout: lockTimeout)
        } catch {
            throw StateFileError(error)
        }
        var exists = stat()
        let merge: StateMerge
        if stat(target, &exists) == 0 {
            do {
                merge = edits.applied(to: try load(url))
            } catch {
                throw .cannotRead(error)
            }
        } else {
            merge = newFile.map { StateMerge(state: $0) } ?? edits.applied(to: FormState())
        }
        try write(merge.state, url)
        _ = consume lock
        return merge
    }
}

extension FormState {
    /// Saves `edits` into the state file at `url` when other processes may save it too: takes
    /// the advisory lock on `.NAME.lock` beside the file (waiting at most `lockTimeout`), reads
    /// what the file holds now, applies the edits over it (``StateEdits/applied(to:)``), writes
    /// the result atomically and lets go. Every edit of every save that returns is in the file.
    /// When there is no file yet, `newFile` is written as it is — typically the whole state of the
    /// form the edits come from; without one, the edits apply over an empty state.
    /// - Returns: the state written and the conflicts decided (same row changed by both: the
    ///   later save, this one, wins).
    /// - Throws: `StateFileError.busy(_:reason:)` when another process held the lock longer than
    ///   `lockTimeout` (nothing is written); `StateFileError.cannotRead(_:)` with the error of
    ///   ``load(contentsOf:limits:)`` when the file on disk is not a readable state (it is left as
    ///   it is); the errors of ``write(to:)``.
    @discardableResult
    public static func merge(
        _ edits: StateEdits, into url: URL, newFile: FormState? = nil, lockTimeout: Duration = .seconds(5),
        limits: LoadLimits = .default
    ) throws(StateFileError) -> StateMerge {
        try StateFileMerge.run(
            edits, into: url, newFile: newFile, lockTimeout: lockTimeout,
            load: { url throws(LoadError) in try FormState.load(contentsOf: url, limits: limits) },
            write: { state, url throws(StateFileError) in try state.write(to: url) })
    }
}
