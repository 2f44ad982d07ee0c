/// Showing and hiding rows, and the change sets that say so. An edit first changes the state
/// behind visibility (expanded flags, values, conditions), marks the rows whose visibility may
/// have changed as candidates, then ``commit(_:section:)`` recomputes just those rows and turns
/// the difference into positions. Each operation costs the rows it shows or hides (times log n),
/// never a pass over the whole section.
extension Form {
    /// Rows of one section whose visibility an edit may change, rows whose content changed
    /// (reconfigured) and rows whose cell must be replaced (reloaded).
    struct PendingChange {
        var candidates: Set<Int> = []
        var reconfigure: Set<Int> = []
        var replace: Set<Int> = []
        /// Set when the section's own condition flipped: whether it is shown now.
        var sectionShown: Bool?
    }

    /// Marks as candidates the rows under `row` that are visible now or may be visible after the
    /// edit: descends into a row when it shows rows now or could show them afterwards.
    func touchSubtree(of row: Int, section: Int, into pending: inout PendingChange) {
        let tree = structure.sections[section]
        let index = visibility[section]
        var next = row + 1
        let end = Int(tree.end[row])
        while next < end {
            pending.candidates.insert(next)
            let childEnd = Int(tree.end[next])
            let showsNow =
                index.isVisible[next] && index.visibleBefore(childEnd) > index.visibleBefore(next + 1)
            let mayShow = conditionHolds[section][next] && expanded[section][next]
            next = showsNow || mayShow ? next + 1 : childEnd
        }
    }

    /// Plans expanding or collapsing `ref`; call after its flag has been changed.
    func planExpansion(_ ref: RowRef, into pending: inout PendingChange) {
        guard visibility[ref.section].isVisible[ref.row] else { return }
        touchSubtree(of: ref.row, section: ref.section, into: &pending)
        pending.reconfigure.insert(ref.row)
    }

    /// Recomputes the candidates' visibility from the current state, applies it to `section`
    /// and returns the change as positions — deletions, reconfigures and reloads counted before,
    /// insertions after — with the keys of the rows reconfigured and reloaded added to `keys`.
    mutating func commit(_ pending: PendingChange, section: Int, keys: inout Keys) -> FormChange.Section {
        let tree = structure.sections[section]
        let sectionShown = sectionHolds[section]
        var updated: [Int: Bool] = [:]
        var hidden: [Int] = []
        var shown: [Int] = []
        for row in pending.candidates.sorted() {
            let parent = Int(tree.parent[row])
            let parentOpen =
                parent < 0
                || ((updated[parent] ?? visibility[section].isVisible[parent]) && expanded[section][parent])
            let flag = sectionShown && conditionHolds[section][row] && parentOpen
            updated[row] = flag
            if flag != visibility[section].isVisible[row] {
                if flag { shown.append(row) } else { hidden.append(row) }
            }
        }
        var change = FormChange.Section(section: section)
        change.sectionShown = pending.sectionShown
        change.deleted = hidden.compactMap { visibility[section].position(of: $0) }
        // Rows visible before and after, in order, with their positions before.
        func kept(_ rows: Set<Int>) -> [(row: Int, position: Int)] {
            rows.filter { visibility[section].isVisible[$0] && updated[$0] != false }.sorted()
                .compactMap { row in visibility[section].position(of: row).map { (row, $0) } }
        }
        let replaced = kept(pending.replace)
        let reconfigured = kept(pending.reconfigure.subtracting(pending.replace))
        change.reloaded = replaced.map(\.position)
        change.reconfigured = reconfigured.map(\.position)
        keys.reloaded += replaced.map { layout[section][$0.row].key }
        keys.reconfigured += reconfigured.map { layout[section][$0.row].key }
        for row in hidden { visibility[section].set(row, visible: false) }
        for row in shown { visibility[section].set(row, visible: true) }
        change.inserted = shown.compactMap { visibility[section].position(of: $0) }
        return change
    }

    /// The keys of the rows a change reconfigures and reloads, gathered section by section.
    struct Keys {
        var reconfigured: [RowKey] = []
        var reloaded: [RowKey] = []
    }

    /// Commits the plans of several sections, in section order.
    mutating func commit(_ pending: [Int: PendingChange], changedKeys: [RowKey] = []) -> FormChange {
        var sections: [FormChange.Section] = []
        var keys = Keys()
        for section in pending.keys.sorted() {
            guard let plan = pending[section] else { continue }
            let change = commit(plan, section: section, keys: &keys)
            if !change.isEmpty { sections.append(change) }
        }
        return FormChange(
            sections: sections, changedKeys: changedKeys, reconfiguredKeys: keys.reconfigured,
            reloadedKeys: keys.reloaded)
    }

    /// Rows whose title may change when `ref`'s value does: the row and every row owning it.
    func rowsShowing(_ ref: RowRef) -> [Int] {
        [ref.row] + structure.sections[ref.section].ancestors(of: ref.row)
    }
}
