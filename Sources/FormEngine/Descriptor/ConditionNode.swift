/// What a `visibleWhen` condition belongs to: a row, or a whole section.
enum ConditionNode: Hashable, Sendable {
    /// A row's own condition.
    case row(RowRef)
    /// A section's condition (its index).
    case section(Int)

    /// The section the node is in.
    var section: Int {
        switch self {
        case .row(let ref): return ref.section
        case .section(let section): return section
        }
    }

    /// Form order: a section's condition before its rows'.
    static func formOrder(_ a: ConditionNode, _ b: ConditionNode) -> Bool {
        a.sortKey < b.sortKey
    }

    private var sortKey: (Int, Int) {
        switch self {
        case .row(let ref): return (ref.section, ref.row)
        case .section(let section): return (section, -1)
        }
    }
}
