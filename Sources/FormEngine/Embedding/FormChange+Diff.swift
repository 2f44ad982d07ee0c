/// The change between two states of the same form, for edits made in one go.
extension FormChange {
    /// The change that turns `old`'s visible rows into `new`'s, per section: rows only in `old`
    /// are deleted, rows only in `new` inserted, rows in both that changed order moved (or
    /// deleted and inserted again when their content changed too), and rows in both whose
    /// content differs reconfigured — or reloaded when the control they need changed (a picker's
    /// selection mode, and its options). ``changedKeys`` lists every row in both forms, visible
    /// or not, whose value, title, selection or expansion differs or that was touched in one and
    /// not the other (its problems say so) — the items of editable lists included, those added
    /// at run time as much as those from the file — and the rows whose `matches` rule reads one
    /// of them, or whose validation or requirement in code reads one whose value differs; then
    /// the items only in `new` (added, or brought back by a reset) and those only in `old`
    /// (deleted), as the edits that add and delete items name them. Both forms must come from
    /// the same descriptor.
    ///
    /// Prefer the change an edit returns: it costs the rows the edit touched, this costs them all.
    /// - Complexity: O(n log n) in the number of rows.
    package init(from old: Form, to new: Form) {
        var keys: [RowKey] = []
        var replaced: Set<RowKey> = []
        // The rows whose value differs: what a validation or requirement in code reads.
        var valueKeys: [RowKey] = []
        // The rows as they are, not as the file lists them: an editable list holds the items
        // added at run time too.
        var appeared: [RowKey] = []
        var vanished: [RowKey] = []
        for section in 0..<min(old.sectionCount, new.sectionCount) {
            for key in new.layout[section].keysInOrder where old.lookup(key) == nil { appeared.append(key) }
            for key in old.layout[section].keysInOrder {
                guard let before = try? old.row(key), let after = try? new.row(key) else {
                    vanished.append(key)
                    continue
                }
                // Everything a view reads of the row (value, title, selection, expansion, mode)
                // and whether its problems count as touched.
                if before != after || old.touched.contains(key) != new.touched.contains(key) {
                    keys.append(key)
                    if before.value != after.value { valueKeys.append(key) }
                }
                if before.selection?.name != after.selection?.name, let ref = new.lookup(key) {
                    replaced.insert(key)
                    for option in new.optionRows(of: ref) {
                        replaced.insert(new.descriptor(RowRef(section: ref.section, row: option)).key)
                    }
                }
            }
        }
        // A row whose cell is replaced changed its look, if only its control.
        keys += replaced.subtracting(keys).compactMap(new.lookup).sorted(by: Form.formOrder).map {
            new.descriptor($0).key
        }
        // A row whose `matches` rule, validation or requirement reads a changed row may have other
        // problems now, as the edits that store a value say.
        if !new.ruleReaders.isEmpty || !new.computedReaders.checks.isEmpty {
            let readers = Set(
                keys.flatMap { new.ruleReaders[$0] ?? [] }
                    + valueKeys.flatMap { new.computedReaders.checks[$0] ?? [] }
            ).subtracting(keys)
            keys += readers.compactMap(new.lookup).sorted(by: Form.formOrder).map { new.descriptor($0).key }
        }
        keys += appeared + vanished
        var sections: [Section] = []
        var reconfiguredKeys: [RowKey] = []
        var reloadedKeys: [RowKey] = []
        for section in 0..<min(old.sectionCount, new.sectionCount) {
            let oldRows = old.visibleRows(in: section)
            var change = Self.section(
                section, old: oldRows, new: new.visibleRows(in: section), replaced: replaced)
            if old.isSectionShown(section) != new.isSectionShown(section) {
                change.sectionShown = new.isSectionShown(section)
            }
            if !change.isEmpty { sections.append(change) }
            reconfiguredKeys += change.reconfigured.map { oldRows[$0].key }
            reloadedKeys += change.reloaded.map { oldRows[$0].key }
        }
        self.init(
            sections: sections, changedKeys: keys, reconfiguredKeys: reconfiguredKeys,
            reloadedKeys: reloadedKeys)
    }

    /// One section's change: the rows kept in place are the longest run of keys common to both
    /// lists in the same order; the other common rows are moved when their content is the same.
    static func section(_ section: Int, old: [Row], new: [Row], replaced: Set<RowKey> = []) -> Section {
        var oldPosition: [RowKey: Int] = [:]
        for (position, row) in old.enumerated() { oldPosition[row.key] = position }
        // New positions of rows also in old, paired with their old positions.
        let common = new.enumerated().compactMap { item in
            oldPosition[item.element.key].map { (new: item.offset, old: $0) }
        }
        let kept = Set(longestIncreasingRun(common.map(\.old)))
        var keptOld = Set<Int>()
        var keptNew = Set<Int>()
        var change = Section(section: section)
        for (index, pair) in common.enumerated() {
            let same = old[pair.old] == new[pair.new]
            guard kept.contains(index) || same else { continue }
            keptOld.insert(pair.old)
            keptNew.insert(pair.new)
            if !kept.contains(index) {
                change.moved.append(Move(from: pair.old, to: pair.new))
            } else if replaced.contains(old[pair.old].key) {
                change.reloaded.append(pair.old)
            } else if !same {
                change.reconfigured.append(pair.old)
            }
        }
        change.deleted = old.indices.filter { !keptOld.contains($0) }
        change.inserted = new.indices.filter { !keptNew.contains($0) }
        change.moved.sort { $0.from < $1.from }
        change.reloaded.sort()
        change.reconfigured.sort()
        return change
    }

    /// Indices into `values` of a longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = Array(repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(cursor)
            cursor = previous[cursor]
        }
        return result.reversed()
    }
}
