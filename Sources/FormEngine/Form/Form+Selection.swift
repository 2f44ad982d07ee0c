/// Pickers with multiple selection: toggling options within limits, switching modes, selecting
/// all or none. Selections are stored by option keys, never positions.
extension Form {
    /// The picker's current selection mode (the descriptor's, or the last ``Edit/setSelectionMode(of:to:)``).
    /// - Throws: ``FormError/refused(_:reason:)`` when the row is not a picker.
    package func selectionMode(of key: RowKey) throws(FormError) -> SelectionMode {
        descriptor(try picker(key)).selection
    }

    /// The keys of the picker's selected options, in the order they were selected.
    package func selectedKeys(of key: RowKey) throws(FormError) -> [RowKey] {
        let ref = try picker(key)
        switch layout[ref.section].value(at: ref.row) {
        case .choice(let chosen)?: return [chosen]
        case .choices(let chosen)?: return chosen
        default: return []
        }
    }

    /// The picker's selected option rows, in the order they were selected.
    package func selectedRows(of key: RowKey) throws(FormError) -> [Row] {
        var rows: [Row] = []
        for chosen in try selectedKeys(of: key) { rows.append(try row(chosen)) }
        return rows
    }

    /// Switches a picker between single and multiple selection (or changes its limits); a
    /// change of mode clears its selection, as a selection manager does.
    /// - Throws: ``FormError/refused(_:reason:)`` when the row is not a picker.
    @discardableResult
    mutating func setSelectionMode(of key: RowKey, to mode: SelectionMode) throws(FormError)
        -> FormChange
    {
        defer { checkInvariants() }
        let ref = try picker(key)
        let old = descriptor(ref).selection
        guard old != mode else { return FormChange() }
        layout[ref.section][ref.row].selection = mode
        if old.name == mode.name, case .multiple(_, let maximum?) = mode,
            case .choices(let chosen)? = layout[ref.section].value(at: ref.row), chosen.count <= maximum
        {
            return reloading(ref, from: layout[ref.section].value(at: ref.row))
        }
        var change = reloadingOptions(of: ref, after: nil)
        guard old.name != mode.name else { return change }
        // Single and multiple pickers may need other controls (a pop-up menu, a list of
        // checkboxes), so the picker's and its options' cells are replaced.
        for row in [ref.row] + optionRows(of: ref) {
            let option = RowRef(section: ref.section, row: row)
            change = adding(option, to: change, replacing: true)
            if !change.changedKeys.contains(descriptor(option).key) {
                change.changedKeys.append(descriptor(option).key)
            }
        }
        return change
    }

    /// Selects every option of a multiple picker.
    /// - Throws: ``FormError/refused(_:reason:)`` for a single picker, or when its maximum is
    ///   below the number of options.
    @discardableResult
    mutating func selectAll(_ key: RowKey) throws(FormError) -> FormChange {
        defer { checkInvariants() }
        let ref = try picker(key)
        guard let limits = descriptor(ref).selection.limits else {
            throw .refused(
                location(ref), reason: "a single picker selects one option; select all needs multiple")
        }
        let options = optionRows(of: ref).map { descriptor(RowRef(section: ref.section, row: $0)).key }
        if let maximum = limits.maximum, maximum < options.count {
            throw .refused(
                location(ref),
                reason: "at most \(maximum) of its \(options.count) options can be selected, so not all")
        }
        return reloadingOptions(of: ref, after: .choices(options))
    }

    /// Clears a picker's selection (single or multiple).
    /// - Throws: ``FormError/refused(_:reason:)`` when the row is not a picker.
    @discardableResult
    mutating func clearSelection(_ key: RowKey) throws(FormError) -> FormChange {
        defer { checkInvariants() }
        let ref = try picker(key)
        return reloadingOptions(of: ref, after: nil)
    }

    /// Toggles an option of a multiple picker; past the maximum the tap is refused.
    mutating func toggle(_ ref: RowRef) throws(FormError) -> FormChange {
        let picker = RowRef(section: ref.section, row: Int(structure.sections[ref.section].parent[ref.row]))
        let option = descriptor(ref).key
        var chosen: [RowKey] = []
        let old = layout[picker.section].value(at: picker.row)
        if case .choices(let keys)? = old { chosen = keys }
        if let index = chosen.firstIndex(of: option) {
            chosen.remove(at: index)
        } else {
            if let limits = descriptor(picker).selection.limits, let maximum = limits.maximum,
                chosen.count >= maximum
            {
                throw .refused(
                    location(ref),
                    reason: "at most \(maximum) option\(maximum == 1 ? "" : "s") can be selected in "
                        + "'\(displayName(picker))'; deselect one first")
            }
            chosen.append(option)
        }
        layout[picker.section].setValue(.choices(chosen), at: picker.row)
        touched.insert(descriptor(picker).key)
        return reloading(picker, from: old)
    }

    /// Stores a picker's new selection and reloads every visible option whose mark changed.
    mutating func reloadingOptions(of ref: RowRef, after value: Value?) -> FormChange {
        let old = layout[ref.section].value(at: ref.row)
        layout[ref.section].setValue(value, at: ref.row)
        touched.insert(descriptor(ref).key)
        return reloading(ref, from: old)
    }

    /// `change` with the row `ref` reconfigured too (`replacing`: reloaded, its cell replaced),
    /// where it is visible and not already listed so.
    func adding(_ ref: RowRef, to change: FormChange, replacing: Bool = false) -> FormChange {
        guard let position = visibility[ref.section].position(of: ref.row) else { return change }
        let key = descriptor(ref).key
        var change = change
        let index =
            change.sections.firstIndex { $0.section == ref.section }
            ?? {
                change.sections.append(FormChange.Section(section: ref.section))
                change.sections.sort { $0.section < $1.section }
                return change.sections.firstIndex { $0.section == ref.section } ?? 0
            }()
        var section = change.sections[index]
        if replacing {
            section.reconfigured.removeAll { $0 == position }
            change.reconfiguredKeys.removeAll { $0 == key }
        }
        guard !section.reloaded.contains(position), replacing || !section.reconfigured.contains(position)
        else { return change }
        if replacing {
            section.reloaded.append(position)
            section.reloaded.sort()
            change.reloadedKeys.append(key)
        } else {
            section.reconfigured.append(position)
            section.reconfigured.sort()
            change.reconfiguredKeys.append(key)
        }
        change.sections[index] = section
        return change
    }

    /// The picker `key`, or a refusal naming what the row is.
    func picker(_ key: RowKey) throws(FormError) -> RowRef {
        let ref = try ref(key)
        guard structure.sections[ref.section].isPicker[ref.row] else {
            throw .refused(location(ref), reason: "the row is not a picker (it owns no options)")
        }
        return ref
    }

    /// Checks a picker value: `.choice` of an option for a single picker, `.choices` of
    /// distinct options within the maximum for a multiple one.
    func checkedSelection(_ value: Value, for ref: RowRef) throws(FormError) -> Value {
        let options = Set(optionRows(of: ref).map { descriptor(RowRef(section: ref.section, row: $0)).key })
        switch (descriptor(ref).selection, value) {
        case (.single, .choice(let key)):
            guard options.contains(key) else {
                throw .invalidValue(location(ref), reason: "'\(key)' is not one of the picker's options")
            }
            return value
        case (.multiple(_, let maximum), .choices(let keys)):
            if let stray = keys.first(where: { !options.contains($0) }) {
                throw .invalidValue(location(ref), reason: "'\(stray)' is not one of the picker's options")
            }
            guard Set(keys).count == keys.count else {
                throw .invalidValue(location(ref), reason: "an option is selected twice")
            }
            if let maximum, keys.count > maximum {
                throw .invalidValue(
                    location(ref),
                    reason: "\(keys.count) options selected, more than the maximum of \(maximum)")
            }
            return value
        case (.single, _):
            throw .invalidValue(location(ref), reason: "a single picker holds .choice of one of its options")
        case (.multiple, _):
            throw .invalidValue(location(ref), reason: "a multiple picker holds .choices of its options")
        }
    }

    /// A multiple picker's selection from text: option keys or titles separated by commas.
    func selection(named text: String, for ref: RowRef) throws(FormError) -> Value? {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if names.isEmpty { return nil }
        let options = optionRows(of: ref).map { descriptor(RowRef(section: ref.section, row: $0)) }
        var keys: [RowKey] = []
        for name in names {
            guard let option = PickerHandler.option(named: name, among: options) else {
                let known = PickerHandler.names(of: options)
                throw .invalidValue(location(ref), reason: "'\(name)' is none of the options (\(known))")
            }
            if !keys.contains(option.key) { keys.append(option.key) }
        }
        return .choices(keys)
    }
}
