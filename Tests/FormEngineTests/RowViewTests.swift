import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Issue #22: a row carries what a view needs, the `placeholder` and `description` keys, and a
/// picker that keeps its own title as its label.
@Suite("What a row tells a view")
struct RowViewTests {
    static func form(_ json: String) throws -> Form {
        try Form(DescriptorLoader().load(data: Data(json.utf8), file: "form.json"))
    }

    static let signup = """
        [[
          {"key": "email", "kind": "email", "firstTitle": "Email", "placeholder": "you@example.com",
           "description": "Where receipts go", "required": true, "maxLength": 80, "contentType": "emailAddress"},
          {"key": "age", "kind": "stepper", "firstTitle": "Age", "minimum": 18, "maximum": 99, "step": 1},
          {"key": "country", "firstTitle": "Country", "expandable": true, "additionalRows": 2},
          {"key": "fr", "kind": "option", "firstTitle": "France"},
          {"key": "de", "kind": "option", "firstTitle": "Germany"},
          {"key": "topics", "firstTitle": "Topics", "secondTitle": "Topics", "expandable": true,
           "additionalRows": 2, "selection": "multiple", "minimumSelections": 1, "maximumSelections": 2,
           "presentation": "page"},
          {"key": "swift", "kind": "option", "firstTitle": "Swift"},
          {"key": "go", "kind": "option", "firstTitle": "Go"},
          {"key": "size", "kind": "segmented", "firstTitle": "Size", "options": ["S", {"key": "M", "title": "Medium"}]},
          {"key": "site", "kind": "link", "firstTitle": "Site", "value": "https://example.com"},
          {"key": "send", "kind": "button", "firstTitle": "Send", "action": "submit"}
        ]]
        """

    @Test("a row carries its control, rules, texts, range, options and action")
    func rowsCarryWhatViewsNeed() throws {
        let form = try Self.form(Self.signup)
        let email = try form.row("email")
        #expect(
            email.control == .text(content: .email, isSecure: false, maximumLength: 80) && email.isRequired)
        #expect(email.placeholder == "you@example.com" && email.help == "Where receipts go")
        #expect(email.contentType == "emailAddress")
        #expect(try form.row("age").control == .stepper(range: 18...99, step: 1))
        let country = try form.row("country")
        #expect(
            country.control
                == .choice(
                    options: [Choice(key: "fr", title: "France"), Choice(key: "de", title: "Germany")],
                    mode: .single, presentation: .inline))
        #expect(country.summarizesChildren)
        guard case .choice(_, let mode, let presentation) = try form.row("topics").control else {
            Issue.record("topics is not a picker")
            return
        }
        #expect(mode == .multiple(minimum: 1, maximum: 2) && presentation == .page, "presentation: page")
        #expect(
            try form.row("size").control
                == .segmented(options: [Choice(key: "S"), Choice(key: "M", title: "Medium")]))
        #expect(try form.row("site").control == .link(url: "https://example.com"))
        #expect(try form.row("send").control == .button(action: "submit"))
        #expect(try form.row("fr").control == .option)
    }

    @Test("a number, day, time and date-and-time row carry their style, digits, range and zone")
    func rowsCarryTheirShape() throws {
        let form = try Self.form(
            """
            [[
              {"key": "price", "kind": "decimal", "fractionDigits": 2, "minimum": 0},
              {"key": "count", "kind": "integer"},
              {"key": "rest", "kind": "duration"},
              {"key": "born", "kind": "date", "minimumDate": "1900-01-01", "maximumDate": "today-18y"},
              {"key": "wake", "kind": "time", "minimumTime": "05:00", "maximumTime": "11:00"},
              {"key": "meet", "kind": "dateTime", "minimumDate": "today", "timeZone": "Europe/Paris"},
              {"key": "name", "kind": "text"}
            ]]
            """)
        #expect(
            try form.row("price").control
                == .number(style: .decimal, range: 0 ... .infinity, step: 1, fractionDigits: 2))
        #expect(
            try form.row("count").control
                == .number(style: .integer, range: -.infinity ... .infinity, step: 1, fractionDigits: nil))
        guard case .number(.duration, _, _, _) = try form.row("rest").control else {
            Issue.record("rest is not a duration")
            return
        }
        #expect(
            try form.row("born").control
                == .date(earliest: DateBound("1900-01-01"), latest: DateBound("today-18y")))
        #expect(try form.row("wake").control == .time(earliest: WallTime("05:00"), latest: WallTime("11:00")))
        #expect(
            try form.row("meet").control
                == .dateTime(earliest: DateBound("today"), latest: nil, timeZone: "Europe/Paris"))
        let name = try form.row("name")
        #expect(name.control == .text(content: .plain, isSecure: false, maximumLength: nil))
        #expect(try name.kindPhrase == "a text row" && form.row("count").kindPhrase == "an integer row")
    }

    @Test("a picker with only firstTitle keeps it as its label once something is chosen")
    func pickerKeepsItsTitle() throws {
        var form = try Self.form(Self.signup)
        #expect(try form.row("country").label == "Country")
        #expect(try form.row("country").detail == "")
        try form.apply(.tap("fr"))
        let country = try form.row("country")
        #expect(country.label == "Country" && country.detail == "France")
    }

    @Test("placeholder and description must be strings")
    func badTexts() throws {
        let problems = DescriptorLoader().diagnose(
            data: Data(
                #"[[{"key": "a", "kind": "text", "placeholder": ["x"], "description": {"a": "b"}}]]"#.utf8)
        ).problems
        let reasons = problems.map(\.reason)
        #expect(reasons.contains { $0.contains("must be a string") }, "\(reasons)")
        #expect(problems.count == 2, "\(reasons)")
    }

    @Test("each kind gives its control, named in the dumps as before; a switch is .toggle")
    func eachKindGivesItsControl() throws {
        let form = try Self.form(
            """
            [[
              {"key": "n", "kind": "normal", "firstTitle": "N"},
              {"key": "pw", "kind": "password", "maxLength": 20},
              {"key": "notes", "kind": "textArea"},
              {"key": "phone", "kind": "phone"},
              {"key": "sw", "kind": "switch"},
              {"key": "ok", "kind": "check"},
              {"key": "level", "kind": "slider", "minimum": 1, "maximum": 5, "step": 0.5},
              {"key": "info", "kind": "info", "value": "v1"},
              {"key": "config", "kind": "file"}
            ]]
            """)
        let controls = try ["n", "pw", "notes", "phone", "sw", "ok", "level", "info", "config"].map {
            try form.row(RowKey($0)).control
        }
        #expect(
            controls == [
                .normal, .text(content: .plain, isSecure: true, maximumLength: 20),
                .textArea(maximumLength: nil),
                .text(content: .phone, isSecure: false, maximumLength: nil), .toggle, .check,
                .slider(range: 1...5, step: 0.5), .info, .file(FileSettings()),
            ])
        #expect(
            controls.map(\.viewName) == [
                "basic", "secureField", "multilineField", "textField", "switchControl", "checkbox",
                "sliderControl", "readOnly", "path",
            ])
        #expect(TextContent.allCases.map(\.keyboard) == ["default", "emailAddress", "URL", "phonePad"])
    }

    @Test("an app's kind draws as the control it names, with its settings")
    func anAppsKindNamesItsControl() throws {
        var loader = DescriptorLoader()
        loader.kinds = [StarRating()]
        let json = #"[[{"key": "stars", "kind": "rating", "stars": 3}]]"#
        let form = try Form(loader.load(data: Data(json.utf8), file: "kinds.json"))
        #expect(try form.row("stars").control == .stepper(range: 0...3, step: 1))
    }

    @Test("setting isSecure on a text row masks its control too")
    func settingSecureMasksTheControl() throws {
        var row = try Self.form(#"[[{"key": "name", "kind": "text"}]]"#).row("name")
        row.isSecure = true
        #expect(row.control == .text(content: .plain, isSecure: true, maximumLength: nil))
    }
}
