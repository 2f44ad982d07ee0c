import FormEngine

/// The hook a program gives ``FormWalk`` to keep the answers while a person walks the form:
/// the walk calls ``save(_:)`` when the person saves (`s` at the leave question, done, line
/// mode's `done` or the end of its input), and asks before leaving with changes not saved.
///
/// Where and how the answers are kept is the program's: a file, a database, the defaults.
///
/// ```swift
/// final class StateFile: FormWalkSaving {
///     let url: URL
///     init(url: URL) { self.url = url }
///     var name: String { url.lastPathComponent }
///     var hasSaved: Bool { FileManager.default.fileExists(atPath: url.path) }
///     func save(_ form: Form) throws(StateFileError) { try form.state().write(to: url) }
/// }
/// ```
///
/// ``hasSaved`` and ``hasUnsavedChanges(_:since:)`` have default implementations.
public protocol FormWalkSaving {
    /// Where the answers are kept, as the walk names it to the person ("settings.plist").
    var name: String { get }
    /// Whether answers were kept before the walk began (the top line says "saved", not "new").
    var hasSaved: Bool { get }
    /// Keeps `form`'s answers.
    /// - Parameter form: The form as the person left it.
    /// - Throws: `StateFileError` when it could not; the walk shows the error's description and
    ///   goes on, so the person may try again or leave.
    mutating func save(_ form: Form) throws(StateFileError)
    /// Whether `form` holds something not kept yet, compared with `saved`, the form as the walk
    /// began or was last saved. By default `Form.hasSameState(as:)` decides, which counts
    /// which rows are expanded too.
    /// - Parameters:
    ///   - form: The form now.
    ///   - saved: The form when the walk began or was last saved.
    /// - Returns: `true` when leaving now would lose something.
    func hasUnsavedChanges(_ form: Form, since saved: Form) -> Bool
}

extension FormWalkSaving {
    /// `false`: nothing was kept before.
    public var hasSaved: Bool { false }

    /// `Form.hasSameState(as:)` decides.
    /// - Parameters:
    ///   - form: The form now.
    ///   - saved: The form when the walk began or was last saved.
    /// - Returns: `true` when the two states differ.
    public func hasUnsavedChanges(_ form: Form, since saved: Form) -> Bool {
        !form.hasSameState(as: saved)
    }
}
