import Foundation

/// Pickers: an expandable normal row owning option rows. Choosing an option stores its key in
/// the picker and collapses it; the picker shows the chosen option's title.
enum PickerHandler {
    /// The chosen options' titles for display, or `nil` when nothing is chosen.
    static func summary(of value: Value?, titles: (RowKey) -> String) -> String? {
        switch value {
        case .choice(let key)?: return titles(key)
        case .choices(let keys)? where !keys.isEmpty:
            let joined = keys.map(titles).joined(separator: ", ")
            return joined.count <= 40 ? joined : "\(keys.count) selected"
        default: return nil
        }
    }

    /// Finds the option a text names: its key first, then its title (ignoring case).
    static func option(named text: String, among options: [RowDescriptor]) -> RowDescriptor? {
        let trimmed = text.trimmedOfSpaces
        return options.first { $0.key.rawValue == trimmed }
            ?? options.first { $0.title.compare(trimmed, options: .caseInsensitive) == .orderedSame }
    }
}
