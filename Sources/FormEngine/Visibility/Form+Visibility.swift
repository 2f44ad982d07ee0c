/// Showing and hiding rows, and the change sets that say so. Each operation costs the rows it
/// shows or hides (times log n), never a pass over the whole section.
extension Form {
    /// Rows of one section that an edit hides, shows and reloads, gathered before anything
    /// changes so that positions can be counted before and after.
    struct PendingChange {
        var hidden: [Int] = []
        var shown: [Int] = []
        var reload: Set<Int> = []
    }

    /// The rows below `row` that are visible when `row` is visible and expanded: its children,
    /// and theirs where they are expanded. In file order.
    func revealedRows(under row: Int, section: Int) -> [Int] {
        let tree = structure.sections[section]
        var result: [Int] = []
        var next = row + 1
        let end = Int(tree.end[row])
        while next < end {
            result.append(next)
            next = expanded[section][next] ? next + 1 : Int(tree.end[next])
        }
        return result
    }

    /// Plans expanding or collapsing `ref` (the flag is not changed yet).
    func planExpansion(_ ref: RowRef, to flag: Bool, into pending: inout PendingChange) {
        guard expanded[ref.section][ref.row] != flag, visibility[ref.section].isVisible[ref.row] else {
            return
        }
        let rows = revealedRows(under: ref.row, section: ref.section)
        if flag { pending.shown += rows } else { pending.hidden += rows }
        pending.reload.insert(ref.row)
    }

    /// Applies a planned change to `section` and returns it as positions. Call after the state
    /// behind the plan (expanded flags, values) has been updated.
    mutating func commit(_ pending: PendingChange, section: Int) -> FormChange.Section {
        var change = FormChange.Section(section: section)
        let hidden = Set(pending.hidden)
        change.deleted = pending.hidden.compactMap { visibility[section].position(of: $0) }.sorted()
        change.reloaded = pending.reload.filter { !hidden.contains($0) }
            .compactMap { visibility[section].position(of: $0) }.sorted()
        for row in pending.hidden { visibility[section].set(row, visible: false) }
        for row in pending.shown { visibility[section].set(row, visible: true) }
        change.inserted = pending.shown.compactMap { visibility[section].position(of: $0) }.sorted()
        return change
    }

    /// Rows whose title may change when `ref`'s value does: the row and every row owning it.
    func rowsShowing(_ ref: RowRef) -> [Int] {
        [ref.row] + structure.sections[ref.section].ancestors(of: ref.row)
    }
}
