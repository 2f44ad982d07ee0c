/// A checker of the form's derived state against a recomputation from scratch, for tests: call
/// it after every edit (as swift-collections' `_checkInvariants` does).
extension Form {
    /// Every way the derived state differs from what the values and flags imply; empty when
    /// consistent. Checks: conditions re-evaluated from scratch, visible flags and the Fenwick
    /// counts, the key index, and that every value fits its row.
    /// - Complexity: O(n) in the rows of the form (O(n log n) for the counts).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var scratch = self
        for section in 0..<sectionCount {
            scratch.conditionHolds[section] = Array(repeating: true, count: structure.sections[section].count)
        }
        scratch.sectionHolds = Array(repeating: true, count: sectionCount)
        for node in structure.conditions.order { scratch.setHolds(node, scratch.evaluate(node)) }
        if scratch.sectionHolds != sectionHolds {
            problems.append("section conditions differ from a re-evaluation")
        }
        for section in 0..<sectionCount {
            let tree = structure.sections[section]
            if tree.count != layout[section].count || tree.count != expanded[section].count {
                problems.append(
                    "section \(section): \(tree.count) rows but \(layout[section].count) in the layout")
                continue
            }
            if scratch.conditionHolds[section] != conditionHolds[section] {
                problems.append("section \(section): conditions differ from a re-evaluation")
            }
            let flags = scratch.computedVisibility(section)
            if flags != visibility[section].isVisible {
                let rows = flags.indices.filter { flags[$0] != visibility[section].isVisible[$0] }
                problems.append("section \(section): visibility of rows \(rows) differs from a recomputation")
            }
            let visible = flags.indices.filter { flags[$0] }
            if visibility[section].count != visible.count {
                problems.append("section \(section): count \(visibility[section].count) != \(visible.count)")
            }
            for (position, row) in visible.enumerated() where visibility[section].isVisible[row] {
                if visibility[section].position(of: row) != position
                    || visibility[section].row(at: position) != row
                {
                    problems.append("section \(section): Fenwick position of row \(row) is wrong")
                    break
                }
            }
            for row in 0..<tree.count {
                let ref = RowRef(section: section, row: row)
                if lookup(descriptor(ref).key) != ref {
                    problems.append(
                        "index of '\(descriptor(ref).key)' does not point to section \(section) row \(row)")
                }
                // A read-only row (info, link, a schema's `readOnly` member) refuses edits but
                // holds its descriptor's value, which must fit it as an edit's would.
                if let value = layout[section].value(at: row) {
                    let fitted: Value?
                    if !descriptor(ref).isReadOnly {
                        fitted = try? checked(value, for: ref)
                    } else if structure.sections[section].isPicker[row] {
                        fitted = try? checkedSelection(value, for: ref)
                    } else {
                        fitted = try? descriptor(ref).definition.check(value)
                    }
                    if fitted != value {
                        problems.append("'\(descriptor(ref).key)' holds \(value), which does not fit it")
                    }
                }
            }
        }
        let rows = structure.sections.reduce(0) { $0 + $1.count }
        if structure.index.count != rows {
            problems.append("index has \(structure.index.count) keys for \(rows) rows")
        }
        return problems
    }
}
