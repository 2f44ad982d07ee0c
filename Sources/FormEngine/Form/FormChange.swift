import Foundation

/// What one edit did to the visible rows: per section, the positions deleted (before the edit),
/// inserted (after the edit) and reloaded (before the edit, rows present both before and after)
/// — exactly what `UITableView.performBatchUpdates` expects.
///
/// ```swift
/// let change = try form.apply(.tap("fullName"))
/// tableView.performBatchUpdates {
///     tableView.deleteRows(at: change.deletedIndexPaths, with: .fade)
///     tableView.insertRows(at: change.insertedIndexPaths, with: .fade)
///     tableView.reloadRows(at: change.reloadedIndexPaths, with: .none)
/// }
/// ```
public struct FormChange: Hashable, Sendable {
    /// The change in one section.
    public struct Section: Hashable, Sendable {
        /// The section's 0-based index.
        public var section: Int
        /// Visible positions removed, counted before the edit, ascending.
        public var deleted: [Int] = []
        /// Visible positions added, counted after the edit, ascending.
        public var inserted: [Int] = []
        /// Visible positions whose content changed, counted before the edit, ascending; each
        /// row is visible both before and after.
        public var reloaded: [Int] = []
        /// Set when the section's own `visibleWhen` flipped: `true` when the section appeared
        /// (show its header and footer; its rows are in ``inserted``), `false` when it vanished
        /// (hide them; its rows are in ``deleted``). `nil` when the section's condition did not
        /// change. A section keeps its index either way.
        public var sectionShown: Bool?

        /// Creates a section change.
        public init(
            section: Int, deleted: [Int] = [], inserted: [Int] = [], reloaded: [Int] = [],
            sectionShown: Bool? = nil
        ) {
            self.section = section
            self.deleted = deleted
            self.inserted = inserted
            self.reloaded = reloaded
            self.sectionShown = sectionShown
        }

        /// Whether nothing changed in the section.
        public var isEmpty: Bool {
            deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && sectionShown == nil
        }
    }

    /// The sections that changed, ascending.
    public var sections: [Section]
    /// The keys of rows whose look changed — value, title, selection, or expanded or collapsed
    /// (a chevron) — visible or not. A diffable data source reconfigures these items.
    public var changedKeys: [RowKey]
    /// The action of a `button` row that was tapped (`submit`, `reset` or the app's own name),
    /// for the app to perform; `nil` for every other edit.
    public var action: ButtonAction?

    /// Creates a change.
    public init(sections: [Section] = [], changedKeys: [RowKey] = [], action: ButtonAction? = nil) {
        self.sections = sections
        self.changedKeys = changedKeys
        self.action = action
    }

    /// Whether the edit changed nothing anyone can see and asks for no action.
    public var isEmpty: Bool { sections.allSatisfy(\.isEmpty) && changedKeys.isEmpty && action == nil }

    /// Every deleted position as `[section, row]`.
    public var deletedIndexPaths: [IndexPath] {
        sections.flatMap { change in change.deleted.map { IndexPath(indexes: [change.section, $0]) } }
    }
    /// Every inserted position as `[section, row]`.
    public var insertedIndexPaths: [IndexPath] {
        sections.flatMap { change in change.inserted.map { IndexPath(indexes: [change.section, $0]) } }
    }
    /// Every reloaded position as `[section, row]`.
    public var reloadedIndexPaths: [IndexPath] {
        sections.flatMap { change in change.reloaded.map { IndexPath(indexes: [change.section, $0]) } }
    }
}

/// A tapped `button` row's action: its name and the row.
public struct ButtonAction: Hashable, Sendable {
    /// The `action` the descriptor gives (`submit` when it gives none).
    public var name: String
    /// The button's row.
    public var key: RowKey

    /// Creates an action.
    public init(name: String, key: RowKey) {
        self.name = name
        self.key = key
    }
}
