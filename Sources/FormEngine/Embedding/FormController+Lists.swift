import Foundation

/// Editable lists through the controller: each operation applies the ``Form`` method of the same
/// name and publishes its change. Adding and deleting items works in or out of edit mode (a
/// swipe deletes without entering it); moving and selecting items need edit mode, as in UIKit.
extension FormController {
    /// Enters or leaves edit mode (see ``Form/setEditing(_:)``) and publishes the change.
    @discardableResult
    public func setEditing(_ flag: Bool) -> FormChange {
        let change = form.setEditing(flag)
        publish(change)
        return change
    }

    /// Adds an item titled `title` at the end of the editable `section` (see
    /// ``Form/addItem(section:title:)``) and publishes the change.
    /// - Returns: the new item's key, to set its values or scroll to it.
    /// - Throws: ``FormError/refused(_:reason:)`` when the section is not an editable list.
    @discardableResult
    public func addItem(section: Int, title: String) throws(FormError) -> RowKey {
        let (key, change) = try form.addItem(section: section, title: title)
        publish(change)
        return key
    }

    /// Deletes items, in or out of edit mode (see ``Form/deleteItems(_:)``), and publishes the
    /// change.
    /// - Throws: ``FormError/refused(_:reason:)`` for a row that is not an item,
    ///   ``FormError/unknownRow(_:)`` for a missing key; nothing is deleted then.
    @discardableResult
    public func deleteItems(_ keys: [RowKey]) throws(FormError) -> FormChange {
        try apply(.deleteItems(keys))
    }

    /// Deletes the items selected in edit mode (see ``Form/deleteSelectedItems()``) and
    /// publishes the change.
    @discardableResult
    public func deleteSelectedItems() throws(FormError) -> FormChange {
        try apply(.deleteSelectedItems)
    }

    /// Selects or deselects an item in edit mode (see ``Form/toggleItemSelection(_:)``) and
    /// publishes the change.
    @discardableResult
    public func toggleItemSelection(_ key: RowKey) throws(FormError) -> FormChange {
        try apply(.toggleItemSelection(key))
    }

    /// Moves one item, in edit mode, to the 0-based `position` it should end at (see
    /// ``Form/moveItem(_:toPosition:)``) and publishes the change.
    @discardableResult
    public func moveItem(_ key: RowKey, toPosition position: Int) throws(FormError) -> FormChange {
        let change = try form.moveItem(key, toPosition: position)
        publish(change)
        return change
    }

    /// Moves items in edit mode with `Array.move(fromOffsets:toOffset:)` semantics (see
    /// ``Form/moveItems(fromOffsets:toOffset:section:)``) — what SwiftUI's `onMove` hands over —
    /// and publishes the change.
    @discardableResult
    public func moveItems(fromOffsets offsets: IndexSet, toOffset destination: Int, section: Int)
        throws(FormError) -> FormChange
    {
        try apply(.moveItems(section: section, fromOffsets: offsets, toOffset: destination))
    }
}
