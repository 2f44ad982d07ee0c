/// Why a descriptor, a Settings bundle or a saved state could not be read: what loading throws
/// (``DescriptorLoader/load(contentsOf:language:)``, ``FormState/load(contentsOf:limits:)``,
/// ``Form/init(_:locale:clock:rules:behaviors:)`` …). Nothing was loaded when one is thrown.
///
/// Its cases are loading's own — no row to edit, no file to write — so a `switch` over it is
/// complete without them. Each reads as ``FormError`` does (`FILE: section S, row R (KEY): what is
/// wrong`), and ``FormError/init(_:)-(LoadError)`` makes one of those for code that reports every
/// kind of error alike.
///
/// ```swift
/// do {
///     _ = try DescriptorLoader().load(data: Data("<plist>".utf8), file: "form.plist")
/// } catch {
///     switch error {
///     case .unreadable, .malformed: print("not a form file:", error)
///     case .invalidDescriptor, .invalidState: print(error.location, error.reason)
///     }
/// }
/// ```
public enum LoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A file could not be read (missing, a directory, no permission).
    case unreadable(Location, reason: String)
    /// The bytes are not a property list (or JSON), or one that FormEngine refuses to parse (too
    /// deep, too large, self-referencing).
    case malformed(Location, reason: String)
    /// The file is well formed but does not describe a valid form.
    case invalidDescriptor(Location, reason: String)
    /// A saved state, or a state entry, does not fit the form.
    case invalidState(Location, reason: String)

    /// Where the problem is.
    public var location: Location { FormError(self).location }

    /// What is wrong, without the location.
    public var reason: String { FormError(self).reason }

    /// `LOCATION: reason`, one line, as ``FormError/description`` reads.
    public var description: String { FormError(self).description }

    /// The load error a ``FormError`` from the loading code stands for. Loading throws only these
    /// four kinds; anything else (a value that does not fit a row while the form is built) is told
    /// as an invalid descriptor, with its place and words.
    package init(_ error: FormError) {
        switch error {
        case .unreadable(let location, let reason): self = .unreadable(location, reason: reason)
        case .malformed(let location, let reason): self = .malformed(location, reason: reason)
        case .invalidState(let location, let reason): self = .invalidState(location, reason: reason)
        case .invalidDescriptor(let location, let reason):
            self = .invalidDescriptor(location, reason: reason)
        default: self = .invalidDescriptor(error.location, reason: error.reason)
        }
    }
}

extension FormError {
    /// The same error as a `FormError`, for code that reports every kind alike.
    public init(_ error: LoadError) {
        switch error {
        case .unreadable(let location, let reason): self = .unreadable(location, reason: reason)
        case .malformed(let location, let reason): self = .malformed(location, reason: reason)
        case .invalidDescriptor(let location, let reason):
            self = .invalidDescriptor(location, reason: reason)
        case .invalidState(let location, let reason): self = .invalidState(location, reason: reason)
        }
    }
}
