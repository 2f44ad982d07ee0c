import Foundation

/// Pickers: a normal expandable row whose children include option rows. Resolves each
/// picker's starting `value` (an option's key or title) into a ``Value/choice(_:)``, or for a
/// multiple picker (keys or titles separated by commas) into ``Value/choices(_:)``, and drops
/// the stray `value` of normal rows that are not pickers.
enum PickerResolver {
    static func resolve(_ descriptor: inout FormDescriptor, structure: FormStructure) -> [FormError] {
        var problems: [FormError] = []
        for s in descriptor.sections.indices {
            let tree = structure.sections[s]
            for r in descriptor.sections[s].rows.indices {
                let row = descriptor.sections[s].rows[r]
                let location = Location(section: s + 1, row: r + 1, key: row.key.rawValue)
                if case .multiple = row.selection, !tree.isPicker[r] {
                    problems.append(
                        .invalidDescriptor(
                            location,
                            reason: "selection applies to pickers (expandable normal rows owning options)"))
                    descriptor.sections[s].rows[r].selection = .single
                }
                guard case .normal = row.kind, case .text(let wanted)? = row.initialValue else { continue }
                let options = optionChildren(of: r, in: descriptor.sections[s].rows, tree: tree)
                if options.isEmpty {
                    descriptor.sections[s].rows[r].initialValue = nil
                    continue
                }
                let rows = descriptor.sections[s].rows
                func option(_ name: String) -> RowKey? {
                    let match =
                        options.first(where: { rows[$0].key.rawValue == name })
                        ?? options.first(where: { rows[$0].title == name })
                    return match.map { rows[$0].key }
                }
                descriptor.sections[s].rows[r].initialValue = nil
                switch descriptor.sections[s].rows[r].selection {
                case .single:
                    if let key = option(wanted) {
                        descriptor.sections[s].rows[r].initialValue = .choice(key)
                    } else {
                        problems.append(
                            .invalidDescriptor(
                                location, reason: "value '\(wanted)' is none of the picker's options"))
                    }
                case .multiple(let limits):
                    let names = wanted.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    var keys: [RowKey] = []
                    for name in names {
                        guard let key = option(name) else {
                            problems.append(
                                .invalidDescriptor(
                                    location, reason: "value '\(name)' is none of the picker's options"))
                            continue
                        }
                        if !keys.contains(key) { keys.append(key) }
                    }
                    if let maximum = limits.maximum, keys.count > maximum {
                        problems.append(
                            .invalidDescriptor(
                                location,
                                reason:
                                    "value selects \(keys.count) options, more than "
                                    + "maximumSelections \(maximum)"
                            ))
                        keys = Array(keys.prefix(maximum))
                    }
                    descriptor.sections[s].rows[r].initialValue = .choices(keys)
                }
            }
        }
        return problems
    }

    /// The option rows directly owned by `row`.
    static func optionChildren<Rows: RandomAccessCollection<RowDescriptor>>(
        of row: Int, in rows: Rows, tree: SectionTree
    ) -> [Int] where Rows.Index == Int {
        tree.children(of: row).filter {
            if case .option = rows[$0].kind { return true }
            return false
        }
    }
}
