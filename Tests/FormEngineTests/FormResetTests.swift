import FormEngine
import Foundation
import TestSupport
import Testing

/// `Form.apply(.resetAll)`: what a `reset` button does.
@Suite struct FormResetTests {
    @Test func resetPutsValuesExpansionAndListsBackAndKeepsClockAndRules() throws {
        let start = try Fixtures.everyKindForm()
        var form = start
        try form.apply(.setText("name", "Ada"))
        try form.apply(.setText("guests", "5"))
        try form.apply(.setText("size", "L"))
        try form.apply(.tap("country"))
        #expect(!form.hasSameState(as: start))
        let before = form
        let change = try form.apply(.resetAll)
        #expect(form.hasSameState(as: start))
        #expect(try form.value(of: "name") == nil)
        #expect(try form.value(of: "guests") == .number(2))
        #expect(try !form.isVisible("fr"), "collapsed again")
        #expect(change == FormChange(from: before, to: form), "the change a table animates")
        #expect(!change.isEmpty)
        #expect(form.clock.today() == start.clock.today(), "today stays fixed")
        #expect(form.validate().allSatisfy { !$0.isTouched }, "nothing touched after a reset")
        #expect(try form.apply(.resetAll).isEmpty, "a second reset changes nothing")
    }

    @Test func registeredRulesAndTheLocaleSurviveAReset() throws {
        var form = try RulesSupport.form(
            [["rows": [["key": "nick", "kind": "text", "rules": ["short"]]]]],
            locale: Locale(identifier: "fr_FR"),
            rules: [
                "short": { value, _ in
                    if case .text(let text)? = value, text.count > 3 { return "too long" }
                    return nil
                }
            ])
        try form.apply(.setText("nick", "Adaline"))
        #expect(form.validate().map(\.message) == ["too long"])
        try form.apply(.resetAll)
        #expect(form.unregisteredRules.isEmpty, "still registered")
        #expect(form.locale?.identifier == "fr_FR")
        try form.apply(.setText("nick", "Adaline"))
        #expect(form.validate().map(\.message) == ["too long"])
    }
}
