import FormEngine

/// Where an item of an editable list sits: its section, its 0-based index and the list's length.
struct ListPlace: Equatable {
    /// The editable section holding the item.
    var section: Int
    /// The item's 0-based position in its list.
    var index: Int
    /// How many items the list holds.
    var count: Int

    /// The place of the item `key`, or `nil` when no editable section holds it.
    /// - Complexity: O(log n).
    static func of(_ key: RowKey, in form: Form) -> ListPlace? {
        guard let path = try? form.indexPath(of: key), path.count == 2,
            form.descriptor.sections[path[0]].isEditable
        else { return nil }
        // Every item of a list is visible, so the visible rows are the items.
        return ListPlace(section: path[0], index: path[1], count: form.visibleRowCount(in: path[0]))
    }
}

/// One line telling what an edit of an editable list did, in both modes of the walk:
///
/// ```
/// edit mode on
/// added skill-2 (Rust) to Skills: item 2 of 2
/// moved skill-2 (Rust) from 2 to 1 in Skills
/// deleted skill-1 (Swift) from Skills: 1 item left
/// ```
///
/// Keys and titles are shown with control characters made visible (``TerminalText/visible(_:)``).
enum ListReport {
    /// `edit mode on|off`, with the items whose selection leaving edit mode cleared.
    static func editing(_ flag: Bool, change: FormChange) -> String {
        var text = "edit mode \(flag ? "on" : "off")"
        if !change.changedKeys.isEmpty {
            text += "; deselected " + change.changedKeys.map(\.rawValue).joined(separator: ", ")
        }
        return TerminalText.visible(text)
    }

    /// `added KEY (TITLE) to SECTION: item N of M`; for an item asked for its value (a list of
    /// values, or a key–value list: ``SectionDescriptor/ItemEntry``), with the value:
    /// `added KEY = VALUE …`, `added KEY (NAME) = VALUE …`.
    static func added(_ key: RowKey, in form: Form, byTitle: Bool = false) -> String {
        guard let place = ListPlace.of(key, in: form) else { return "added \(shown(key))" }
        var name = named(key, form, byTitle: byTitle)
        if NewItem.entry(of: place.section, in: form) == .titleAndValue, let value = shownValue(key, form) {
            name += " = " + value
        } else if NewItem.entry(of: place.section, in: form) == .value, !byTitle,
            let value = shownValue(key, form)
        {
            name = shown(key) + " = " + value
        }
        return "added \(name) to \(sectionName(place.section, form)): "
            + "item \(place.index + 1) of \(place.count)"
    }

    /// The value of the item `key` as a report shows it; `nil` when it has none.
    static func shownValue(_ key: RowKey, _ form: Form) -> String? {
        guard let row = try? form.row(key), let value = row.value else { return nil }
        let text = row.displayValue.isEmpty ? value.description : row.displayValue
        return TerminalText.visible(text)
    }

    /// `moved KEY (TITLE) from A to B in SECTION`, or why nothing moved.
    static func moved(_ key: RowKey, from old: ListPlace?, in form: Form, byTitle: Bool = false) -> String {
        guard let old, let new = ListPlace.of(key, in: form) else { return "moved \(shown(key))" }
        let name = named(key, form, byTitle: byTitle)
        if old.index == new.index { return "\(name) is already item \(new.index + 1)" }
        return "moved \(name) from \(old.index + 1) to \(new.index + 1) in "
            + sectionName(new.section, form)
    }

    /// `deleted KEY (TITLE), … from SECTION: N items left`; `doomed` are the rows as they were
    /// before the delete, `sections` the sections they were in.
    static func deleted(_ doomed: [Row], sections: [Int], in form: Form, byTitle: Bool = false) -> String {
        let distinct = Array(Set(sections)).sorted()
        // Items of a list of values are named by their values.
        let byValue = distinct.count == 1 && distinct.allSatisfy { NewItem.entry(of: $0, in: form) == .value }
        let names = doomed.map { row in
            var title = row.title
            if byValue, let value = row.value {
                title = row.displayValue.isEmpty ? value.description : row.displayValue
            }
            return title.isEmpty ? row.key.rawValue : byTitle ? "\"\(title)\"" : "\(row.key) (\(title))"
        }
        var text = "deleted " + names.joined(separator: ", ")
        if distinct.count == 1, let section = distinct.first {
            let left = form.visibleRowCount(in: section)
            text += " from \(sectionName(section, form)): \(left) item\(left == 1 ? "" : "s") left"
        }
        return TerminalText.visible(text)
    }

    /// `selected KEY (TITLE): N selected` or `deselected KEY (TITLE): N selected`.
    static func selection(_ key: RowKey, in form: Form, byTitle: Bool = false) -> String {
        let selected = form.selectedItemKeys
        let verb = selected.contains(key) ? "selected" : "deselected"
        return "\(verb) \(named(key, form, byTitle: byTitle)): \(selected.count) selected"
    }

    /// `KEY (TITLE)` — `"TITLE"` alone `byTitle` (the full screen, where keys are not typed) —
    /// or the key alone when the row has no title. An item of a list of values (whose titles
    /// are all the template's) is named by its value instead.
    static func named(_ key: RowKey, _ form: Form, byTitle: Bool = false) -> String {
        guard let row = try? form.row(key) else { return shown(key) }
        let title = label(of: row, in: form)
        guard !title.isEmpty else { return shown(key) }
        return TerminalText.visible(byTitle ? "\"\(title)\"" : "\(key) (\(title))")
    }

    /// What names `row` in a report: its title, or for an item of a list of values
    /// (``SectionDescriptor/ItemEntry/value``) its value as shown (its title when it has none).
    static func label(of row: Row, in form: Form) -> String {
        guard let place = ListPlace.of(row.key, in: form),
            NewItem.entry(of: place.section, in: form) == .value,
            let value = row.value
        else { return row.title }
        return row.displayValue.isEmpty ? value.description : row.displayValue
    }

    /// A section's title, or `section N`.
    static func sectionName(_ section: Int, _ form: Form) -> String {
        TerminalText.visible(form.descriptor.sections[section].title ?? "section \(section + 1)")
    }

    /// A key as a report shows it.
    static func shown(_ key: RowKey) -> String {
        TerminalText.visible(key.rawValue)
    }
}
