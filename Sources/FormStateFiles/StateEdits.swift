import FormEngine

/// What one form changed in its saved state since a baseline — values set or cleared, rows
/// expanded or collapsed, list items added, deleted, retitled or moved, pickers switched
/// between selection modes — kept apart from
/// everything else so that it can be applied over a state file that other processes changed
/// meanwhile (``applied(to:)``, `FormState.merge(_:into:newFile:lockTimeout:limits:)`).
///
/// ```swift
/// let edits = StateEdits(from: original.state(), to: form.state())
/// let merge = edits.applied(to: try FormState.load(contentsOf: url))
/// ```
public struct StateEdits: Hashable, Sendable {
    /// One entry of `values` that changed: what the baseline held and what the form holds now
    /// (`nil`: no entry).
    public struct ValueChange: Hashable, Sendable {
        /// The entry in the baseline.
        public var before: PlistValue?
        /// The entry now.
        public var after: PlistValue?

        /// Creates a change.
        public init(before: PlistValue?, after: PlistValue?) {
            self.before = before
            self.after = after
        }
    }

    /// An item added to a list, with the key of the item just before it (`nil` when it is first).
    public struct AddedItem: Hashable, Sendable {
        /// The item.
        public var item: SavedItem
        /// The key of the item before it in the list, `nil` when it is first.
        public var after: RowKey?

        /// Creates an added item.
        public init(item: SavedItem, after: RowKey?) {
            self.item = item
            self.after = after
        }
    }

    /// A list item's title before and after.
    public struct TitleChange: Hashable, Sendable {
        /// The title in the baseline.
        public var before: String
        /// The title now.
        public var after: String

        /// Creates a title change.
        public init(before: String, after: String) {
            self.before = before
            self.after = after
        }
    }

    /// What changed in one editable list.
    public struct ListChange: Hashable, Sendable {
        /// The item keys the list had in the baseline, in order.
        public var baseKeys: [RowKey] = []
        /// Items added since, in the list's order.
        public var added: [AddedItem] = []
        /// The keys of the items deleted since.
        public var deleted: Set<RowKey> = []
        /// New titles of items that were in the baseline, by item key.
        public var retitled: [RowKey: TitleChange] = [:]
        /// The new order of the baseline's remaining items, when they were moved; `nil` when not.
        public var order: [RowKey]?

        /// Creates an empty change.
        public init() {}

        /// Whether nothing changed in the list.
        public var isEmpty: Bool { added.isEmpty && deleted.isEmpty && retitled.isEmpty && order == nil }
    }

    /// Changed entries of `values`, by key.
    public var values: [RowKey: ValueChange] = [:]
    /// Keys newly listed as expanded, in the form's order.
    public var expanded: [RowKey] = []
    /// Keys no longer listed as expanded.
    public var collapsed: Set<RowKey> = []
    /// Changed editable lists, by list key.
    public var lists: [RowKey: ListChange] = [:]
    /// Pickers whose saved selection mode changed, by key: the mode before and after (`nil`:
    /// the descriptor's, no entry).
    public var selectionModes: [RowKey: SelectionModeChange] = [:]

    /// A picker's saved selection mode before and after (`FormState.selectionModes`).
    public struct SelectionModeChange: Hashable, Sendable {
        /// The entry in the baseline (`nil`: none, the descriptor's mode).
        public var before: SelectionMode?
        /// The entry now.
        public var after: SelectionMode?

        /// Creates a change.
        public init(before: SelectionMode?, after: SelectionMode?) {
            self.before = before
            self.after = after
        }
    }

    /// No edits.
    public init() {}

    /// The edits that turn `base` into `current`: typically the state of a form when it was
    /// loaded or last saved, and its state now.
    public init(from base: FormState, to current: FormState) {
        for key in Set(base.values.keys).union(current.values.keys)
        where base.values[key] != current.values[key] {
            values[key] = ValueChange(before: base.values[key], after: current.values[key])
        }
        for key in Set(base.selectionModes.keys).union(current.selectionModes.keys)
        where base.selectionModes[key] != current.selectionModes[key] {
            selectionModes[key] = SelectionModeChange(
                before: base.selectionModes[key], after: current.selectionModes[key])
        }
        let wasExpanded = Set(base.expanded)
        let isExpanded = Set(current.expanded)
        expanded = current.expanded.filter { !wasExpanded.contains($0) }
        collapsed = wasExpanded.subtracting(isExpanded)
        for list in Set(base.items.keys).union(current.items.keys) {
            let before = SavedItem.ordered(base.items[list] ?? [])
            let after = SavedItem.ordered(current.items[list] ?? [])
            var change = ListChange()
            change.baseKeys = before.map(\.key)
            let beforeKeys = Set(change.baseKeys)
            let afterKeys = Set(after.map(\.key))
            change.deleted = beforeKeys.subtracting(afterKeys)
            let titles = Dictionary(
                before.map { ($0.key, $0.title) }, uniquingKeysWith: { first, _ in first })
            var previous: RowKey?
            for item in after {
                if let title = titles[item.key] {
                    if title != item.title {
                        change.retitled[item.key] = TitleChange(before: title, after: item.title)
                    }
                } else {
                    change.added.append(AddedItem(item: item, after: previous))
                }
                previous = item.key
            }
            let kept = after.map(\.key).filter(beforeKeys.contains)
            if kept != change.baseKeys.filter(afterKeys.contains) { change.order = kept }
            if !change.isEmpty { lists[list] = change }
        }
    }

    /// Whether there is nothing to apply.
    public var isEmpty: Bool {
        values.isEmpty && expanded.isEmpty && collapsed.isEmpty && lists.isEmpty && selectionModes.isEmpty
    }
}
