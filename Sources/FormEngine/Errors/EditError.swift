/// Why an edit was refused: what ``Form/apply(_:)`` and the controller's edits throw. The form is
/// unchanged when one is thrown.
///
/// Its cases are the edit's own — no file to read or write, no lock to wait for — so a `switch`
/// over it is complete without them. Each reads as ``FormError`` does (`section S, row R (KEY):
/// what is wrong`), and ``FormError/init(_:)-(EditError)`` makes one of those for code that
/// reports every kind of error alike.
///
/// ```swift
/// do {
///     try form.apply(.setText("age", "many"))
/// } catch {
///     switch error {
///     case .unknownRow(let key): print("no row \(key)")
///     case .invalidValue(let location, let reason): print(location, reason)
///     case .refused(let location, let reason): print(location, reason)
///     }
/// }
/// ```
public enum EditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No row has this key.
    case unknownRow(RowKey)
    /// The value does not fit the row (wrong kind, unparsable, out of range), or a restored
    /// state holds one that does not.
    case invalidValue(Location, reason: String)
    /// The edit is not allowed here or now (a read-only row, a move outside edit mode).
    case refused(Location, reason: String)

    /// Where the problem is.
    public var location: Location { FormError(self).location }

    /// What is wrong, without the location.
    public var reason: String { FormError(self).reason }

    /// `LOCATION: reason`, one line, as ``FormError/description`` reads.
    public var description: String { FormError(self).description }

    /// The edit error a ``FormError`` from the form's editing code stands for. Editing throws
    /// only its own cases; a saved state that does not fit (``Edit/restore(_:)``) is a value
    /// refused; anything else (never thrown by an edit) is told as refused, with its words.
    package init(_ error: FormError) {
        switch error {
        case .unknownRow(let key): self = .unknownRow(key)
        case .invalidValue(let location, let reason), .invalidState(let location, let reason):
            self = .invalidValue(location, reason: reason)
        default: self = .refused(error.location, reason: error.reason)
        }
    }
}

extension FormError {
    /// The same error as a `FormError`, for code that reports every kind alike.
    public init(_ error: EditError) {
        switch error {
        case .unknownRow(let key): self = .unknownRow(key)
        case .invalidValue(let location, let reason): self = .invalidValue(location, reason: reason)
        case .refused(let location, let reason): self = .refused(location, reason: reason)
        }
    }
}

extension Form {
    /// ``apply(_:)``, its refusal thrown as a ``FormError``: for the package's programs (the
    /// walk, formcli, a Settings bundle's restore) that report every kind of error alike.
    @discardableResult
    package mutating func applyReporting(_ edit: Edit) throws(FormError) -> FormChange {
        do {
            return try apply(edit)
        } catch {
            throw FormError(error)
        }
    }
}
