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
                // Fields read one by one: a row descriptor is large, and most rows need nothing.
                var location: Location {
                    Location(section: s + 1, row: r + 1, key: descriptor.sections[s].rows[r].key.rawValue)
                }
                if case .multiple = descriptor.sections[s].rows[r].selection, !tree.isPicker[r] {
                    problems.append(
                        .invalidDescriptor(
                            location,
                            reason: "selection applies to pickers (expandable normal rows owning options)"))
                    descriptor.sections[s].rows[r].selection = .single
                }
                guard descriptor.sections[s].rows[r].storedKind.isPlain,
                    case .text(let wanted)? = descriptor.sections[s].rows[r].initialValue
                else { continue }
                let options = tree.optionChildren(of: r, in: descriptor.sections[s].rows)
                // Worked out before the row is written: a copy of the rows still alive at the write
                // would make it copy the whole section, once per picker.
                let value =
                    options.isEmpty
                    ? nil
                    : choice(
                        wanted, selection: descriptor.sections[s].rows[r].selection, options: options,
                        rows: descriptor.sections[s].rows, location: location, problems: &problems)
                descriptor.sections[s].rows[r].initialValue = value
            }
        }
        return problems
    }

    /// A picker's starting value from its `value` (`wanted`): the option it names, or for a
    /// multiple picker the options it lists; every name that is no option is a problem.
    private static func choice(
        _ wanted: String, selection: SelectionMode, options: [Int], rows: [RowDescriptor], location: Location,
        problems: inout [FormError]
    ) -> Value? {
        func option(_ name: String) -> RowKey? {
            let match =
                options.first(where: { rows[$0].key.rawValue == name })
                ?? options.first(where: { rows[$0].title == name })
            return match.map { rows[$0].key }
        }
        switch selection {
        case .single:
            if let key = option(wanted) { return .choice(key) }
            problems.append(
                .invalidDescriptor(location, reason: "value '\(wanted)' is none of the picker's options"))
            return nil
        case .multiple(_, let maximum):
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
            if let maximum, keys.count > maximum {
                problems.append(
                    .invalidDescriptor(
                        location,
                        reason: "value selects \(keys.count) options, more than maximumSelections \(maximum)")
                )
                keys = Array(keys.prefix(maximum))
            }
            return .choices(keys)
        }
    }

}
