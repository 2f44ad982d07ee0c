import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Handlers on the default form")
struct HandlerTests {
    @Test("text: the parent joins its children's non-empty texts, whichever changes")
    func textJoin() throws {
        var form = try Fixtures.defaultForm
        try form.set("lastName", text: "Lovelace")
        #expect(try form.row("fullName").title == "Lovelace")
        let change = try form.set("firstName", to: .text("Ada"))
        #expect(try form.row("fullName").title == "Ada Lovelace")
        #expect(change.changedKeys == ["fullName", "firstName"])
        // fullName is visible (position 0), firstName hidden: only fullName reloads.
        #expect(change.sections == [FormChange.Section(section: 0, reconfigured: [0])])
        try form.set("firstName", text: "")
        #expect(try form.row("fullName").title == "Lovelace")
        #expect(try form.value(of: "firstName") == nil)
    }

    @Test("date: yyyy-MM-dd in, range checked, shown the same everywhere")
    func date() throws {
        var form = try Fixtures.defaultForm
        try form.set("dateOfBirthPicker", text: "1990-03-12")
        #expect(
            try form.value(of: "dateOfBirthPicker") == .date(CalendarDate(year: 1990, month: 3, day: 12)!))
        #expect(try form.row("dateOfBirth").title == "12 Mar 1990")
        #expect(throws: FormError.self) { try form.set("dateOfBirthPicker", text: "12/03/1990") }
        #expect(try form.row("dateOfBirth").title == "12 Mar 1990", "a refused edit changes nothing")
        // A day out of range is kept, and reported by validation.
        try form.set("dateOfBirthPicker", text: "1890-01-01")
        #expect(try form.problems(of: "dateOfBirthPicker").map(\.rule) == [.minimum])
        try form.set("dateOfBirthPicker", text: "1990-03-12")
        form.locale = Locale(identifier: "en_US")
        #expect(try form.row("dateOfBirth").title.contains("1990"))
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
        try form.tap("married")
        #expect(try form.value(of: "married") == .bool(true))
        #expect(try form.row("maritalStatus").title == "Married")
        try form.set("married", text: "no")
        #expect(try form.row("maritalStatus").title == "Single")
        #expect(throws: FormError.self) { try form.set("married", text: "maybe") }
        #expect(throws: FormError.self) { try form.set("married", to: .text("x")) }
    }

    @Test("option: choosing sets the picker's value and title and collapses it")
    func option() throws {
        var form = try Fixtures.defaultForm
        try form.tap("favoriteSport")
        #expect(
            Fixtures.visibleKeys(form)[1] == [
                "favoriteSport", "football", "basketball", "baseball", "volleyball", "favoriteColor",
                "languages",
            ])
        let change = try form.tap("baseball")
        #expect(try form.value(of: "favoriteSport") == .choice("baseball"))
        #expect(try form.row("favoriteSport").title == "Baseball")
        #expect(try !form.isExpanded("favoriteSport"))
        #expect(
            change.sections == [FormChange.Section(section: 1, deleted: [1, 2, 3, 4], reconfigured: [0])])
        #expect(try form.row("baseball").isSelected)
        try form.set("favoriteColor", text: "green")
        try form.set("favoriteColor", text: "Blue")
        #expect(try form.row("favoriteColor").title == "Blue")
        #expect(throws: FormError.self) { try form.set("favoriteColor", text: "Purple") }
        #expect(throws: FormError.self) { try form.set("favoriteColor", to: .choice("football")) }
    }

    @Test(
        "slider: clamped to its range and rounded to its step",
        arguments: [("7.6", 8.0), ("-3", 0.0), ("42", 10.0), ("4.5", 5.0), ("0", 0.0)])
    func slider(text: String, expected: Double) throws {
        var form = try Fixtures.defaultForm
        try form.set("experienceSlider", text: text)
        #expect(try form.value(of: "experienceSlider") == .number(expected))
        #expect(try form.row("experienceLevel").title == Value.number(expected).description)
    }

    @Test("slider steps of a tenth stay free of binary noise; NaN and words are refused")
    func sliderDecimals() throws {
        let settings = SliderSettings(minimum: 0, maximum: 1, step: 0.1)
        #expect(try SliderHandler.normalise(0.3, settings: settings) == 0.3)
        #expect(throws: FormError.self) { try SliderHandler.normalise(.nan, settings: settings) }
        var form = try Fixtures.defaultForm
        #expect(throws: FormError.self) { try form.set("experienceSlider", text: "lots") }
        #expect(throws: FormError.self) { try form.set("experienceSlider", to: nil) }
    }

    @Test("rows that hold no value refuse one")
    func noValue() throws {
        var form = try Fixtures.defaultForm
        #expect(throws: FormError.self) { try form.set("fullName", text: "x") }
        #expect(throws: FormError.self) { try form.set("football", text: "x") }
        #expect(try form.tap("firstName").isEmpty, "tapping a text row does nothing")
    }
}
