/// Every error FormEngine reports, with where it happened: the union of the domains' errors, for
/// code that reports every kind alike (as formcli does), and what the checks that list problems
/// (``DescriptorLoader/diagnose(data:file:)``, ``Form/restore(_:file:)``), the queries by key
/// (``Form/value(of:)``) and an ``AppKind``'s parsing throw.
///
/// Switch on the case to react; print `description` to tell a person: it reads
/// `FILE: section S, row R (KEY): what is wrong`, with the parts that apply, ready to show as
/// one line.
///
/// Errors come by domain: loading a descriptor, a Settings bundle or a saved state
/// (``DescriptorLoader/load(contentsOf:language:)``, ``Form/init(_:locale:clock:rules:behaviors:)``,
/// ``FormState/load(contentsOf:limits:)``) throws a ``LoadError``; an edit (``Form/apply(_:)``,
/// ``FormController/apply(_:)``, ``FormController/perform(_:)-([Edit])``,
/// ``FieldAccessor/set(_:)``) throws an ``EditError`` — no row, a value refused, not allowed here —
/// and never a file's or a lock's error; saving a state file (``FormState/write(to:)``, the merging
/// saves) throws a ``StateFileError``. Each says so in its type (`throws(LoadError)`,
/// `throws(EditError)`, `throws(StateFileError)`), so `catch` in a typed `do` block needs no cast
/// and a `switch` over it is complete with the domain's own cases. Each reads as the `FormError`
/// it converts to (``init(_:)-(LoadError)``, ``init(_:)-(EditError)``,
/// ``init(_:)-(StateFileError)``), word for word, for code that reports them all. App
/// code never has to name it: a closure such as `{ try controller.field("x", as: String.self).set("y") }` is
/// inferred to throw `any Error` and fits any `() throws -> T` parameter, `Result(catching:)`
/// and the standard library's `rethrows` functions. The one method that takes your closure,
/// ``FormController/perform(_:)-((Form)->Void)``, takes one that throws anything and rethrows it.
public enum FormError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A file could not be read (missing, a directory, no permission).
    case unreadable(Location, reason: String)
    /// The bytes are not a property list, or one that FormEngine refuses to parse (too deep, too
    /// large, self-referencing).
    case malformed(Location, reason: String)
    /// The property list is well formed but does not describe a valid form.
    case invalidDescriptor(Location, reason: String)
    /// A saved state entry does not fit the form.
    case invalidState(Location, reason: String)
    /// No row has this key.
    case unknownRow(RowKey)
    /// The value does not fit the row (wrong kind, unparsable, out of range).
    case invalidValue(Location, reason: String)
    /// The edit is not allowed now (for example a move outside edit mode).
    case refused(Location, reason: String)
    /// A file could not be created (missing or read-only directory); the old file is untouched.
    case cannotWrite(Location, reason: String)
    /// Writing failed part-way (disk full, I/O error); the old file, if any, is untouched.
    case writeFailed(Location, reason: String)
    /// Another process held the state file's lock for longer than the save would wait; nothing
    /// was written. Trying again later is expected to succeed.
    case busy(Location, reason: String)

    /// Where the problem is.
    public var location: Location {
        switch self {
        case .unreadable(let location, _), .malformed(let location, _),
            .invalidDescriptor(let location, _), .invalidState(let location, _),
            .invalidValue(let location, _), .refused(let location, _),
            .cannotWrite(let location, _), .writeFailed(let location, _), .busy(let location, _):
            return location
        case .unknownRow(let key): return Location(key: key.rawValue)
        }
    }

    /// What is wrong, without the location.
    public var reason: String {
        switch self {
        case .unreadable(_, let reason), .malformed(_, let reason),
            .invalidDescriptor(_, let reason), .invalidState(_, let reason),
            .invalidValue(_, let reason), .refused(_, let reason), .cannotWrite(_, let reason),
            .writeFailed(_, let reason), .busy(_, let reason):
            return reason
        case .unknownRow(let key): return "no row has the key '\(key)'"
        }
    }

    /// `LOCATION: reason`, one line.
    public var description: String {
        if case .unknownRow = self { return reason }
        let place = location.description
        return place.isEmpty ? reason : "\(place): \(reason)"
    }

    /// `error` as a `FormError` when it is one of FormEngine's (a `FormError`, ``LoadError``,
    /// ``StateFileError`` or ``EditError``); `nil` for any other: for code that reports every
    /// kind alike from an untyped `catch`.
    package init?(reporting error: any Error) {
        switch error {
        case let error as FormError: self = error
        case let error as LoadError: self.init(error)
        case let error as StateFileError: self.init(error)
        case let error as EditError: self.init(error)
        default: return nil
        }
    }

    /// The same error with its location's file set, where it has none.
    package func inFile(_ path: String?) -> FormError {
        switch self {
        case .unreadable(let location, let reason):
            return .unreadable(location.inFile(path), reason: reason)
        case .malformed(let location, let reason):
            return .malformed(location.inFile(path), reason: reason)
        case .invalidDescriptor(let location, let reason):
            return .invalidDescriptor(location.inFile(path), reason: reason)
        case .invalidState(let location, let reason):
            return .invalidState(location.inFile(path), reason: reason)
        case .invalidValue(let location, let reason):
            return .invalidValue(location.inFile(path), reason: reason)
        case .refused(let location, let reason):
            return .refused(location.inFile(path), reason: reason)
        case .cannotWrite(let location, let reason):
            return .cannotWrite(location.inFile(path), reason: reason)
        case .writeFailed(let location, let reason):
            return .writeFailed(location.inFile(path), reason: reason)
        case .busy(let location, let reason):
            return .busy(location.inFile(path), reason: reason)
        case .unknownRow:
            return self
        }
    }
}
