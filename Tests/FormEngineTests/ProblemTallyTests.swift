import FormExamples
import Foundation
import Testing

@testable import FormEngine

/// `ProblemTally` checks again only the rows a change touched, and always agrees with a full
/// `validate()`.
@Suite struct ProblemTallyTests {
    /// A small deterministic generator, so that a failure replays.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    @Test(arguments: [1, 2, 3, 4])
    func agreesWithAFullValidationAfterEveryChange(seed: UInt64) throws {
        var form = try Form(DescriptorLoader.bundledDefault())
        var tally = ProblemTally(form)
        #expect(tally.problems(in: form) == form.validate())
        var random = Generator(state: seed)
        let texts = ["", "A", "Ada Lovelace", "x@y", "1990-01-01", "3", "yes"]
        for step in 0..<300 {
            let keys = (0..<form.sectionCount).flatMap { form.allRows(in: $0).map(\.key) }
            let key = try #require(keys.randomElement(using: &random))
            let change: FormChange?
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1: change = try? form.apply(.tap(key))
            case 2, 3:
                change = try? form.apply(.setText(key, try #require(texts.randomElement(using: &random))))
            case 4:
                let list = try #require(
                    (0..<form.sectionCount).last { form.descriptor.sections[$0].isEditable })
                change = (try? form.addedItem(section: list, title: "Item \(step)"))?.change
            default: change = try? form.apply(.deleteItems([key]))
            }
            guard let change else { continue }
            tally.update(form, after: change)
            let expected = form.validate()
            #expect(tally.problems(in: form) == expected, "step \(step)")
            #expect(tally.count == expected.count, "step \(step)")
            for problem in expected { #expect(tally.problems(of: problem.key).contains(problem)) }
        }
    }

    @Test func aValueChangeUpdatesTheCountAndTheRowsProblems() throws {
        // The bundled form requires a first and a last name.
        var form = try Form(DescriptorLoader.bundledDefault())
        var tally = ProblemTally(form)
        let initial = form.validate().count
        #expect(tally.count == initial)
        #expect(tally.problems(of: "firstName").map(\.rule) == ["required"])
        var change = try form.apply(.setText("firstName", "Ada"))
        tally.update(form, after: change)
        #expect(tally.count == initial - 1)
        #expect(tally.problems(of: "firstName").isEmpty)
        #expect(tally.problems(of: "lastName").map(\.rule) == ["required"])
        change = try form.apply(.setText("firstName", ""))
        tally.update(form, after: change)
        #expect(tally.count == initial)
        #expect(tally.problems(in: form) == form.validate())
    }
}
