import FormEngine

/// One line of the full-screen body: a section header, a visible row, a footer or a gap.
///
/// Rows are kept by section and visible position; the row itself is read from the form only when
/// its line is on screen, so drawing costs the lines shown, not the form's size.
enum ScreenItem: Equatable {
    /// The title of a section.
    case header(section: Int)
    /// The visible row at `position` of `section`.
    case row(section: Int, position: Int, key: RowKey)
    /// The footer of a section.
    case footer(section: Int)
    /// The stand-in row of an editable list with no items, so the cursor can reach it to add one.
    case emptyList(section: Int)
    /// The blank line between sections.
    case gap
    /// The first line of a page when the form is walked one section at a time: `2 of 5`.
    case progress
    /// Line `line` of the visible `note` row at `position` of `section`, its text wrapped;
    /// never under the cursor.
    case note(section: Int, position: Int, key: RowKey, line: Int)

    /// The row's key, for a row line.
    var key: RowKey? {
        if case .row(_, _, let key) = self { return key }
        return nil
    }

    /// Whether the cursor can stop on the line: a row, or an empty list's stand-in.
    var isSelectable: Bool {
        switch self {
        case .row, .emptyList: return true
        default: return false
        }
    }

    /// The body lines of `form`: per section a gap (after the first), the header when it has a
    /// title, the visible rows and the footer when there is one.
    /// - Complexity: O(n) in the visible rows, reading only their keys (no titles are derived);
    ///   rebuilt only when an edit shows or hides rows.
    /// With `page`, the lines of that section alone, under the progress line. With
    /// `noteWidth` (a form that has `note` rows), each note is as many lines as its text wrapped
    /// to that width; without, every row is one line and no row is read.
    static func lines(of form: Form, page: Int? = nil, noteWidth: Int? = nil) -> [ScreenItem] {
        var items: [ScreenItem] = []
        if let page {
            items.append(.progress)
            append(page, of: form, noteWidth: noteWidth, to: &items)
            return items
        }
        // A section whose `visibleWhen` does not hold has no lines at all.
        for section in 0..<form.sectionCount where form.isSectionShown(section) {
            if !items.isEmpty { items.append(.gap) }
            append(section, of: form, noteWidth: noteWidth, to: &items)
        }
        return items
    }

    /// A section's header, rows (or an empty list's stand-in) and footer.
    private static func append(_ section: Int, of form: Form, noteWidth: Int?, to items: inout [ScreenItem]) {
        if hasHeader(section, in: form) { items.append(.header(section: section)) }
        let keys = form.visibleKeys(in: section)
        for (position, key) in keys.enumerated() {
            if let noteWidth, let row = form.visibleRow(section: section, position: position), isNote(row) {
                let count = noteLines(row, width: noteWidth).count
                for line in 0..<count {
                    items.append(.note(section: section, position: position, key: key, line: line))
                }
                continue
            }
            items.append(.row(section: section, position: position, key: key))
        }
        if keys.isEmpty, form.descriptor.sections[section].isEditable {
            items.append(.emptyList(section: section))
        }
        if form.descriptor.sections[section].footer != nil { items.append(.footer(section: section)) }
    }

    /// The index in `lines(of: form)` of the row `key`, or `nil` when it is hidden or missing.
    /// - Complexity: O(s + log n) for s sections — the lines are counted, not searched.
    /// With `page`, in the lines of that page: `nil` for a row on another.
    static func index(of key: RowKey, in form: Form, page: Int? = nil) -> Int? {
        guard let path = try? form.indexPath(of: key), path.count == 2 else { return nil }
        if let page {
            guard path[0] == page else { return nil }
            return 1 + (hasHeader(page, in: form) ? 1 : 0) + path[1]
        }
        var index = 0
        for section in 0..<path[0] where form.isSectionShown(section) {
            let rows = form.visibleRowCount(in: section)
            let standIn = rows == 0 && form.descriptor.sections[section].isEditable
            let footer = form.descriptor.sections[section].footer != nil
            let header = hasHeader(section, in: form) ? 1 : 0
            index += (index > 0 ? 1 : 0) + header + (standIn ? 1 : rows) + (footer ? 1 : 0)
        }
        return index + (index > 0 ? 1 : 0) + (hasHeader(path[0], in: form) ? 1 : 0) + path[1]
    }

    /// Whether `row` is a `note`: read-only text drawn wrapped, over several lines.
    static func isNote(_ row: Row) -> Bool { row.kindName == "note" }

    /// Whether `form` has a `note` row anywhere (then its lines are laid out by reading rows).
    static func hasNotes(_ form: Form) -> Bool {
        form.descriptor.sections.contains { section in
            section.rows.contains { $0.kindName == "note" } || section.template?.kindName == "note"
        }
    }

    /// A note's text wrapped to `width` (its title, then its value when it has one).
    static func noteLines(_ row: Row, width: Int) -> [String] {
        let text = [row.label, row.displayValue].filter { !$0.isEmpty }.joined(separator: " ")
        let lines = TextWrap.lines(TerminalText.visible(text), width: max(width, 10))
        return lines.isEmpty ? [""] : lines
    }

    /// Whether `section` has a header line: a title (an untitled section is set apart by the
    /// gap before it alone, as a grouped table draws it).
    static func hasHeader(_ section: Int, in form: Form) -> Bool {
        !(form.descriptor.sections[section].title ?? "").isEmpty
    }
}
