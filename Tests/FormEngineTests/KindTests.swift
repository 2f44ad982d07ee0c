import FormEngine
import Foundation
import TestSupport
import Testing

@Suite("Row kinds beyond the tutorial's")
struct KindTests {
    @Test("every kind loads from its name, with its settings")
    func kindsLoad() throws {
        let form = try Fixtures.everyKindForm()
        let names = form.descriptor.sections.flatMap(\.rows).map(\.kind.name)
        #expect(
            names == [
                "text", "email", "url", "phone", "password", "password", "textArea", "integer", "decimal",
                "stepper", "date", "time", "dateTime", "duration", "check", "segmented", "normal", "option",
                "option", "slider", "info", "link", "button", "button",
            ])
        let rows = Dictionary(
            uniqueKeysWithValues: form.descriptor.sections.flatMap(\.rows).map { ($0.key, $0) })
        #expect(rows["name"]?.contentType == "name")
        #expect(rows["password"]?.isSecure == true && rows["password"]?.persists == false)
        #expect(
            rows["height"]?.kind
                == .number(NumberSettings(style: .decimal, minimum: 0.5, maximum: 2.5, fractionDigits: 2)))
        #expect(rows["born"]?.kind == .date(DateSettings(latest: .relative(years: -18, months: 0, days: 0))))
        #expect(rows["meeting"]?.kind == .dateTime(DateTimeSettings(timeZone: "Europe/Paris")))
        #expect(
            rows["size"]?.kind
                == .segmented([Choice(key: "S"), Choice(key: "M"), Choice(key: "L", title: "Large")]))
        #expect(rows["country"]?.presentation == .page)
        #expect(rows["version"]?.isReadOnly == true && rows["reset"]?.kind == .button(action: "reset"))
        #expect(try form.value(of: "run") == .number(5400), "1:30 is an hour and a half")
        #expect(try form.row("run").displayValue == "1:30:00")
        #expect(try form.value(of: "wake") == .text("07:30"))
        #expect(try form.value(of: "size") == .choice("M"))
    }

    @Test("typed text is parsed per kind, locale-free; wrong types are refused")
    func parsing() throws {
        var form = try Fixtures.everyKindForm()
        try form.apply(.setText("age", "42"))
        #expect(try form.value(of: "age") == .number(42))
        #expect(throws: EditError.self) { try form.apply(.setText("age", "4.5")) }
        #expect(throws: EditError.self) { try form.apply(.setText("age", "1,234")) }
        try form.apply(.setText("height", "1.756"))
        #expect(try form.value(of: "height") == .number(1.76), "rounded to its two fraction digits")
        #expect(try form.row("height").displayValue == "1.76")
        var german = try Form(form.descriptor, locale: Locale(identifier: "de_DE"))
        #expect(german.restore(form.state()) == [])
        #expect(try german.row("height").displayValue == "1,76")
        for (text, seconds) in [
            ("90m", 5400.0), ("1h30m", 5400), ("1:30:00", 5400), ("45s", 45), ("5400", 5400),
        ] {
            try form.apply(.setText("run", text))
            #expect(try form.value(of: "run") == .number(seconds), "\(text)")
        }
        #expect(throws: EditError.self) { try form.apply(.setText("run", "an hour")) }
        for (text, seconds) in [("1H 30M", 5400.0), (" 90m ", 5400), ("0", 0), ("2h", 7200), ("1:05", 3900)] {
            try form.apply(.setText("run", text))
            #expect(try form.value(of: "run") == .number(seconds), "\(text)")
        }
        for text in ["1:60", "1:5", "h", "30m30m", "1:30:00:00", "m30", "1.5h", ":30", "1234567890s"] {
            #expect(throws: EditError.self, "\(text)") { try form.apply(.setText("run", text)) }
        }
        try form.apply(.setText("wake", "6:05"))
        #expect(try form.value(of: "wake") == .text("06:05"))
        #expect(throws: EditError.self) { try form.apply(.setText("wake", "25:00")) }
        try form.apply(.setText("meeting", "2027-01-15 09:30"))
        #expect(try form.value(of: "meeting") == .text("2027-01-15T09:30"))
        try form.apply(.setText("size", "large"))
        #expect(try form.value(of: "size") == .choice("L"))
        #expect(throws: EditError.self) { try form.apply(.setText("size", "XL")) }
        try form.apply(.setText("bio", "two\nlines"))
        #expect(throws: EditError.self) { try form.apply(.setText("name", "two\nlines")) }
        #expect(throws: EditError.self) { try form.apply(.setText("version", "3.0")) }
        #expect(try form.problems(of: "terms").map(\.rule) == ["required"], "a required check must be on")
        #expect(try form.apply(.tap("terms")).changedKeys == ["terms"])
        #expect(try form.problems(of: "terms") == [])
        #expect(try form.value(of: "terms") == .bool(true))
    }

    @Test("formats and ranges are validation problems, and the value is kept")
    func problems() throws {
        var form = try Fixtures.everyKindForm()
        func rules(_ key: RowKey) throws -> [RuleName] { try form.problems(of: key).map(\.rule) }
        for (key, bad, good) in [
            ("email", "ada@example", "ada@example.com"), ("site", "example.com", "https://example.com"),
            ("phone", "12-34", "+44 (20) 7946 0958"),
        ] as [(RowKey, String, String)] {
            try form.apply(.setText(key, bad))
            #expect(try rules(key) == ["format"], "\(key): \(bad)")
            #expect(try form.value(of: key) == .text(bad))
            try form.apply(.setText(key, good))
            #expect(try rules(key) == [], "\(key): \(good)")
        }
        try form.apply(.setText("age", "140"))
        #expect(try rules("age") == ["maximum"])
        #expect(try form.problems(of: "age").first?.message == "Age must be at most 130")
        try form.apply(.setText("wake", "04:59"))
        #expect(try rules("wake") == ["minimum"])
        try form.apply(.setText("guests", "0"))
        #expect(try rules("guests") == ["minimum"])
    }

    @Test("relative dates follow the form's clock, with calendar arithmetic on 29 February")
    func relativeDates() throws {
        var form = try Fixtures.everyKindForm()
        try form.apply(.setText("born", "2008-12-02"))
        #expect(try form.problems(of: "born").map(\.message) == ["You must be 18 or over"])
        try form.apply(.setText("born", "2008-12-01"))
        #expect(try form.problems(of: "born") == [])
        form = try Form(
            form.descriptor, clock: .fixed(try #require(CalendarDate(year: 2028, month: 2, day: 29))))
        try form.apply(.setText("born", "2010-02-28"))
        #expect(try form.problems(of: "born") == [], "18 years before 29 Feb 2028 is 28 Feb 2010")
        try form.apply(.setText("born", "2010-03-01"))
        #expect(try form.problems(of: "born").count == 1)
        #expect(DateBound("today-6m+2d") == .relative(years: 0, months: -6, days: 2))
        #expect(DateBound("today-6m+2d")?.description == "today-6m+2d")
        #expect(DateBound("yesterday") == nil && DateBound("today-3w") == nil)
        #expect(
            DateBound.relative(years: 0, months: 1, days: 0).resolved(today: CalendarDate("2027-01-31")!)
                == CalendarDate("2027-02-28"))
    }

    @Test("matches reloads the confirming row when the first one changes")
    func matches() throws {
        var form = try Fixtures.everyKindForm()
        try form.apply(.setText("password", "correct horse"))
        try form.apply(.setText("confirm", "correct horse"))
        #expect(try form.problems(of: "confirm") == [])
        var tally = ProblemTally(form)
        let change = try form.apply(.setText("password", "battery staple"))
        #expect(change.changedKeys.contains("confirm"))
        tally.update(form, after: change)
        #expect(tally.problems(of: "confirm").map(\.message) == ["The passwords differ"])
        #expect(tally.problems(in: form) == form.validate())
    }

    @Test("custom rules registered by the app report like built-in ones; touched says who was edited")
    func customRules() throws {
        let data = try Fixtures.data([
            [
                Fixtures.cell(
                    "nick", "text", title: "Nickname",
                    extra: ["rules": ["notAdmin"], "message": ["notAdmin": "Pick another"]])
            ]
        ])
        let notAdmin: CustomRule = { value, _ in value == .text("admin") ? "reserved" : nil }
        #expect(try Form(try DescriptorLoader().load(data: data)).unregisteredRules == ["notAdmin"])
        var form = try Form(try DescriptorLoader().load(data: data), rules: ["notAdmin": notAdmin])
        #expect(form.unregisteredRules == [])
        #expect(form.validate() == [])
        try form.apply(.setText("nick", "admin"))
        let problem = try #require(form.validate().first)
        #expect(problem.rule == "notAdmin" && problem.message == "Pick another")
        #expect(problem.isTouched)
        var restored = try Form(try DescriptorLoader().load(data: data), rules: ["notAdmin": notAdmin])
        restored.restore(form.state())
        #expect(restored.validate().map(\.isTouched) == [false], "restored values are not edits")
        #expect(Fixtures.problemsOf(["rules": "notAdmin"]).contains { $0.contains("rules must be an array") })
        #expect(Fixtures.problemsOf(["rules": ["required"]]).contains { $0.contains("built-in rule") })
    }

    @Test("passwords are masked and not saved unless persist says so")
    func passwords() throws {
        var form = try Fixtures.everyKindForm()
        try form.apply(.setText("password", "hunter22"))
        #expect(try form.row("password").displayValue == "••••••••")
        #expect(form.state().values["password"] == nil)
        try form.apply(.setText("name", "Ada"))
        #expect(form.state().values["name"] != nil)
        let kept = try Form(
            try DescriptorLoader().load(
                data: try Fixtures.data([
                    [Fixtures.cell("pin", "password", extra: ["persist": true, "value": "1234"])]
                ])))
        #expect(kept.state().values["pin"] != nil)
    }

    @Test("a button reports its action and changes nothing")
    func buttons() throws {
        var form = try Fixtures.everyKindForm()
        let change = try form.apply(.tap("send"))
        #expect(change.action == ButtonAction(name: "submit", key: "send"))
        #expect(change.sections.isEmpty && change.changedKeys.isEmpty && !change.isEmpty)
    }

    @Test("bad settings of the new kinds are reported with their place")
    func badSettings() throws {
        let cases: [([String: Any], String)] = [
            (["kind": "segmented"], "needs options"),
            (["kind": "segmented", "options": ["a", "a"]], "given twice"),
            (["kind": "integer", "minimum": 1.5], "must be whole"),
            (["kind": "integer", "minimum": 5, "maximum": 1], "more than maximum"),
            (["kind": "time", "minimumTime": "7am"], "HH:mm"),
            (["kind": "dateTime", "timeZone": "Mars/Olympus"], "IANA"),
            (["kind": "date", "minimumDate": "tomorrow"], "today±N"),
            (["kind": "decimal", "fractionDigits": 40], "0 to 12"),
            (["kind": "text", "persist": "maybe"], "persist must be a boolean"),
            (["kind": "normal", "presentation": "modal"], "inline or page"),
            (["kind": "button", "action": ""], "action must be"),
            (["kind": "integer", "value": "ten"], "not a number"),
        ]
        for (extra, expected) in cases {
            let problems = Fixtures.problemsOf(extra)
            #expect(problems.contains { $0.contains(expected) }, "\(extra): \(problems)")
        }
    }
}

extension Fixtures {
    /// The problems of a one-row form whose cell has `extra`'s fields.
    static func problemsOf(_ extra: [String: Any]) -> [String] {
        let kind = extra["kind"] as? String ?? "text"
        return (try? problems([[cell("a", kind, extra: extra)]])) ?? ["(no plist)"]
    }
}
