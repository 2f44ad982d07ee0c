/// Editable sections in the structure: their rows are items, flat and unconditional, made from
/// the section's template.
extension FormStructure {
    /// Every problem with the editable sections of `descriptor`: a missing or unsuitable
    /// template, items that own rows or have conditions, a template or an `itemEntry` outside
    /// an editable section.
    static func listProblems(_ descriptor: FormDescriptor) -> [FormError] {
        var problems: [FormError] = []
        var listKeys: [String: Int] = [:]
        for (s, section) in descriptor.sections.enumerated() {
            func problem(_ key: String?, _ reason: String, row: Int? = nil) {
                problems.append(
                    .invalidDescriptor(Location(section: s + 1, row: row, key: key), reason: reason))
            }
            guard section.isEditable else {
                if section.template != nil { problem(nil, "a template needs editable: true") }
                if section.itemEntry != .title { problem(nil, "itemEntry needs editable: true") }
                continue
            }
            guard let template = section.template else {
                problem(nil, "an editable section needs a template (the cell new items are made from)")
                continue
            }
            let key = template.key.rawValue
            if !template.hasExplicitKey {
                problem(nil, "the template needs a key: it names the list and prefixes its items' keys")
            } else if let first = listKeys.updateValue(s, forKey: key) {
                problem(key, "the list key '\(key)' is used by section \(first + 1) too")
            }
            // A template without a key has only a positional one, which names nothing in the file.
            let named = template.hasExplicitKey ? key : nil
            if template.isExpandable || template.storedKind.isOption {
                problem(named, "template: items cannot own rows or be options (kind \(template.kind.name))")
            }
            if template.visibleWhen != nil { problem(named, "template: visibleWhen is not allowed") }
            for (r, row) in section.rows.enumerated() {
                if row.isExpandable || row.storedKind.isOption {
                    problem(
                        row.key.rawValue, "an item of an editable section cannot own rows or be an option",
                        row: r + 1)
                }
                if row.visibleWhen != nil {
                    problem(
                        row.key.rawValue, "an item of an editable section cannot have visibleWhen", row: r + 1
                    )
                }
            }
        }
        return problems
    }

    /// The tree of a flat section of `count` rows.
    static func flatTree(count: Int) -> SectionTree {
        SectionTree(
            parent: Array(repeating: -1, count: count),
            end: (0..<count).map { Int32($0 + 1) },
            depth: Array(repeating: 0, count: count),
            isPicker: Array(repeating: false, count: count))
    }
}

extension SectionTree {
    /// A flat tree one row longer (an item appended to an editable list).
    mutating func appendFlatRow() {
        parent.append(-1)
        end.append(Int32(count + 1))
        depth.append(0)
        isPicker.append(false)
    }

    /// A flat tree one row shorter (an item deleted from an editable list): in a flat tree every
    /// row's entries depend on its position only, so dropping the last row is enough.
    mutating func removeLastFlatRow() {
        parent.removeLast()
        end.removeLast()
        depth.removeLast()
        isPicker.removeLast()
    }
}
