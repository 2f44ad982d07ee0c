import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Visibility properties")
struct VisibilityPropertyTests {
    /// The keys of every section's visible rows.
    static func visibleKeys(_ form: Form) -> [[RowKey]] {
        (0..<form.sectionCount).map { form.visibleRows(in: $0).map(\.key) }
    }

    /// Checks the change against the visible lists before and after, with the rules
    /// `performBatchUpdates` enforces: deleted, moved-from, reconfigured and reloaded positions
    /// are counted before and name each old row at most once; inserted and moved-to positions
    /// are counted after and name each new row at most once; the rows left in place keep their
    /// order. Returns what is wrong.
    static func check(_ change: FormChange, old: [[RowKey]], new: [[RowKey]]) -> [String] {
        var problems: [String] = []
        var applied = old
        var reconfiguredKeys: [RowKey] = []
        var reloadedKeys: [RowKey] = []
        for section in change.sections {
            let s = section.section
            let before = old[s]
            let after = new[s]
            for (name, list) in [
                ("deleted", section.deleted), ("inserted", section.inserted), ("reloaded", section.reloaded),
                ("reconfigured", section.reconfigured), ("moved", section.moved.map(\.from)),
            ] where list != list.sorted() || Set(list).count != list.count {
                problems.append("section \(s): \(name) positions not ascending and distinct")
            }
            let gone = section.deleted + section.moved.map(\.from)
            let touched = gone + section.reloaded + section.reconfigured
            let arrived = section.inserted + section.moved.map(\.to)
            guard touched.allSatisfy({ $0 >= 0 && $0 < before.count }),
                arrived.allSatisfy({ $0 >= 0 && $0 < after.count })
            else {
                problems.append("section \(s): a position is out of range")
                continue
            }
            if Set(touched).count != touched.count {
                problems.append(
                    "section \(s): an old row is named twice (deleted, moved, reloaded, reconfigured)")
            }
            if Set(arrived).count != arrived.count {
                problems.append("section \(s): a new row is named twice (inserted, moved)")
            }
            guard before.count - section.deleted.count + section.inserted.count == after.count else {
                problems.append("section \(s): invalid number of rows")
                continue
            }
            // The rows left in place fill the slots no insert or move names, in order.
            let goneSet = Set(gone)
            var staying = before.indices.filter { !goneSet.contains($0) }.map { before[$0] }.makeIterator()
            var rows: [RowKey?] = Array(repeating: nil, count: after.count)
            for position in section.inserted { rows[position] = after[position] }
            for move in section.moved { rows[move.to] = before[move.from] }
            for position in rows.indices where rows[position] == nil { rows[position] = staying.next() }
            applied[s] = rows.compactMap { $0 }
            for position in section.reloaded + section.reconfigured where !after.contains(before[position]) {
                problems.append("section \(s): reload at \(position) names a row not present after")
            }
            reconfiguredKeys += section.reconfigured.map { before[$0] }
            reloadedKeys += section.reloaded.map { before[$0] }
        }
        if applied != new { problems.append("applying the change gives \(applied), not \(new)") }
        if Set(reconfiguredKeys) != Set(change.reconfiguredKeys)
            || reconfiguredKeys.count != change.reconfiguredKeys.count
        {
            problems.append(
                "reconfiguredKeys \(change.reconfiguredKeys) are not the rows at \(reconfiguredKeys)")
        }
        if Set(reloadedKeys) != Set(change.reloadedKeys) || reloadedKeys.count != change.reloadedKeys.count {
            problems.append("reloadedKeys \(change.reloadedKeys) are not the rows at \(reloadedKeys)")
        }
        return problems
    }

    /// Every row visible before and after whose content changed is reconfigured or reloaded —
    /// but the row a `setText` typed into, which the change leaves out unless the form set its
    /// value back — and every row listed so is in ``FormChange/changedKeys``.
    static func contentProblems(_ change: FormChange, old: [[Row]], new: [[Row]], edit: Edit) -> [String] {
        var typed: RowKey?
        if case .setText(let key, _) = edit { typed = key }
        var problems: [String] = []
        let listed = Set(change.reconfiguredKeys + change.reloadedKeys)
        let moved = Set(
            change.sections.flatMap { section in section.moved.map { old[section.section][$0.from].key } })
        for section in old.indices {
            let after = Dictionary(new[section].map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            for row in old[section] {
                guard let now = after[row.key], now != row, !moved.contains(row.key), row.key != typed else {
                    continue
                }
                if !listed.contains(row.key) { problems.append("\(row.key) changed but is not reconfigured") }
            }
        }
        for key in listed where !change.changedKeys.contains(key) {
            problems.append("\(key) is reconfigured but not in changedKeys")
        }
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
        case .option, .button: return nil
        case .number, .time, .dateTime, .segmented, .info, .note, .link, .file, .custom:
            return row.value == nil || row.displayValue.isEmpty ? nil : row.displayValue
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
            let oldRows = (0..<form.sectionCount).map { form.visibleRows(in: $0) }
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
            let newRows = (0..<form.sectionCount).map { form.visibleRows(in: $0) }
            var problems =
                Self.check(change, old: old, new: new) + form.invariantViolations()
                + Self.titleProblems(form)
                + Self.contentProblems(change, old: oldRows, new: newRows, edit: edit)
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
