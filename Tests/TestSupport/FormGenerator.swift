import FormEngine
import Foundation

/// Random forms (nested parents, single and multiple pickers, switches, text rows, conditions on
/// earlier rows) and random edits, checking after every edit that the change set turns the old
/// visible rows into the new ones and that the derived state matches a recomputation.
package enum FormGenerator {
    /// A row that can be read by a condition: its key and the values to compare with.
    package struct Readable {
        var key: String
        var values: [Any]
    }

    package static func sections(_ rng: inout SeededGenerator) -> [[String: Any]] {
        var readable: [Readable] = []
        var counter = 0
        var sections: [[String: Any]] = []
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            var rows: [[String: Any]] = []
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                rows += node(depth: 0, rng: &rng, readable: &readable, counter: &counter)
            }
            sections.append(["title": "S\(sections.count)", "rows": rows])
        }
        if Bool.random(using: &rng) {
            let items: [[String: Any]] = (0..<Int.random(in: 0...3, using: &rng)).map {
                ["key": "item-\($0 + 1)", "kind": "text", "firstTitle": "Item \($0 + 1)"]
            }
            sections.append([
                "title": "List", "editable": true, "rows": items,
                "template": ["key": "item", "kind": "text", "required": true],
            ])
        }
        return sections
    }

    package static func node(
        depth: Int, rng: inout SeededGenerator, readable: inout [Readable], counter: inout Int
    )
        -> [[String: Any]]
    {
        counter += 1
        let key = "r\(counter)"
        var cell: [String: Any] = ["key": key]
        if !readable.isEmpty, Int.random(in: 0..<3, using: &rng) == 0,
            let target = readable.randomElement(using: &rng)
        {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: cell["visibleWhen"] = ["key": target.key, "equals": target.values[0]]
            case 1: cell["visibleWhen"] = ["key": target.key, "notEquals": target.values[0]]
            case 2: cell["visibleWhen"] = ["key": target.key, "oneOf": target.values]
            default: cell["visibleWhen"] = ["key": target.key, "isSet": Bool.random(using: &rng)]
            }
        }
        let choice = Int.random(in: 0..<(depth < 3 ? 6 : 3), using: &rng)
        switch choice {
        case 0:
            cell["kind"] = "text"
            cell["firstTitle"] = "T\(counter)"
            readable.append(Readable(key: key, values: ["a", "b"]))
            return [cell]
        case 1:
            cell["kind"] = "switch"
            readable.append(Readable(key: key, values: [true]))
            return [cell]
        case 2:
            cell["kind"] = "slider"
            readable.append(Readable(key: key, values: [1, 2]))
            return [cell]
        case 3, 4:
            cell["kind"] = "normal"
            cell["expandable"] = true
            cell["expanded"] = Bool.random(using: &rng)
            cell["secondTitle"] = "P\(counter)"
            var children: [[String: Any]] = []
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                children += node(depth: depth + 1, rng: &rng, readable: &readable, counter: &counter)
            }
            cell["additionalRows"] = children.count
            return [cell] + children
        default:
            cell["kind"] = "normal"
            cell["expandable"] = true
            cell["secondTitle"] = "Pick\(counter)"
            if Bool.random(using: &rng) {
                cell["selection"] = "multiple"
                cell["maximumSelections"] = 2
            }
            var options: [[String: Any]] = []
            for index in 0..<Int.random(in: 2...4, using: &rng) {
                options.append(["key": "\(key)o\(index)", "kind": "option", "firstTitle": "O\(index)"])
            }
            cell["additionalRows"] = options.count
            readable.append(Readable(key: key, values: ["\(key)o0", "\(key)o1"]))
            return [cell] + options
        }
    }

    /// One random edit of `form`, as an ``Edit``.
    package static func edit(_ form: Form, rng: inout SeededGenerator) -> Edit {
        var keys: [RowKey] = []
        for section in 0..<form.sectionCount { keys += form.allRows(in: section).map(\.key) }
        guard let key = keys.randomElement(using: &rng) else { return .expandAll }
        if let list = form.descriptor.sections.firstIndex(where: \.isEditable),
            Int.random(in: 0..<3, using: &rng) == 0
        {
            let count = form.allRows(in: list).count
            let items = form.allRows(in: list).map(\.key)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return .setEditing(Bool.random(using: &rng))
            case 1: return .addItem(section: list, title: "new")
            case 2:
                let offsets = IndexSet((0..<count).filter { _ in Bool.random(using: &rng) })
                return .moveItems(
                    section: list, fromOffsets: offsets, toOffset: Int.random(in: 0...count, using: &rng))
            case 3: return .deleteItems(items.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 })
            case 4:
                return items.randomElement(using: &rng).map { .toggleItemSelection($0) }
                    ?? .deleteSelectedItems
            default: return .deleteSelectedItems
            }
        }
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: return .expandAll
        case 1, 2: return .setExpanded(key, to: Bool.random(using: &rng))
        case 3, 4:
            return .setText(key, ["", "a", "b", "true", "false", "1", "2"].randomElement(using: &rng) ?? "")
        default: return .tap(key)
        }
    }
}

extension FormGenerator {
    /// One random edit of a picker's selection — a mode switched (single, multiple with or
    /// without limits), all or nothing selected, a value set by code or typed — or of a whole
    /// row or section put back; `nil` when the form has no picker.
    package static func selectionEdit(_ form: Form, rng: inout SeededGenerator) -> Edit? {
        var pickers: [Row] = []
        for section in 0..<form.sectionCount {
            pickers += form.allRows(in: section).filter { $0.selection != nil }
        }
        guard let picker = pickers.randomElement(using: &rng) else { return nil }
        let options = picker.control.choices.map(\.key)
        let some = options.filter { _ in Bool.random(using: &rng) }
        switch Int.random(in: 0..<9, using: &rng) {
        case 0: return .setSelectionMode(of: picker.key, to: .single)
        case 1: return .setSelectionMode(of: picker.key, to: .multiple(minimum: 0, maximum: 2))
        case 2: return .setSelectionMode(of: picker.key, to: .multiple(minimum: 1))
        case 3: return .selectAll(picker.key)
        case 4: return .clearSelection(picker.key)
        case 5: return options.randomElement(using: &rng).map { .set(picker.key, .choice($0)) }
        case 6: return .set(picker.key, .choices(some))
        case 7:
            return .setText(
                picker.key,
                some.isEmpty
                    ? ""
                    : picker.control.choices.filter { some.contains($0.key) }.map(\.title).joined(
                        separator: ", "))
        default:
            return Bool.random(using: &rng)
                ? .reset(picker.key) : .resetSection(Int.random(in: 0..<form.sectionCount, using: &rng))
        }
    }
}
