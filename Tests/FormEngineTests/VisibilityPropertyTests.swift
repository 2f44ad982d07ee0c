import Foundation
import Testing

@testable import FormEngine

/// A small deterministic generator (SplitMix64) so failures replay from their seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random forms (nested parents, single and multiple pickers, switches, text rows, conditions on
/// earlier rows) and random edits, checking after every edit that the change set turns the old
/// visible rows into the new ones and that the derived state matches a recomputation.
enum FormGenerator {
    /// A row that can be read by a condition: its key and the values to compare with.
    struct Readable {
        var key: String
        var values: [Any]
    }

    static func sections(_ rng: inout SeededGenerator) -> [[String: Any]] {
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

    static func node(depth: Int, rng: inout SeededGenerator, readable: inout [Readable], counter: inout Int)
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
    static func edit(_ form: Form, rng: inout SeededGenerator) -> Edit {
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

@Suite("Visibility properties")
struct VisibilityPropertyTests {
    /// The keys of every section's visible rows.
    static func visibleKeys(_ form: Form) -> [[RowKey]] {
        (0..<form.sectionCount).map { form.visibleRows(in: $0).map(\.key) }
    }

    /// Checks the change against the visible lists before and after; returns what is wrong.
    static func check(_ change: FormChange, old: [[RowKey]], new: [[RowKey]]) -> [String] {
        var problems: [String] = []
        var applied = old
        for section in change.sections {
            var rows = applied[section.section]
            if section.deleted != section.deleted.sorted() || section.inserted != section.inserted.sorted() {
                problems.append("positions not ascending in section \(section.section)")
            }
            for position in section.deleted.reversed() where position < rows.count {
                rows.remove(at: position)
            }
            for position in section.inserted {
                guard position <= rows.count, position < new[section.section].count else {
                    problems.append("insert at \(position) is out of range")
                    continue
                }
                rows.insert(new[section.section][position], at: position)
            }
            for position in section.reloaded {
                guard position < old[section.section].count,
                    new[section.section].contains(old[section.section][position])
                else {
                    problems.append("reload at \(position) names a row not present before and after")
                    continue
                }
            }
            applied[section.section] = rows
        }
        if applied != new { problems.append("applying the change gives \(applied), not \(new)") }
        return problems
    }

    /// Every parent's title is the summary of its children, recomputed here from public rows.
    static func titleProblems(_ form: Form) -> [String] {
        var problems: [String] = []
        for section in form.descriptor.sections where !section.isEditable {
            for descriptor in section.rows where descriptor.isExpandable {
                guard let row = try? form.row(descriptor.key) else { continue }
                let expected = expectedSummary(form, descriptor.key, in: section).flatMap {
                    $0.isEmpty ? nil : $0
                }
                if row.title != (expected ?? descriptor.title) {
                    problems.append(
                        "title of \(descriptor.key) is '\(row.title)', expected '\(expected ?? "")'")
                }
            }
        }
        return problems
    }

    static func expectedSummary(_ form: Form, _ key: RowKey, in section: SectionDescriptor) -> String? {
        guard let index = section.rows.firstIndex(where: { $0.key == key }), let row = try? form.row(key)
        else {
            return nil
        }
        let descriptor = section.rows[index]
        switch descriptor.kind {
        case .toggle(let settings):
            guard case .bool(let flag)? = row.value else { return nil }
            let text = flag ? settings.onTitle : settings.offTitle
            return text.isEmpty ? nil : text
        case .text, .slider, .date:
            return row.value == nil || row.displayValue.isEmpty ? nil : row.displayValue
        case .option: return nil
        case .normal:
            let children = directChildren(of: index, in: section.rows)
            if children.contains(where: { section.rows[$0].kind == .option }) {
                switch row.value {
                case .choice(let chosen)?: return section.rows.first { $0.key == chosen }?.title
                case .choices(let chosen)? where !chosen.isEmpty:
                    let titles = chosen.compactMap { key in section.rows.first { $0.key == key }?.title }
                    let joined = titles.joined(separator: ", ")
                    return joined.count <= 40 ? joined : "\(chosen.count) selected"
                default: return nil
                }
            }
            guard descriptor.isExpandable, descriptor.summarizesChildren else { return nil }
            let parts = children.compactMap { expectedSummary(form, section.rows[$0].key, in: section) }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        }
    }

    static func directChildren(of row: Int, in rows: [RowDescriptor]) -> [Int] {
        var result: [Int] = []
        var next = row + 1
        let end = row + 1 + rows[row].childCount
        while next < end {
            result.append(next)
            next += 1 + rows[next].childCount
        }
        return result
    }

    @Test(arguments: 0..<40)
    func randomEditsKeepChangeSetsExact(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let sections = FormGenerator.sections(&rng)
        var form = try RulesSupport.form(sections)
        #expect(form.invariantViolations() == [], "seed \(seed) initial")
        let start = form
        for step in 0..<60 {
            let edit = FormGenerator.edit(form, rng: &rng)
            let old = Self.visibleKeys(form)
            let before = form
            let change: FormChange
            do {
                change = try form.apply(edit)
            } catch {
                #expect(
                    Self.visibleKeys(form) == old && form.state() == before.state(), "\(edit) half-applied")
                continue
            }
            let new = Self.visibleKeys(form)
            var problems =
                Self.check(change, old: old, new: new) + form.invariantViolations()
                + Self.titleProblems(form)
            if (0..<form.sectionCount).map({ form.visibleKeys(in: $0) }) != new {
                problems.append("visibleKeys(in:) differs from visibleRows(in:)")
            }
            for (name, other) in [("start", start), ("before", before)]
            where form.hasSameState(as: other) != (form.state() == other.state()) {
                problems.append("hasSameState(as: \(name)) disagrees with comparing states")
            }
            #expect(problems == [], "seed \(seed) step \(step) \(edit)")
            if !problems.isEmpty { return }
            guard step % 10 == 9 else { continue }
            var reloaded = try RulesSupport.form(sections)
            let restoreProblems = reloaded.restore(try FormState.load(data: form.state().data()))
            #expect(
                restoreProblems == [] && reloaded.state() == form.state(),
                "seed \(seed) step \(step) round trip")
        }
    }
}
