import FormEngine

/// One line of the full-screen body: a section header, a visible row, a footer or a gap.
///
/// Rows are kept by section and visible position; the row itself is read from the form only when
/// its line is on screen, so drawing costs the lines shown, not the form's size.
enum ScreenItem: Equatable {
    /// The title of a section.
    case header(section: Int)
    /// The visible row at `position` of `section`.
    case row(section: Int, position: Int, key: RowKey, depth: Int)
    /// The footer of a section.
    case footer(section: Int)
    /// The stand-in row of an editable list with no items, so the cursor can reach it to add one.
    case emptyList(section: Int)
    /// The blank line between sections.
    case gap

    /// The row's key, for a row line.
    var key: RowKey? {
        if case .row(_, _, let key, _) = self { return key }
        return nil
    }

    /// Whether the cursor can stop on the line: a row, or an empty list's stand-in.
    var isSelectable: Bool {
        switch self {
        case .row, .emptyList: return true
        default: return false
        }
    }

    /// The row's depth, for a row line.
    var depth: Int? {
        if case .row(_, _, _, let depth) = self { return depth }
        return nil
    }

    /// The body lines of `form`: per section a gap (after the first), the header, the visible
    /// rows and the footer when there is one.
    /// - Complexity: O(n) in the visible rows; rebuilt only when an edit shows or hides rows.
    static func lines(of form: Form) -> [ScreenItem] {
        var items: [ScreenItem] = []
        for section in 0..<form.sectionCount {
            if section > 0 { items.append(.gap) }
            items.append(.header(section: section))
            let rows = form.visibleRows(in: section)
            for (position, row) in rows.enumerated() {
                items.append(.row(section: section, position: position, key: row.key, depth: row.depth))
            }
            if rows.isEmpty, form.descriptor.sections[section].isEditable {
                items.append(.emptyList(section: section))
            }
            if form.descriptor.sections[section].footer != nil { items.append(.footer(section: section)) }
        }
        return items
    }
}
