import Foundation

/// What one edit did to the visible rows, in the terms `UITableView` and
/// `UICollectionView` batch updates take: positions deleted, moved from, reconfigured and
/// reloaded are counted before the edit; positions inserted and moved to are counted after it.
/// Each row before the edit is in at most one of deleted, moved, reconfigured and reloaded; each
/// row after it in at most one of inserted and moved.
///
/// - **Reconfigured**: the same cell shows new content (a value, a title, a chevron, a ✓):
///   `reconfigureRows(at:)`.
/// - **Reloaded**: the cell must be replaced because the control it needs changed (a picker
///   switched between single and multiple selection, and its options): `reloadRows(at:with:)`.
/// - **The row being typed in**: ``Edit/setText(_:_:)`` — what a text field reports on each
///   keystroke — leaves its own row out of the positions (the field already shows what was
///   typed) and lists the rows it changed besides: parents whose summary reads it, rows whose
///   `matches` rule reads it. When the form keeps something other than what was typed (a
///   number clamped to a slider's range or rounded to its step or fraction digits), the row is
///   listed, so the control is set back to what the form holds. ``changedKeys`` always names
///   it.
///
/// ```swift
/// let change = try form.apply(.tap("fullName"))
/// tableView.performBatchUpdates {
///     tableView.deleteRows(at: change.deletedIndexPaths, with: .fade)
///     tableView.insertRows(at: change.insertedIndexPaths, with: .fade)
///     for move in change.movedIndexPaths { tableView.moveRow(at: move.from, to: move.to) }
///     tableView.reconfigureRows(at: change.reconfiguredIndexPaths)
///     tableView.reloadRows(at: change.reloadedIndexPaths, with: .none)
/// }
/// ```
public struct FormChange: Hashable, Sendable {
    /// A row that changed place: `moveRow(at:to:)`.
    package struct Move: Hashable, Sendable {
        /// The row's position before the edit.
        package var from: Int
        /// The row's position after the edit.
        package var to: Int

        /// Creates a move.
        package init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// The change in one section.
    package struct Section: Hashable, Sendable {
        /// The section's 0-based index.
        package var section: Int
        /// Visible positions removed, counted before the edit, ascending.
        package var deleted: [Int] = []
        /// Visible positions added, counted after the edit, ascending.
        package var inserted: [Int] = []
        /// Rows that changed place (items of an editable list), by their old position, ascending;
        /// their content is unchanged.
        package var moved: [Move] = []
        /// Visible positions whose cell must be replaced, counted before the edit, ascending;
        /// each row is visible both before and after.
        package var reloaded: [Int] = []
        /// Visible positions whose cell shows new content, counted before the edit, ascending;
        /// each row is visible both before and after.
        package var reconfigured: [Int] = []
        /// Set when the section's own `visibleWhen` flipped: `true` when the section appeared
        /// (show its header and footer; its rows are in ``inserted``), `false` when it vanished
        /// (hide them; its rows are in ``deleted``). `nil` when the section's condition did not
        /// change. A section keeps its index either way.
        package var sectionShown: Bool?

        /// Creates a section change.
        package init(
            section: Int, deleted: [Int] = [], inserted: [Int] = [], moved: [Move] = [],
            reloaded: [Int] = [], reconfigured: [Int] = [], sectionShown: Bool? = nil
        ) {
            self.section = section
            self.deleted = deleted
            self.inserted = inserted
            self.moved = moved
            self.reloaded = reloaded
            self.reconfigured = reconfigured
            self.sectionShown = sectionShown
        }

        /// Whether nothing changed in the section.
        package var isEmpty: Bool {
            deleted.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty && reconfigured.isEmpty
                && sectionShown == nil
        }

        /// Whether rows appeared, vanished or changed place (not only content).
        package var changesRows: Bool {
            !deleted.isEmpty || !inserted.isEmpty || !moved.isEmpty || sectionShown != nil
        }
    }

    /// The sections that changed, ascending.
    package var sections: [Section]
    /// The keys of rows whose look changed — value, title, selection, or expanded or collapsed
    /// (a chevron), or whether its problems count as touched — visible or not, the row being
    /// typed in included, and the items added or deleted: what a per-row observer and a problem
    /// count (``FormController/problemCount``) read again.
    public var changedKeys: [RowKey]
    /// The keys of the rows at ``reconfiguredIndexPaths``, in form order:
    /// the items a diffable data source reconfigures (`NSDiffableDataSourceSnapshot`'s
    /// `reconfigureItems`).
    public var reconfiguredKeys: [RowKey]
    /// The keys of the rows at ``reloadedIndexPaths``, in form order: the
    /// items a diffable data source reloads (`reloadItems`).
    public var reloadedKeys: [RowKey]
    /// The action of a `button` row that was tapped (`submit`, `reset` or the app's own name),
    /// for the app to perform; `nil` for every other edit.
    public var action: ButtonAction?
    /// The pickers whose choice was cleared because the option is gone: their options are
    /// computed (``Cell/options(reading:make:)``) and the edit changed a row they read. Each is
    /// in ``changedKeys`` too.
    public var clearedSelections: [RowKey] = []

    /// Creates a change.
    package init(
        sections: [Section] = [], changedKeys: [RowKey] = [], reconfiguredKeys: [RowKey] = [],
        reloadedKeys: [RowKey] = [], action: ButtonAction? = nil
    ) {
        self.sections = sections
        self.changedKeys = changedKeys
        self.reconfiguredKeys = reconfiguredKeys
        self.reloadedKeys = reloadedKeys
        self.action = action
    }

    /// Whether the edit changed nothing anyone can see and asks for no action.
    public var isEmpty: Bool { sections.allSatisfy(\.isEmpty) && changedKeys.isEmpty && action == nil }

    /// The sections whose own `visibleWhen` became true: show their header and footer (their
    /// rows are in ``insertedIndexPaths``). A section keeps its index while hidden.
    public var shownSections: IndexSet {
        IndexSet(sections.filter { $0.sectionShown == true }.map(\.section))
    }
    /// The sections whose own `visibleWhen` became false: hide their header and footer (their
    /// rows are in ``deletedIndexPaths``).
    public var hiddenSections: IndexSet {
        IndexSet(sections.filter { $0.sectionShown == false }.map(\.section))
    }

    /// Every deleted position as `[section, row]`, counted before the edit, ascending.
    public var deletedIndexPaths: [IndexPath] { indexPaths(\.deleted) }
    /// Every inserted position as `[section, row]`, counted after the edit, ascending.
    public var insertedIndexPaths: [IndexPath] { indexPaths(\.inserted) }
    /// Every position whose cell must be replaced, as `[section, row]`, counted before the edit;
    /// each row is visible both before and after.
    public var reloadedIndexPaths: [IndexPath] { indexPaths(\.reloaded) }
    /// Every position whose cell shows new content, as `[section, row]`, counted before the
    /// edit; each row is visible both before and after.
    public var reconfiguredIndexPaths: [IndexPath] { indexPaths(\.reconfigured) }
    /// Every move (items of an editable list that changed place, their content unchanged) as the
    /// `[section, row]` before and after, for `moveRow(at:to:)`.
    public var movedIndexPaths: [(from: IndexPath, to: IndexPath)] {
        sections.flatMap { change in
            change.moved.map {
                (IndexPath(indexes: [change.section, $0.from]), IndexPath(indexes: [change.section, $0.to]))
            }
        }
    }

    private func indexPaths(_ positions: KeyPath<Section, [Int]>) -> [IndexPath] {
        sections.flatMap { change in
            change[keyPath: positions].map { IndexPath(indexes: [change.section, $0]) }
        }
    }
}

/// A tapped `button` row's action: its name and the row.
public struct ButtonAction: Hashable, Sendable {
    /// The `action` the descriptor gives (`submit` when it gives none).
    public var name: String
    /// The button's row.
    public var key: RowKey

    /// Creates an action.
    package init(name: String, key: RowKey) {
        self.name = name
        self.key = key
    }
}
