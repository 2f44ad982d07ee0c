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
        case .option, .button: return nil
        case .number, .time, .dateTime, .segmented, .info, .link, .file, .custom:
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
