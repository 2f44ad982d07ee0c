/// A row kind an app adds to the vocabulary, named in descriptors by `kind` (or by
/// `identifier`, the app's cell name) once registered with ``DescriptorLoader/kinds``.
///
/// ```swift
/// let rating = CustomKind(name: "rating", holds: .number) { value in
///     String(repeating: "★", count: Int(value.description) ?? 0)
/// }
/// var loader = DescriptorLoader()
/// loader.kinds = [rating]
/// ```
///
/// The loader, saved state, the dumps and the walk treat it like a built-in kind holding that
/// type of value. Two custom kinds are equal when their names and types are.
public struct CustomKind: Hashable, Sendable {
    /// The name descriptors use, in `kind` or `identifier`.
    public var name: String
    /// The type of value the row holds.
    public var holds: Storage
    /// What the row's parent (and a text dump) shows for a value.
    package var summary: @Sendable (Value) -> String

    /// The value types a custom kind can hold.
    public enum Storage: Hashable, Sendable {
        /// Text (``Value/text(_:)``).
        case text
        /// A number (``Value/number(_:)``).
        case number
        /// A boolean (``Value/bool(_:)``).
        case bool
        /// A day (``Value/date(_:)``).
        case date
    }

    /// Creates a kind; `summary` defaults to the value's plain text.
    public init(
        name: String, holds: Storage, summary: @escaping @Sendable (Value) -> String = { $0.description }
    ) {
        self.name = name
        self.holds = holds
        self.summary = summary
    }

    /// Equal when names and value types are.
    public static func == (lhs: CustomKind, rhs: CustomKind) -> Bool {
        lhs.name == rhs.name && lhs.holds == rhs.holds
    }

    /// Hashes the name and value type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(holds)
    }
}
