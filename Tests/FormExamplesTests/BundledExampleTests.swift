import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// The forms compiled into the library: each equals its file in `Resources/`, loads without a
/// problem, and the sign-up example holds every kind and rule and behaves as its file says.
@Suite("bundled examples")
struct BundledExampleTests {
    /// 1 December 2026: an adult was born on or before 1 December 2008.
    static let today = CalendarDate(year: 2026, month: 12, day: 1)

    static func signup() throws -> Form {
        try Form(BundledExample.signup.descriptor(), clock: .fixed(try #require(today)))
    }

    @Test("every example's compiled copy equals its file and loads without a problem")
    func compiledCopies() throws {
        #expect(BundledExample.allCases.map(\.name) == ["tutorial", "signup"])
        for example in BundledExample.allCases {
            let file = try String(
                contentsOf: Repository.root.appendingPathComponent("Resources/\(example.fileName)"),
                encoding: .utf8)
            let compiled = String(decoding: example.data, as: UTF8.self)
            #expect(file == compiled + "\n" || file == compiled, "run Scripts/embed-default-form")
            let (_, problems, warnings) = DescriptorLoader().diagnose(
                data: example.data, file: example.fileName)
            #expect(problems.isEmpty && warnings.isEmpty, "\(problems) \(warnings)")
            #expect(!example.summary.isEmpty)
            #expect(BundledExample(named: example.name) == example)
        }
        #expect(BundledExample(named: "Signup") == nil)
        #expect(try BundledExample.tutorial.descriptor() == DescriptorLoader.bundledDefault())
    }

    @Test("the sign-up form uses every kind, every built-in rule and the presentation keys")
    func everyKindAndRule() throws {
        let descriptor = try BundledExample.signup.descriptor()
        let rows = descriptor.sections.flatMap { $0.rows + ($0.template.map { [$0] } ?? []) }
        let kinds = Set(rows.map(\.kind.name))
        let expected: Set<String> = [
            "normal", "text", "email", "url", "phone", "password", "textArea", "integer", "decimal",
            "stepper", "duration", "date", "time", "dateTime", "switch", "check", "option", "slider",
            "segmented", "info", "link", "button", "file",
        ]
        #expect(expected.subtracting(kinds).sorted() == [])
        let form = try Form(descriptor)
        // The rules a row states, and the ones its kind implies, as validation names them.
        var rules = Set(rows.flatMap(\.rules).map(\.name))
        for row in rows {
            switch row.kind {
            case .text(let format) where format != .plain && format != .password && format != .textArea:
                rules.insert("format")
            case .number(let settings):
                if settings.minimum != nil { rules.insert("minimum") }
                if settings.maximum != nil { rules.insert("maximum") }
            case .date(let settings):
                if settings.earliest != nil { rules.insert("minimum") }
                if settings.latest != nil { rules.insert("maximum") }
            case .file(let settings):
                // A file row always checks that it names a file, not a directory.
                rules.insert("directory")
                if settings.mustExist { rules.insert("mustExist") }
                if !settings.extensions.isEmpty { rules.insert("extensions") }
            default: break
            }
            if let limits = row.selection.limits, limits.minimum > 0 {
                rules.insert("minimumSelections")
            }
        }
        let builtIn = Set(ValidationRule.builtIn.map(\.rawValue)).subtracting(["maximumSelections"])
        #expect(builtIn.subtracting(rules).sorted() == [])
        // No custom rule: formcli cannot run app code, so the bundled form names none.
        #expect(form.unregisteredRules.isEmpty)
        #expect(rows.contains { $0.contentType != nil })
        #expect(rows.contains { $0.presentation == .page })
        #expect(rows.contains { $0.visibleWhen != nil })
        #expect(descriptor.sections.contains { $0.isEditable && $0.template?.kind == .text(.phone) })
        #expect(rows.contains { $0.kind == .button(action: "submit") })
    }

    @Test("date of birth: 18 years before today or earlier, with the form's message")
    func adult() throws {
        var form = try Self.signup()
        _ = try form.apply(.setText("dateOfBirth", "2008-12-02"))
        let problems = try form.problems(of: "dateOfBirth")
        #expect(problems.map(\.rule) == ["maximum"])
        #expect(problems.first?.message == "You must be 18 or over to sign up")
        _ = try form.apply(.setText("dateOfBirth", "2008-12-01"))
        #expect(try form.problems(of: "dateOfBirth").isEmpty)
    }

    @Test("the confirmation must match the password, and the passwords are not saved")
    func passwords() throws {
        var form = try Self.signup()
        _ = try form.apply(.setText("password", "correct horse"))
        let change = try form.apply(.setText("confirmPassword", "correct hors"))
        #expect(change.changedKeys.contains("confirmPassword"))
        #expect(try form.problems(of: "confirmPassword").map(\.message) == ["The passwords differ"])
        // Changing the password reloads the confirmation, whose rule reads it.
        let reloaded = try form.apply(.setText("password", "correct hors"))
        #expect(reloaded.changedKeys.contains("confirmPassword"))
        #expect(try form.problems(of: "confirmPassword").isEmpty)
        _ = try form.apply(.setText("fullName", "Ada Lovelace"))
        let state = form.state()
        #expect(state.values["fullName"] != nil)
        #expect(state.values["password"] == nil)
        #expect(state.values["confirmPassword"] == nil)
    }

    @Test("the newsletter switch reveals the topics, which then need one choice")
    func newsletter() throws {
        var form = try Self.signup()
        #expect(try !form.isVisible("topics"))
        #expect(form.validate().allSatisfy { $0.key != "topics" })
        let change = try form.apply(.setText("newsletter", "yes"))
        #expect(!change.sections.allSatisfy { $0.inserted.isEmpty })
        #expect(try form.isVisible("topics"))
        #expect(try form.problems(of: "topics").map(\.message) == ["Choose at least one topic"])
        _ = try form.apply(.tap("topics"))
        _ = try form.apply(.tap("training"))
        #expect(try form.problems(of: "topics").isEmpty)
        _ = try form.apply(.setText("newsletter", "no"))
        #expect(try !form.isVisible("topics"))
    }

    @Test("a form filled in as a person would has no problem left and can be submitted")
    func filledIn() throws {
        var form = try Self.signup()
        #expect(!form.canSubmit)
        let answers: [(RowKey, String)] = [
            ("fullName", "Ada Lovelace"), ("username", "ada_l"), ("email", "ada@example.com"),
            ("password", "analytical"), ("confirmPassword", "analytical"), ("website", "https://ada.example"),
            ("dateOfBirth", "1990-03-12"), ("height", "1.65"), ("experience", "4"), ("level", "regular"),
            ("bestTime", "52m"), ("trainingTime", "07:15"), ("welcomeSession", "2027-01-15T18:30"),
            ("guests", "2"), ("acceptTerms", "yes"),
        ]
        for (key, text) in answers { _ = try form.apply(.setText(key, text)) }
        _ = try form.apply(.tap("country"))
        _ = try form.apply(.tap("jp"))
        let phones = try #require(form.section(named: "Phone numbers"))
        _ = try form.addedItem(section: phones, title: "+81 3-1234-5678")
        #expect(form.validate().map(\.description) == [])
        #expect(form.canSubmit)
        #expect(try form.row("bestTime").displayValue == "0:52:00")
        #expect(try form.row("country").displayValue == "Japan")
        // Saved and restored, every kind comes back; what is shown and not answered is not saved.
        let state = form.state()
        #expect(
            state.values["plan"] == nil && state.values["terms"] == nil && state.values["password"] == nil)
        #expect(state.values["bestTime"] == .integer(3120) && state.values["level"] == .string("regular"))
        var restored = try Self.signup()
        #expect(restored.restore(try FormState.load(data: state.data())) == [])
        #expect(restored.state() == state)
        let submit = try form.apply(.tap("submit"))
        #expect(submit.action?.name == "submit")
        // Out-of-range and badly formatted answers are kept and reported, not refused.
        _ = try form.apply(.setText("email", "ada@example"))
        _ = try form.apply(.setText("guests", "9"))
        _ = try form.apply(.setText("trainingTime", "05:00"))
        #expect(Set(form.validate().map(\.rule)) == ["format", "maximum", "minimum"])
        #expect(try form.value(of: "guests") == .number(9))
    }
}
