import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Combined and section conditions: properties")
struct CombinedConditionPropertyTests {
    @Test(arguments: 0..<40)
    func randomEditsMatchANaiveRecomputation(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 7_000)
        let sections = CombinedConditionGenerator.sections(&rng)
        var form = try RulesSupport.form(sections)
        var tally = ProblemTally(form)
        func compare(_ label: String) -> [String] {
            var problems = form.invariantViolations()
            let naive = CombinedConditionGenerator.naiveVisibleKeys(form)
            if naive.rows != VisibilityPropertyTests.visibleKeys(form) {
                problems.append("visible \(VisibilityPropertyTests.visibleKeys(form)), naively \(naive.rows)")
            }
            let shown = (0..<form.sectionCount).map { form.isSectionShown($0) }
            if naive.sections != shown {
                problems.append("sections shown \(shown), naively \(naive.sections)")
            }
            if tally.problems(in: form) != form.validate() {
                problems.append("tally differs from validate()")
            }
            let active = form.validate().filter { (try? form.conditionsHold($0.key)) != true }
            if !active.isEmpty { problems.append("hidden rows validated: \(active.map(\.key))") }
            return problems
        }
        #expect(compare("initial") == [], "seed \(seed) initial")
        for step in 0..<80 {
            let edit = CombinedConditionGenerator.edit(form, rng: &rng)
            let old = VisibilityPropertyTests.visibleKeys(form)
            let oldShown = (0..<form.sectionCount).map { form.isSectionShown($0) }
            let before = form
            let change: FormChange
            do {
                change = try form.apply(edit)
            } catch {
                #expect(VisibilityPropertyTests.visibleKeys(form) == old, "\(edit) half-applied")
                continue
            }
            tally.update(form, after: change)
            let new = VisibilityPropertyTests.visibleKeys(form)
            var problems = VisibilityPropertyTests.check(change, old: old, new: new) + compare("step")
            // The change, and a diff of the forms, say exactly which sections appeared or vanished.
            let diff = FormChange(from: before, to: form)
            for section in 0..<form.sectionCount {
                let now = form.isSectionShown(section)
                let expected = oldShown[section] == now ? nil : now
                let told = change.sections.first { $0.section == section }?.sectionShown
                let diffed = diff.sections.first { $0.section == section }?.sectionShown
                if told != expected || diffed != expected {
                    problems.append(
                        "section \(section): told \(String(describing: told)), diff \(String(describing: diffed))"
                    )
                }
            }
            #expect(problems == [], "seed \(seed) step \(step) \(edit)")
            if !problems.isEmpty { return }
        }
    }

    @Test func generatedFormsUseEveryCombinationAndSectionConditions() throws {
        var kinds: Set<String> = []
        var sectionConditions = 0
        for seed in 0..<40 {
            var rng = SeededGenerator(seed: UInt64(seed) &+ 7_000)
            let sections = CombinedConditionGenerator.sections(&rng)
            let form = try RulesSupport.form(sections)
            for section in form.descriptor.sections {
                if section.visibleWhen != nil { sectionConditions += 1 }
                for row in section.rows {
                    switch row.visibleWhen {
                    case .all?: kinds.insert("all")
                    case .any?: kinds.insert("any")
                    case .not?: kinds.insert("not")
                    default: break
                    }
                }
            }
        }
        #expect(kinds == ["all", "any", "not"])
        #expect(sectionConditions >= 10)
    }
}
