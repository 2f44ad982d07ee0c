import Foundation

/// One thing a person or a program does to a form, for ``Form/apply(_:)``: handy for scripts,
/// undo stacks and logs. Each case has a method of its own on ``Form`` too.
public enum Edit: Hashable, Sendable {
    /// Taps a row: expands or collapses it, chooses an option, or flips a switch.
    case tap(RowKey)
    /// Expands (`true`) or collapses (`false`) a row.
    case setExpanded(RowKey, to: Bool)
    /// Sets a row's typed value; `nil` clears it.
    case set(RowKey, Value?)
    /// Sets a row's value from text (see ``Form/set(_:text:)``).
    case setText(RowKey, String)
    /// Expands every expandable row.
    case expandAll
    /// Switches a picker between single and multiple selection; clears its selection.
    case setSelectionMode(of: RowKey, to: SelectionMode)
    /// Selects every option of a multiple picker.
    case selectAll(RowKey)
    /// Clears a picker's selection.
    case clearSelection(RowKey)
    /// Enters (`true`) or leaves (`false`) edit mode.
    case setEditing(Bool)
    /// Adds an item titled `title` to the editable section.
    case addItem(section: Int, title: String)
    /// Deletes items (in or out of edit mode).
    case deleteItems([RowKey])
    /// Deletes the selected items (edit mode only).
    case deleteSelectedItems
    /// Selects or deselects an item (edit mode only).
    case toggleItemSelection(RowKey)
    /// Moves items with `Array.move(fromOffsets:toOffset:)` semantics (edit mode only).
    case moveItems(section: Int, fromOffsets: IndexSet, toOffset: Int)
}
