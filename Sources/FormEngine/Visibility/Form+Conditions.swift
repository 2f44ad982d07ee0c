/// Conditional rows: evaluating `visibleWhen` and re-evaluating, after a value changes, only the
/// conditions that depend on it.
extension Form {
    /// Whether the `visibleWhen` conditions of the row `key` and of every row owning it hold,
    /// whatever the expansion. Rows hidden by a condition keep their value but are not validated.
    public func conditionsHold(_ key: RowKey) throws(FormError) -> Bool {
        isActive(try ref(key))
    }

    /// Whether a row's own condition and its owners' hold.
    func isActive(_ ref: RowRef) -> Bool {
        guard conditionHolds[ref.section][ref.row] else { return false }
        return structure.sections[ref.section].ancestors(of: ref.row).allSatisfy {
            conditionHolds[ref.section][$0]
        }
    }

    /// The value a condition reads from the row `ref`: its value while it is active, else none.
    func conditionValue(_ ref: RowRef) -> Value? {
        isActive(ref) ? layout[ref.section].value(at: ref.row) : nil
    }

    /// Evaluates the condition of a conditioned row from the current values.
    func evaluate(_ ref: RowRef) -> Bool {
        guard let condition = descriptor(ref).visibleWhen, let target = lookup(condition.key) else {
            return true
        }
        return condition.holds(for: conditionValue(target))
    }

    /// Re-evaluates the conditions that read the row `changed` (whose value just changed), and
    /// in turn those that read rows whose conditions flipped, in dependency order; plans the
    /// rows each flip shows or hides.
    /// - Complexity: O(d log d) for the d conditions re-evaluated, plus the rows shown or hidden.
    mutating func reevaluateConditions(readingRow changed: RowRef, into pending: inout [Int: PendingChange]) {
        let graph = structure.conditions
        guard !graph.isEmpty else { return }
        var queue = Set((graph.dependents[changed] ?? []).compactMap { graph.rank[$0] })
        while let rank = queue.min() {
            queue.remove(rank)
            let ref = graph.order[rank]
            let holds = evaluate(ref)
            guard holds != conditionHolds[ref.section][ref.row] else { continue }
            conditionHolds[ref.section][ref.row] = holds
            pending[ref.section, default: PendingChange()].candidates.insert(ref.row)
            touchSubtree(
                of: ref.row, section: ref.section, into: &pending[ref.section, default: PendingChange()])
            let end = Int(structure.sections[ref.section].end[ref.row])
            for reader in graph.readers(section: ref.section, rows: ref.row..<end) {
                if let next = graph.rank[reader] { queue.insert(next) }
            }
        }
    }
}
