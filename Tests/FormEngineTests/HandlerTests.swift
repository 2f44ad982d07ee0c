import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Handlers on the default form")
struct HandlerTests {
    @Test("text: the parent joins its children's non-empty texts, whichever changes")
    func textJoin() throws {
        var form = try Fixtures.defaultForm
        try form.apply(.setText("lastName", "Lovelace"))
        #expect(try form.row("fullName").title == "Lovelace")
        let change = try form.apply(.set("firstName", .text("Ada")))
        #expect(try form.row("fullName").title == "Ada Lovelace")
        #expect(change.changedKeys == ["fullName", "firstName"])
        // fullName is visible (position 0), firstName hidden: only fullName reloads.
        #expect(change.sections == [FormChange.Section(section: 0, reconfigured: [0])])
        try form.apply(.setText("firstName", ""))
        #expect(try form.row("fullName").title == "Lovelace")
        #expect(try form.value(of: "firstName") == nil)
    }

    @Test("date: yyyy-MM-dd in, range checked, shown the same everywhere")
    func date() throws {
        var form = try Fixtures.defaultForm
        try form.apply(.setText("dateOfBirthPicker", "1990-03-12"))
        #expect(
            try form.value(of: "dateOfBirthPicker") == .date(CalendarDate(year: 1990, month: 3, day: 12)!))
        #expect(try form.row("dateOfBirth").title == "12 Mar 1990")
        #expect(throws: EditError.self) { try form.apply(.setText("dateOfBirthPicker", "12/03/1990")) }
        #expect(try form.row("dateOfBirth").title == "12 Mar 1990", "a refused edit changes nothing")
        // A day out of range is kept, and reported by validation.
        try form.apply(.setText("dateOfBirthPicker", "1890-01-01"))
        #expect(try form.problems(of: "dateOfBirthPicker").map(\.rule) == ["minimum"])
        try form.apply(.setText("dateOfBirthPicker", "1990-03-12"))
        var american = try Form(form.descriptor, locale: Locale(identifier: "en_US"))
        #expect(american.restore(form.state()) == [])
        #expect(try american.row("dateOfBirth").title.contains("1990"))
    }

    @Test("calendar days: leap years, bounds, day arithmetic")
    func calendar() throws {
        #expect(CalendarDate("2024-02-29") != nil)
        #expect(CalendarDate("2023-02-29") == nil)
        #expect(CalendarDate("1900-02-29") == nil)
        #expect(CalendarDate("2000-02-29") != nil)
        #expect(CalendarDate("0000-01-01") == nil)
        #expect(CalendarDate("2024-1-01") == nil)
        #expect(CalendarDate("2024-12-31")?.adding(days: 1)?.description == "2025-01-01")
        #expect(CalendarDate("2024-03-01")?.adding(days: -1)?.description == "2024-02-29")
        #expect(CalendarDate("0001-01-01")?.adding(days: -1) == nil)
    }

    @Test("switch: a Bool; the parent shows onTitle/offTitle")
    func toggle() throws {
        var form = try Fixtures.defaultForm
        #expect(try form.row("maritalStatus").title == "Single")
        try form.apply(.tap("married"))
        #expect(try form.value(of: "married") == .bool(true))
        #expect(try form.row("maritalStatus").title == "Married")
        try form.apply(.setText("married", "no"))
        #expect(try form.row("maritalStatus").title == "Single")
        #expect(throws: EditError.self) { try form.apply(.setText("married", "maybe")) }
        #expect(throws: EditError.self) { try form.apply(.set("married", .text("x"))) }
    }

    @Test("option: choosing sets the picker's value and title and collapses it")
    func option() throws {
        var form = try Fixtures.defaultForm
        try form.apply(.tap("favoriteSport"))
        #expect(
            Fixtures.visibleKeys(form)[1] == [
                "favoriteSport", "football", "basketball", "baseball", "volleyball", "favoriteColor",
                "languages",
            ])
        let change = try form.apply(.tap("baseball"))
        #expect(try form.value(of: "favoriteSport") == .choice("baseball"))
        #expect(try form.row("favoriteSport").title == "Baseball")
        #expect(try !form.isExpanded("favoriteSport"))
        #expect(
            change.sections == [FormChange.Section(section: 1, deleted: [1, 2, 3, 4], reconfigured: [0])])
        #expect(try form.row("baseball").isSelected)
        try form.apply(.setText("favoriteColor", "green"))
        try form.apply(.setText("favoriteColor", "Blue"))
        #expect(try form.row("favoriteColor").title == "Blue")
        #expect(throws: EditError.self) { try form.apply(.setText("favoriteColor", "Purple")) }
        #expect(throws: EditError.self) { try form.apply(.set("favoriteColor", .choice("football"))) }
    }

    @Test(
        "slider: clamped to its range and rounded to its step",
        arguments: [("7.6", 8.0), ("-3", 0.0), ("42", 10.0), ("4.5", 5.0), ("0", 0.0)])
    func slider(text: String, expected: Double) throws {
        var form = try Fixtures.defaultForm
        try form.apply(.setText("experienceSlider", text))
        #expect(try form.value(of: "experienceSlider") == .number(expected))
        #expect(try form.row("experienceLevel").title == Value.number(expected).description)
    }

    @Test("slider steps of a tenth stay free of binary noise; NaN and words are refused")
    func sliderDecimals() throws {
        let settings = SliderSettings(minimum: 0, maximum: 1, step: 0.1)
        #expect(try SliderHandler.normalise(0.3, settings: settings) == 0.3)
        #expect(throws: FormError.self) { try SliderHandler.normalise(.nan, settings: settings) }
        var form = try Fixtures.defaultForm
        #expect(throws: EditError.self) { try form.apply(.setText("experienceSlider", "lots")) }
        #expect(throws: EditError.self) { try form.apply(.set("experienceSlider", nil)) }
    }

    @Test("rows that hold no value refuse one")
    func noValue() throws {
        var form = try Fixtures.defaultForm
        #expect(throws: EditError.self) { try form.apply(.setText("fullName", "x")) }
        #expect(throws: EditError.self) { try form.apply(.setText("football", "x")) }
        #expect(try form.apply(.tap("firstName")).isEmpty, "tapping a text row does nothing")
    }
}
