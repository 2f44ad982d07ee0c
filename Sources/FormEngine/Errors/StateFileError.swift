/// Why a state file (or a Settings bundle's defaults file) could not be saved: what
/// ``FormState/write(to:)``, ``FormState/data()`` and the merging saves of FormStateFiles throw.
/// The file on disk is untouched when one is thrown.
///
/// Its cases are saving's own — no row to edit — so a `switch` over it is complete without them.
/// Each reads as ``FormError`` does (`FILE: what is wrong`), and
/// ``FormError/init(_:)-(StateFileError)`` makes one of those for code that reports every kind of
/// error alike.
///
/// ```swift
/// do {
///     try FormState().write(to: URL(fileURLWithPath: "/no/such/directory/state.plist"))
/// } catch {
///     switch error {
///     case .busy: print("another process is saving; try again")
///     case .cannotWrite, .writeFailed, .cannotRead: print(error)
///     }
/// }
/// ```
public enum StateFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A file could not be created (missing or read-only directory); the old file is untouched.
    case cannotWrite(Location, reason: String)
    /// Writing failed part-way (disk full, I/O error), or the state cannot be encoded; the old
    /// file, if any, is untouched.
    case writeFailed(Location, reason: String)
    /// Another process held the state file's lock for longer than the save would wait; nothing
    /// was written. Trying again later is expected to succeed.
    case busy(Location, reason: String)
    /// A merging save re-reads the file under its lock, and what it holds is not a readable state;
    /// it is left as it is.
    case cannotRead(LoadError)

    /// Where the problem is.
    public var location: Location { FormError(self).location }

    /// What is wrong, without the location.
    public var reason: String { FormError(self).reason }

    /// `LOCATION: reason`, one line, as ``FormError/description`` reads.
    public var description: String { FormError(self).description }

    /// The state-file error a ``FormError`` from the saving code stands for: a file's read errors
    /// are ``cannotRead(_:)``; anything else (never thrown by a save) is told as a failed write,
    /// with its place and words.
    package init(_ error: FormError) {
        switch error {
        case .cannotWrite(let location, let reason): self = .cannotWrite(location, reason: reason)
        case .writeFailed(let location, let reason): self = .writeFailed(location, reason: reason)
        case .busy(let location, let reason): self = .busy(location, reason: reason)
        case .unreadable, .malformed, .invalidDescriptor, .invalidState:
            self = .cannotRead(LoadError(error))
        default: self = .writeFailed(error.location, reason: error.reason)
        }
    }
}

extension FormError {
    /// The same error as a `FormError`, for code that reports every kind alike.
    public init(_ error: StateFileError) {
        switch error {
        case .cannotWrite(let location, let reason): self = .cannotWrite(location, reason: reason)
        case .writeFailed(let location, let reason): self = .writeFailed(location, reason: reason)
        case .busy(let location, let reason): self = .busy(location, reason: reason)
        case .cannotRead(let error): self = FormError(error)
        }
    }
}
