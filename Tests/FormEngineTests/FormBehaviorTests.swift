import FormExamples
import Foundation
import Testing

@testable import FormEngine

/// Behaviours run inside `apply`, after the edit and before its change is made: what they do is
/// in the same change.
@MainActor
@Suite("Form behaviours")
struct FormBehaviorTests {
    /// Copies firstName into lastName: a behaviour that changes content only.
    struct Mirror: FormBehavior {
        func formDidApply(_ edit: Edit, change: FormChange, to form: inout Form) {
            guard change.changedKeys.contains("firstName"), let value = try? form.value(of: "firstName")
            else {
                return
            }
            _ = try? form.apply(.set("lastName", value))
        }
    }

    /// Expands fullName when married is switched on: a behaviour that shows rows.
    struct OpenNames: FormBehavior {
        func formDidApply(_ edit: Edit, change: FormChange, to form: inout Form) {
            guard change.changedKeys.contains("married"), (try? form.value(of: "married")) == .bool(true)
            else {
                return
            }
            _ = try? form.apply(.setExpanded("fullName", to: true))
        }
    }

    /// Appends "!" to lastName after every edit: were its own edit to run it again, it would
    /// never stop.
    struct Shout: FormBehavior {
        func formDidApply(_ edit: Edit, change: FormChange, to form: inout Form) {
            guard case .text(let text)?? = try? form.value(of: "lastName") else {
                _ = try? form.apply(.set("lastName", .text("!")))
                return
            }
            _ = try? form.apply(.set("lastName", .text(text + "!")))
        }
    }

    /// Reads `.setText("alias", …)` as firstName's, and refuses "nobody".
    struct Alias: FormBehavior {
        func edit(for edit: Edit, in form: Form) throws(EditError) -> Edit {
            guard case .setText("alias", let text) = edit else { return edit }
            if text == "nobody" { throw .invalidValue(Location(key: "alias"), reason: "not a name") }
            return .setText("firstName", text)
        }

        func formDidApply(_ edit: Edit, change: FormChange, to form: inout Form) {}
    }

    static func form(_ behaviors: [any FormBehavior]) throws -> Form {
        try Form(DescriptorLoader.bundledDefault(), behaviors: behaviors)
    }

    @Test func whatABehaviourChangesIsInTheEditsChange() throws {
        var form = try Self.form([Mirror()])
        try form.apply(.tap("fullName"))
        let before = form
        let change = try form.apply(.setText("firstName", "Ada"))
        #expect(try form.value(of: "lastName") == .text("Ada"))
        #expect(change.changedKeys.contains("lastName"))
        #expect(change.reconfiguredKeys.contains("lastName"))
        // The typed row stays out of the positions, as without a behaviour.
        #expect(!change.reconfiguredKeys.contains("firstName"))
        #expect(
            ChangeSetCompletenessTests.missedRows(change, before: before, after: form, typed: "firstName")
                == [])
        let keys = VisibilityPropertyTests.visibleKeys
        #expect(VisibilityPropertyTests.check(change, old: keys(before), new: keys(form)) == [])
    }

    @Test func aBehaviourThatShowsRowsGivesAValidChange() throws {
        var form = try Self.form([OpenNames()])
        let before = form
        let change = try form.apply(.set("married", .bool(true)))
        #expect(try form.isVisible("firstName"))
        #expect(change.sections.contains { !$0.inserted.isEmpty })
        #expect(change.changedKeys.contains("married"))
        #expect(change.changedKeys.contains("fullName"))
        #expect(ChangeSetCompletenessTests.missedRows(change, before: before, after: form, typed: nil) == [])
        let keys = VisibilityPropertyTests.visibleKeys
        #expect(VisibilityPropertyTests.check(change, old: keys(before), new: keys(form)) == [])
    }

    @Test func aBehavioursOwnEditsDoNotRunTheBehavioursAgain() throws {
        var form = try Self.form([Shout()])
        try form.apply(.set("firstName", .text("Ada")))
        #expect(try form.value(of: "lastName") == .text("!"))
        try form.apply(.set("firstName", .text("Bea")))
        #expect(try form.value(of: "lastName") == .text("!!"))
        // An edit that changes nothing runs no behaviour.
        try form.apply(.set("firstName", .text("Bea")))
        #expect(try form.value(of: "lastName") == .text("!!"))
    }

    @Test func aBehaviourMayReadAnEditAsAnother() throws {
        var form = try Self.form([Alias()])
        let change = try form.apply(.setText("alias", "Ada"))
        #expect(try form.value(of: "firstName") == .text("Ada"))
        #expect(change.changedKeys.contains("firstName"))
        let before = form.state()
        #expect(throws: EditError.invalidValue(Location(key: "alias"), reason: "not a name")) {
            try form.apply(.setText("alias", "nobody"))
        }
        #expect(form.state() == before)
        // Without the behaviour the key is unknown.
        var plain = try Self.form([])
        #expect(throws: EditError.unknownRow("alias")) { try plain.apply(.setText("alias", "Ada")) }
    }

    @Test func behavioursRunForEveryEditOfABatch() throws {
        var form = try Self.form([Mirror(), Shout()])
        let change = try form.applyAll([.set("firstName", .text("Ada")), .set("married", .bool(true))])
        // Mirror, then Shout, after each edit: "Ada", "Ada!", then "Ada!!".
        #expect(try form.value(of: "lastName") == .text("Ada!!"))
        #expect(change.changedKeys.contains("lastName"))
    }

    @MainActor
    @Test func aControllerPublishesOneChangeForTheEditAndItsBehaviours() throws {
        let controller = FormController(try Self.form([Mirror()]))
        var seen: [FormChange] = []
        let subscription = controller.observe { seen.append($0) }
        try controller.apply(.set("firstName", .text("Ada")))
        #expect(seen.count == 1)
        #expect(seen.first?.changedKeys.contains("lastName") == true)
        #expect(seen.first?.changedKeys.contains("firstName") == true)
        withExtendedLifetime(subscription) {}
    }
}
