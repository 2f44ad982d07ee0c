import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormEngine

@MainActor
func bundledController() throws -> FormController {
    try FormController(DescriptorLoader.bundledDefault())
}

@MainActor
@Suite("FormController")
struct FormControllerTests {
    @Test func observersReceiveEachChangeInOrder() throws {
        let controller = try bundledController()
        var seen: [FormChange] = []
        let subscription = controller.observe { seen.append($0) }
        let tap = try controller.apply(.tap("fullName"))
        let set = try controller.apply(.set("firstName", .text("Ada")))
        #expect(seen == [tap, set])
        #expect(tap.sections == [FormChange.Section(section: 0, inserted: [1, 2], reconfigured: [0])])
        #expect(set.changedKeys == ["fullName", "firstName"])
        subscription.cancel()
    }

    @Test func codeAndTapsReachObserversAlike() throws {
        let controller = try bundledController()
        var seen: [FormChange] = []
        let subscription = controller.observe { seen.append($0) }
        try controller.apply(.setExpanded("favoriteSport", to: true))
        try controller.apply(.tap("basketball"))  // a person chooses
        try controller.apply(.set("favoriteSport", .choice("football")))  // code chooses
        try controller.apply(.setText("married", "yes"))
        try controller.field("married", as: Bool.self).set(false)
        #expect(seen.count == 5)
        #expect(seen.allSatisfy { !$0.isEmpty })
        #expect(try controller.form.value(of: "favoriteSport") == .choice("football"))
        withExtendedLifetime(subscription) {}
    }

    @Test func emptyChangesAreNotPublished() throws {
        let controller = try bundledController()
        var count = 0
        let subscription = controller.observe { _ in count += 1 }
        try controller.apply(.set("firstName", .text("Ada")))
        try controller.apply(.set("firstName", .text("Ada")))
        try controller.apply(.tap("firstName"))  // a text row: tapping does nothing
        #expect(count == 1)
        withExtendedLifetime(subscription) {}
    }

    @Test func refusedEditsChangeNothingAndPublishNothing() throws {
        let controller = try bundledController()
        var count = 0
        let subscription = controller.observe { _ in count += 1 }
        let before = controller.form.state()
        #expect(throws: EditError.unknownRow("nope")) { try controller.apply(.tap("nope")) }
        #expect(throws: EditError.self) { try controller.apply(.setText("experienceSlider", "many")) }
        #expect(controller.form.state() == before)
        #expect(count == 0)
        withExtendedLifetime(subscription) {}
    }

    @Test func cancelledAndReleasedSubscriptionsStopObserving() throws {
        let controller = try bundledController()
        var kept = 0
        var cancelled = 0
        var released = 0
        let keep = controller.observe { _ in kept += 1 }
        let cancel = controller.observe { _ in cancelled += 1 }
        var release: FormSubscription? = controller.observe { _ in released += 1 }
        #expect(release != nil)
        try controller.apply(.tap("fullName"))
        cancel.cancel()
        release = nil
        try controller.apply(.tap("fullName"))
        #expect((kept, cancelled, released) == (2, 1, 1))
        #expect(controller.observerCount == 1)
        withExtendedLifetime(keep) {}
    }

    @Test func editsMadeByAnObserverAreDeliveredAfterTheCurrentOne() throws {
        let controller = try bundledController()
        var first: [FormChange] = []
        var second: [FormChange] = []
        let a = controller.observe { change in
            first.append(change)
            if change.changedKeys.contains("firstName") {
                _ = try? controller.apply(.set("lastName", .text("Lovelace")))
            }
        }
        let b = controller.observe { second.append($0) }
        try controller.apply(.set("firstName", .text("Ada")))
        #expect(first.count == 2)
        #expect(first == second)
        #expect(first.last?.changedKeys == ["fullName", "lastName"])
        withExtendedLifetime((a, b)) {}
    }

    @Test func resetAndRestorePublishChangesThatReplayOnTheVisibleRows() throws {
        let controller = try bundledController()
        try controller.apply(.tap("fullName"))
        try controller.apply(.set("firstName", .text("Ada")))
        try controller.apply(.tap("favoriteSport"))
        let saved = controller.form.state()
        var seen: [FormChange] = []
        let subscription = controller.observe { seen.append($0) }

        for step in 0..<2 {
            let before = (0..<controller.form.sectionCount).map {
                controller.form.visibleRows(in: $0).map(\.key)
            }
            if step == 0 { try controller.apply(.resetAll) } else { try controller.apply(.restore(saved)) }
            let change = try #require(seen.last)
            let after = VisibilityPropertyTests.visibleKeys(controller.form)
            #expect(VisibilityPropertyTests.check(change, old: before, new: after) == [])
        }
        #expect(seen.count == 2)
        #expect(seen[0].changedKeys.contains("firstName"))
        #expect(try controller.form.value(of: "firstName") == .text("Ada"))
        withExtendedLifetime(subscription) {}
    }

    @Test func performIsAllOrNothing() throws {
        let controller = try bundledController()
        var count = 0
        let subscription = controller.observe { _ in count += 1 }
        #expect(throws: EditError.self) {
            try controller.perform { form in
                try form.apply(.set("firstName", .text("Ada")))
                try form.apply(.set("experienceSlider", .text("ten")))
            }
        }
        #expect(try controller.form.value(of: "firstName") == nil)
        #expect(count == 0)
        let both = try controller.perform { form throws(EditError) in
            try form.apply(.set("firstName", .text("Ada")))
            try form.apply(.set("lastName", .text("Lovelace")))
        }
        #expect(count == 1)
        #expect(both.changedKeys == ["fullName", "firstName", "lastName"])
        withExtendedLifetime(subscription) {}
    }

    @Test func performRefusesAFormOfAnotherDescriptor() throws {
        let controller = try bundledController()
        var count = 0
        let subscription = controller.observe { _ in count += 1 }
        let other = try Fixtures.form([[Fixtures.cell("only", "text", title: "Only")]])
        #expect {
            try controller.perform { form in
                try form.apply(.set("firstName", .text("Ada")))
                form = other
            }
        } throws: { error in
            guard case .refused(_, let reason)? = error as? FormError else { return false }
            return reason.contains("another descriptor") || reason.contains("replace the form's descriptor")
        }
        #expect(try controller.form.value(of: "firstName") == nil)
        #expect(controller.form.descriptor != other.descriptor)
        #expect(count == 0)
        withExtendedLifetime(subscription) {}
    }
}
