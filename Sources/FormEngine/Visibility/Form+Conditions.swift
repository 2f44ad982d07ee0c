/// Conditional rows and sections: evaluating `visibleWhen` and re-evaluating, after a value
/// changes, only the conditions that depend on it.
extension Form {
    /// Whether the `visibleWhen` conditions of the row `key`, of every row owning it and of its
    /// section hold, whatever the expansion. Rows hidden by a condition keep their value but are
    /// not validated.
    package func conditionsHold(_ key: RowKey) throws(FormError) -> Bool {
        isActive(try ref(key))
    }

    /// Whether `section` is shown: its `visibleWhen` holds, or it has none. A section that is
    /// not shown has no visible rows, and its header and footer are not shown either; its rows
    /// keep their values but are not validated. `false` for an index out of range.
    public func isSectionShown(_ section: Int) -> Bool {
        section >= 0 && section < sectionHolds.count && sectionHolds[section]
    }

    /// Whether the row `key`'s own condition, its owners' and its section's hold: it is shown
    /// once its owners are expanded, and validated. `false` for a key the form lacks.
    package func isActive(_ key: RowKey) -> Bool {
        guard let ref = lookup(key) else { return false }
        return isActive(ref)
    }

    /// Whether a row's own condition, its owners' and its section's hold.
    func isActive(_ ref: RowRef) -> Bool {
        guard sectionHolds[ref.section], conditionHolds[ref.section][ref.row] else { return false }
        return structure.sections[ref.section].ancestors(of: ref.row).allSatisfy {
            conditionHolds[ref.section][$0]
        }
    }

    /// The value a condition reads from the row `ref`: its value while it is active, else none.
    func conditionValue(_ ref: RowRef) -> Value? {
        isActive(ref) ? layout[ref.section].value(at: ref.row) : nil
    }

    /// Evaluates the condition of a conditioned row or section from the current values.
    func evaluate(_ node: ConditionNode) -> Bool {
        let condition: Condition?
        switch node {
        case .row(let ref): condition = descriptor(ref).visibleWhen
        case .section(let section): condition = descriptor.sections[section].visibleWhen
        }
        guard let condition else { return true }
        // The common single test reads its one row directly.
        switch condition {
        case .equals(let key, _), .notEquals(let key, _), .oneOf(let key, _), .isSet(let key, _):
            guard let target = lookup(key) else { return true }
            let value = conditionValue(target)
            return condition.holds { _ in value }
        default:
            return condition.holds { key in lookup(key).flatMap(conditionValue) }
        }
    }

    /// Re-evaluates the conditions that read the row `changed` (whose value just changed), and
    /// in turn those that read rows whose conditions flipped, in dependency order; plans the
    /// rows each flip shows or hides. A section's flip plans every row of the section.
    /// - Complexity: O(d log d) for the d conditions re-evaluated, plus the rows shown or hidden
    ///   (plus the rows of a section whose condition flips).
    mutating func reevaluateConditions(readingRow changed: RowRef, into pending: inout [Int: PendingChange]) {
        let graph = structure.conditions
        guard !graph.isEmpty else { return }
        var queue = Set((graph.dependents[changed] ?? []).compactMap { graph.rank[$0] })
        while let rank = queue.min() {
            queue.remove(rank)
            let node = graph.order[rank]
            let holds = evaluate(node)
            let readRows: Range<Int>
            switch node {
            case .row(let ref):
                guard holds != conditionHolds[ref.section][ref.row] else { continue }
                conditionHolds[ref.section][ref.row] = holds
                pending[ref.section, default: PendingChange()].candidates.insert(ref.row)
                touchSubtree(
                    of: ref.row, section: ref.section, into: &pending[ref.section, default: PendingChange()])
                readRows = ref.row..<Int(structure.sections[ref.section].end[ref.row])
            case .section(let section):
                guard holds != sectionHolds[section] else { continue }
                sectionHolds[section] = holds
                let count = structure.sections[section].count
                var plan = pending[section, default: PendingChange()]
                plan.candidates.formUnion(0..<count)
                plan.sectionShown = plan.sectionShown == nil ? holds : nil
                pending[section] = plan
                readRows = 0..<count
            }
            for reader in graph.readers(section: node.section, rows: readRows) {
                if let next = graph.rank[reader] { queue.insert(next) }
            }
        }
    }
}
