import FormEngine
import Foundation
import TestSupport
import Testing

/// A form's locale, clock and custom rules are given when it is made; the setters and
/// `addRule` they replace are deprecated and still work.
@Suite("A form's locale, clock and rules, given when it is made")
struct FormSettingsAtInitTests {
    static func sections() -> [[String: Any]] {
        [
            [
                "rows": [
                    ["key": "nick", "kind": "text", "rules": ["short"]],
                    ["key": "born", "kind": "date", "maximumDate": "today-18y"],
                    ["key": "height", "kind": "decimal", "fractionDigits": 2],
                ]
            ]
        ]
    }

    static let short: CustomRule = { value, _ in
        if case .text(let text)? = value, text.count > 3 { return "too long" }
        return nil
    }

    static let today = CalendarDate(year: 2026, month: 12, day: 1)

    @Test func theInitialiserTakesTheLocaleTheClockAndTheRules() throws {
        let today = try #require(Self.today)
        var form = try RulesSupport.form(
            Self.sections(), locale: Locale(identifier: "de_DE"), clock: .fixed(today),
            rules: ["short": Self.short])
        #expect(form.unregisteredRules.isEmpty)
        #expect(form.clock.today() == today)
        #expect(form.locale?.identifier == "de_DE")
        try form.apply(.setText("nick", "Adaline"))
        try form.apply(.setText("born", "2008-12-02"))
        try form.apply(.setText("height", "1.75"))
        #expect(form.validate().map(\.key) == ["nick", "born"], "the rule and the clock both apply")
        #expect(try form.row("height").displayValue == "1,75", "shown in the locale")
        try form.apply(.resetAll)
        #expect(form.unregisteredRules.isEmpty && form.locale?.identifier == "de_DE")
        #expect(form.clock.today() == today, "a reset keeps what the form was made with")
    }

    @Test func aFormGivenNoRuleReportsTheRuleItNames() throws {
        let form = try RulesSupport.form(Self.sections())
        #expect(form.unregisteredRules == ["short"])
        #expect(
            form.validate().map(\.message) == [
                "no rule 'short' is registered (Form(_:rules:) or Cell.validate)"
            ])
    }

    @Test func theDeprecatedSettersAndAddRuleStillWork() throws {
        // Called through a protocol, so that this test builds without deprecation warnings.
        let legacy: any LegacyFormSetters.Type = LegacySetters.self
        let form = try legacy.configure(try RulesSupport.form(Self.sections()))
        #expect(form.unregisteredRules.isEmpty)
        #expect(form.locale?.identifier == "de_DE")
        #expect(form.clock.today() == Self.today)
    }
}

/// Reaches the deprecated ways of setting up a form without a warning at the call.
private protocol LegacyFormSetters {
    static func configure(_ form: Form) throws -> Form
}

private enum LegacySetters: LegacyFormSetters {
    @available(*, deprecated, message: "tests the deprecated setters")
    static func configure(_ form: Form) throws -> Form {
        var form = form
        form.locale = Locale(identifier: "de_DE")
        form.clock = .fixed(try #require(FormSettingsAtInitTests.today))
        form.addRule("short", FormSettingsAtInitTests.short)
        return form
    }
}
