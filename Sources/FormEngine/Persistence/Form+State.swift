/// Saving and restoring what a person changed.
extension Form {
    /// The current values of every row that holds one (but rows with `persist: false`, such as
    /// passwords), the expanded rows, and the selection mode of every picker switched to one
    /// other than its descriptor's.
    ///
    /// Pass the state this form was restored from as `previous` to carry over the entries the
    /// form could not take (unknown keys, wrong types), so saving never loses them.
    public func state(preserving previous: FormState? = nil) -> FormState {
        var state = FormState()
        // Entries the form could not take, carried over until the row they name is changed.
        var carried: [RowKey: PlistValue] = [:]
        if let previous {
            let lists = Set(descriptor.sections.compactMap(\.listKey))
            // Values of items deleted since from this form's lists are gone, not carried over.
            let deletedItems = Set(
                previous.items.filter { lists.contains($0.key.rawValue) }.values.joined().map(\.key))
            for (key, value) in previous.values where !accepts(key, value) && !deletedItems.contains(key) {
                carried[key] = value
            }
            for (list, items) in previous.items where !lists.contains(list.rawValue) {
                state.items[list] = items
            }
            state.expanded = previous.expanded.filter { structure.index[$0] == nil }
            state.selectionModes = previous.selectionModes.filter { structure.index[$0.key] == nil }
            state.otherEntries = previous.otherEntries
        }
        for (s, section) in descriptor.sections.enumerated() {
            guard let list = section.listKey else { continue }
            state.items[RowKey(list)] = layout[s].inOrder.enumerated().map {
                SavedItem(key: $1.key, title: $1.title, order: $0)
            }
        }
        for (s, section) in layout.enumerated() {
            let values = section.valuesInOrder
            for (r, row) in section.inOrder.enumerated() {
                let key = row.key
                if !row.persists {
                    // A secret (`persist: false`) is never written; an old entry is dropped.
                    carried[key] = nil
                } else if let kept = carried.removeValue(forKey: key), values[r] == row.initialValue {
                    state.values[key] = kept
                } else if let value = values[r] {
                    state.values[key] = Self.plist(value)
                } else if row.initialValue != nil {
                    // Cleared by the person: saved as an empty string, or the descriptor's
                    // starting value would come back on restore.
                    state.values[key] = .string("")
                }
                if expanded[s][r] { state.expanded.append(key) }
            }
        }
        state.values.merge(carried) { current, _ in current }
        for (ref, mode) in switchedPickers() { state.selectionModes[descriptor(ref).key] = mode }
        return state
    }

    /// The pickers whose selection mode differs from their descriptor's, with that mode.
    func switchedPickers() -> [(RowRef, SelectionMode)] {
        var switched: [(RowRef, SelectionMode)] = []
        // Pickers are rows of the file: an editable list's items own no options.
        for (s, section) in descriptor.sections.enumerated() where !section.isEditable {
            for (r, row) in section.rows.enumerated() where structure.sections[s].isPicker[r] {
                let mode = layout[s][r].selection
                if mode != row.selection { switched.append((RowRef(section: s, row: r), mode)) }
            }
        }
        return switched
    }

    /// Puts back the selection mode of every picker: the state's, or the descriptor's when the
    /// state names none. A picker whose mode changes loses its selection, as
    /// ``Edit/setSelectionMode(of:to:)`` clears it; the state's value for it is restored next.
    mutating func restoreSelectionModes(_ modes: [RowKey: SelectionMode], file: String?) -> [FormError] {
        var problems: [FormError] = []
        for key in modes.keys.sorted() {
            guard let ref = lookup(key) else {
                problems.append(
                    .invalidState(
                        Location(file: file, key: key.rawValue),
                        reason: "no row has this key (selection); the entry is kept"))
                continue
            }
            if !structure.sections[ref.section].isPicker[ref.row] {
                problems.append(
                    .invalidState(
                        location(ref).inFile(file),
                        reason: "has a selection mode, but the row is not a picker (it owns no options)"))
            }
        }
        for (s, section) in descriptor.sections.enumerated() where !section.isEditable {
            for (r, row) in section.rows.enumerated() where structure.sections[s].isPicker[r] {
                let wanted = modes[row.key] ?? row.selection
                if layout[s][r].selection != wanted { _ = try? setSelectionMode(of: row.key, to: wanted) }
            }
        }
        return problems
    }

    /// Whether this form would save the same state as `other`, a form made from the same
    /// descriptor: the same values, expanded rows, list items and pickers' selection modes. Keep a copy of the form when
    /// it is loaded or saved and ask this to tell whether there is anything to save.
    /// - Complexity: O(1) for sections the two share storage for (unchanged since the copy),
    ///   O(n) in the rows of the others — far cheaper than comparing two ``state(preserving:)``s.
    public func hasSameState(as other: Form) -> Bool {
        guard sectionCount == other.sectionCount else { return false }
        return layout.indices.allSatisfy {
            expanded[$0] == other.expanded[$0] && layout[$0].savesSameContent(as: other.layout[$0])
        }
    }

    /// Restores saved values, expansion and selection modes. Entries that do not fit — a key
    /// the form does not have, a value of the wrong type or out of range — are skipped and
    /// returned, one problem per key, with `file` in their location. Nothing else is changed by
    /// a skipped entry.
    ///
    /// The lenient twin of ``Edit/restore(_:)``, which takes a state all or nothing. On a form a
    /// controller holds, call it inside ``FormController/perform(_:)-((Form)->Void)``, so that
    /// observers get the change it makes:
    ///
    /// ```swift
    /// var problems: [FormError] = []
    /// try controller.perform { form in problems = form.restore(state) }
    /// ```
    /// - Returns: the problems found (empty when every entry was taken).
    @discardableResult
    public mutating func restore(_ state: FormState, file: String? = nil) -> [FormError] {
        defer { checkInvariants() }
        var problems = restoreItems(state.items).map { $0.inFile(file) }
        problems += restoreSelectionModes(state.selectionModes, file: file)
        for key in state.values.keys.sorted(by: computedPickersLast) {
            guard let value = state.values[key] else { continue }
            // The options of a computed picker follow the values restored before it.
            if computedReaders.pickers.contains(key) { recomputeAll() }
            do {
                let (ref, typed) = try resolve(key, value)
                _ = store(typed, at: ref)
                if let note = descriptor(ref).definition.restoreNote(saved: value, loaded: typed) {
                    // A value the kind adjusted on the way in (a slider whose range or step
                    // changed since the save): say what was adjusted.
                    problems.append(.invalidState(location(ref).inFile(file), reason: note))
                }
            } catch {
                problems.append(error.inFile(file))
            }
        }
        recomputeAll()
        let wanted = Set(state.expanded)
        for key in state.expanded {
            guard let ref = lookup(key) else {
                problems.append(
                    .invalidState(
                        Location(file: file, key: key.rawValue),
                        reason: "no row has this key (expanded); the entry is kept"))
                continue
            }
            if !layout[ref.section][ref.row].isExpandable {
                problems.append(
                    .invalidState(
                        location(ref).inFile(file), reason: "listed as expanded, but the row does not expand")
                )
            }
        }
        for section in 0..<sectionCount {
            for (row, descriptor) in layout[section].enumerated() where descriptor.isExpandable {
                let flag = wanted.contains(descriptor.key)
                if expanded[section][row] != flag { _ = try? setExpanded(descriptor.key, to: flag) }
            }
        }
        // What was restored is where the person left off, not an edit of this session.
        touched = []
        return problems
    }

    /// Rebuilds editable lists from saved items (before values, which may name them).
    mutating func restoreItems(_ lists: [RowKey: [SavedItem]]) -> [FormError] {
        var problems: [FormError] = []
        for list in lists.keys.sorted() {
            guard let section = descriptor.sections.firstIndex(where: { $0.listKey == list.rawValue }),
                let template = descriptor.sections[section].template, let saved = lists[list]
            else {
                problems.append(
                    .invalidState(
                        Location(key: "items.\(list)"),
                        reason: "no editable list has this key; kept but not used"))
                continue
            }
            var rows: [RowDescriptor] = []
            var newValues: [Value?] = []
            var seen = Set<RowKey>()
            let fileRows = Dictionary(
                descriptor.sections[section].rows.map { ($0.key, $0) },
                uniquingKeysWith: { first, _ in first })
            for item in saved {
                let key = item.key
                let elsewhere = structure.index[key].map { $0.section != section } ?? false
                if elsewhere || !seen.insert(key).inserted {
                    problems.append(
                        .invalidState(
                            Location(key: "items.\(list)"),
                            reason: "item key '\(key)' is used by another row; skipped"))
                    continue
                }
                var row = fileRows[key] ?? template
                row.key = key
                row.hasExplicitKey = true
                row.title = item.title
                rows.append(row)
                newValues.append(lookup(key).map { layout[$0.section].value(at: $0.row) } ?? row.initialValue)
            }
            replaceItems(section, rows: rows, values: newValues)
        }
        return problems
    }

    /// Whether this form takes the saved entry `key` = `value`.
    func accepts(_ key: RowKey, _ value: PlistValue) -> Bool {
        (try? resolve(key, value)) != nil
    }

    /// The row and typed value a saved entry stands for, or the reason it does not fit.
    func resolve(_ key: RowKey, _ value: PlistValue) throws(FormError) -> (RowRef, Value?) {
        guard let ref = lookup(key) else {
            throw .invalidState(
                Location(key: key.rawValue), reason: "no row has this key; the entry is kept but not used")
        }
        let row = descriptor(ref)
        // An empty string is a value the person cleared, whatever the kind (see `state()`).
        if case .string(let text) = value, text.isEmpty { return (ref, nil) }
        let typed: Value
        let isPicker = structure.sections[ref.section].isPicker[ref.row]
        switch value {
        case .string(let option) where isPicker:
            typed = .choice(RowKey(option))
        case .array(let items) where isPicker:
            var keys: [RowKey] = []
            for item in items {
                guard case .string(let option) = item else {
                    throw .invalidState(location(ref), reason: "a picker's choices must be strings")
                }
                keys.append(RowKey(option))
            }
            typed = .choices(keys)
        default:
            let converted: Value?
            do {
                converted = try row.definition.savedValue(value)
            } catch {
                throw .invalidState(location(ref), reason: error.reason)
            }
            guard let converted else {
                throw .invalidState(
                    location(ref),
                    reason:
                        "\(row.definition.rowPhrase) cannot hold \(value.typeName); the entry is kept but not used"
                )
            }
            typed = converted
        }
        do {
            return (ref, try checked(typed, for: ref))
        } catch {
            throw .invalidState(location(ref), reason: "\(error.reason); the entry is kept but not used")
        }
    }

    /// A value as a plain plist value.
    static func plist(_ value: Value) -> PlistValue {
        switch value {
        case .text(let text): return .string(text)
        case .date(let date): return .string(date.description)
        case .bool(let flag): return .bool(flag)
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? .integer(Int(number)) : .real(number)
        case .choice(let key): return .string(key.rawValue)
        case .choices(let keys): return .array(keys.map { .string($0.rawValue) })
        }
    }
}
