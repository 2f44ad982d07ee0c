/// The visible rows of one section as a bit per row plus a Fenwick tree of counts, so that a
/// row's visible position and the row at a visible position each cost O(log n), and showing or
/// hiding k rows costs O(k log n) — never a pass over the whole section.
struct VisibleIndex: Sendable {
    /// Whether each row (in file order) is visible.
    private(set) var isVisible: [Bool]
    /// Fenwick tree over `isVisible`, 1-based: `counts[i]` covers rows `i - lowbit(i) ..< i`.
    private var counts: [Int32]
    /// How many rows are visible.
    private(set) var count: Int

    /// Builds the index in O(n).
    init(flags: [Bool]) {
        isVisible = flags
        counts = Array(repeating: 0, count: flags.count + 1)
        count = 0
        for (row, flag) in flags.enumerated() where flag {
            counts[row + 1] += 1
            count += 1
        }
        for i in 1..<counts.count {
            let parent = i + (i & -i)
            if parent < counts.count { counts[parent] += counts[i] }
        }
    }

    /// How many rows before `row` are visible.
    func visibleBefore(_ row: Int) -> Int {
        var sum: Int32 = 0
        var i = row
        while i > 0 {
            sum += counts[i]
            i -= i & -i
        }
        return Int(sum)
    }

    /// The 0-based visible position of `row`, or `nil` when it is hidden.
    func position(of row: Int) -> Int? {
        isVisible[row] ? visibleBefore(row) : nil
    }

    /// The row shown at visible `position` (0-based), or `nil` past the end.
    func row(at position: Int) -> Int? {
        guard position >= 0, position < count else { return nil }
        var remaining = Int32(position + 1)
        var index = 0
        var step = 1
        while step * 2 < counts.count { step *= 2 }
        while step > 0 {
            let next = index + step
            if next < counts.count, counts[next] < remaining {
                index = next
                remaining -= counts[next]
            }
            step /= 2
        }
        return index
    }

    /// Shows or hides `row`.
    mutating func set(_ row: Int, visible: Bool) {
        guard isVisible[row] != visible else { return }
        isVisible[row] = visible
        let delta: Int32 = visible ? 1 : -1
        count += visible ? 1 : -1
        var i = row + 1
        while i < counts.count {
            counts[i] += delta
            i += i & -i
        }
    }

    /// Adds a row at the end.
    /// - Complexity: O(log n).
    mutating func append(visible: Bool) {
        let row = isVisible.count
        isVisible.append(false)
        // The new node covers rows row + 1 - lowbit ..< row + 1, all already counted except itself.
        let index = row + 1
        let low = index & -index
        counts.append(Int32(visibleBefore(row) - visibleBefore(index - low)))
        set(row, visible: visible)
    }

    /// Removes the last row.
    /// - Complexity: O(log n).
    mutating func removeLast() {
        guard let last = isVisible.indices.last else { return }
        set(last, visible: false)
        isVisible.removeLast()
        counts.removeLast()
    }

    /// The visible rows in order.
    var rows: [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        for (row, flag) in isVisible.enumerated() where flag { result.append(row) }
        return result
    }
}
