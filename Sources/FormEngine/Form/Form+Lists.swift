import Foundation

/// Editable lists: sections whose rows are the user's items, added and deleted at any time (by
/// code or a swipe), selected and moved in edit mode — as a `UITableView` allows. Items are addressed by generated keys, never positions.
extension Form {
    /// Enters or leaves edit mode. Leaving it clears the item selection (its rows reload).
    @discardableResult
    mutating func setEditing(_ flag: Bool) -> FormChange {
        defer { checkInvariants() }
        guard isEditing != flag else { return FormChange() }
        isEditing = flag
        guard !flag, !selectedItems.isEmpty else { return FormChange() }
        let refs = selectedItems.compactMap(lookup)
        selectedItems = []
        var change = FormChange(changedKeys: refs.sorted(by: Self.formOrder).map { descriptor($0).key })
        for ref in refs { change = adding(ref, to: change) }
        return change
    }

    /// The section named by `text`: a 1-based number, a title (ignoring case) or a list key.
    public func section(named text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Int(trimmed), number >= 1, number <= sectionCount { return number - 1 }
        let sections = descriptor.sections
        return sections.firstIndex { $0.listKey == trimmed }
            ?? sections.firstIndex { $0.title?.compare(trimmed, options: .caseInsensitive) == .orderedSame }
    }

    /// The keys of the items of an editable section, in order.
    /// - Throws: ``FormError/refused(_:reason:)`` when the section is not editable.
    public func items(in section: Int) throws(FormError) -> [RowKey] {
        try editableSection(section)
        return layout[section].keysInOrder
    }

    /// Adds an item made from the section's template, titled `title`, at the end of the list.
    /// Allowed in and out of edit mode.
    /// - Returns: the new item's generated key (`TEMPLATE-N`, unique in the form) and the change.
    /// - Throws: ``FormError/refused(_:reason:)`` when the section is not editable,
    ///   ``FormError/invalidValue(_:reason:)`` when `title` holds a control character
    ///   (tab and newline included).
    @discardableResult
    mutating func addItem(section: Int, title: String) throws(FormError) -> (
        key: RowKey, change: FormChange
    ) {
        defer { checkInvariants() }
        let template = try editableSection(section)
        if let refusal = ControlCharacters.refusal(in: title) {
            throw .invalidValue(Location(section: section + 1), reason: "the title: \(refusal)")
        }
        let key = newItemKey(section: section, template: template.key)
        var item = template
        item.key = key
        item.hasExplicitKey = true
        item.title = title
        let position = layout[section].count
        appendItem(item, to: section)
        let change = FormChange(
            sections: [FormChange.Section(section: section, inserted: [position])], changedKeys: [key])
        return (key, change)
    }

    /// Deletes items (of any editable sections), in or out of edit mode: a swipe or code deletes
    /// without entering it.
    /// - Throws: ``FormError/refused(_:reason:)`` for a row that is not an item;
    ///   ``FormError/unknownRow(_:)`` for a missing key. Nothing is deleted then.
    @discardableResult
    mutating func deleteItems(_ keys: [RowKey]) throws(FormError) -> FormChange {
        defer { checkInvariants() }
        var bySection: [Int: Set<Int>] = [:]
        for key in keys {
            let ref = try ref(key)
            try requireItem(ref, "delete")
            bySection[ref.section, default: []].insert(ref.row)
        }
        var change = FormChange(changedKeys: keys)
        for section in bySection.keys.sorted() {
            let doomed = (bySection[section] ?? []).sorted()
            // From the last, so that the positions still to delete do not shift.
            for row in doomed.reversed() {
                selectedItems.remove(layout[section][row].key)
                removeItem(at: row, from: section)
            }
            change.sections.append(FormChange.Section(section: section, deleted: doomed))
        }
        return change
    }

    /// Deletes the selected items. Only in edit mode.
    /// - Throws: ``FormError/refused(_:reason:)`` outside edit mode or when none is selected.
    @discardableResult
    mutating func deleteSelectedItems() throws(FormError) -> FormChange {
        defer { checkInvariants() }
        guard isEditing else { throw .refused(Location(), reason: "items can be deleted only in edit mode") }
        guard !selectedItems.isEmpty else { throw .refused(Location(), reason: "no items are selected") }
        return try deleteItems(selectedItemKeys)
    }

    /// Selects or deselects an item for ``Edit/deleteSelectedItems``. Only in edit mode.
    @discardableResult
    mutating func toggleItemSelection(_ key: RowKey) throws(FormError) -> FormChange {
        defer { checkInvariants() }
        let ref = try ref(key)
        try requireEditing(ref, "select")
        if selectedItems.remove(key) == nil { selectedItems.insert(key) }
        return adding(ref, to: FormChange(changedKeys: [key]))
    }

    /// The selected items of every editable section, in form order.
    public var selectedItemKeys: [RowKey] {
        selectedItems.compactMap(lookup).sorted(by: Self.formOrder).map { descriptor($0).key }
    }

    /// Moves the items at `offsets` of an editable section so that they sit, in their order,
    /// before the item that was at `destination` — `Array.move(fromOffsets:toOffset:)`
    /// semantics. Only in edit mode. The change lists each item that changed place as a move
    /// from its old position to its new one (``FormChange/movedIndexPaths``); items that keep
    /// their place are not listed.
    /// - Throws: ``FormError/refused(_:reason:)`` outside edit mode or for a section that is not
    ///   editable; ``FormError/invalidValue(_:reason:)`` for offsets out of range.
    /// - Complexity: O(k log n) for k offsets in a list of n items.
    @discardableResult
    mutating func moveItems(fromOffsets offsets: IndexSet, toOffset destination: Int, section: Int)
        throws(FormError) -> FormChange
    {
        defer { checkInvariants() }
        try editableSection(section)
        let place = Location(section: section + 1)
        guard isEditing else { throw .refused(place, reason: "items can be moved only in edit mode") }
        let count = layout[section].count
        guard offsets.allSatisfy({ $0 >= 0 && $0 < count }), (0...count).contains(destination) else {
            throw .invalidValue(
                place, reason: "offsets \(Array(offsets)) → \(destination) are outside 0..<\(count)")
        }
        // The moved items end up together, in their order, where the first of them lands.
        let moving = Array(offsets)
        let insertion = destination - offsets.count(in: 0..<destination)
        let inserted = Array(insertion..<(insertion + moving.count))
        guard moving != inserted else { return FormChange() }
        layout[section].move(fromOffsets: moving, toOffset: destination)
        let moves = zip(moving, inserted).filter { $0 != $1 }.map { FormChange.Move(from: $0, to: $1) }
        let keys = moves.map { layout[section][$0.to].key }
        return FormChange(sections: [FormChange.Section(section: section, moved: moves)], changedKeys: keys)
    }

    /// Moves one item to the 0-based `position` it should end at (what `move KEY TO` does).
    @discardableResult
    mutating func moveItem(_ key: RowKey, toPosition position: Int) throws(FormError) -> FormChange {
        defer { checkInvariants() }
        let ref = try ref(key)
        try requireEditing(ref, "move")
        let count = layout[ref.section].count
        guard position >= 0, position < count else {
            throw .invalidValue(location(ref), reason: "position \(position + 1) is outside 1...\(count)")
        }
        let destination = position > ref.row ? position + 1 : position
        return try moveItems(
            fromOffsets: IndexSet(integer: ref.row), toOffset: destination, section: ref.section)
    }

    // MARK: - Helpers

    /// The template of an editable section, or a refusal.
    @discardableResult
    func editableSection(_ section: Int) throws(FormError) -> RowDescriptor {
        guard section >= 0, section < sectionCount else {
            throw .refused(Location(), reason: "there is no section \(section + 1)")
        }
        guard descriptor.sections[section].isEditable, let template = descriptor.sections[section].template
        else {
            throw .refused(Location(section: section + 1), reason: "the section is not an editable list")
        }
        return template
    }

    /// Refuses unless `ref` is an item of an editable list.
    func requireItem(_ ref: RowRef, _ verb: String) throws(FormError) {
        guard descriptor.sections[ref.section].isEditable else {
            throw .refused(
                location(ref),
                reason: "only items of an editable list can be \(verb == "select" ? "selected" : verb + "d")")
        }
    }

    /// Refuses unless `ref` is an item and the form is in edit mode.
    func requireEditing(_ ref: RowRef, _ verb: String) throws(FormError) {
        try requireItem(ref, verb)
        guard isEditing else {
            throw .refused(
                location(ref),
                reason: "items can be \(verb == "select" ? "selected" : verb + "d") only in edit mode")
        }
    }

    /// A key `TEMPLATE-N` that no row has, past the largest N this list has used so that keys
    /// read in order of creation and a deleted item's key is not given again.
    mutating func newItemKey(section: Int, template: RowKey) -> RowKey {
        let prefix = "\(template)-"
        var number = nextItemNumber[section, default: 1]
        var key = RowKey("\(prefix)\(number)")
        while structure.index[key] != nil {
            // Past Int.max, numbers start again from 1: some number is free, as rows are few.
            number = number < Int.max ? number + 1 : 1
            key = RowKey("\(prefix)\(number)")
        }
        nextItemNumber[section] = number < Int.max ? number + 1 : 1
        return key
    }

    /// One past the largest N of the keys `PREFIX-N` among `rows` (1 when there is none).
    static func itemNumber(after rows: [RowDescriptor], prefix: String) -> Int {
        var number = 1
        for row in rows where row.key.rawValue.hasPrefix(prefix) {
            if let used = Int(row.key.rawValue.dropFirst(prefix.count)), used < Int.max - 1 {
                number = max(number, used + 1)
            }
        }
        return number
    }

    /// Replaces the items of an editable section: rows, values, flags, tree, key index and
    /// visibility (items are flat and unconditional, so all are visible).
    mutating func replaceItems(_ section: Int, rows: [RowDescriptor], values: [Value?]) {
        for key in layout[section].keysInOrder where structure.index[key]?.section == section {
            structure.index[key] = nil
        }
        layout[section] = SectionRows(rows, values: values, reorderable: true)
        if let template = descriptor.sections[section].template {
            let next = Self.itemNumber(after: rows, prefix: "\(template.key)-")
            nextItemNumber[section] = max(nextItemNumber[section, default: 1], next)
        }
        expanded[section] = Array(repeating: false, count: rows.count)
        conditionHolds[section] = Array(repeating: true, count: rows.count)
        structure.sections[section] = FormStructure.flatTree(count: rows.count)
        for (r, row) in rows.enumerated() { structure.index[row.key] = RowRef(section: section, row: r) }
        visibility[section] = VisibleIndex(flags: Array(repeating: true, count: rows.count))
    }

    /// Appends an item: O(log n), nothing else in the section moves.
    mutating func appendItem(_ item: RowDescriptor, to section: Int) {
        let slot = layout[section].count
        layout[section].append(item, value: item.initialValue)
        expanded[section].append(false)
        conditionHolds[section].append(true)
        structure.sections[section].appendFlatRow()
        structure.index[item.key] = RowRef(section: section, row: slot)
        visibility[section].append(visible: true)
    }

    /// Removes the item at `row`: O(log n). The items after it move up one place in the list's
    /// order, but their slots — and so the key index — stay as they are. The per-row flags of a
    /// list are the same for every row, so they only lose their last entry.
    mutating func removeItem(at row: Int, from section: Int) {
        structure.index[layout[section][row].key] = nil
        let (slot, renumbered) = layout[section].remove(at: row)
        if let renumbered { structure.index[renumbered] = RowRef(section: section, row: slot) }
        expanded[section].removeLast()
        conditionHolds[section].removeLast()
        structure.sections[section].removeLastFlatRow()
        visibility[section].removeLast()
    }

    static func formOrder(_ a: RowRef, _ b: RowRef) -> Bool { (a.section, a.row) < (b.section, b.row) }
}

extension Form {
    /// Applies ``Edit/addItem(section:title:)`` and returns the new item's key (the change's one
    /// changed key) with the change, for the package's walks and tests.
    @discardableResult
    package mutating func addedItem(section: Int, title: String) throws(EditError) -> (
        key: RowKey, change: FormChange
    ) {
        let change = try apply(.addItem(section: section, title: title))
        guard let key = change.changedKeys.first else {
            throw .refused(Location(section: section + 1), reason: "no item was added")
        }
        return (key, change)
    }
}
