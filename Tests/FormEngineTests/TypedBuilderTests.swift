import FormExamples
import Foundation
import Testing

@testable import FormEngine

/// The typed builder: every kind has a constructor whose settings are Swift types, the form it
/// builds equals the one its file loads to, and a form with several mistakes reports every one
/// of them, and its warnings, in one error with the messages a file gets.
@Suite struct TypedBuilderTests {
    /// A form with six different mistakes and an unknown key.
    static func badForm() throws(DescriptorProblems) -> FormDescriptor {
        try FormDescriptor(title: "Bad") {
            FormSection("One") {
                Cell.text("name", "Name").required().unknownKey("maxLenght")
                Cell.slider("volume", "Volume", range: 0...10).value(.number(11))
                Cell.password("confirm", "Confirm").matches("pasword")
                Cell.toggle("news", "News").minLength(2)
            }
            FormSection("Two") {
                Cell.text("name", "Again")
                Cell.email("email", "Email").visible(when: .equals("phone", .text("x")))
                Cell.text("my key", "Spaced")
            }
        }
    }

    /// The same form as a JSON descriptor.
    static let badJSON = """
        {"title": "Bad", "sections": [
          {"title": "One", "rows": [
            {"key": "name", "kind": "text", "firstTitle": "Name", "required": true, "maxLenght": 80},
            {"key": "volume", "kind": "slider", "firstTitle": "Volume", "minimum": 0, "maximum": 10,
             "step": 1, "value": 11},
            {"key": "confirm", "kind": "password", "firstTitle": "Confirm", "matches": "pasword"},
            {"key": "news", "kind": "switch", "firstTitle": "News", "minLength": 2}
          ]},
          {"title": "Two", "rows": [
            {"key": "name", "kind": "text", "firstTitle": "Again"},
            {"key": "email", "kind": "email", "firstTitle": "Email",
             "visibleWhen": {"key": "phone", "equals": "x"}},
            {"key": "my key", "kind": "text", "firstTitle": "Spaced"}
          ]}
        ]}
        """

    /// The JSON `text` as an XML property list.
    static func plist(_ text: String) throws -> Data {
        let root = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }

    @Test func aFormWithSeveralMistakesReportsEveryOneAndItsWarningAsAFileDoes() throws {
        let file = DescriptorLoader().diagnose(data: Data(Self.badJSON.utf8), file: "bad.json")
        #expect(file.descriptor == nil)
        #expect(file.problems.count >= 6)
        #expect(file.warnings.count == 1)
        var thrown: DescriptorProblems?
        do {
            _ = try Self.badForm()
        } catch {
            thrown = error
        }
        let built = try #require(thrown)
        // A JSON file names the value at fault by its path ("sections[1].rows[1].visibleWhen"),
        // so its reasons leave out the field the builder's name: each ends the builder's.
        #expect(built.problems.count == file.problems.count)
        #expect(built.warnings.count == file.warnings.count)
        for (code, json) in zip(built.problems + built.warnings, file.problems + file.warnings) {
            #expect(code.location.section == json.location.section)
            #expect(code.location.row == json.location.row)
            #expect(code.location.key == json.location.key)
            #expect(code.reason.hasSuffix(json.reason), "\(code) ≠ \(json)")
        }
        // A property list names places as the builder does: the very same lines.
        let plist = DescriptorLoader().diagnose(data: try Self.plist(Self.badJSON))
        #expect(built.problems.map(\.description) == plist.problems.map(\.description))
        #expect(built.warnings.map(\.description) == plist.warnings.map(\.description))
        let reasons = built.problems.map(\.reason)
        for expected in [
            "value 11 is outside the slider's range 0…10",
            "matches names 'pasword', but no row has that key",
            "minLength applies to text rows only, not to a switch row",
            "duplicate key 'name' (first used in section 1, row 1)",
            "visibleWhen: no row has the key 'phone'",
            "key must be a non-empty string without spaces or '=', not the string 'my key'",
        ] {
            #expect(reasons.contains { $0.hasPrefix(expected) }, "\(expected)")
        }
        #expect(built.warnings.map(\.reason) == ["maxLenght: unknown key; did you mean maxLength?"])
        // One line a problem, then the warnings.
        let lines = built.description.split(separator: "\n").map(String.init)
        #expect(lines.count == built.problems.count + 1)
        #expect(lines.first == built.problems.first?.description)
        #expect(lines.last == "warning: " + built.warnings[0].description)
    }

    @Test func diagnoseListsEveryProblemOfADescriptorMadeByHand() throws {
        let rows = [
            RowDescriptor(
                key: "volume", kind: .slider(SliderSettings(maximum: 10)), initialValue: .number(11)),
            RowDescriptor(key: "volume", kind: .plainText, rules: [.matches("nowhere")]),
        ]
        let descriptor = FormDescriptor(sections: [SectionDescriptor(rows: rows)])
        let (checked, problems, warnings) = descriptor.diagnose()
        #expect(checked == nil)
        #expect(problems.count == 3, "\(problems)")
        #expect(warnings.isEmpty)
        #expect(throws: LoadError.self) { try descriptor.validated() }
        #expect(throws: DescriptorProblems.self) { try descriptor.validatedReportingAll() }
    }

    @Test func aPatternThatDoesNotCompileIsReportedWithTheOthers() throws {
        do {
            _ = try FormDescriptor {
                FormSection { Cell.text("code", "Code").pattern("[a-").minLength(3).maxLength(2) }
            }
            Issue.record("a bad pattern and lengths were accepted")
        } catch {
            #expect(
                error.problems.map(\.reason).sorted() == [
                    "minLength 3 is more than maxLength 2",
                    "pattern '[a-' is not a valid regular expression",
                ])
        }
    }

    @Test func aKeyTheFormatKnowsCannotBeKeptAsUnknown() throws {
        #expect(throws: DescriptorProblems.self) {
            try FormDescriptor { FormSection { Cell.text("name", "Name").unknownKey("placeholder") } }
        }
        // An unknown key alone is a warning, not a problem.
        let descriptor = try FormDescriptor { FormSection { Cell.text("name", "Name").unknownKey("colour") } }
        #expect(descriptor.sections[0].rows[0].unknownKeys == ["colour"])
        #expect(descriptor.diagnose().warnings.map(\.reason) == ["colour: unknown key"])
    }

    @Test func aCustomRuleNamedLikeABuiltInOneIsRefusedAsInAFile() throws {
        do {
            _ = try FormDescriptor { FormSection { Cell.text("name", "Name").rules("required", "adult") } }
            Issue.record("a custom rule named required was accepted")
        } catch {
            #expect(
                error.problems.map(\.reason) == [
                    "rules names 'required', a built-in rule: give it as its own key"
                ])
        }
        let fine = try FormDescriptor {
            FormSection { Cell.text("name", "Name").rules("adult").message("Too young", for: "adult") }
        }
        #expect(fine.sections[0].rows[0].rules == [.custom("adult")])
        #expect(throws: DescriptorProblems.self) {
            try FormDescriptor { FormSection { Cell.text("name", "Name").message("Hm", for: "adult") } }
        }
    }

    /// The bundled sign-up form, built in code with a constructor for every kind.
    static func signup() throws(DescriptorProblems) -> FormDescriptor {
        let countries: [(key: RowKey, title: String)] = [
            ("fr", "France"), ("de", "Germany"), ("jp", "Japan"), ("gb", "United Kingdom"),
            ("us", "United States"), ("other", "Another country"),
        ]
        let topics = [
            Choice(key: "events", title: "Club events"), Choice(key: "training", title: "Training tips"),
            Choice(key: "offers", title: "Partner offers"),
        ]
        return try FormDescriptor(title: "Sign up") {
            FormSection("Account", footer: "Your email is your login; the password is never saved to disk.") {
                Cell.text("fullName", "Full name").contentType("name")
                    .required("Please enter your name").maxLength(80)
                Cell.text("username", "Username").contentType("username").required()
                    .pattern("[a-z0-9_]{3,20}")
                    .message("3 to 20 lower-case letters, digits or _", for: .pattern)
                Cell.email("email", "Email").placeholder("name@example.com")
                    .contentType("emailAddress").required()
                    .message("Enter an email address like name@example.com", for: .format)
                Cell.password("password", "Password").contentType("newPassword")
                    .required().minLength(8).message("Use at least 8 characters", for: .minLength)
                Cell.password("confirmPassword", "Confirm password").required()
                    .matches("password").message("The passwords differ", for: .matches)
                Cell.url("website", "Website").contentType("URL")
            }
            FormSection("About you") {
                Cell.date(
                    "dateOfBirth", "Date of birth",
                    earliest: CalendarDate(year: 1900, month: 1, day: 1).map(DateBound.day),
                    latest: .relative(years: -18, months: 0, days: 0)
                )
                .contentType("birthdate").required()
                .message("You must be 18 or over to sign up", for: .maximum)
                Cell.picker("country", "Choose", options: countries).subtitle("Country")
                    .opensAsPage().required()
                Cell.decimal("height", "Height (m)", in: 0.5...2.5, fractionDigits: 2)
                Cell.integer("experience", "Years of running", in: 0...80)
                Cell.segmented(
                    "level", "Level",
                    options: [("beginner", "Beginner"), ("regular", "Regular"), ("expert", "Expert")]
                )
                .value(.choice("beginner"))
                Cell.duration("bestTime", "Best 10 km time", in: 1200...10800)
                    .message("Faster than 20 minutes? Check the time", for: .minimum)
                    .message("Enter a time under 3 hours", for: .maximum)
                Cell.textArea("about", "Anything we should know?").maxLength(500)
            }
            FormSection("Training") {
                Cell.slider("daysPerWeek", "Training days a week", range: 1...7).value(.number(3))
                Cell.time(
                    "trainingTime", "Preferred start", earliest: WallTime(hour: 6, minute: 0),
                    latest: WallTime(hour: 21, minute: 0)
                )
                .value(.text("18:30"))
                .message("The track opens at 06:00", for: .minimum)
                .message("The last session starts at 21:00", for: .maximum)
                Cell.dateTime("welcomeSession", "Welcome session", timeZone: "Europe/Paris")
                Cell.stepper("guests", "Guests at the welcome session", in: 0...4, step: 1).value(.number(0))
                Cell.file("trainingPlan", "Training plan", mustExist: true, extensions: ["pdf", "txt"])
                    .placeholder("~/plan.pdf").help("A plan from your coach, if you have one")
            }
            FormSection("Phone numbers", footer: "Add, reorder and delete numbers in edit mode") {}
                .editable(template: Cell.phone("phone", "Phone").contentType("telephoneNumber"))
            FormSection("Staying in touch") {
                Cell.toggle("newsletter", "Newsletter").value(.bool(false))
                Cell.picker("topics", "Choose", options: topics, selection: .multiple(minimum: 1))
                    .subtitle("Topics")
                    .visible(when: .equals("newsletter", .bool(true)))
                    .message("Choose at least one topic", for: .minimumSelections)
            }
            FormSection("Finish") {
                Cell.info("plan", "Plan", text: "Free for the first month")
                Cell.link("terms", "Terms of membership", url: "https://example.com/terms")
                Cell.check("acceptTerms", "I accept the terms").required("Please accept the terms")
                Cell.button("submit", "Sign up", action: "submit")
                Cell.button("reset", "Start again", action: "reset")
            }
        }
    }

    @Test func theSignUpFormBuiltInCodeEqualsItsFile() throws {
        let file = try BundledExample.signup.descriptor()
        let built = try Self.signup()
        #expect(built == file)
        // Field by field, so that a difference says where it is.
        for (builtSection, fileSection) in zip(built.sections, file.sections) {
            #expect(builtSection.template == fileSection.template)
            for (builtRow, fileRow) in zip(builtSection.rows, fileSection.rows) {
                #expect(builtRow == fileRow, "\(builtRow.key)")
            }
        }
    }
}
