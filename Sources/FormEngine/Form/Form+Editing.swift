/// Editing: every method returns the ``FormChange`` it made, or throws and changes nothing.
extension Form {
    /// Applies one ``Edit``.
    @discardableResult
    public mutating func apply(_ edit: Edit) throws(FormError) -> FormChange {
        switch edit {
        case .tap(let key): return try tap(key)
        case .setExpanded(let key, let flag): return try setExpanded(key, flag)
        case .set(let key, let value): return try set(key, to: value)
        case .setText(let key, let text): return try set(key, text: text)
        case .expandAll: return expandAll()
        }
    }

    /// Taps a row as a person would: an expandable row expands or collapses, an option is
    /// chosen (and its picker collapses), a switch flips. Other rows do nothing.
    @discardableResult
    public mutating func tap(_ key: RowKey) throws(FormError) -> FormChange {
        let ref = try ref(key)
        let row = descriptor(ref)
        if row.isExpandable { return try setExpanded(key, !expanded[ref.section][ref.row]) }
        switch row.kind {
        case .option: return try choose(ref)
        case .toggle:
            let flag = values[ref.section][ref.row] == .bool(true)
            return try set(key, to: .bool(!flag))
        default: return FormChange()
        }
    }

    /// Expands or collapses a row. A row inside a collapsed one keeps the flag and shows its
    /// rows once its owner is expanded.
    /// - Complexity: O(k log n) for the k rows shown or hidden.
    @discardableResult
    public mutating func setExpanded(_ key: RowKey, _ flag: Bool) throws(FormError) -> FormChange {
        let ref = try ref(key)
        guard descriptor(ref).isExpandable else {
            throw .refused(location(ref), reason: "the row owns no rows to expand or collapse")
        }
        var pending = PendingChange()
        planExpansion(ref, to: flag, into: &pending)
        expanded[ref.section][ref.row] = flag
        let change = commit(pending, section: ref.section)
        return FormChange(sections: change.isEmpty ? [] : [change])
    }

    /// Expands every expandable row in the form.
    @discardableResult
    public mutating func expandAll() -> FormChange {
        var sections: [FormChange.Section] = []
        for section in 0..<sectionCount {
            var pending = PendingChange()
            for row in expanded[section].indices where descriptor.sections[section].rows[row].isExpandable {
                if !expanded[section][row] { pending.reload.insert(row) }
                expanded[section][row] = true
            }
            pending.shown = (0..<expanded[section].count).filter { !visibility[section].isVisible[$0] }
            let change = commit(pending, section: section)
            if !change.isEmpty { sections.append(change) }
        }
        return FormChange(sections: sections)
    }

    /// Sets a row's typed value (`nil` clears it). Sliders are clamped to their range and
    /// rounded to their step; a picker takes `.choice` of one of its options.
    /// - Throws: ``FormError/invalidValue(_:reason:)`` when the value does not fit the row.
    @discardableResult
    public mutating func set(_ key: RowKey, to value: Value?) throws(FormError) -> FormChange {
        let ref = try ref(key)
        let normalised = try checked(value, for: ref)
        return store(normalised, at: ref)
    }

    /// Sets a row's value from text: `yyyy-MM-dd` for dates, `true`/`false` (or yes/no, on/off)
    /// for switches, a number for sliders, an option's key or title for pickers, anything for
    /// text. An empty text clears text and date rows.
    @discardableResult
    public mutating func set(_ key: RowKey, text: String) throws(FormError) -> FormChange {
        let ref = try ref(key)
        let row = descriptor(ref)
        try refuseReadOnly(ref)
        if structure.sections[ref.section].isPicker[ref.row] {
            let options = optionRows(of: ref).map { descriptor(RowRef(section: ref.section, row: $0)) }
            guard let option = PickerHandler.option(named: text, among: options) else {
                let names = options.map(\.key.rawValue).joined(separator: ", ")
                throw .invalidValue(location(ref), reason: "'\(text)' is none of the options (\(names))")
            }
            return try set(key, to: .choice(option.key))
        }
        switch row.kind {
        case .text, .date:
            if text.isEmpty { return try set(key, to: nil) }
        default: break
        }
        let value: Value
        do {
            value = try ValueParser.parse(text, kind: row.kind)
        } catch {
            throw .invalidValue(location(ref), reason: error.reason)
        }
        return store(value, at: ref)
    }

    /// The option rows a picker owns directly.
    func optionRows(of ref: RowRef) -> [Int] {
        PickerResolver.optionChildren(
            of: ref.row, in: descriptor.sections[ref.section].rows, tree: structure.sections[ref.section])
    }

    /// Checks `value` against the row and returns it normalised, or throws with the row's place.
    func checked(_ value: Value?, for ref: RowRef) throws(FormError) -> Value? {
        try refuseReadOnly(ref)
        guard let value else {
            switch descriptor(ref).kind {
            case .toggle, .slider:
                throw .invalidValue(
                    location(ref), reason: "a \(descriptor(ref).kind.name) row always holds a value")
            default: return nil
            }
        }
        if structure.sections[ref.section].isPicker[ref.row] {
            guard case .choice(let key) = value else {
                throw .invalidValue(location(ref), reason: "a picker holds .choice of one of its options")
            }
            guard
                optionRows(of: ref).contains(where: { descriptor.sections[ref.section].rows[$0].key == key })
            else {
                throw .invalidValue(location(ref), reason: "'\(key)' is not one of the picker's options")
            }
            return value
        }
        do {
            return try ValueParser.check(value, kind: descriptor(ref).kind)
        } catch {
            throw .invalidValue(location(ref), reason: error.reason)
        }
    }

    /// Stores an already checked value and reports the rows whose content changed.
    mutating func store(_ value: Value?, at ref: RowRef) -> FormChange {
        guard values[ref.section][ref.row] != value else { return FormChange() }
        values[ref.section][ref.row] = value
        return reloading(ref)
    }

    /// The change for a value stored at `ref`: the row and its owners are reloaded where visible.
    mutating func reloading(_ ref: RowRef) -> FormChange {
        var pending = PendingChange()
        let rows = rowsShowing(ref)
        pending.reload = Set(rows)
        let change = commit(pending, section: ref.section)
        let keys = rows.reversed().map { descriptor.sections[ref.section].rows[$0].key }
        return FormChange(sections: change.isEmpty ? [] : [change], changedKeys: keys)
    }

    /// Chooses an option: its picker takes the option's key and collapses.
    mutating func choose(_ ref: RowRef) throws(FormError) -> FormChange {
        let parent = Int(structure.sections[ref.section].parent[ref.row])
        guard parent >= 0 else { throw .refused(location(ref), reason: "the option has no picker") }
        let picker = RowRef(section: ref.section, row: parent)
        try refuseReadOnly(picker)
        var pending = PendingChange()
        planExpansion(picker, to: false, into: &pending)
        let rows = rowsShowing(picker)
        pending.reload.formUnion(rows)
        pending.reload.insert(ref.row)
        values[picker.section][picker.row] = .choice(descriptor(ref).key)
        expanded[picker.section][picker.row] = false
        let change = commit(pending, section: ref.section)
        let keys =
            rows.reversed().map { descriptor.sections[ref.section].rows[$0].key } + [descriptor(ref).key]
        return FormChange(sections: change.isEmpty ? [] : [change], changedKeys: keys)
    }

    /// Throws ``FormError/refused(_:reason:)`` when the row is read-only.
    func refuseReadOnly(_ ref: RowRef) throws(FormError) {
        if descriptor(ref).isReadOnly { throw .refused(location(ref), reason: "the row is read-only") }
    }
}
