/// Editing: every method returns the ``FormChange`` it made, or throws and changes nothing.
extension Form {
    /// Applies one ``Edit``: the one way to change a form. The form's behaviours
    /// (``behaviors``) run inside it, after the edit, and what they change is part of the change
    /// returned.
    /// - Returns: the change it made to the visible rows (empty when it changed nothing).
    /// - Throws: an ``EditError`` naming the row or section when the edit does not fit (no row
    ///   has the key, the value does not fit, the edit is not allowed here); the form is
    ///   unchanged then.
    @discardableResult
    public mutating func apply(_ edit: Edit) throws(EditError) -> FormChange {
        if !behaviors.isEmpty { return try applyWithBehaviors(edit) }
        let change: FormChange
        do {
            change = try applyEdit(edit)
        } catch {
            throw EditError(error)
        }
        if behaviorLog != nil { behaviorLog?.append(change) }
        return change
    }

    /// ``apply(_:)`` without the behaviours.
    mutating func applyEdit(_ edit: Edit) throws(FormError) -> FormChange {
        defer { checkInvariants() }
        if mayChangeComputedOptions(edit) { return try applyRecomputingOptions(edit) }
        return try applyOne(edit)
    }

    /// Applies one edit, without making computed options again.
    mutating func applyOne(_ edit: Edit) throws(FormError) -> FormChange {
        switch edit {
        case .tap(let key): return try tap(key)
        case .setExpanded(let key, to: let flag): return try setExpanded(key, to: flag)
        case .set(let key, let value): return try set(key, to: value)
        case .setText(let key, let text): return try set(key, text: text)
        case .expandAll: return expandAll()
        case .setSelectionMode(of: let key, to: let mode): return try setSelectionMode(of: key, to: mode)
        case .selectAll(let key): return try selectAll(key)
        case .clearSelection(let key): return try clearSelection(key)
        case .setEditing(let flag): return setEditing(flag)
        case .addItem(let section, let title): return try addItem(section: section, title: title).change
        case .deleteItems(let keys): return try deleteItems(keys)
        case .deleteSelectedItems: return try deleteSelectedItems()
        case .toggleItemSelection(let key): return try toggleItemSelection(key)
        case .moveItems(let section, let offsets, let destination):
            return try moveItems(fromOffsets: offsets, toOffset: destination, section: section)
        case .moveItem(let key, let position): return try moveItem(key, toPosition: position)
        case .reset(let key): return try reset(key)
        case .resetSection(let section): return try reset(section: section)
        case .resetAll: return resetAll()
        case .restore(let state): return try restoreWhole(state)
        }
    }

    /// Applies edits in order, all or nothing, and returns one change covering them all (for
    /// `FormController.perform(_:)`).
    /// - Complexity: the edits', plus O(n log n) in the number of rows for the comparison when
    ///   there is more than one.
    mutating func applyAll(_ edits: [Edit]) throws(EditError) -> FormChange {
        if edits.count == 1, let edit = edits.first { return try apply(edit) }
        var copy = self
        for edit in edits { try copy.apply(edit) }
        let change = FormChange(from: self, to: copy)
        self = copy
        return change
    }

    /// Restores `state` whole or throws its first problem with nothing changed.
    mutating func restoreWhole(_ state: FormState) throws(FormError) -> FormChange {
        var copy = self
        if let problem = copy.restore(state).first { throw problem }
        copy.recomputeAll()
        let change = FormChange(from: self, to: copy)
        self = copy
        return change
    }

    /// Taps a row as a person would: an expandable row expands or collapses, an option is
    /// chosen (and its picker collapses), a switch flips, a button reports its action in
    /// ``FormChange/action``. Other rows do nothing.
    @discardableResult
    mutating func tap(_ key: RowKey) throws(FormError) -> FormChange {
        defer { checkInvariants() }
        let ref = try ref(key)
        if layout[ref.section].isExpandable(at: ref.row) {
            return setExpanded(ref, key: key, to: !expanded[ref.section][ref.row])
        }
        let row = descriptor(ref)
        switch row.definition.tapEffect {
        case .choose:
            let parent = Int(structure.sections[ref.section].parent[ref.row])
            if parent >= 0, case .multiple = descriptor(RowRef(section: ref.section, row: parent)).selection {
                return try toggle(ref)
            }
            return try choose(ref)
        case .flip:
            let flag = layout[ref.section].value(at: ref.row) == .bool(true)
            return try set(key, to: .bool(!flag))
        case .report(let action):
            return FormChange(action: ButtonAction(name: action, key: key))
        case .nothing: return FormChange()
        }
    }

    /// Expands or collapses a row. A row inside a collapsed one keeps the flag and shows its
    /// rows once its owner is expanded.
    /// - Complexity: O(k log n) for the k rows shown or hidden.
    @discardableResult
    mutating func setExpanded(_ key: RowKey, to flag: Bool) throws(FormError) -> FormChange {
        defer { checkInvariants() }
        let ref = try ref(key)
        guard layout[ref.section].isExpandable(at: ref.row) else {
            throw .refused(location(ref), reason: "the row owns no rows to expand or collapse")
        }
        return setExpanded(ref, key: key, to: flag)
    }

    /// ``setExpanded(_:to:)`` for the expandable row `key` found at `ref`.
    private mutating func setExpanded(_ ref: RowRef, key: RowKey, to flag: Bool) -> FormChange {
        guard expanded[ref.section][ref.row] != flag else { return FormChange() }
        expanded[ref.section][ref.row] = flag
        var pending = PendingChange()
        planExpansion(ref, into: &pending)
        return commit(pending, section: ref.section, changedKeys: [key])
    }

    /// Expands every expandable row in the form.
    @discardableResult
    package mutating func expandAll() -> FormChange {
        defer { checkInvariants() }
        var plans: [Int: PendingChange] = [:]
        var keys: [RowKey] = []
        for section in 0..<sectionCount {
            var pending = PendingChange()
            for row in expanded[section].indices
            where descriptor(RowRef(section: section, row: row)).isExpandable {
                if !expanded[section][row] {
                    pending.reconfigure.insert(row)
                    keys.append(layout[section][row].key)
                }
                expanded[section][row] = true
            }
            pending.candidates = RowSet(expanded[section].indices)
            plans[section] = pending
        }
        return commit(plans, changedKeys: keys)
    }

    /// Sets a row's typed value (`nil` clears it). Sliders are clamped to their range and
    /// rounded to their step; a picker takes `.choice` of one of its options.
    /// - Throws: ``FormError/invalidValue(_:reason:)`` when the value does not fit the row.
    @discardableResult
    mutating func set(_ key: RowKey, to value: Value?) throws(FormError) -> FormChange {
        defer { checkInvariants() }
        let ref = try ref(key)
        let normalised = try checked(value, for: ref)
        let change = store(normalised, at: ref)
        return normalised == value ? change : settingBack(ref, in: change)
    }

    /// Sets a row's value from text: `yyyy-MM-dd` for dates, `true`/`false` (or yes/no, y/n, on/off)
    /// for switches, a number for sliders, an option's key or title for pickers (several,
    /// separated by commas, for a multiple picker), anything for text. An empty text clears
    /// text and date rows and multiple pickers.
    ///
    /// This is what a text field reports on each keystroke, so the change leaves the row out of
    /// its positions (the field shows what was typed) and lists the rows the edit changed
    /// besides; ``FormChange/changedKeys`` still names it. When the form keeps another value
    /// than the one typed — a number clamped to a slider's range, rounded to its step or to
    /// its fraction digits, a number or date typed with spaces around it, a time typed `7:30`
    /// and kept `07:30` — the row is listed, so the field is set back to what the form holds.
    /// Text is kept as typed, spaces included.
    @discardableResult
    mutating func set(_ key: RowKey, text: String) throws(FormError) -> FormChange {
        defer { checkInvariants() }
        let ref = try ref(key)
        let row = descriptor(ref)
        try refuseReadOnly(ref)
        if structure.sections[ref.section].isPicker[ref.row], case .multiple = row.selection {
            return try set(key, to: try selection(named: text, for: ref))
        }
        if structure.sections[ref.section].isPicker[ref.row] {
            let options = optionRows(of: ref).map { descriptor(RowRef(section: ref.section, row: $0)) }
            guard let option = PickerHandler.option(named: text, among: options) else {
                let names = PickerHandler.names(of: options)
                throw .invalidValue(location(ref), reason: "'\(text)' is none of the options (\(names))")
            }
            return try set(key, to: .choice(option.key))
        }
        let value: Value?
        if text.isEmpty, row.definition.clearsOnEmptyText {
            value = try checked(nil, for: ref)
        } else {
            do {
                value = try row.definition.parse(text)
            } catch {
                throw .invalidValue(location(ref), reason: error.reason)
            }
        }
        let change = store(value, at: ref)
        guard let value, row.definition.normalises(text, to: value) else {
            return omitting(ref, from: change)
        }
        return settingBack(ref, in: change)
    }

    /// `change` without the row `ref` among its positions: the control that typed the value
    /// shows it already.
    func omitting(_ ref: RowRef, from change: FormChange) -> FormChange {
        guard let position = visibility[ref.section].position(of: ref.row),
            let index = change.sections.firstIndex(where: { $0.section == ref.section })
        else { return change }
        var change = change
        change.sections[index].reconfigured.removeAll { $0 == position }
        change.reconfiguredKeys.removeAll { $0 == descriptor(ref).key }
        if change.sections[index].isEmpty { change.sections.remove(at: index) }
        return change
    }

    /// `change` with the row `ref` listed (reconfigured, and in ``FormChange/changedKeys``) even
    /// when its value did not change: the form normalised what it was given, so the control
    /// must be set back to what the form holds.
    func settingBack(_ ref: RowRef, in change: FormChange) -> FormChange {
        var change = adding(ref, to: change)
        let key = descriptor(ref).key
        if !change.changedKeys.contains(key) { change.changedKeys.insert(key, at: 0) }
        return change
    }

    /// The option rows a picker owns directly.
    func optionRows(of ref: RowRef) -> [Int] {
        structure.sections[ref.section].optionChildren(of: ref.row, in: layout[ref.section])
    }

    /// Checks `value` against the row and returns it normalised, or throws with the row's place.
    func checked(_ value: Value?, for ref: RowRef) throws(FormError) -> Value? {
        try refuseReadOnly(ref)
        guard let value else {
            // A kind with a default (a switch, a slider) always holds a value.
            guard descriptor(ref).definition.defaultValue == nil else {
                throw .invalidValue(
                    location(ref), reason: "\(descriptor(ref).definition.rowPhrase) always holds a value")
            }
            return nil
        }
        if structure.sections[ref.section].isPicker[ref.row] { return try checkedSelection(value, for: ref) }
        do {
            return try descriptor(ref).definition.check(value)
        } catch {
            throw .invalidValue(location(ref), reason: error.reason)
        }
    }

    /// Stores an already checked value and reports the rows whose content changed.
    mutating func store(_ value: Value?, at ref: RowRef) -> FormChange {
        let old = layout[ref.section].value(at: ref.row)
        guard old != value else { return FormChange() }
        layout[ref.section].setValue(value, at: ref.row)
        touched.insert(descriptor(ref).key)
        return reloading(ref, from: old)
    }

    /// The option rows of the picker at `ref` that are chosen in one value and not the other.
    func optionsWhoseMarkChanged(_ ref: RowRef, from old: Value?, to new: Value?) -> [Int] {
        guard structure.sections[ref.section].isPicker[ref.row] else { return [] }
        func chosen(_ value: Value?) -> Set<RowKey> {
            switch value {
            case .choice(let key)?: return [key]
            case .choices(let keys)?: return Set(keys)
            default: return []
            }
        }
        return chosen(old).symmetricDifference(chosen(new)).compactMap(lookup)
            .filter { $0.section == ref.section }.map(\.row).sorted()
    }

    /// The change for a value stored at `ref` that held `old` before (the value it holds now
    /// when only its look changed): see ``planValueChange(_:from:into:keys:)``.
    mutating func reloading(_ ref: RowRef, from old: Value?) -> FormChange {
        var pending: [Int: PendingChange] = [:]
        var keys: [RowKey] = []
        planValueChange(ref, from: old, into: &pending, keys: &keys)
        return commit(pending, changedKeys: keys)
    }

    /// Plans what a new value at `ref` (which held `old` before) changes besides the row: the
    /// row and its owners are reconfigured where visible (their summaries read it), for a
    /// picker the options whose mark changed, rows whose `matches` rule reads it, and rows
    /// whose conditions read it are shown or hidden. Every edit that stores a value plans it
    /// here, so the rows it names are the same however the value came.
    mutating func planValueChange(
        _ ref: RowRef, from old: Value?, into pending: inout [Int: PendingChange], keys: inout [RowKey]
    ) {
        let rows = rowsShowing(ref)
        let options = optionsWhoseMarkChanged(ref, from: old, to: layout[ref.section].value(at: ref.row))
        pending[ref.section, default: PendingChange()].reconfigure.formUnion(rows + options)
        reevaluateConditions(readingRow: ref, into: &pending)
        keys += (rows.reversed() + options).map { descriptor(RowRef(section: ref.section, row: $0)).key }
        reloadRuleReaders(of: ref, into: &pending, keys: &keys)
        planComputedReaders(of: ref, into: &pending, keys: &keys)
    }

    /// Adds to a change the rows whose `matches` rule reads the row at `ref`: their problems may
    /// have changed with its value, so a UI reloads them and the controller's problem count checks them again.
    func reloadRuleReaders(of ref: RowRef, into pending: inout [Int: PendingChange], keys: inout [RowKey]) {
        guard !ruleReaders.isEmpty, let readers = ruleReaders[descriptor(ref).key] else { return }
        for key in readers {
            guard let reader = lookup(key) else { continue }
            pending[reader.section, default: PendingChange()].reconfigure.insert(reader.row)
            keys.append(key)
        }
    }

    /// Chooses an option: its picker takes the option's key and collapses.
    mutating func choose(_ ref: RowRef) throws(FormError) -> FormChange {
        let parent = Int(structure.sections[ref.section].parent[ref.row])
        guard parent >= 0 else { throw .refused(location(ref), reason: "the option has no picker") }
        let picker = RowRef(section: ref.section, row: parent)
        try refuseReadOnly(picker)
        var pending: [Int: PendingChange] = [:]
        let wasExpanded = expanded[picker.section][picker.row]
        let old = layout[picker.section].value(at: picker.row)
        layout[picker.section].setValue(.choice(descriptor(ref).key), at: picker.row)
        touched.insert(descriptor(picker).key)
        expanded[picker.section][picker.row] = false
        if wasExpanded { planExpansion(picker, into: &pending[ref.section, default: PendingChange()]) }
        var keys: [RowKey] = []
        planValueChange(picker, from: old, into: &pending, keys: &keys)
        // Choosing the chosen option changes no mark, but the tap still names it.
        if !keys.contains(descriptor(ref).key) {
            pending[ref.section, default: PendingChange()].reconfigure.insert(ref.row)
            keys.append(descriptor(ref).key)
        }
        return commit(pending, changedKeys: keys)
    }

    /// Throws ``FormError/refused(_:reason:)`` when the row is read-only.
    func refuseReadOnly(_ ref: RowRef) throws(FormError) {
        if descriptor(ref).isReadOnly { throw .refused(location(ref), reason: "the row is read-only") }
    }
}
