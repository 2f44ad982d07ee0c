import FormEngine

/// The full-screen status line after an edit, in the words a person filling the form uses:
/// rows are named by their labels, not their keys, and rows that appear or vanish are named.
///
/// ```
/// First name = Ada
/// Married: on; Spouse name appeared
/// Married = on; Spouse section appeared
/// Full name opened: 2 rows
/// Date of birth: '1990-02-30' is not a day of the calendar
/// ```
enum ScreenReport {
    /// Describes `change`, made by an edit of the row `edited`; `old` are the body lines before
    /// the edit (to name rows that vanished).
    static func describe(_ change: FormChange, edited: RowKey, old: [ScreenItem], in form: Form) -> String {
        if change.isEmpty { return "no change" }
        var parts: [String] = []
        let row = try? form.row(edited)
        var inserted = change.sections.flatMap { section in section.inserted.map { (section.section, $0) } }
        var deleted = change.sections.flatMap { section in section.deleted.map { (section.section, $0) } }
        if let row, row.isExpandable, change.changedKeys.allSatisfy({ $0 == edited }) {
            let count = row.isExpanded ? inserted.count : deleted.count
            let verb = row.isExpanded ? "opened" : "closed"
            return TerminalText.visible("\(name(row)) \(verb): \(rows(count))")
        }
        if let row {
            if row.control.isOption, let picker = owner(of: edited, in: form) {
                let chosen = picker.detail.isEmpty ? "nothing chosen" : picker.detail
                parts.append("\(name(picker)): \(chosen)")
            } else if row.value != nil {
                parts.append("\(name(row)) = \(ScreenState.statusValue(row))")
            } else if !row.isExpandable {
                parts.append("\(name(row)) cleared")
            }
        }
        // A section that appeared or vanished is named instead of its rows.
        var flipped = Set<Int>()
        for section in change.sections {
            guard let shown = section.sectionShown else { continue }
            flipped.insert(section.section)
            let title = form.descriptor.sections[section.section].title ?? ""
            let name = title.isEmpty ? "Section \(section.section + 1)" : title
            parts.append("\(name) section \(shown ? "appeared" : "hidden")")
        }
        if !flipped.isEmpty {
            inserted.removeAll { flipped.contains($0.0) }
            deleted.removeAll { flipped.contains($0.0) }
        }
        let appeared = inserted.compactMap { form.visibleRow(section: $0.0, position: $0.1) }
        if let first = appeared.first {
            parts.append(
                appeared.count == 1
                    ? "\(name(first)) appeared" : "\(name(first)) and \(more(appeared.count - 1)) appeared")
        }
        var oldKeys: [Int: [Int: RowKey]] = [:]
        if !deleted.isEmpty {
            let sections = Set(deleted.map(\.0))
            for item in old {
                if case .row(let section, let position, let key) = item, sections.contains(section) {
                    oldKeys[section, default: [:]][position] = key
                }
            }
        }
        // A picker closing after its choice is not news: its options are not named.
        let vanished = deleted.compactMap { (section, position) -> Row? in
            oldKeys[section]?[position].flatMap { try? form.row($0) }
        }.filter { !$0.control.isOption }
        if let first = vanished.first {
            parts.append(
                vanished.count == 1
                    ? "\(name(first)) hidden" : "\(name(first)) and \(more(vanished.count - 1)) hidden")
        } else if !deleted.isEmpty,
            !(row?.control.isOption ?? false)
        {
            parts.append("\(rows(deleted.count)) hidden")
        }
        return TerminalText.visible(
            parts.isEmpty ? "\(label(edited, in: form)) updated" : parts.joined(separator: "; "))
    }

    /// A failed edit of the row `key`: `Label: reason`.
    static func failure(_ error: FormError, key: RowKey?, in form: Form) -> String {
        guard let key = key ?? error.location.key.map({ RowKey($0) }) else {
            return LineWalk.message(for: error)
        }
        return TerminalText.visible("\(label(key, in: form)): \(error.reason)")
    }

    /// A problem as the status line shows it: its message, with the row's label in front unless
    /// the message already names it.
    static func problem(_ message: String, key: RowKey, in form: Form) -> String {
        let name = label(key, in: form)
        return TerminalText.visible(message.hasPrefix(name) ? message : "\(name): \(message)")
    }

    /// The label of the row `key`, or the key when it has none.
    static func label(_ key: RowKey, in form: Form) -> String {
        guard let row = try? form.row(key) else { return key.rawValue }
        return name(row)
    }

    /// A row's label, or its key when it has none.
    static func name(_ row: Row) -> String {
        row.label.isEmpty ? row.key.rawValue : row.label
    }

    /// The picker (the closest owner) of the option `key`.
    static func owner(of key: RowKey, in form: Form) -> Row? {
        guard let path = try? form.indexPath(of: key), path.count == 2 else {
            return ownerAmongAll(key, in: form)
        }
        let section = path[0]
        guard let row = form.visibleRow(section: section, position: path[1]) else { return nil }
        var position = path[1] - 1
        while position >= 0 {
            if let candidate = form.visibleRow(section: section, position: position),
                candidate.depth < row.depth
            {
                return candidate
            }
            position -= 1
        }
        return nil
    }

    /// The owner of a row that is not visible, read from all rows of its section.
    private static func ownerAmongAll(_ key: RowKey, in form: Form) -> Row? {
        for section in 0..<form.sectionCount {
            let rows = form.allRows(in: section)
            guard let index = rows.firstIndex(where: { $0.key == key }) else { continue }
            return rows[..<index].last { $0.depth < rows[index].depth }
        }
        return nil
    }

    private static func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }

    private static func more(_ count: Int) -> String { count == 1 ? "1 more row" : "\(count) more rows" }
}
