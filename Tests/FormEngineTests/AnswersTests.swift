import FormEngine
import Foundation
import TestSupport
import Testing

@Suite("Typed answers")
struct AnswersTests {
    /// A form with every kind the descriptor has today: a parent summarising text rows, a date,
    /// a switch revealing a conditional text row, a slider, single and multiple pickers, a row
    /// without a key, and an editable list of sliders.
    static var everyKind: [[String: Any]] {
        [
            [
                "title": "Person",
                "rows": [
                    ["key": "name", "kind": "normal", "expandable": true, "additionalRows": 2],
                    ["key": "first", "kind": "text"],
                    ["key": "last", "kind": "text"],
                    ["key": "born", "kind": "date"],
                    ["key": "married", "kind": "switch", "value": false],
                    [
                        "key": "spouse", "kind": "text",
                        "visibleWhen": ["key": "married", "equals": true] as [String: Any],
                    ],
                    ["key": "level", "kind": "slider", "minimum": 0, "maximum": 10, "step": 0.5],
                    ["kind": "text", "value": "keyless"],
                ] as [[String: Any]],
            ],
            [
                "title": "Choices",
                "rows": [
                    ["key": "sport", "kind": "normal", "expandable": true, "additionalRows": 2],
                    ["key": "football", "kind": "option", "firstTitle": "Football"],
                    ["key": "chess", "kind": "option", "firstTitle": "Chess"],
                    [
                        "key": "languages", "kind": "normal", "expandable": true, "additionalRows": 3,
                        "selection": "multiple",
                    ],
                    ["key": "english", "kind": "option", "firstTitle": "English"],
                    ["key": "french", "kind": "option", "firstTitle": "French"],
                    ["key": "german", "kind": "option", "firstTitle": "German"],
                ] as [[String: Any]],
            ],
            [
                "title": "Skills", "editable": true,
                "template": ["key": "skill", "kind": "slider", "value": 1] as [String: Any],
                "rows": [
                    ["key": "skill-1", "kind": "slider", "firstTitle": "Swift", "value": 3],
                    ["key": "skill-2", "kind": "slider", "firstTitle": "Go", "value": 2],
                ] as [[String: Any]],
            ],
        ]
    }

    static func filled() throws -> Form {
        var form = try RulesSupport.form(everyKind)
        try form.apply(.setText("first", "Ada"))
        try form.apply(.setText("last", "Lovelace"))
        try form.apply(.setText("born", "1815-12-10"))
        try form.apply(.setText("married", "true"))
        try form.apply(.setText("spouse", "William"))
        try form.apply(.setText("level", "7.5"))
        try form.apply(.tap("chess"))
        try form.apply(.tap("french"))
        try form.apply(.tap("english"))
        return form
    }

    @Test func everyKindAnswersTypedInFormOrder() throws {
        let answers = try Self.filled().answers()
        #expect(
            answers.keys.map(\.rawValue) == [
                "first", "last", "born", "married", "spouse", "level", "1.8", "sport", "languages", "skill",
            ])
        #expect(answers["first"] == .string("Ada"))
        #expect(answers["born"] == .date(CalendarDate(year: 1815, month: 12, day: 10)!))
        #expect(answers["married"] == .bool(true))
        #expect(answers["level"] == .number(7.5))
        #expect(answers["1.8"] == .string("keyless"))
        #expect(answers["sport"] == .string("chess"))
        #expect(answers["languages"] == .strings(["french", "english"]), "in the order chosen")
        #expect(
            answers["skill"]
                == .items([
                    AnswerItem(key: "skill-1", title: "Swift", order: 0, value: .number(3)),
                    AnswerItem(key: "skill-2", title: "Go", order: 1, value: .number(2)),
                ]))
        // Plain parents and options hold no answer of their own.
        for key: RowKey in ["name", "football", "chess", "english"] { #expect(answers[key] == nil) }
    }

    @Test func unsetAndEmptyRowsAndHiddenRowsAreLeftOut() throws {
        var form = try RulesSupport.form(Self.everyKind)
        let fresh = form.answers()
        #expect(fresh.keys.map(\.rawValue) == ["married", "level", "1.8", "languages", "skill"])
        #expect(fresh["languages"] == .strings([]), "a multiple picker with nothing chosen answers []")
        try form.apply(.setText("first", ""))
        #expect(form.answers()["first"] == nil, "empty text is no answer")

        let filled = try Self.filled()
        var single = filled
        try single.apply(.setText("married", "false"))
        #expect(single.answers()["spouse"] == nil, "hidden by its condition, though it keeps its value")
        #expect(try single.value(of: "spouse") == .text("William"))
        // Collapsed rows still answer: only conditions hide.
        #expect(try !filled.isExpanded("name"))
        #expect(filled.answers()["first"] == .string("Ada"))
    }

    @Test func listsFollowTheirOrderAndEdits() throws {
        var form = try Self.filled()
        let (added, _) = try form.addedItem(section: 2, title: "Rust")
        try form.apply(.setEditing(true))
        try form.apply(.moveItem(added, toPosition: 0))
        try form.apply(.deleteItems(["skill-1"]))
        #expect(
            form.answers()["skill"]
                == .items([
                    AnswerItem(key: added, title: "Rust", order: 0, value: .number(1)),
                    AnswerItem(key: "skill-2", title: "Go", order: 1, value: .number(2)),
                ]))
        try form.apply(.deleteItems([added, "skill-2"]))
        #expect(form.answers()["skill"] == .items([]), "an empty list is still an answer")
    }

    @Test func theBundledFormAnswersWhatWasEntered() throws {
        var form = try Fixtures.defaultForm
        try form.apply(.setText("firstName", "Ada"))
        try form.apply(.setText("dateOfBirthPicker", "1990-03-12"))
        try form.apply(.tap("basketball"))
        try form.apply(.setText("languages", "english,german"))
        let answers = form.answers()
        #expect(
            answers.json == """
                {
                "firstName":"Ada",
                "dateOfBirthPicker":"1990-03-12",
                "married":false,
                "favoriteSport":"basketball",
                "languages":["english","german"],
                "experienceSlider":0,
                "skill":[{"key":"skill-1","title":"Swift","order":0,"value":3}]}
                """)
        #expect(answers["spouseName"] == nil)
    }

    @Test func passwordFieldsCanBeLeftOut() throws {
        var descriptor = try DescriptorLoader().load(data: RulesSupport.data(Self.everyKind), file: "t.plist")
        descriptor.sections[0].rows[1].isSecure = true
        var form = try Form(descriptor)
        try form.apply(.setText("first", "s3cret"))
        #expect(form.answers()["first"] == .string("s3cret"))
        #expect(form.answers(includingSecure: false)["first"] == nil)
    }

    @Test func jsonIsEscapedAndMatchesTheEncoder() throws {
        var form = try Self.filled()
        try form.apply(.setText("first", "A \"quoted\" \\ name ✓"))
        let answers = form.answers()
        let parsed = try JSONSerialization.jsonObject(with: Data(answers.json.utf8)) as? [String: Any]
        #expect(parsed?["first"] as? String == "A \"quoted\" \\ name ✓")
        let encoded = try JSONEncoder().encode(answers)
        let reparsed = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
        #expect(reparsed == (parsed as NSDictionary?), "Encodable and json give the same document")
        #expect(Answers().json == "{}")
    }
}
