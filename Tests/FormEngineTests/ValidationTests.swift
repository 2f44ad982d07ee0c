import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Validation rules")
struct ValidationTests {
    static var person: [[String: Any]] {
        [
            [
                "title": "Person",
                "rows": [
                    [
                        "key": "name", "kind": "text", "firstTitle": "Name", "required": true, "minLength": 2,
                        "maxLength": 5,
                    ],
                    [
                        "key": "code", "kind": "text", "firstTitle": "Code", "pattern": "[A-Z]{3}[0-9]+",
                        "message": ["pattern": "Code looks like ABC123"],
                    ],
                    [
                        "key": "nick", "kind": "text", "firstTitle": "Nick", "minLength": 3,
                        "message": "Too short",
                    ],
                    ["key": "born", "kind": "date", "firstTitle": "Born", "required": "true"],
                ],
            ]
        ]
    }

    @Test func requiredRulesFailOnEmptyForm() throws {
        let form = try RulesSupport.form(Self.person)
        let problems = form.validate()
        #expect(problems.map(\.key) == ["name", "born"])
        #expect(problems.map(\.rule) == ["required", "required"])
        #expect(problems[0].message == "Name is required")
        #expect(problems[0].description == "section 1, row 1 (name): Name is required")
        #expect(!form.canSubmit)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var key: RowKey
        var text: String
        var rules: [RuleName]
        var messages: [String] = []
        var testDescription: String { "\(key)='\(text)' → \(rules)" }
    }

    @Test(arguments: [
        Case(key: "name", text: "", rules: ["required"]),
        Case(key: "name", text: "A", rules: ["minLength"], messages: ["Name needs at least 2 characters"]),
        Case(key: "name", text: "Ada", rules: []),
        Case(
            key: "name", text: "Adaline", rules: ["maxLength"], messages: ["Name takes at most 5 characters"]),
        Case(key: "code", text: "ABC123", rules: []),
        Case(key: "code", text: "ABC123x", rules: ["pattern"], messages: ["Code looks like ABC123"]),
        Case(key: "code", text: "xABC123", rules: ["pattern"]),
        Case(key: "code", text: "", rules: []),
        Case(key: "nick", text: "ab", rules: ["minLength"], messages: ["Too short"]),
        Case(key: "nick", text: "", rules: []),
    ])
    func rule(_ example: Case) throws {
        var form = try RulesSupport.form(Self.person)
        try form.apply(.setText(example.key, example.text))
        let problems = try form.problems(of: example.key)
        #expect(problems.map(\.rule) == example.rules)
        if !example.messages.isEmpty { #expect(problems.map(\.message) == example.messages) }
    }

    @Test("a pattern's own message says the text is not in the expected format, not the expression")
    func patternMessage() throws {
        var form = try RulesSupport.form([
            ["rows": [["key": "slug", "kind": "text", "firstTitle": "Name", "pattern": "[a-z][a-z0-9-]*"]]]
        ])
        try form.apply(.setText("slug", "My Project"))
        #expect(try form.problems(of: "slug").map(\.message) == ["Name is not in the expected format"])
    }

    @Test func canSubmitOnceEveryRuleHolds() throws {
        var form = try RulesSupport.form(Self.person)
        try form.apply(.setText("name", "Ada"))
        #expect(!form.canSubmit)
        try form.apply(.setText("born", "1815-12-10"))
        #expect(form.canSubmit)
        #expect(form.validate().isEmpty)
    }

    @Test func validationNeverBlocksAnEdit() throws {
        var form = try RulesSupport.form(Self.person)
        let change = try form.apply(.setText("name", "Adalovelace"))
        #expect(change.changedKeys == ["name"])
        #expect(try form.value(of: "name") == .text("Adalovelace"))
    }

    @Test func badRuleFieldsAreDescriptorErrors() throws {
        let problems = try RulesSupport.problems([
            [
                "rows": [
                    ["key": "a", "kind": "text", "pattern": "([a-"],
                    ["key": "b", "kind": "text", "minLength": -1],
                    ["key": "c", "kind": "switch", "maxLength": 3],
                    ["key": "d", "kind": "text", "minLength": 5, "maxLength": 2],
                    ["key": "e", "kind": "text", "required": "maybe"],
                    ["key": "f", "kind": "text", "message": ["colour": "x"]],
                    ["key": "g", "kind": "date", "pattern": "x"],
                ]
            ]
        ])
        #expect(
            problems == [
                "test.plist: section 1, row 1 (a): pattern '([a-' is not a valid regular expression",
                "test.plist: section 1, row 2 (b): minLength must be a whole number of at least 0, not the integer -1",
                "test.plist: section 1, row 3 (c): maxLength applies to text rows only, not to a switch row",
                "test.plist: section 1, row 4 (d): minLength 5 is more than maxLength 2",
                "test.plist: section 1, row 5 (e): required must be a boolean, not the string 'maybe'",
                "test.plist: section 1, row 6 (f): message names 'colour', which is not a rule",
                "test.plist: section 1, row 7 (g): pattern applies to text rows only, not to a date row",
            ])
    }

    @Test func patternMatchesWholeTextOnly() throws {
        let pattern = try TextPattern("[a-z]+")
        #expect(pattern.matches("abc"))
        #expect(!pattern.matches("abc1"))
        #expect(!pattern.matches("1abc"))
        #expect(pattern.matches("é") == false)
        #expect(throws: FormError.self) { try TextPattern("(") }
    }

    @Test func defaultFormRequiresNames() throws {
        var form = try Form(DescriptorLoader.bundledDefault())
        #expect(form.validate().map(\.key).prefix(2) == ["firstName", "lastName"])
        try form.apply(.setText("firstName", "Ada"))
        try form.apply(.setText("lastName", "Lovelace"))
        #expect(!form.validate().contains { $0.key == "firstName" || $0.key == "lastName" })
    }
}

/// A `matches` rule that could never be checked is refused at load, with its place.
@Suite("matches names a row that is there")
struct MatchesKeyTests {
    @Test("a key no row has, the row itself, or a list item is a descriptor error")
    func unknownKey() throws {
        let problems = try RulesSupport.problems([
            [
                "rows": [
                    ["key": "password", "kind": "password"],
                    ["key": "confirm", "kind": "password", "matches": "passwrd"],
                    ["key": "again", "kind": "text", "matches": "again"],
                    ["key": "other", "kind": "text", "matches": "password"],
                ]
            ]
        ])
        #expect(
            problems == [
                "test.plist: section 1, row 2 (confirm): matches names 'passwrd', but no row has that key; did you mean password?",
                "test.plist: section 1, row 3 (again): matches names the row itself",
            ])
    }
}
