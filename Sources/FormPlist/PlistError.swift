/// Why the bytes layer refused a property list: a limit passed, hostile structure, bytes that
/// are no property list. It knows no file name; the layer above wraps it with one (the loader
/// into ``FormError/malformed(_:reason:)``).
package struct PlistError: Error, Hashable, Sendable {
    /// What is wrong, as a phrase: `nested deeper than 64 levels`.
    package var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
