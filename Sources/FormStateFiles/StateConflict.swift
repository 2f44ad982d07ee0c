import FormEngine

/// Something a merging save had to decide because another process changed the same state file
/// since this form loaded it. The save always keeps this form's edit — the later save wins — and
/// says so with one of these; `description` is a line to show the person.
public enum StateConflict: Hashable, Sendable, CustomStringConvertible {
    /// The row or item `key` was changed by both; this form's value (or deletion) was written.
    case changedByBoth(key: RowKey)
    /// The list item `key` was deleted by another process; this form's change to it was dropped
    /// (its value or title has no item to belong to any more).
    case deletedElsewhere(key: RowKey)
    /// Another process added an item with the key this form gave its new item; this form's item
    /// was saved under `savedAs` instead, with its value.
    case keyTaken(key: RowKey, savedAs: RowKey)

    /// The key of the row or item concerned.
    public var key: RowKey {
        switch self {
        case .changedByBoth(let key), .deletedElsewhere(let key), .keyTaken(let key, _): return key
        }
    }

    /// One line: `firstName was also changed by another process; yours is kept`.
    public var description: String {
        switch self {
        case .changedByBoth(let key):
            return "\(key) was also changed by another process; yours is kept"
        case .deletedElsewhere(let key):
            return "\(key) was deleted by another process; your change to it is not kept"
        case .keyTaken(let key, let savedAs):
            return "\(key) was also added by another process; yours is saved as \(savedAs)"
        }
    }
}
