import FormExamples
import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Conditional rows")
struct ConditionTests {
    @Test func spouseNameAppearsWhenMarried() throws {
        var form = try Form(DescriptorLoader.bundledDefault())
        #expect(try !form.isVisible("spouseName"))
        let before = form.visibleRows(in: 0).map(\.key)
        #expect(before == ["fullName", "dateOfBirth", "maritalStatus"])
        let change = try form.apply(.set("married", .bool(true)))
        #expect(
            form.visibleRows(in: 0).map(\.key) == ["fullName", "dateOfBirth", "maritalStatus", "spouseName"])
        #expect(change.sections == [FormChange.Section(section: 0, inserted: [3], reconfigured: [2])])
        try form.apply(.setText("spouseName", "Charles"))
        let hide = try form.apply(.tap("married"))
        #expect(hide.sections == [FormChange.Section(section: 0, deleted: [3], reconfigured: [2])])
        #expect(try form.value(of: "spouseName") == .text("Charles"), "a hidden row keeps its value")
    }

    @Test func hiddenRowsAreNotValidated() throws {
        var form = try Form(DescriptorLoader.bundledDefault())
        try form.apply(.setText("firstName", "Ada"))
        try form.apply(.setText("lastName", "Lovelace"))
        #expect(!form.validate().contains { $0.key == "spouseName" })
        try form.apply(.set("married", .bool(true)))
        #expect(form.validate().map(\.key).contains("spouseName"))
        #expect(try form.problems(of: "spouseName").map(\.rule) == ["required"])
    }

    static func chain() -> [[String: Any]] {
        [
            [
                "rows": [
                    ["key": "pet", "kind": "switch"],
                    [
                        "key": "kind", "kind": "normal", "expandable": true, "additionalRows": 2,
                        "expanded": true,
                        "visibleWhen": ["key": "pet", "equals": true],
                    ],
                    ["key": "cat", "kind": "option", "firstTitle": "Cat"],
                    ["key": "dog", "kind": "option", "firstTitle": "Dog"],
                    ["key": "dogName", "kind": "text", "visibleWhen": ["key": "kind", "equals": "Dog"]],
                    ["key": "notCat", "kind": "text", "visibleWhen": ["key": "kind", "notEquals": "cat"]],
                    [
                        "key": "anyPet", "kind": "text",
                        "visibleWhen": ["key": "kind", "oneOf": ["cat", "dog"]],
                    ],
                    ["key": "named", "kind": "text", "visibleWhen": ["key": "dogName", "isSet": true]],
                ]
            ],
            [
                "rows": [
                    ["key": "vet", "kind": "text", "visibleWhen": ["key": "pet", "equals": true]]
                ]
            ],
        ]
    }

    @Test func chainsFollowTheRowsTheyRead() throws {
        var form = try RulesSupport.form(Self.chain())
        func visible() -> [[RowKey]] { (0..<form.sectionCount).map { form.visibleRows(in: $0).map(\.key) } }
        #expect(visible() == [["pet", "notCat"], []])
        try form.apply(.set("pet", .bool(true)))
        #expect(visible() == [["pet", "kind", "cat", "dog", "notCat"], ["vet"]])
        try form.apply(.tap("dog"))
        #expect(visible() == [["pet", "kind", "dogName", "notCat", "anyPet"], ["vet"]])
        try form.apply(.setText("dogName", "Rex"))
        #expect(visible() == [["pet", "kind", "dogName", "notCat", "anyPet", "named"], ["vet"]])
        // Hiding `kind` hides everything reading it, down the chain, in both sections.
        let change = try form.apply(.set("pet", .bool(false)))
        #expect(visible() == [["pet", "notCat"], []])
        #expect(
            change.sections == [
                FormChange.Section(section: 0, deleted: [1, 2, 4, 5], reconfigured: [0]),
                FormChange.Section(section: 1, deleted: [0]),
            ])
        #expect(try !form.conditionsHold("named"))
        #expect(try form.value(of: "dogName") == .text("Rex"))
        #expect(form.invariantViolations() == [])
    }

    @Test func missingKeyIsADescriptorError() throws {
        let problems = try RulesSupport.problems([
            ["rows": [["key": "a", "kind": "text", "visibleWhen": ["key": "nowhere", "isSet": true]]]]
        ])
        #expect(problems == ["test.plist: section 1, row 1 (a): visibleWhen: no row has the key 'nowhere'"])
    }

    @Test func loopsAreDescriptorErrors() throws {
        let problems = try RulesSupport.problems([
            [
                "rows": [
                    ["key": "a", "kind": "text", "visibleWhen": ["key": "b", "isSet": true]],
                    ["key": "b", "kind": "text", "visibleWhen": ["key": "a", "isSet": true]],
                    ["key": "self", "kind": "text", "visibleWhen": ["key": "self", "equals": "x"]],
                    [
                        "key": "p", "kind": "normal", "expandable": true, "additionalRows": 1,
                        "visibleWhen": ["key": "child", "isSet": true],
                    ],
                    ["key": "child", "kind": "text"],
                ]
            ]
        ])
        #expect(
            problems == [
                "test.plist: section 1, row 1 (a): visibleWhen conditions depend on each other in a loop (a → b → a)",
                "test.plist: section 1, row 3 (self): visibleWhen conditions depend on each other in a loop "
                    + "(self → self)",
                "test.plist: section 1, row 4 (p): visibleWhen conditions depend on each other in a loop (p → p)",
            ])
    }

    @Test func programmaticDescriptorsAreCheckedToo() throws {
        var row = RowDescriptor(key: "a", kind: .plainText)
        row.visibleWhen = .isSet("missing", true)
        #expect(throws: LoadError.self) {
            try Form(FormDescriptor(sections: [SectionDescriptor(rows: [row])]))
        }
    }

    @Test func badConditionsAreReported() throws {
        let problems = try RulesSupport.problems([
            [
                "rows": [
                    ["key": "on", "kind": "switch"],
                    ["key": "a", "kind": "text", "visibleWhen": "on"],
                    ["key": "b", "kind": "text", "visibleWhen": ["key": "on", "equals": "perhaps"]],
                    [
                        "key": "c", "kind": "text",
                        "visibleWhen": ["key": "on", "equals": true, "isSet": true],
                    ],
                    ["key": "d", "kind": "text", "visibleWhen": ["key": "on", "matches": "x"]],
                    ["key": "e", "kind": "text", "visibleWhen": ["equals": true]],
                ]
            ]
        ])
        #expect(
            problems == [
                "test.plist: section 1, row 2 (a): visibleWhen: must be a dictionary {key, equals…} or "
                    + "{all|any|not…}, not the string 'on'",
                "test.plist: section 1, row 3 (b): visibleWhen: 'on' is a switch: compare with true or false, "
                    + "not the string 'perhaps'",
                "test.plist: section 1, row 4 (c): visibleWhen: needs exactly one of equals, notEquals, oneOf, isSet",
                "test.plist: section 1, row 5 (d): visibleWhen: unknown test 'matches' (expected equals, notEquals, "
                    + "oneOf, isSet, all, any or not)",
                "test.plist: section 1, row 6 (e): visibleWhen: needs the key of the row it reads",
            ])
    }

    @Test(arguments: [true, false])
    func severalUnknownTestsNameTheFirstByName(fastPath: Bool) throws {
        // PropertyListDecoder gives a dictionary's keys in hash order, different in every process;
        // the fast path gives them in file order.
        let tests = ["zeta", "matches", "omega", "beta", "kappa"].map { "<key>\($0)</key><true/>" }
        let xml = ByteReaderTests.plist(
            "<array><array><dict><key>key</key><string>on</string><key>kind</key><string>switch</string></dict>"
                + "<dict><key>key</key><string>d</string><key>visibleWhen</key><dict><key>key</key>"
                + "<string>on</string>\(tests.joined())</dict></dict></array></array>")
        let loader = DescriptorLoader()
        let result = loader.analyse(data: Data(xml.utf8), file: "test.plist", useFastPath: fastPath)
        #expect(
            result.problems.map(\.description) == [
                "test.plist: section 1, row 2 (d): visibleWhen: unknown test 'beta' (expected equals, notEquals, "
                    + "oneOf, isSet, all, any or not)"
            ])
    }
}
