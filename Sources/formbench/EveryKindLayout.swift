import Foundation

/// Forms of the same row count as ``TutorialLayout``'s that use every row kind and rule of the
/// vocabulary, in the tutorial's layout (one section; groups of an expandable row and its
/// children): text with a content type and `required`, email, url, phone, password and a
/// confirmation that `matches` it, textArea with `maxLength`; integer, decimal, stepper and
/// duration with ranges; date with a relative bound and a message, time with a range, dateTime
/// with a time zone; check, segmented with `{key, title}` options, switch, slider; a picker
/// presented as a page; info, link and button rows; and a `visibleWhen` on a check.
enum EveryKindLayout {
    /// The cells of a form of at least `rows` rows (whole groups).
    static func cells(rows: Int) -> [[String: Any]] {
        // The six groups the form repeats, written as data (`Forms/EveryKindGroups.plist`) so
        // that adding a kind to the benchmark is an edit to that file; keys and titles hold `{g}`
        // for the group's number and `{g-2}` for the one two groups before.
        let groups: [[[String: Any]]] = BenchForms.read("EveryKindGroups")
        var cells: [[String: Any]] = []
        cells.reserveCapacity(rows + 8)
        var g = 0
        while cells.count < rows, !groups.isEmpty {
            cells += groups[g % groups.count].map {
                BenchForms.filled($0, ["{g-2}": "\(g - 2)", "{g}": "\(g)"])
            }
            g += 1
        }
        return cells
    }

    /// The form of `rows` rows as XML and as binary.
    static func files(rows: Int) throws -> [TutorialLayout.File] {
        let root = [cells(rows: rows)]
        return try [("xml", .xml), ("binary", .binary)].map { name, format in
            (
                name, format,
                try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0)
            )
        }
    }
}
