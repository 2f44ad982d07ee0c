/// Showing and hiding rows, and the change sets that say so. An edit first changes the state
/// behind visibility (expanded flags, values, conditions), marks the rows whose visibility may
/// have changed as candidates, then ``commit(_:section:)`` recomputes just those rows and turns
/// the difference into positions. Each operation costs the rows it shows or hides (times log n),
/// never a pass over the whole section.
extension Form {
    /// Rows of one section whose visibility an edit may change and rows whose content changed
    /// (reconfigured).
    struct PendingChange {
        var candidates = RowSet()
        var reconfigure = RowSet()
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
        pending.candidates.reserveCapacity(min(end - next, 64))
        while next < end {
            pending.candidates.insert(next)
            let childEnd = Int(tree.end[next])
            // A leaf owns nothing to descend into: no need to ask the index.
            guard childEnd > next + 1 else {
                next = childEnd
                continue
            }
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
    /// and returns the change as positions — deletions and reconfigures counted before,
    /// insertions after — with the keys of the rows reconfigured appended to `keys`.
    mutating func commit(_ pending: PendingChange, section: Int, keys: inout [RowKey]) -> FormChange.Section {
        let tree = structure.sections[section]
        let sectionShown = sectionHolds[section]
        // The candidates in order with their visibility after the edit; a row's parent comes
        // before it, so its new flag is already there when the row needs it.
        let rows = pending.candidates.sorted()
        var flags: [Bool] = []
        flags.reserveCapacity(rows.count)
        func newFlag(_ row: Int) -> Bool? {
            var low = 0
            var high = flags.count
            while low < high {
                let middle = (low + high) / 2
                if rows[middle] < row { low = middle + 1 } else { high = middle }
            }
            return low < flags.count && rows[low] == row ? flags[low] : nil
        }
        var hidden: [Int] = []
        var shown: [Int] = []
        for row in rows {
            let parent = Int(tree.parent[row])
            let parentOpen =
                parent < 0
                || ((newFlag(parent) ?? visibility[section].isVisible[parent]) && expanded[section][parent])
            let flag = sectionShown && conditionHolds[section][row] && parentOpen
            flags.append(flag)
            if flag != visibility[section].isVisible[row] {
                // An edit mostly shows rows or hides them: room for all on the first.
                if flag {
                    if shown.isEmpty { shown.reserveCapacity(rows.count) }
                    shown.append(row)
                } else {
                    if hidden.isEmpty { hidden.reserveCapacity(rows.count) }
                    hidden.append(row)
                }
            }
        }
        var change = FormChange.Section(section: section)
        change.sectionShown = pending.sectionShown
        change.deleted = positions(of: hidden, in: section)
        // Rows visible before and after, in order, with their positions before.
        var reconfigured: [Int] = []
        for row in pending.reconfigure.sorted()
        where visibility[section].isVisible[row] && newFlag(row) != false {
            guard let position = visibility[section].position(of: row) else { continue }
            reconfigured.append(position)
            keys.append(layout[section].key(at: row))
        }
        change.reconfigured = reconfigured
        for row in hidden { visibility[section].set(row, visible: false) }
        for row in shown { visibility[section].set(row, visible: true) }
        change.inserted = positions(of: shown, in: section)
        return change
    }

    /// The visible positions of `rows` (visible ones, in order) of `section`, in one allocation.
    /// A row right after the one before it is one position further, so a run of rows (a
    /// parent's children) costs one lookup in the index.
    private func positions(of rows: [Int], in section: Int) -> [Int] {
        var positions: [Int] = []
        positions.reserveCapacity(rows.count)
        var previous: (row: Int, position: Int)?
        for row in rows {
            let position: Int?
            if let previous, row == previous.row + 1 {
                position = previous.position + 1
            } else {
                position = visibility[section].position(of: row)
            }
            guard let position else { continue }
            positions.append(position)
            previous = (row, position)
        }
        return positions
    }

    /// Commits the plan of one section.
    mutating func commit(_ pending: PendingChange, section: Int, changedKeys: [RowKey]) -> FormChange {
        var reconfiguredKeys: [RowKey] = []
        let change = commit(pending, section: section, keys: &reconfiguredKeys)
        return FormChange(
            sections: change.isEmpty ? [] : [change], changedKeys: changedKeys,
            reconfiguredKeys: reconfiguredKeys)
    }

    /// Commits the plans of several sections, in section order.
    mutating func commit(_ pending: [Int: PendingChange], changedKeys: [RowKey] = []) -> FormChange {
        var sections: [FormChange.Section] = []
        var reconfiguredKeys: [RowKey] = []
        for section in pending.keys.sorted() {
            guard let plan = pending[section] else { continue }
            let change = commit(plan, section: section, keys: &reconfiguredKeys)
            if !change.isEmpty { sections.append(change) }
        }
        return FormChange(sections: sections, changedKeys: changedKeys, reconfiguredKeys: reconfiguredKeys)
    }

    /// Rows whose title may change when `ref`'s value does: the row and every row owning it.
    func rowsShowing(_ ref: RowRef) -> [Int] {
        [ref.row] + structure.sections[ref.section].ancestors(of: ref.row)
    }
}
