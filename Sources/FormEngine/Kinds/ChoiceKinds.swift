import Foundation

// What choices share: a `segmented` row's ``Choice``s (``SegmentedKind``) and the cell keys they
// are read from, finding a choice or a picker's option (``OptionKind`` rows under a plain row)
// by key or title, the texts a translation replaces and the builder's constructors.

/// One inline choice of a `segmented` row (`options`: a string, or `{key, title}`).
public struct Choice: Hashable, Sendable {
    /// What the row's value holds when this choice is made.
    public var key: RowKey
    /// What a person reads.
    public var title: String

    /// Creates a choice; the title defaults to the key.
    public init(key: RowKey, title: String? = nil) {
        self.key = key
        self.title = title ?? key.rawValue
    }
}

/// ``SegmentedKind``'s helpers: finding a choice by key or title, its translated titles.
enum ChoiceKinds {
    /// The choice `text` names (its key, else its title), or a refusal listing the keys.
    static func choice(_ text: String, among choices: [Choice]) throws(FormError) -> Value {
        guard let choice = ChoiceKinds.choice(named: text, among: choices) else {
            throw .invalidValue(Location(), reason: "'\(text)' is none of the choices (\(keys(choices)))")
        }
        return .choice(choice.key)
    }

    /// `key` when it is one of `choices`.
    static func checked(_ key: RowKey, among choices: [Choice]) throws(FormError) -> Value {
        guard choices.contains(where: { $0.key == key }) else {
            throw .invalidValue(Location(), reason: "'\(key)' is none of the choices")
        }
        return .choice(key)
    }

    /// The choices' keys for messages: `a, b, c`.
    static func keys(_ choices: [Choice]) -> String { choices.map(\.key.rawValue).joined(separator: ", ") }

    /// The texts a translation replaces: the choices' titles.
    static func texts(_ choices: [Choice]) -> [String] { choices.map(\.title) }

    /// The choices with their titles translated by `localize`.
    static func localized(_ choices: [Choice], _ localize: (String) -> String) -> [Choice] {
        choices.map { Choice(key: $0.key, title: localize($0.title)) }
    }

    /// The inline choice `text` names: its key first, then its title (ignoring case).
    static func choice(named text: String, among choices: [Choice]) -> Choice? {
        let trimmed = text.trimmedOfSpaces
        return choices.first { $0.key.rawValue == trimmed }
            ?? choices.first { $0.title.compare(trimmed, options: .caseInsensitive) == .orderedSame }
    }
}

extension CellRecord {
    /// `options` of a segmented row: keys, or `{key, title}`.
    func choices(problem: (_ key: String?, _ reason: String) -> Void) -> [Choice] {
        switch options {
        case nil:
            problem(nil, "a segmented row needs options (an array of keys or {key, title})")
            return []
        case .invalid(let what)?:
            problem(nil, "options must be an array of keys or {key, title} dictionaries, not \(what)")
            return []
        case .list(let items)?:
            var choices: [Choice] = []
            for item in items {
                guard let key = item.key.text, !key.isEmpty,
                    !key.contains(where: { $0 == "," || $0.isNewline })
                else {
                    problem(
                        nil,
                        "an option key must be a non-empty string without commas, not \(item.key.typeName)")
                    continue
                }
                if choices.contains(where: { $0.key.rawValue == key }) {
                    problem(nil, "option '\(key)' is given twice")
                    continue
                }
                choices.append(Choice(key: RowKey(key), title: item.title?.text))
            }
            if choices.isEmpty { problem(nil, "a segmented row needs at least one option") }
            return choices
        }
    }
}

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

extension Cell {
    /// A picker: an expandable row owning one option row per `(key, title)` pair, in order.
    /// `selection` `"multiple"` lets several be chosen.
    public static func picker(
        _ key: RowKey, _ title: String, options: [(key: RowKey, title: String)], selection: String? = nil
    ) -> Cell {
        var cell = Cell(key, title, kind: NormalKind().name)
        cell.cells[0]["expandable"] = .bool(true)
        cell.cells[0]["additionalRows"] = .integer(options.count)
        if let selection { cell.cells[0]["selection"] = .string(selection) }
        for option in options {
            cell.cells.append(Cell(option.key, option.title, kind: OptionKind().name).cells[0])
        }
        return cell
    }

    /// A segmented row choosing one of `options` in place.
    public static func segmented(_ key: RowKey, _ title: String, options: [(key: RowKey, title: String)])
        -> Cell
    {
        Cell(key, title, kind: SegmentedKind().name).setting(
            "options",
            .array(
                options.map { .dictionary(["key": .string($0.key.rawValue), "title": .string($0.title)]) }))
    }
}

extension CellRecord {
    /// Writes a segmented row's `options` as `{key, title}` entries.
    mutating func write(_ choices: [Choice]) {
        options = .list(choices.map { (key: .string($0.key.rawValue), title: .string($0.title)) })
    }
}
