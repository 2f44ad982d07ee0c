import Foundation

/// Rows that compute (``Cell/options(reading:make:)``, ``Cell/title(reading:make:)`` …): each
/// closure runs when the form is made and again only when a row it declared it reads changes.
///
/// A computed title, help, placeholder or validation is planned with the value that changed it
/// (``planValueChange(_:from:into:keys:)``), so it costs the rows that read the edited one. A
/// picker's computed options change the section's rows: an edit to a row some options read is
/// applied, the options are made again, and the change of each section it touched is the
/// comparison of its visible rows before and after.
extension Form {
    /// The readers' indexes: for each row some computed part reads, the rows whose texts or
    /// validation read it and the pickers whose options read it.
    struct ComputedReaders: Sendable {
        var texts: [RowKey: [RowKey]] = [:]
        /// The rows whose validation or requirements read a row: their problems may change
        /// with it.
        var checks: [RowKey: [RowKey]] = [:]
        var options: [RowKey: [RowKey]] = [:]
        /// The pickers whose options are computed.
        var pickers: Set<RowKey> = []

        var isEmpty: Bool { texts.isEmpty && options.isEmpty }
    }

    /// The declared rows' values, for a closure.
    func reading(_ keys: [RowKey]) -> FormReading {
        var values: [RowKey: Value?] = [:]
        for key in keys { values[key] = lookup(key).map { layout[$0.section].value(at: $0.row) } ?? nil }
        return FormReading(values: values)
    }

    /// Indexes the computed rows, computes the starting values, the options and the texts:
    /// what `init` does before it evaluates the conditions.
    mutating func setUpComputedRows() throws(FormError) {
        var refs: [RowRef] = []
        for section in layout.indices where !descriptor.sections[section].isEditable {
            for row in layout[section].indices where layout[section][row].computed != nil {
                refs.append(RowRef(section: section, row: row))
            }
        }
        guard !refs.isEmpty else { return }
        var pickers: [RowKey] = []
        for ref in refs {
            guard let computed = descriptor(ref).computed else { continue }
            let key = descriptor(ref).key
            for read in Set(computed.textReads) { computedReaders.texts[read, default: []].append(key) }
            for read in Set(computed.checkReads) { computedReaders.checks[read, default: []].append(key) }
            if let options = computed.options {
                pickers.append(key)
                computedReaders.pickers.insert(key)
                for read in Set(options.reads) { computedReaders.options[read, default: []].append(key) }
            }
        }
        // Starting values of the rows the options may read, then the options, then the pickers'.
        for key in descriptorOrderedComputedKeys(refs) where !pickers.contains(key) {
            try computeStartingValue(key)
        }
        for key in pickers {
            guard let ref = lookup(key), let options = descriptor(ref).computed?.options else { continue }
            _ = replaceOptions(of: ref, with: options.make(reading(options.reads)))
            try computeStartingValue(key)
        }
        for key in descriptorOrderedComputedKeys(refs) {
            if let ref = lookup(key) { _ = recomputeTexts(ref) }
        }
    }

    private func descriptorOrderedComputedKeys(_ refs: [RowRef]) -> [RowKey] {
        refs.map { layout[$0.section][$0.row].key }
    }

    /// Sets the row's computed starting value, checked as a written one.
    private mutating func computeStartingValue(_ key: RowKey) throws(FormError) {
        guard let ref = lookup(key), let make = descriptor(ref).computed?.startingValue else { return }
        do {
            let value = try checked(make(), for: ref)
            layout[ref.section].setValue(value, at: ref.row)
        } catch {
            guard case .invalidValue(let place, let reason) = error else { throw error }
            throw .invalidValue(place, reason: "the computed starting value: \(reason)")
        }
    }

    /// Computes the row's title, help and placeholder again; whether one changed.
    mutating func recomputeTexts(_ ref: RowRef) -> Bool {
        guard let computed = descriptor(ref).computed else { return false }
        var row = descriptor(ref)
        if let title = computed.title { row.title = title.make(reading(title.reads)) }
        if let help = computed.help { row.help = help.make(reading(help.reads)) }
        if let placeholder = computed.placeholder {
            row.placeholder = placeholder.make(reading(placeholder.reads))
        }
        guard row != descriptor(ref) else { return false }
        layout[ref.section][ref.row] = row
        return true
    }

    /// Plans the rows whose computed texts or validation read the row at `ref`, which changed:
    /// their texts are computed again and they are reconfigured where visible.
    mutating func planComputedReaders(
        of ref: RowRef, into pending: inout [Int: PendingChange], keys: inout [RowKey]
    ) {
        guard !computedReaders.texts.isEmpty, let readers = computedReaders.texts[descriptor(ref).key] else {
            return
        }
        for key in readers {
            guard let reader = lookup(key) else { continue }
            _ = recomputeTexts(reader)
            pending[reader.section, default: PendingChange()].reconfigure.insert(reader.row)
            if !keys.contains(key) { keys.append(key) }
        }
    }

    /// Restore order: computed pickers after the other rows, whose values their options read;
    /// by key otherwise.
    func computedPickersLast(_ a: RowKey, _ b: RowKey) -> Bool {
        let (pa, pb) = (computedReaders.pickers.contains(a), computedReaders.pickers.contains(b))
        return pa != pb ? pb : a.rawValue < b.rawValue
    }

    /// Whether `edit` may change a row some computed options read: then ``apply(_:)`` compares
    /// the sections it touched before and after.
    func mayChangeComputedOptions(_ edit: Edit) -> Bool {
        guard !computedReaders.options.isEmpty else { return false }
        func reads(_ key: RowKey) -> Bool { computedReaders.options[key] != nil }
        switch edit {
        case .set(let key, _), .setText(let key, _), .reset(let key), .selectAll(let key),
            .clearSelection(let key):
            return reads(key)
        case .tap(let key):
            guard let ref = lookup(key) else { return false }
            let parent = Int(structure.sections[ref.section].parent[ref.row])
            return reads(key) || (parent >= 0 && reads(layout[ref.section][parent].key))
        case .resetSection, .resetAll, .restore: return true
        default: return false
        }
    }

    /// Applies `edit`, then makes again the options that read a row it changed (and those that
    /// read a choice that clearing changed), and returns one change: the edit's, with the
    /// sections it touched compared before and after.
    mutating func applyRecomputingOptions(_ edit: Edit) throws(FormError) -> FormChange {
        let before = self
        let change = try applyOne(edit)
        var sections = Set(change.sections.map(\.section))
        var keys = change.changedKeys
        var cleared: [RowKey] = []
        var queue = change.changedKeys.filter { computedReaders.options[$0] != nil }
        var replacedAny = false
        var rounds = 0
        while let read = queue.first, rounds < 4 * max(1, layout.count) + 64 {
            queue.removeFirst()
            rounds += 1
            for picker in computedReaders.options[read] ?? [] {
                guard let ref = lookup(picker), let options = descriptor(ref).computed?.options else {
                    continue
                }
                let oldKeys = optionRows(of: ref).map { layout[ref.section][$0].key }
                guard replaceOptions(of: ref, with: options.make(reading(options.reads))) else { continue }
                replacedAny = true
                sections.insert(ref.section)
                let newKeys = optionRows(of: ref).map { layout[ref.section][$0].key }
                for key in [picker] + newKeys.filter({ !oldKeys.contains($0) })
                    + oldKeys.filter({ !newKeys.contains($0) }) where !keys.contains(key)
                {
                    keys.append(key)
                }
                if let clearing = clearMissingChoice(ref) {
                    cleared.append(picker)
                    sections.formUnion(clearing.sections.map(\.section))
                    for key in clearing.changedKeys where !keys.contains(key) { keys.append(key) }
                    if computedReaders.options[picker] != nil { queue.append(picker) }
                }
            }
        }
        guard replacedAny else { return change }
        var result = FormChange(changedKeys: keys, action: change.action)
        result.clearedSelections = cleared
        // The row being typed in stays out of the positions unless the edit listed it.
        var typing: RowKey?
        if case .setText(let key, _) = edit, !change.reconfiguredKeys.contains(key) { typing = key }
        for section in sections.sorted() {
            let old = before.visibleRows(in: section)
            var part = FormChange.section(section, old: old, new: visibleRows(in: section))
            if let typing { part.reconfigured.removeAll { old[$0].key == typing } }
            if before.isSectionShown(section) != isSectionShown(section) {
                part.sectionShown = isSectionShown(section)
            }
            guard !part.isEmpty else { continue }
            result.sections.append(part)
            result.reconfiguredKeys += part.reconfigured.map { old[$0].key }
            result.reloadedKeys += part.reloaded.map { old[$0].key }
        }
        return result
    }

    /// Clears the choices of the picker at `ref` that are no longer among its options; the
    /// change that made, or `nil` when every choice is still an option.
    private mutating func clearMissingChoice(_ ref: RowRef) -> FormChange? {
        let options = Set(optionRows(of: ref).map { layout[ref.section][$0].key })
        let value = layout[ref.section].value(at: ref.row)
        let kept: Value?
        switch value {
        case .choice(let key)? where !options.contains(key): kept = nil
        case .choices(let keys)? where !keys.allSatisfy(options.contains):
            kept = .choices(keys.filter(options.contains))
        default: return nil
        }
        return store(kept, at: ref)
    }

    /// Makes every computed part again, for the edits that compare the whole form before and
    /// after (``Edit/reset(_:)`` and the resets of a section and a state restored): options,
    /// clearing choices that are no longer options, then texts; conditions and visibility are
    /// evaluated again when a choice was cleared or options changed.
    mutating func recomputeAll() {
        guard !computedReaders.isEmpty else { return }
        var changed = false
        for keys in computedReaders.options.values {
            for key in keys {
                guard let ref = lookup(key), let options = descriptor(ref).computed?.options else { continue }
                if replaceOptions(of: ref, with: options.make(reading(options.reads))) { changed = true }
                if clearMissingChoice(ref) != nil { changed = true }
            }
        }
        for keys in computedReaders.texts.values {
            for key in keys { if let ref = lookup(key) { _ = recomputeTexts(ref) } }
        }
        guard changed else { return }
        for node in structure.conditions.order { setHolds(node, evaluate(node)) }
        for s in structure.sections.indices { visibility[s] = VisibleIndex(flags: computedVisibility(s)) }
    }

    /// Replaces the option rows of the picker at `ref` with `choices` (left out: a key that
    /// repeats or that another row has): the section's rows, values, flags, tree, key index,
    /// the conditions' places and the visibility. Whether the options changed.
    /// - Complexity: O(n) in the rows of the section, plus the conditions when the section's
    ///   row count changes.
    mutating func replaceOptions(of ref: RowRef, with choices: [(key: RowKey, title: String)]) -> Bool {
        let s = ref.section
        let first = ref.row + 1
        let end = Int(structure.sections[s].end[ref.row])
        var rows = layout[s].inOrder
        let oldKeys = Set(rows[first..<end].map(\.key))
        var seen: Set<RowKey> = []
        var options: [RowDescriptor] = []
        for choice in choices where seen.insert(choice.key).inserted {
            if structure.index[choice.key] != nil, !oldKeys.contains(choice.key) { continue }
            options.append(Cell(choice.key, choice.title, kind: .option).row)
        }
        let same =
            options.count == end - first
            && zip(options, rows[first..<end]).allSatisfy { $0.key == $1.key && $0.title == $1.title }
        if same { return false }
        var values = layout[s].valuesInOrder
        rows.replaceSubrange(first..<end, with: options)
        rows[ref.row].childCount = options.count
        values.replaceSubrange(first..<end, with: Array(repeating: nil, count: options.count))
        expanded[s].replaceSubrange(first..<end, with: Array(repeating: false, count: options.count))
        if options.isEmpty { expanded[s][ref.row] = false }
        conditionHolds[s].replaceSubrange(first..<end, with: Array(repeating: true, count: options.count))
        layout[s] = SectionRows(rows, values: values, reorderable: false)
        let (built, _) = FormStructure.build(
            FormDescriptor(sections: [SectionDescriptor(rows: rows)]), conditions: false)
        structure.sections[s] = built.sections[0]
        for row in rows.indices where rows[row].computed?.options != nil {
            structure.sections[s].isPicker[row] = true
        }
        for key in oldKeys { structure.index[key] = nil }
        for row in first..<rows.count { structure.index[rows[row].key] = RowRef(section: s, row: row) }
        let delta = options.count - (end - first)
        if delta != 0 { structure.conditions.shift(section: s, from: end, by: delta) }
        if visibility.count == layout.count { visibility[s] = VisibleIndex(flags: computedVisibility(s)) }
        return true
    }
}

extension ConditionGraph {
    /// Moves the places of the rows of `section` from `row` on by `delta` (options inserted or
    /// removed before them).
    mutating func shift(section: Int, from row: Int, by delta: Int) {
        guard !isEmpty || !dependents.isEmpty else { return }
        func moved(_ ref: RowRef) -> RowRef {
            ref.section == section && ref.row >= row ? RowRef(section: section, row: ref.row + delta) : ref
        }
        func moved(_ node: ConditionNode) -> ConditionNode {
            if case .row(let ref) = node { return .row(moved(ref)) }
            return node
        }
        order = order.map(moved)
        rank = Dictionary(uniqueKeysWithValues: rank.map { (moved($0.key), $0.value) })
        dependents = Dictionary(uniqueKeysWithValues: dependents.map { (moved($0.key), $0.value.map(moved)) })
        if section < readRows.count {
            readRows[section] = readRows[section].map { $0 >= row ? $0 + delta : $0 }
        }
    }
}
