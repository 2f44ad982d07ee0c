import Foundation

/// Reading rows: what each row shows now, derived from the values — titles are never stored.
extension Form {
    /// The row `key` as it shows now, visible or not.
    public func row(_ key: RowKey) throws(FormError) -> Row {
        makeRow(try ref(key))
    }

    /// The visible rows of `section`, in order.
    /// - Complexity: O(n) in the section's rows.
    public func visibleRows(in section: Int) -> [Row] {
        visibility[section].rows.map { makeRow(RowRef(section: section, row: $0)) }
    }

    /// The keys of the visible rows of `section`, in order, without deriving their titles: the
    /// identifiers a diffable data source takes, or a layout of the rows.
    /// - Complexity: O(n) in the section's rows, and much cheaper per row than
    ///   ``visibleRows(in:)``.
    public func visibleKeys(in section: Int) -> [RowKey] {
        visibility[section].rows.map { layout[section].key(at: $0) }
    }

    /// The row at visible `position` of `section` (what a table view asks for a cell), or `nil`.
    /// - Complexity: O(log n).
    public func visibleRow(section: Int, position: Int) -> Row? {
        guard section >= 0, section < sectionCount, let row = visibility[section].row(at: position) else {
            return nil
        }
        return makeRow(RowRef(section: section, row: row))
    }

    /// Where the row `key` shows: `[section, position]` among the section's visible rows (what a
    /// table view scrolls to), or `nil` while the row is hidden. An item of an editable list is
    /// always visible, and its position is its place in the list.
    /// - Complexity: O(log n).
    public func indexPath(of key: RowKey) throws(FormError) -> IndexPath? {
        let ref = try ref(key)
        return visibility[ref.section].position(of: ref.row).map { IndexPath(indexes: [ref.section, $0]) }
    }

    func makeRow(_ ref: RowRef) -> Row {
        let row = descriptor(ref)
        let value = layout[ref.section].value(at: ref.row)
        let isPicker = structure.sections[ref.section].isPicker[ref.row]
        var made = Row(
            key: row.key, kind: row.kind, title: title(ref), subtitle: row.subtitle,
            depth: Int(structure.sections[ref.section].depth[ref.row]), isExpandable: row.isExpandable,
            isExpanded: expanded[ref.section][ref.row], value: value,
            displayValue: value.map { display($0, of: row) } ?? "", isSelected: isSelected(ref),
            isItem: descriptor.sections[ref.section].isEditable, isReadOnly: row.isReadOnly,
            isSecure: row.isSecure, selection: isPicker ? row.selection : nil)
        made.presentation = isPicker ? .picker : row.kind.presentation
        made.ownTitle = row.title
        made.hasExplicitKey = row.hasExplicitKey
        made.contentType = row.contentType
        made.placeholder = row.placeholder
        made.help = row.help
        made.userInfo = row.userInfo
        made.summarizesChildren = row.isExpandable && row.summarizesChildren
        for rule in row.rules {
            switch rule {
            case .required: made.isRequired = true
            case .maxLength(let count): made.maximumLength = count
            default: break
            }
        }
        row.kind.describe(into: &made)
        if isPicker {
            made.pickerPresentation = row.presentation
            made.options = optionRows(of: ref).map {
                let option = descriptor(RowRef(section: ref.section, row: $0))
                return Choice(key: option.key, title: option.title)
            }
        }
        return made
    }

    /// What the row shows as its title: its summary when it summarises anything, otherwise the
    /// descriptor's `firstTitle`.
    func title(_ ref: RowRef) -> String {
        let row = descriptor(ref)
        guard row.isExpandable, let summary = summary(ref), !summary.isEmpty else { return row.title }
        return summary
    }

    /// What a row contributes to its parent's title, or `nil` when it contributes nothing.
    func summary(_ ref: RowRef) -> String? {
        let row = descriptor(ref)
        let value = layout[ref.section].value(at: ref.row)
        switch row.kind {
        case .toggle(let settings):
            guard case .bool(let flag)? = value else { return nil }
            let text = ToggleHandler.display(flag, settings: settings)
            return text.isEmpty ? nil : text
        case .option, .button:
            return nil
        case .normal:
            let tree = structure.sections[ref.section]
            if tree.isPicker[ref.row] {
                return PickerHandler.summary(of: value, titles: { optionTitle($0) })
            }
            guard row.isExpandable, row.summarizesChildren else { return nil }
            let parts = tree.children(of: ref.row).compactMap {
                summary(RowRef(section: ref.section, row: $0))
            }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        default:
            guard let value else { return nil }
            let text = display(value, of: row)
            return text.isEmpty ? nil : text
        }
    }

    /// A value as a person reads it, as the row's kind shows it: a secure row's text as one `•`
    /// per character, a day in the form's locale, a duration `1:30:00`, a choice by its title.
    func display(_ value: Value, of row: RowDescriptor) -> String {
        switch (row.kind, value) {
        case (.text, .text(let text)) where row.isSecure:
            return String(repeating: "•", count: text.count)
        case (.number(let settings), .number(let number)):
            return NumberHandler.display(number, settings: settings, locale: locale)
        case (.segmented(let choices), .choice(let key)):
            return choices.first { $0.key == key }?.title ?? key.rawValue
        case (.custom(let custom), _):
            return custom.summary(value)
        case (_, .date(let date)): return DateHandler.display(date, locale: locale)
        case (_, .bool(let flag)):
            return flag ? "on" : "off"
        case (_, .choice), (_, .choices):
            return PickerHandler.summary(of: value, titles: { optionTitle($0) }) ?? ""
        case (_, .text), (_, .number):
            return value.description
        }
    }

    /// Whether an option row is chosen in its picker.
    func isSelected(_ ref: RowRef) -> Bool {
        if descriptor.sections[ref.section].isEditable { return selectedItems.contains(descriptor(ref).key) }
        guard case .option = descriptor(ref).kind else { return false }
        let parent = Int(structure.sections[ref.section].parent[ref.row])
        guard parent >= 0 else { return false }
        let key = descriptor(ref).key
        switch layout[ref.section].value(at: parent) {
        case .choice(let chosen)?: return chosen == key
        case .choices(let chosen)?: return chosen.contains(key)
        default: return false
        }
    }

    func optionTitle(_ key: RowKey) -> String {
        lookup(key).map { descriptor($0).summaryTitle ?? descriptor($0).title } ?? key.rawValue
    }
}
