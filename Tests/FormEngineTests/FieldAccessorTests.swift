import Foundation
import Testing

@testable import FormEngine

@MainActor
@Suite("FieldAccessor")
struct FieldAccessorTests {
    @Test func readsAndWritesEachKindAndParentsFollow() throws {
        let controller = try bundledController()
        let first = try controller.field("firstName", as: String.self)
        #expect(first.get() == nil)
        try first.set("Ada")
        try controller.field("lastName", as: String.self).set("Lovelace")
        #expect(first.get() == "Ada")
        #expect(try controller.form.row("fullName").title == "Ada Lovelace")

        let birthday = try controller.field("dateOfBirthPicker", as: CalendarDate.self)
        let day = try #require(CalendarDate("1990-03-12"))
        try birthday.set(day)
        #expect(birthday.get() == day)

        let married = try controller.field("married", as: Bool.self)
        #expect(married.get() == false)
        try married.set(true)
        #expect(try controller.form.row("maritalStatus").title == "Married")

        let sport = try controller.field("favoriteSport", as: RowKey.self)
        try sport.set("baseball")
        #expect(sport.get() == "baseball")
        #expect(try controller.form.row("baseball").isSelected)
    }

    @Test func slidersAreClampedAndRoundedLikeTheEngine() throws {
        let controller = try bundledController()
        let slider = try controller.field("experienceSlider", as: Double.self)
        try slider.set(7.4)
        #expect(slider.get() == 7)
        try slider.set(99)
        #expect(slider.get() == 10)
        #expect(throws: EditError.self) { try slider.set(nil) }
        #expect(slider.get() == 10)
    }

    @Test func controlAndModelStayInStepBothWays() throws {
        // The tutorial's slider: the control reports user changes, the model pushes code changes.
        let controller = try bundledController()
        let accessor = try controller.field("experienceSlider", as: Double.self)
        var control = 0.0
        let subscription = controller.observe { change in
            if change.changedKeys.contains(accessor.key) { control = accessor.get() ?? 0 }
        }
        try accessor.set(3)  // the user drags the slider
        #expect(control == 3)
        try controller.apply(.setText("experienceSlider", "8"))  // code sets it
        #expect(control == 8)
        try controller.apply(.resetAll)  // and a reset reaches the control too
        #expect(control == 0)
        withExtendedLifetime(subscription) {}
    }

    struct WrongAccessor: CustomTestStringConvertible, Sendable {
        let key: RowKey
        let kind: String
        var testDescription: String { "\(kind) accessor on \(key)" }
    }

    @Test(arguments: [
        WrongAccessor(key: "firstName", kind: "number"),
        WrongAccessor(key: "experienceSlider", kind: "text"),
        WrongAccessor(key: "married", kind: "date"),
        WrongAccessor(key: "football", kind: "choice"),
        WrongAccessor(key: "firstName", kind: "toggle"),
        WrongAccessor(key: "missing", kind: "text"),
        WrongAccessor(key: "fullName", kind: "choice"),
        WrongAccessor(key: "languages", kind: "choice"),
        WrongAccessor(key: "favoriteSport", kind: "choices"),
    ])
    func wrongAccessorsAreRefusedWhenMade(_ wrong: WrongAccessor) throws {
        let controller = try bundledController()
        #expect(throws: FormError.self) {
            switch wrong.kind {
            case "number": _ = try controller.field(wrong.key, as: Double.self)
            case "text": _ = try controller.field(wrong.key, as: String.self)
            case "date": _ = try controller.field(wrong.key, as: CalendarDate.self)
            case "toggle": _ = try controller.field(wrong.key, as: Bool.self)
            case "choices": _ = try controller.field(wrong.key, as: [RowKey].self)
            default: _ = try controller.field(wrong.key, as: RowKey.self)
            }
        }
    }

    @Test func pickersTakeTheAccessorOfTheirSelectionMode() throws {
        let controller = try bundledController()
        _ = try controller.field("favoriteSport", as: RowKey.self)
        _ = try controller.field("languages", as: [RowKey].self)
        do {
            _ = try controller.field("languages", as: RowKey.self)
            Issue.record("a multiple picker took a single-choice accessor")
        } catch {
            #expect(error.reason == "a multiple picker cannot hold RowKey")
        }
    }

    @Test func aMisspeltKeyNamesTheKey() throws {
        let controller = try bundledController()
        #expect(throws: FormError.unknownRow("fistName")) {
            try controller.field("fistName", as: String.self)
        }
    }

    /// `FieldValue` is a marker: how a value is read and written is the library's, so an app's
    /// own conforming type is refused where the accessor is made, not silently read as nil.
    @Test func aTypeOutsideTheLibrarysSixIsRefused() throws {
        struct Miles: FieldValue {}
        let controller = try bundledController()
        do {
            _ = try controller.field("experienceSlider", as: Miles.self)
            Issue.record("an app's own type took an accessor")
        } catch {
            #expect(error.reason.hasSuffix("cannot hold Miles"))
        }
    }
}
