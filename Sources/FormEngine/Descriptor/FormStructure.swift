/// A row's place: its 0-based section and its 0-based row within the section, in file order.
package struct RowRef: Hashable, Sendable {
    package var section: Int
    package var row: Int
}

/// The tree each section's rows form, derived once from the descriptor: an expandable row owns
/// the `additionalRows` rows after it, and those may own rows in turn.
struct SectionTree: Sendable {
    /// The owning row of each row, or -1 at the top level.
    var parent: [Int32]
    /// One past the last row each row owns (`row + 1` for a row that owns none).
    var end: [Int32]
    /// How many ancestors each row has.
    var depth: [Int32]
    /// Whether each row is a picker: a row that owns option rows.
    var isPicker: [Bool]

    var count: Int { parent.count }

    /// The rows `row` owns directly, in order (grandchildren are skipped).
    func children(of row: Int) -> ChildSequence { ChildSequence(tree: self, row: row) }

    struct ChildSequence: Sequence, IteratorProtocol {
        let tree: SectionTree
        var cursor: Int
        let end: Int
        init(tree: SectionTree, row: Int) {
            self.tree = tree
            self.cursor = row + 1
            self.end = Int(tree.end[row])
        }
        mutating func next() -> Int? {
            guard cursor < end else { return nil }
            defer { cursor = Int(tree.end[cursor]) }
            return cursor
        }
    }

    /// The option rows `row` owns directly (a picker's options), in order.
    func optionChildren<Rows: RandomAccessCollection<RowDescriptor>>(of row: Int, in rows: Rows) -> [Int]
    where Rows.Index == Int {
        children(of: row).filter {
            if rows[$0].storedKind.isOption { return true }
            return false
        }
    }

    /// The ancestors of `row`, nearest first.
    func ancestors(of row: Int) -> [Int] {
        var result: [Int] = []
        var current = Int(parent[row])
        while current >= 0 {
            result.append(current)
            current = Int(parent[current])
        }
        return result
    }
}

/// The structure of a whole form: each section's tree and the key of every row.
struct FormStructure: Sendable {
    var sections: [SectionTree]
    /// Where each key's row is stored: its section and slot. A slot is the row's position,
    /// except in an editable list, where `Form.lookup(_:)` finds the position in the list's order.
    var index: [RowKey: RowRef]
    /// The `visibleWhen` conditions and what they depend on.
    var conditions = ConditionGraph()

    /// Derives the structure and lists every structural problem: ranges that run past their
    /// section or cross their parent's end, option rows outside a picker, duplicate keys,
    /// conditions naming a missing key or depending on each other in a loop.
    /// Ranges are clamped so that the structure is usable even when problems were found.
    /// With `conditions` false, the condition graph is left empty (the loader builds it once the
    /// conditions are resolved).
    static func build(_ descriptor: FormDescriptor, conditions: Bool = true) -> (FormStructure, [FormError]) {
        var problems: [FormError] = []
        var trees: [SectionTree] = []
        var index: [RowKey: RowRef] = [:]
        trees.reserveCapacity(descriptor.sections.count)
        index.reserveCapacity(descriptor.sections.reduce(0) { $0 + $1.rows.count })
        for (s, section) in descriptor.sections.enumerated() {
            let rows = section.rows
            var tree = SectionTree(
                parent: Array(repeating: -1, count: rows.count),
                end: Array(repeating: 0, count: rows.count),
                depth: Array(repeating: 0, count: rows.count),
                isPicker: Array(repeating: false, count: rows.count))
            var stack: [Int] = []
            // By index: a row descriptor is large, and `enumerated()` would copy each one.
            for r in rows.indices {
                while let top = stack.last, Int(tree.end[top]) <= r { stack.removeLast() }
                func problem(_ reason: String) {
                    problems.append(
                        .invalidDescriptor(
                            Location(section: s + 1, row: r + 1, key: rows[r].key.rawValue), reason: reason))
                }
                // Clamped before adding: a hostile `additionalRows` near Int.max must not overflow.
                var end = r + 1 + min(max(0, rows[r].childCount), rows.count)
                if end > rows.count {
                    problem(
                        "additionalRows is \(rows[r].childCount) but only \(rows.count - r - 1) rows follow "
                            + "in the section")
                    end = rows.count
                }
                if let top = stack.last {
                    tree.parent[r] = Int32(top)
                    tree.depth[r] = Int32(stack.count)
                    if end > Int(tree.end[top]) {
                        problem(
                            "its \(rows[r].childCount) rows end after those of its parent "
                                + "(row \(top + 1) owns rows \(top + 2)–\(tree.end[top]))")
                        end = Int(tree.end[top])
                    }
                }
                tree.end[r] = Int32(end)
                // A picker whose options are computed is one before it has any.
                if rows[r].computed?.options != nil { tree.isPicker[r] = true }
                if end > r + 1 { stack.append(r) }
                if rows[r].storedKind.isOption {
                    let parent = stack.last == r ? stack.dropLast().last : stack.last
                    if let parent, rows[parent].storedKind.isPlain {
                        tree.isPicker[parent] = true
                    } else {
                        problem("an option row must be owned by an expandable normal row (its picker)")
                    }
                }
                if let first = index.updateValue(RowRef(section: s, row: r), forKey: rows[r].key) {
                    index[rows[r].key] = first
                    problem(
                        "duplicate key '\(rows[r].key)' (first used in section \(first.section + 1), "
                            + "row \(first.row + 1))")
                }
            }
            trees.append(tree)
        }
        problems += listProblems(descriptor)
        var structure = FormStructure(sections: trees, index: index)
        if conditions {
            let (graph, conditionProblems) = ConditionGraph.build(descriptor, trees: trees, index: index)
            structure.conditions = graph
            problems += conditionProblems
        }
        return (structure, problems)
    }
}
