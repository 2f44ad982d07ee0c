import Foundation

/// One thing a person or a program does to a form: the one way to change a ``Form``
/// (``Form/apply(_:)``) or a ``FormController`` (``FormController/apply(_:)``,
/// `FormController.perform(_:)` for several at once). Edits are values, so scripts, undo stacks and
/// logs keep them as they are.
///
/// ```swift
/// try form.apply(.tap("fullName"))                 // shows firstName and lastName
/// try form.apply(.set("firstName", .text("Ada")))  // fullName now reads "Ada"
/// try form.apply(.setText("birthday", "1990-03-12"))
/// ```
///
/// Each edit returns the ``FormChange`` it made, or throws a ``FormError`` naming the row and
/// changes nothing.
public enum Edit: Hashable, Sendable {
    // MARK: Values and rows

    /// Taps a row as a person would: an expandable row expands or collapses, an option is
    /// chosen (and its picker collapses; in a multiple picker it is toggled, within the limits),
    /// a switch flips, a button reports its action in ``FormChange/action``. Other rows do
    /// nothing.
    case tap(RowKey)
    /// Sets a row's typed value; `nil` clears it. Sliders are clamped to their range and rounded
    /// to their step; a picker takes `.choice` of one of its options (`.choices` when multiple).
    /// Throws ``FormError/invalidValue(_:reason:)`` when the value does not fit the row.
    case set(RowKey, Value?)
    /// Sets a row's value from text: `yyyy-MM-dd` for dates, `true`/`false` (or yes/no, y/n,
    /// on/off) for switches, a number for number rows and sliders, an option's key or title for
    /// pickers (several, separated by commas, for a multiple picker), anything for text. An
    /// empty text clears text and date rows and multiple pickers.
    case setText(RowKey, String)
    /// Expands (`true`) or collapses (`false`) a row. A row inside a collapsed one keeps the
    /// flag and shows its rows once its owner is expanded.
    case setExpanded(RowKey, to: Bool)
    /// Expands every expandable row.
    case expandAll

    // MARK: Pickers

    /// Switches a picker between single and multiple selection (or changes its limits); a change
    /// of mode clears its selection.
    case setSelectionMode(of: RowKey, to: SelectionMode)
    /// Selects every option of a multiple picker (refused past its maximum).
    case selectAll(RowKey)
    /// Clears a picker's selection.
    case clearSelection(RowKey)

    // MARK: Editable lists

    /// Enters (`true`) or leaves (`false`) edit mode. Leaving it clears the item selection.
    case setEditing(Bool)
    /// Adds an item made from the section's template, titled `title`, at the end of the list,
    /// in or out of edit mode. The change's ``FormChange/changedKeys`` holds the new item's
    /// generated key (`TEMPLATE-N`, unique in the form).
    case addItem(section: Int, title: String)
    /// Deletes items, in or out of edit mode (a swipe deletes without entering it).
    case deleteItems([RowKey])
    /// Deletes the items selected in edit mode.
    case deleteSelectedItems
    /// Selects or deselects an item for ``deleteSelectedItems``, in edit mode.
    case toggleItemSelection(RowKey)
    /// Moves items in edit mode with `Array.move(fromOffsets:toOffset:)` semantics — what
    /// SwiftUI's `onMove` hands over.
    case moveItems(section: Int, fromOffsets: IndexSet, toOffset: Int)
    /// Moves one item, in edit mode, to the 0-based `toPosition` it should end at — what a
    /// table view's `moveRow(at:to:)` reports.
    case moveItem(RowKey, toPosition: Int)

    // MARK: Starting over

    /// Puts one row back as the descriptor starts it: its value, its expansion and a picker's
    /// selection mode. The row is no longer touched (see ``ValidationProblem/isTouched``).
    case reset(RowKey)
    /// Puts every row of a section (0-based) back as the descriptor starts it; an editable list
    /// gets its file's items back.
    case resetSection(Int)
    /// Puts the whole form back in its starting state — values, expansion, list items, edit mode
    /// off, nothing touched — as a reset button does. The locale, clock and registered rules are
    /// kept.
    case resetAll
    /// Restores a saved state (see ``Form/state(preserving:)``), all or nothing: an entry that
    /// does not fit — an unknown key, a value of the wrong type or out of range — throws
    /// ``FormError/invalidState(_:reason:)`` and nothing changes. To take what fits and hear
    /// about the rest, use ``Form/restore(_:file:)``.
    case restore(FormState)
}
