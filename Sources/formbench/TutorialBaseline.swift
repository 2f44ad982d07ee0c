/// The tutorial's method, as the baseline for taps: the cells keep their own `isVisible` flags,
/// a tap flips the tapped cell's `isExpanded` and its `additionalRows` children's `isVisible`,
/// and then the visible rows of every section are recomputed by scanning every cell (after which
/// the tutorial reloads the whole section).
///
/// The cells are typed structs rather than the tutorial's `NSMutableDictionary`s, which makes the
/// baseline faster than the original: the speedup reported against it is a lower bound.
struct TutorialBaseline {
    struct Cell {
        var isExpandable: Bool
        var isExpanded: Bool
        var isVisible: Bool
        var additionalRows: Int
    }

    var sections: [[Cell]]
    /// The rows (file order) visible in each section, as the tutorial's `visibleRowsPerSection`.
    private(set) var visibleRowsPerSection: [[Int]] = []

    /// The cells of the generated tutorial layout (see ``TutorialLayout``).
    init(cells: [[String: Any]]) {
        sections = [
            cells.map {
                Cell(
                    isExpandable: $0["expandable"] as? Bool ?? false,
                    isExpanded: $0["expanded"] as? Bool ?? false,
                    isVisible: $0["visible"] as? Bool ?? false,
                    additionalRows: $0["additionalRows"] as? Int ?? 0)
            }
        ]
        recomputeVisibleRows()
    }

    /// The tutorial's `didSelectRowAt` for an expandable cell at `row` of `section` (file order).
    mutating func tap(section: Int, row: Int) {
        guard sections[section][row].isExpandable else { return }
        let show = !sections[section][row].isExpanded
        sections[section][row].isExpanded = show
        let count = sections[section][row].additionalRows
        if count > 0 {
            for child in (row + 1)...(row + count) { sections[section][child].isVisible = show }
        }
        recomputeVisibleRows()
    }

    /// The tutorial's `getIndicesOfVisibleRows`: every row of every section, every time.
    mutating func recomputeVisibleRows() {
        visibleRowsPerSection.removeAll(keepingCapacity: true)
        for cells in sections {
            var visible: [Int] = []
            for (row, cell) in cells.enumerated() where cell.isVisible { visible.append(row) }
            visibleRowsPerSection.append(visible)
        }
    }
}
