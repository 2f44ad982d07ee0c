/// The rows with a `visibleWhen` condition and what they depend on, derived once from the
/// descriptor: a row's condition reads another row's value, but only while that row and its
/// owners are shown by their own conditions. Gives the order to evaluate conditions in, and the
/// rows to re-evaluate when a value or a condition changes.
struct ConditionGraph: Sendable {
    /// Conditioned rows, each after every conditioned row its condition depends on.
    var order: [RowRef] = []
    /// Each conditioned row's place in `order`.
    var rank: [RowRef: Int] = [:]
    /// Conditioned rows by the row their condition reads.
    var dependents: [RowRef: [RowRef]] = [:]
    /// Per section, the rows some condition reads, ascending.
    var readRows: [[Int]] = []

    var isEmpty: Bool { order.isEmpty }

    /// Builds the graph; lists conditions naming a missing key, and loops.
    static func build(_ descriptor: FormDescriptor, trees: [SectionTree], index: [RowKey: RowRef])
        -> (ConditionGraph, [FormError])
    {
        var graph = ConditionGraph()
        var problems: [FormError] = []
        var reads: [RowRef: RowRef] = [:]
        var readSets = Array(repeating: Set<Int>(), count: descriptor.sections.count)
        for (s, section) in descriptor.sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                guard let condition = row.visibleWhen else { continue }
                let ref = RowRef(section: s, row: r)
                guard let target = index[condition.key] else {
                    problems.append(
                        .invalidDescriptor(
                            Location(section: s + 1, row: r + 1, key: row.key.rawValue),
                            reason: "visibleWhen: no row has the key '\(condition.key)'"))
                    continue
                }
                if descriptor.sections[target.section].isEditable {
                    problems.append(
                        .invalidDescriptor(
                            Location(section: s + 1, row: r + 1, key: row.key.rawValue),
                            reason:
                                "visibleWhen: '\(condition.key)' is an item of an editable list, "
                                + "which comes and goes"
                        ))
                    continue
                }
                reads[ref] = target
                graph.dependents[target, default: []].append(ref)
                readSets[target.section].insert(target.row)
            }
        }
        graph.readRows = readSets.map { $0.sorted() }
        // A conditioned row depends on the conditioned rows among the row it reads and that row's owners.
        func edges(_ ref: RowRef) -> [RowRef] {
            guard let target = reads[ref] else { return [] }
            let tree = trees[target.section]
            return ([target.row] + tree.ancestors(of: target.row))
                .map { RowRef(section: target.section, row: $0) }
                .filter { reads[$0] != nil }
        }
        var state: [RowRef: Bool] = [:]  // false: on the path; true: done
        let starts = reads.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
        var reported = Set<RowRef>()
        for start in starts where state[start] == nil {
            var stack: [(ref: RowRef, next: [RowRef])] = [(start, edges(start))]
            state[start] = false
            while !stack.isEmpty {
                let top = stack.count - 1
                guard let next = stack[top].next.popLast() else {
                    state[stack[top].ref] = true
                    graph.rank[stack[top].ref] = graph.order.count
                    graph.order.append(stack[top].ref)
                    stack.removeLast()
                    continue
                }
                switch state[next] {
                case nil:
                    state[next] = false
                    stack.append((next, edges(next)))
                case false?:
                    let loop = Array(stack.map(\.ref).drop { $0 != next })
                    let first = loop.min { ($0.section, $0.row) < ($1.section, $1.row) } ?? next
                    guard reported.insert(first).inserted else { continue }
                    let names = (loop + [next]).map {
                        descriptor.sections[$0.section].rows[$0.row].key.rawValue
                    }
                    let row = descriptor.sections[first.section].rows[first.row]
                    problems.append(
                        .invalidDescriptor(
                            Location(section: first.section + 1, row: first.row + 1, key: row.key.rawValue),
                            reason: "visibleWhen conditions depend on each other in a loop ("
                                + names.joined(separator: " → ") + ")"))
                case true?: continue
                }
            }
        }
        return (graph, problems)
    }

    /// The conditioned rows to re-evaluate when the row `ref` changes its value, or its
    /// conditions change whether rows `ref.row..<end` are shown.
    func readers(section: Int, rows: Range<Int>) -> [RowRef] {
        guard section < readRows.count else { return [] }
        let read = readRows[section]
        var low = 0
        var high = read.count
        while low < high {
            let middle = (low + high) / 2
            if read[middle] < rows.lowerBound { low = middle + 1 } else { high = middle }
        }
        var result: [RowRef] = []
        while low < read.count, read[low] < rows.upperBound {
            result += dependents[RowRef(section: section, row: read[low])] ?? []
            low += 1
        }
        return result
    }
}
