/// Pickers: a normal expandable row whose children include option rows. Resolves each
/// picker's starting `value` (an option's key or title) into a ``Value/choice(_:)``, and drops
/// the stray `value` of normal rows that are not pickers.
enum PickerResolver {
    static func resolve(_ descriptor: inout FormDescriptor, structure: FormStructure) -> [FormError] {
        var problems: [FormError] = []
        for s in descriptor.sections.indices {
            let tree = structure.sections[s]
            for r in descriptor.sections[s].rows.indices {
                let row = descriptor.sections[s].rows[r]
                guard case .normal = row.kind, case .text(let wanted)? = row.initialValue else { continue }
                let options = optionChildren(of: r, in: descriptor.sections[s].rows, tree: tree)
                if options.isEmpty {
                    descriptor.sections[s].rows[r].initialValue = nil
                    continue
                }
                let rows = descriptor.sections[s].rows
                if let match = options.first(where: { rows[$0].key.rawValue == wanted })
                    ?? options.first(where: { rows[$0].title == wanted })
                {
                    descriptor.sections[s].rows[r].initialValue = .choice(rows[match].key)
                } else {
                    descriptor.sections[s].rows[r].initialValue = nil
                    problems.append(
                        .invalidDescriptor(
                            Location(section: s + 1, row: r + 1, key: row.key.rawValue),
                            reason: "value '\(wanted)' is none of the picker's options"))
                }
            }
        }
        return problems
    }

    /// The option rows directly owned by `row`.
    static func optionChildren(of row: Int, in rows: [RowDescriptor], tree: SectionTree) -> [Int] {
        tree.children(of: row).filter {
            if case .option = rows[$0].kind { return true }
            return false
        }
    }
}
