import FormEngine
import Foundation
import TestSupport
import Testing

/// `Form.reset()`: what a `reset` button does.
@Suite struct FormResetTests {
    @Test("reset puts every value and expansion back as the descriptor starts them")
    func resetsValuesAndExpansion() throws {
        var form = try Fixtures.everyKindForm()
        let start = form
        try form.set("name", text: "Ada")
        try form.set("guests", text: "5")
        try form.set("size", text: "L")
        try form.set("wake", text: "04:00")
        try form.tap("terms")
        try form.tap("country")
        try form.tap("fr")  // choosing collapses the picker
        try form.tap("country")
        #expect(!form.hasSameState(as: start))
        let change = form.reset()
        #expect(form.hasSameState(as: start))
        #expect(try form.value(of: "name") == nil)
        #expect(try form.value(of: "guests") == .number(2))
        #expect(try form.value(of: "size") == .choice("M"))
        #expect(try form.value(of: "wake") == .text("07:30"))
        #expect(try form.value(of: "terms") == .bool(false))
        #expect(try form.isExpanded("country") == false)
        #expect(try form.value(of: "country") == nil)
        // The change says what a UI reloads and which rows vanished.
        for key in ["name", "guests", "size", "wake", "terms", "country", "fr"] {
            #expect(change.changedKeys.contains(RowKey(key)), "\(key)")
        }
        #expect(change.sections.contains { !$0.deleted.isEmpty })
    }

    @Test("reset keeps the clock, and no row counts as touched")
    func keepsClockAndRules() throws {
        var form = try Fixtures.everyKindForm()
        try form.set("born", text: "2015-01-01")
        #expect(try form.problems(of: "born").contains { $0.isTouched })
        form.reset()
        #expect(form.clock.today() == CalendarDate(year: 2026, month: 12, day: 1))
        #expect(form.validate().allSatisfy { !$0.isTouched })
        try form.set("born", text: "2015-01-01")
        // The relative bound still reads the fixed clock: 2015 is after today-18y = 2008-12-01.
        #expect(try form.problems(of: "born").map(\.rule) == [.maximum])
    }

    @Test("a custom rule registered before reset still checks its row after it")
    func keepsCustomRules() throws {
        let root: [String: Any] = [
            "sections": [
                ["rows": [Fixtures.cell("nick", "text", title: "Nick", extra: ["rules": ["short"]])]]
            ]
        ]
        var form = try Fixtures.form(root)
        form.addRule("short") { value, _ in
            guard case .text(let text)? = value, text.count > 3 else { return nil }
            return "too long"
        }
        try form.set("nick", text: "Adaline")
        form.reset()
        #expect(form.unregisteredRules.isEmpty)
        try form.set("nick", text: "Adaline")
        #expect(try form.problems(of: "nick").map(\.message) == ["too long"])
    }

    @Test("reset of a form never edited changes nothing")
    func resetUntouched() throws {
        var form = try Fixtures.everyKindForm()
        #expect(form.reset().isEmpty)
    }
}
