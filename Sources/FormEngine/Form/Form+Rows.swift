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
        rows(visibility[section].rows, in: section)
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

    /// The rows at `positions` of `section`, their fixed parts looked up together.
    func rows(_ positions: some Collection<Int>, in section: Int) -> [Row] {
        layout[section].sharedParts.withParts { parts in
            positions.map { makeRow(RowRef(section: section, row: $0), parts: &parts) }
        }
    }

    func makeRow(_ ref: RowRef) -> Row {
        layout[ref.section].sharedParts.withParts { makeRow(ref, parts: &$0) }
    }

    /// The row at `ref`: its fixed part from `parts` (made the first time), its state from the
    /// form as it is now.
    private func makeRow(_ ref: RowRef, parts: inout SharedRowParts.Parts) -> Row {
        let slot = layout[ref.section].slot(at: ref.row)
        let shared = parts.part(slot: slot, of: layout[ref.section].count) { sharedPart(ref) }
        let fixed = shared.fixed
        let value = layout[ref.section].value(at: ref.row)
        return Row(
            shared: shared, title: title(ref, fixed.ownTitle, isExpandable: fixed.isExpandable),
            depth: Int(structure.sections[ref.section].depth[ref.row]),
            isExpanded: expanded[ref.section][ref.row],
            value: value,
            displayValue: value.map { display($0, kind: fixed.storedKind.base, isSecure: fixed.isSecure) }
                ?? "",
            isSelected: isSelected(ref, key: fixed.key, kind: fixed.storedKind.base),
            linkURL: fixed.storedKind.base.linkURL(value))
    }

    /// What the descriptor row at `ref` fixes of its `Row`, made once and shared.
    private func sharedPart(_ ref: RowRef) -> Row.Shared {
        let row = descriptor(ref)
        let isPicker = structure.sections[ref.section].isPicker[ref.row]
        var made = Row.Fixed(
            key: row.key, storedKind: AnyKind(row.definition), control: row.definition.control,
            subtitle: row.subtitle, isExpandable: row.isExpandable)
        made.isItem = descriptor.sections[ref.section].isEditable
        made.isReadOnly = row.isReadOnly
        made.isSecure = row.isSecure
        made.ownTitle = row.title
        made.hasExplicitKey = row.hasExplicitKey
        made.contentType = row.contentType
        made.placeholder = row.placeholder
        made.help = row.help
        made.userInfo = row.userInfo
        made.summarizesChildren = row.isExpandable && row.summarizesChildren
        var maximumLength: Int? = nil
        for rule in row.rules {
            switch rule {
            case .required: made.isRequired = true
            case .maxLength(let count): maximumLength = count
            default: break
            }
        }
        made.control = made.control.fitted(isSecure: row.isSecure, maximumLength: maximumLength)
        if isPicker {
            let options = optionRows(of: ref).map {
                let option = descriptor(RowRef(section: ref.section, row: $0))
                return Choice(key: option.key, title: option.title)
            }
            made.control = .choice(options: options, mode: row.selection, presentation: row.presentation)
        }
        return Row.Shared(made)
    }

    /// What the row shows as its title: its summary when it summarises anything, otherwise its
    /// own title (the descriptor's `firstTitle`).
    private func title(_ ref: RowRef, _ ownTitle: String, isExpandable: Bool) -> String {
        guard isExpandable, let summary = summary(ref), !summary.isEmpty else { return ownTitle }
        return summary
    }

    /// What a row contributes to its parent's title, or `nil` when it contributes nothing.
    func summary(_ ref: RowRef) -> String? {
        let row = descriptor(ref)
        let value = layout[ref.section].value(at: ref.row)
        switch row.definition.summarySource {
        case .nothing:
            return nil
        case .ownRows:
            let tree = structure.sections[ref.section]
            if tree.isPicker[ref.row] {
                return PickerHandler.summary(of: value, titles: { optionTitle($0) })
            }
            guard row.isExpandable, row.summarizesChildren else { return nil }
            let parts = tree.children(of: ref.row).compactMap {
                summary(RowRef(section: ref.section, row: $0))
            }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        case .value:
            guard let value else { return nil }
            let text =
                row.definition.summaryText(of: value)
                ?? display(value, kind: row.definition, isSecure: row.isSecure)
            return text.isEmpty ? nil : text
        }
    }

    /// A value as a person reads it: a secure row's text as one `•` per character, what the
    /// row's kind makes of it (a number in its style, a segmented choice by its title, a custom
    /// kind's summary), or else by its type: a day in the form's locale, a choice by its title.
    func display(_ value: Value, kind: any BuiltInKind, isSecure: Bool) -> String {
        if isSecure, case .text(let text) = value { return String(repeating: "•", count: text.count) }
        if let text = kind.displayText(of: value, locale: locale) { return text }
        switch value {
        case .date(let date): return DateHandler.display(date, locale: locale)
        case .bool(let flag): return flag ? "on" : "off"
        case .choice, .choices: return PickerHandler.summary(of: value, titles: { optionTitle($0) }) ?? ""
        case .text, .number: return value.description
        }
    }

    /// Whether the row at `ref` is chosen: an option in its picker, or an item selected in edit
    /// mode.
    private func isSelected(_ ref: RowRef, key: RowKey, kind: any BuiltInKind) -> Bool {
        if descriptor.sections[ref.section].isEditable { return selectedItems.contains(key) }
        guard kind.isOption else { return false }
        let parent = Int(structure.sections[ref.section].parent[ref.row])
        guard parent >= 0 else { return false }
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
