import FormEngine
import Foundation

/// Random forms like ``FormGenerator``'s whose conditions also combine (`all`, `any`, `not`,
/// nested) and whose sections have `visibleWhen`, and a naive recomputation of what is visible
/// from the public API alone, to compare the engine against.
package enum CombinedConditionGenerator {
    /// ``FormGenerator``'s sections, each split in two, with some row conditions combined with
    /// tests of earlier rows, some unconditioned rows made conditional on rows of earlier
    /// sections, and some sections made conditional on rows of earlier sections: every
    /// condition reads only rows before it (a section's condition counts as before its rows),
    /// so there is no loop.
    package static func sections(_ rng: inout SeededGenerator) -> [[String: Any]] {
        var sections: [[String: Any]] = []
        for section in FormGenerator.sections(&rng) {
            guard section["editable"] as? Bool != true, let rows = section["rows"] as? [[String: Any]] else {
                sections.append(section)
                continue
            }
            // Split between top-level rows, so that every row stays with its owner.
            var tops: [Int] = []
            var r = 0
            while r < rows.count {
                tops.append(r)
                r += 1 + ((rows[r]["additionalRows"] as? Int) ?? 0)
            }
            let cut = tops.randomElement(using: &rng) ?? 0
            var first = section
            first["rows"] = Array(rows[..<cut])
            var second = section
            second["title"] = "\(section["title"] ?? "")b"
            second["rows"] = Array(rows[cut...])
            sections += [first, second]
        }
        var earlier: [[String: Any]] = []
        for s in sections.indices {
            guard sections[s]["editable"] as? Bool != true, var rows = sections[s]["rows"] as? [[String: Any]]
            else { continue }
            let inEarlierSections = earlier
            if !inEarlierSections.isEmpty, Bool.random(using: &rng) {
                sections[s]["visibleWhen"] = combined(from: inEarlierSections, depth: 0, rng: &rng)
            }
            for r in rows.indices {
                if let test = rows[r]["visibleWhen"] as? [String: Any] {
                    if Bool.random(using: &rng) {
                        rows[r]["visibleWhen"] = combined(from: earlier + [test], depth: 0, rng: &rng)
                    }
                } else if !inEarlierSections.isEmpty, Int.random(in: 0..<3, using: &rng) == 0 {
                    // A row reading rows of earlier sections, which their section may hide.
                    rows[r]["visibleWhen"] = combined(from: inEarlierSections, depth: 0, rng: &rng)
                }
                earlier += tests(reading: rows[r], in: rows, at: r)
            }
            sections[s]["rows"] = rows
        }
        return sections
    }

    /// Single tests of the row `row` (at `index` in `rows`), when it holds a value.
    static func tests(reading row: [String: Any], in rows: [[String: Any]], at index: Int) -> [[String: Any]]
    {
        guard let key = row["key"] as? String else { return [] }
        switch row["kind"] as? String {
        case "switch": return [["key": key, "equals": true], ["key": key, "isSet": true]]
        case "text":
            return [
                ["key": key, "equals": "a"], ["key": key, "isSet": true], ["key": key, "oneOf": ["a", "b"]],
            ]
        case "slider": return [["key": key, "equals": 1], ["key": key, "notEquals": 2]]
        case "normal" where index + 1 < rows.count && rows[index + 1]["kind"] as? String == "option":
            return [["key": key, "equals": "\(key)o0"], ["key": key, "isSet": false]]
        default: return []
        }
    }

    /// A random condition over `tests`: one of them, or `all`/`any` (now and then empty) or
    /// `not` of random conditions, nested up to three deep.
    static func combined(from tests: [[String: Any]], depth: Int, rng: inout SeededGenerator) -> [String: Any]
    {
        let choice = depth >= 3 ? 0 : Int.random(in: 0..<5, using: &rng)
        switch choice {
        case 2, 3:
            let count = Int.random(in: 0..<10, using: &rng) == 0 ? 0 : Int.random(in: 1...3, using: &rng)
            let parts = (0..<count).map { _ in combined(from: tests, depth: depth + 1, rng: &rng) }
            return [choice == 2 ? "all" : "any": parts]
        case 4: return ["not": combined(from: tests, depth: depth + 1, rng: &rng)]
        default: return tests.randomElement(using: &rng) ?? ["all": [Any]()]
        }
    }

    /// A random edit of `form`: half the time ``FormGenerator``'s, otherwise a change of value
    /// that fits a row some condition reads (a section's condition, half of those times), so
    /// that conditions and sections flip often.
    package static func edit(_ form: Form, rng: inout SeededGenerator) -> Edit {
        var bySections: [RowKey] = []
        var byRows: [RowKey] = []
        for section in form.descriptor.sections {
            bySections += section.visibleWhen?.keys ?? []
            for row in section.rows { byRows += row.visibleWhen?.keys ?? [] }
        }
        let pool = !bySections.isEmpty && Bool.random(using: &rng) ? bySections : byRows
        guard Bool.random(using: &rng), let key = pool.randomElement(using: &rng),
            let row = try? form.row(key)
        else {
            return FormGenerator.edit(form, rng: &rng)
        }
        let texts: [String]
        switch row.kind {
        case .toggle: return .tap(key)
        case .text: texts = ["", "a", "b"]
        case .slider: texts = ["1", "2", "3"]
        default: texts = ["\(key)o0", "\(key)o1"]
        }
        return .setText(key, texts.randomElement(using: &rng) ?? "")
    }

    /// The visible keys of every section recomputed naively from the descriptor and the public
    /// values and expansion: every condition evaluated again from the others until nothing
    /// changes (conditions have no loops, so this ends), then each row visible when its section
    /// is shown, its condition holds and its owner is visible and expanded.
    package static func naiveVisibleKeys(_ form: Form) -> (sections: [Bool], rows: [[RowKey]]) {
        let descriptor = form.descriptor
        var rowHolds: [RowKey: Bool] = [:]
        var sectionHolds = Array(repeating: true, count: form.sectionCount)
        // Each row's owner, from the public rows' depths.
        var owner: [RowKey: RowKey] = [:]
        var sectionOf: [RowKey: Int] = [:]
        for section in 0..<form.sectionCount {
            var stack: [Row] = []
            for row in form.allRows(in: section) {
                while let top = stack.last, top.depth >= row.depth { stack.removeLast() }
                if let top = stack.last { owner[row.key] = top.key }
                stack.append(row)
                sectionOf[row.key] = section
                rowHolds[row.key] = true
            }
        }
        func active(_ key: RowKey) -> Bool {
            guard let section = sectionOf[key], sectionHolds[section], rowHolds[key] == true else {
                return false
            }
            var current = owner[key]
            while let next = current {
                if rowHolds[next] != true { return false }
                current = owner[next]
            }
            return true
        }
        func value(_ key: RowKey) -> Value? {
            active(key) ? (try? form.value(of: key)) ?? nil : nil
        }
        var changed = true
        var rounds = 0
        while changed, rounds < 10_000 {
            changed = false
            rounds += 1
            for (s, section) in descriptor.sections.enumerated() {
                if let condition = section.visibleWhen {
                    let holds = evaluate(condition, value)
                    if holds != sectionHolds[s] {
                        sectionHolds[s] = holds
                        changed = true
                    }
                }
                for row in section.rows {
                    guard let condition = row.visibleWhen else { continue }
                    let holds = evaluate(condition, value)
                    if holds != rowHolds[row.key] {
                        rowHolds[row.key] = holds
                        changed = true
                    }
                }
            }
        }
        var visible: [[RowKey]] = []
        for section in 0..<form.sectionCount {
            var shown: Set<RowKey> = []
            var keys: [RowKey] = []
            for row in form.allRows(in: section) {
                let ownerOpen = owner[row.key].map {
                    shown.contains($0) && ((try? form.isExpanded($0)) ?? false)
                }
                guard sectionHolds[section], rowHolds[row.key] == true, ownerOpen ?? true else { continue }
                shown.insert(row.key)
                keys.append(row.key)
            }
            visible.append(keys)
        }
        return (sectionHolds, visible)
    }

    /// A condition evaluated by the rules the documentation gives, written out again here.
    static func evaluate(_ condition: Condition, _ value: (RowKey) -> Value?) -> Bool {
        func matches(_ current: Value?, _ wanted: Value) -> Bool {
            if case .choices(let keys)? = current, case .choice(let key) = wanted {
                return keys.contains(key)
            }
            return current == wanted
        }
        switch condition {
        case .equals(let key, let wanted): return matches(value(key), wanted)
        case .notEquals(let key, let wanted): return !matches(value(key), wanted)
        case .oneOf(let key, let wanted): return wanted.contains { matches(value(key), $0) }
        case .isSet(let key, let flag):
            let set: Bool
            switch value(key) {
            case nil, .text("")?, .choices([])?: set = false
            default: set = true
            }
            return set == flag
        case .all(let conditions):
            var result = true
            for condition in conditions where !evaluate(condition, value) { result = false }
            return result
        case .any(let conditions):
            var result = false
            for condition in conditions where evaluate(condition, value) { result = true }
            return result
        case .not(let condition): return !evaluate(condition, value)
        }
    }
}
