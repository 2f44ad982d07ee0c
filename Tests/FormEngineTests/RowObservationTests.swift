import FormExamples
import Foundation
import Testing

@testable import FormEngine

/// `observe(row:)`: a UIKit app's cell hears about its own row, from the change sets, without
/// Observation.
@MainActor
@Suite("Observing one row")
struct RowObservationTests {
    @Test func theObserverHearsItsRowAndNoOther() throws {
        let controller = try bundledController()
        var seen: [Row] = []
        let subscription = controller.observe(row: "firstName") { seen.append($0) }
        try controller.apply(.set("lastName", .text("Lovelace")))
        try controller.apply(.tap("favoriteSport"))
        #expect(seen.isEmpty)
        try controller.apply(.set("firstName", .text("Ada")))
        #expect(seen.map(\.key) == ["firstName"])
        #expect(seen.last?.value == .text("Ada"))
        // An edit that changes nothing publishes nothing.
        try controller.apply(.set("firstName", .text("Ada")))
        #expect(seen.count == 1)
        withExtendedLifetime(subscription) {}
    }

    @Test func anOwnerHearsWhatItsSummaryReads() throws {
        let controller = try bundledController()
        var details: [String] = []
        let subscription = controller.observe(row: "fullName") { details.append($0.detail) }
        try controller.apply(.set("firstName", .text("Ada")))
        try controller.apply(.tap("fullName"))
        #expect(details.count == 2)
        #expect(details.first?.contains("Ada") == true)
        withExtendedLifetime(subscription) {}
    }

    @Test func aBatchCallsEachObserverOnce() throws {
        let controller = try bundledController()
        var count = 0
        let subscription = controller.observe(row: "firstName") { _ in count += 1 }
        try controller.perform([.set("firstName", .text("A")), .set("firstName", .text("Ada"))])
        #expect(count == 1)
        withExtendedLifetime(subscription) {}
    }

    @Test func cancellingOrReleasingStopsIt() throws {
        let controller = try bundledController()
        var count = 0
        let first = controller.observe(row: "firstName") { _ in count += 1 }
        var second: FormSubscription? = controller.observe(row: "firstName") { _ in count += 10 }
        #expect(controller.observerCount == 2)
        try controller.apply(.set("firstName", .text("A")))
        #expect(count == 11)
        first.cancel()
        second = nil
        try controller.apply(.set("firstName", .text("B")))
        #expect(count == 11)
        #expect(controller.observerCount == 0)
        #expect(second == nil)
    }

    @Test func observersOfARowAreCalledInTheOrderTheySubscribed() throws {
        let controller = try bundledController()
        var order: [String] = []
        let a = controller.observe(row: "lastName") { _ in order.append("lastName") }
        let b = controller.observe(row: "fullName") { _ in order.append("fullName") }
        let c = controller.observe { _ in order.append("form") }
        try controller.apply(.set("lastName", .text("Lovelace")))
        #expect(order == ["form", "lastName", "fullName"])
        withExtendedLifetime((a, b, c)) {}
    }

    @Test func aDeletedItemIsNotReported() throws {
        let controller = try bundledController()
        let list = try #require(
            (0..<controller.form.sectionCount).last { controller.form.descriptor.sections[$0].isEditable })
        let key = try controller.addedItem(section: list, title: "Chess")
        var count = 0
        let subscription = controller.observe(row: key) { _ in count += 1 }
        try controller.apply(.deleteItems([key]))
        #expect(count == 0)
        withExtendedLifetime(subscription) {}
    }
}

/// The controller keeps the form's problems as it changes; apps read the count from it.
@MainActor
@Suite("Problems kept by the controller")
struct ControllerProblemTests {
    @Test(arguments: [1, 2, 3])
    func theCountAgreesWithAFullValidationAfterEveryChange(seed: UInt64) throws {
        let controller = try bundledController()
        #expect(controller.problemCount == controller.form.validate().count)
        var random = SeededRandom(seed)
        let texts = ["", "A", "Ada Lovelace", "x@y", "1990-01-01", "3", "yes"]
        for _ in 0..<200 {
            let form = controller.form
            let keys = (0..<form.sectionCount).flatMap { form.allRows(in: $0).map(\.key) }
            let key = try #require(keys.randomElement(using: &random))
            switch Int.random(in: 0..<3, using: &random) {
            case 0: _ = try? controller.apply(.tap(key))
            case 1:
                _ = try? controller.apply(.setText(key, try #require(texts.randomElement(using: &random))))
            default: _ = try? controller.perform { form in try form.apply(.reset(key)) }
            }
            let problems = controller.form.validate()
            #expect(controller.problemCount == problems.count)
            #expect(controller.problems == problems)
            #expect(controller.canSubmit == problems.isEmpty)
            for problem in problems { #expect(controller.problems(of: problem.key).contains(problem)) }
        }
    }

    /// A small deterministic generator, so that a failure replays.
    struct SeededRandom: RandomNumberGenerator {
        var state: UInt64
        init(_ seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }
}
