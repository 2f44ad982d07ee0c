import FormEngine
import Foundation
import TestSupport
import Testing

/// `Form.reset()`: what a `reset` button does.
@Suite struct FormResetTests {
    @Test func resetPutsValuesExpansionAndListsBackAndKeepsClockAndRules() throws {
        let start = try Fixtures.everyKindForm()
        var form = start
        try form.set("name", text: "Ada")
        try form.set("guests", text: "5")
        try form.set("size", text: "L")
        try form.tap("country")
        #expect(!form.hasSameState(as: start))
        let before = form
        let change = form.reset()
        #expect(form.hasSameState(as: start))
        #expect(try form.value(of: "name") == nil)
        #expect(try form.value(of: "guests") == .number(2))
        #expect(try !form.isVisible("fr"), "collapsed again")
        #expect(change == FormChange(from: before, to: form), "the change a table animates")
        #expect(!change.isEmpty)
        #expect(form.clock.today() == start.clock.today(), "today stays fixed")
        #expect(form.validate().allSatisfy { !$0.isTouched }, "nothing touched after a reset")
        #expect(form.reset().isEmpty, "a second reset changes nothing")
    }

    @Test func registeredRulesAndTheLocaleSurviveAReset() throws {
        var form = try RulesSupport.form([["rows": [["key": "nick", "kind": "text", "rules": ["short"]]]]])
        form.locale = Locale(identifier: "fr_FR")
        form.addRule("short") { value, _ in
            if case .text(let text)? = value, text.count > 3 { return "too long" }
            return nil
        }
        try form.set("nick", text: "Adaline")
        #expect(form.validate().map(\.message) == ["too long"])
        form.reset()
        #expect(form.unregisteredRules.isEmpty, "still registered")
        #expect(form.locale?.identifier == "fr_FR")
        try form.set("nick", text: "Adaline")
        #expect(form.validate().map(\.message) == ["too long"])
    }
}
