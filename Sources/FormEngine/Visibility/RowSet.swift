/// A set of row positions for planning a change: an edit touches a handful of rows, usually in
/// increasing order, so a sorted array beats hashing each one into a `Set`. Inserting in order
/// appends; anything else is sorted once, when the rows are read.
struct RowSet {
    private var items: [Int] = []
    /// Whether ``items`` is sorted and free of repeats.
    private var isOrdered = true

    init() {}

    init(_ rows: some Sequence<Int>) {
        formUnion(rows)
    }

    var isEmpty: Bool { items.isEmpty }

    /// Makes room for `count` rows at once (growing an array one row at a time costs a copy per
    /// doubling, which is most of a small edit's work).
    mutating func reserveCapacity(_ count: Int) {
        items.reserveCapacity(items.count + count)
    }

    mutating func insert(_ row: Int) {
        if let last = items.last, row <= last {
            if row == last { return }
            isOrdered = false
        }
        items.append(row)
    }

    mutating func formUnion(_ rows: some Sequence<Int>) {
        for row in rows { insert(row) }
    }

    /// The rows in increasing order, each once.
    func sorted() -> [Int] {
        if isOrdered { return items }
        var rows = items.sorted()
        var kept = 0
        for row in rows where kept == 0 || rows[kept - 1] != row {
            rows[kept] = row
            kept += 1
        }
        rows.removeLast(rows.count - kept)
        return rows
    }
}
