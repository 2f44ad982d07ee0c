/// The rows and sections with a `visibleWhen` condition and what they depend on, derived once
/// from the descriptor: a condition reads other rows' values (a combined one several), but each
/// only while that row, its owners and its section are shown by their own conditions. Gives the
/// order to evaluate conditions in, and the conditions to re-evaluate when a value or a
/// condition changes.
struct ConditionGraph: Sendable {
    /// Conditioned rows and sections, each after every conditioned row or section its
    /// condition depends on.
    var order: [ConditionNode] = []
    /// Each conditioned row's or section's place in `order`.
    var rank: [ConditionNode: Int] = [:]
    /// Conditioned rows and sections by each row their condition reads.
    var dependents: [RowRef: [ConditionNode]] = [:]
    /// Per section, the rows some condition reads, ascending.
    var readRows: [[Int]] = []

    var isEmpty: Bool { order.isEmpty }

    /// Builds the graph; lists conditions naming a missing key or a list item, section conditions
    /// on editable sections, and loops.
    static func build(_ descriptor: FormDescriptor, trees: [SectionTree], index: [RowKey: RowRef])
        -> (ConditionGraph, [FormError])
    {
        var graph = ConditionGraph()
        var problems: [FormError] = []
        var reads: [ConditionNode: [RowRef]] = [:]
        var readSets = Array(repeating: Set<Int>(), count: descriptor.sections.count)
        func add(_ condition: Condition, of node: ConditionNode, at location: Location) {
            var targets: [RowRef] = []
            for key in condition.keys {
                guard let target = index[key] else {
                    problems.append(
                        .invalidDescriptor(location, reason: "visibleWhen: no row has the key '\(key)'"))
                    return
                }
                if descriptor.sections[target.section].isEditable {
                    problems.append(
                        .invalidDescriptor(
                            location,
                            reason:
                                "visibleWhen: '\(key)' is an item of an editable list, which comes and goes"))
                    return
                }
                targets.append(target)
            }
            reads[node] = targets
            for target in targets {
                graph.dependents[target, default: []].append(node)
                readSets[target.section].insert(target.row)
            }
        }
        for (s, section) in descriptor.sections.enumerated() {
            if let condition = section.visibleWhen {
                if section.isEditable {
                    problems.append(
                        .invalidDescriptor(
                            Location(section: s + 1), reason: "an editable section cannot have visibleWhen"))
                } else {
                    add(condition, of: .section(s), at: Location(section: s + 1))
                }
            }
            for (r, row) in section.rows.enumerated() {
                guard let condition = row.visibleWhen else { continue }
                add(
                    condition, of: .row(RowRef(section: s, row: r)),
                    at: Location(section: s + 1, row: r + 1, key: row.key.rawValue))
            }
        }
        graph.readRows = readSets.map { $0.sorted() }
        // A condition depends on the conditioned rows among each row it reads and that row's
        // owners, and on the condition of that row's section.
        func edges(_ node: ConditionNode) -> [ConditionNode] {
            var result: [ConditionNode] = []
            for target in reads[node] ?? [] {
                let tree = trees[target.section]
                for row in [target.row] + tree.ancestors(of: target.row) {
                    let owner = ConditionNode.row(RowRef(section: target.section, row: row))
                    if reads[owner] != nil { result.append(owner) }
                }
                if reads[.section(target.section)] != nil { result.append(.section(target.section)) }
            }
            return result
        }
        func name(_ node: ConditionNode) -> String {
            switch node {
            case .row(let ref): return descriptor.sections[ref.section].rows[ref.row].key.rawValue
            case .section(let s): return "section \(s + 1)"
            }
        }
        var state: [ConditionNode: Bool] = [:]  // false: on the path; true: done
        let starts = reads.keys.sorted(by: ConditionNode.formOrder)
        var reported = Set<ConditionNode>()
        for start in starts where state[start] == nil {
            var stack: [(node: ConditionNode, next: [ConditionNode])] = [(start, edges(start))]
            state[start] = false
            while !stack.isEmpty {
                let top = stack.count - 1
                guard let next = stack[top].next.popLast() else {
                    state[stack[top].node] = true
                    graph.rank[stack[top].node] = graph.order.count
                    graph.order.append(stack[top].node)
                    stack.removeLast()
                    continue
                }
                switch state[next] {
                case nil:
                    state[next] = false
                    stack.append((next, edges(next)))
                case false?:
                    let loop = Array(stack.map(\.node).drop { $0 != next })
                    let first = loop.min(by: ConditionNode.formOrder) ?? next
                    guard reported.insert(first).inserted else { continue }
                    let names = (loop + [next]).map(name)
                    let location: Location
                    switch first {
                    case .row(let ref):
                        let key = descriptor.sections[ref.section].rows[ref.row].key.rawValue
                        location = Location(section: ref.section + 1, row: ref.row + 1, key: key)
                    case .section(let s): location = Location(section: s + 1)
                    }
                    problems.append(
                        .invalidDescriptor(
                            location,
                            reason: "visibleWhen conditions depend on each other in a loop ("
                                + names.joined(separator: " → ") + ")"))
                case true?: continue
                }
            }
        }
        return (graph, problems)
    }

    /// The conditioned rows and sections to re-evaluate when rows `rows` of `section` change
    /// their value, or conditions change whether they are shown.
    func readers(section: Int, rows: Range<Int>) -> [ConditionNode] {
        guard section < readRows.count else { return [] }
        let read = readRows[section]
        var low = 0
        var high = read.count
        while low < high {
            let middle = (low + high) / 2
            if read[middle] < rows.lowerBound { low = middle + 1 } else { high = middle }
        }
        var result: [ConditionNode] = []
        while low < read.count, read[low] < rows.upperBound {
            result += dependents[RowRef(section: section, row: read[low])] ?? []
            low += 1
        }
        return result
    }
}
