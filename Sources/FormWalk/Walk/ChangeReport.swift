import FormEngine

/// One line telling what an edit changed, read from its ``FormChange`` and the rows' new state:
///
/// ```
/// expanded fullName: +2 rows
/// firstName = Ada; fullName: Ada
/// favoriteSport = Football; collapsed favoriteSport: -4 rows
/// married = Yes; showed section Spouse; +2 rows
/// ```
///
/// Used by line mode after every command and by the full-screen status line. Keys, titles and
/// values are shown with control characters made visible (``TerminalText/visible(_:)``).
enum ChangeReport {
    /// Describes `change`, made by an edit of the row `edited`, in `form` as it is after the edit.
    static func describe(_ change: FormChange, edited: RowKey, in form: Form) -> String {
        if change.isEmpty { return "no change" }
        var parts: [String] = []
        var keys = change.changedKeys
        if let index = keys.firstIndex(of: edited) {
            keys.remove(at: index)
            keys.insert(edited, at: 0)
        }
        for key in keys {
            guard let row = try? form.row(key) else { continue }
            // A row the edit only expanded or collapsed is told by the visibility text below.
            if key == edited, row.isExpandable, keys.count == 1, !change.sections.isEmpty { continue }
            if let text = valueText(row, edited: key == edited) { parts.append(text) }
        }
        for section in change.sections {
            guard let shown = section.sectionShown else { continue }
            let title = form.descriptor.sections[section.section].title ?? ""
            let name = title.isEmpty ? "section \(section.section + 1)" : "section \(title)"
            parts.append("\(shown ? "showed" : "hid") \(name)")
        }
        let inserted = change.sections.reduce(0) { $0 + $1.inserted.count }
        let deleted = change.sections.reduce(0) { $0 + $1.deleted.count }
        if inserted > 0 || deleted > 0 {
            // Rows of a section that appeared or vanished belong to no expanded or collapsed row.
            let flipped = change.sections.contains { $0.sectionShown != nil }
            parts.append(
                visibilityText(
                    inserted: inserted, deleted: deleted, candidates: flipped ? [] : [edited] + keys, form))
        }
        return TerminalText.visible(parts.isEmpty ? "\(edited): updated" : parts.joined(separator: "; "))
    }

    /// `key = value` for a row holding a value, `key: summary` for a parent, `nil` for an option
    /// (its picker reports the choice).
    static func valueText(_ row: Row, edited: Bool) -> String? {
        if row.control.isOption { return nil }
        if let value = row.value {
            var shown = row.displayValue.isEmpty ? value.description : row.displayValue
            // A text area's line breaks show as ⏎, as in the dump.
            if row.control.isTextArea { shown = shown.replacingOccurrences(of: "\n", with: "⏎") }
            return "\(row.key) = \(shown)"
        }
        if edited, !row.isExpandable { return "\(row.key) cleared" }
        guard row.isExpandable else { return nil }
        let detail = row.detail
        return detail.isEmpty ? "\(row.key): (empty)" : "\(row.key): \(detail)"
    }

    /// `expanded KEY: +N rows`, `collapsed KEY: -N rows`, or `+N -M rows` when the rows that
    /// appeared or vanished belong to no single expanded or collapsed row.
    static func visibilityText(inserted: Int, deleted: Int, candidates: [RowKey], _ form: Form) -> String {
        func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }
        let expandable = candidates.filter { (try? form.row($0))?.isExpandable == true }
        if deleted == 0, let key = expandable.first(where: { (try? form.isExpanded($0)) == true }) {
            return "expanded \(key): +\(rows(inserted))"
        }
        if inserted == 0, let key = expandable.first(where: { (try? form.isExpanded($0)) == false }) {
            return "collapsed \(key): -\(rows(deleted))"
        }
        var counts: [String] = []
        if inserted > 0 { counts.append("+\(inserted)") }
        if deleted > 0 { counts.append("-\(deleted)") }
        return counts.joined(separator: " ") + (inserted + deleted == 1 ? " row" : " rows")
    }
}
