import Foundation
import TestSupport
import Testing

@testable import FormEngine

@Suite("Combined conditions and conditional sections")
struct CombinedConditionTests {
    /// The CLI fixture's form (``CombinedConditionForm``).
    static func form() throws -> Form {
        try CombinedConditionForm.form()
    }

    static func visible(_ form: Form) -> [[RowKey]] { VisibilityPropertyTests.visibleKeys(form) }

    @Test func combinedConditionsAreTypedAgainstTheRowsTheyRead() throws {
        let form = try Self.form()
        let region = try #require(form.descriptor.sections[0].rows.first { $0.key == "region" })
        #expect(
            region.visibleWhen
                == .any([.equals("country", .choice("uk")), .equals("country", .choice("fr"))]))
        #expect(region.visibleWhen?.keys == ["country"])
        let pets = form.descriptor.sections[2].visibleWhen
        #expect(pets == .all([.equals("pets", .bool(true)), .not(.equals("country", .choice("other")))]))
        #expect(pets?.keys == ["pets", "country"])
        #expect(form.descriptor.sections[1].visibleWhen == .equals("married", .bool(true)))
    }

    @Test func anyAllAndNotDecideVisibility() throws {
        var form = try Self.form()
        #expect(Self.visible(form) == [["married", "pets", "country"], [], []])
        try form.apply(.setText("country", "fr"))
        #expect(Self.visible(form)[0] == ["married", "pets", "country", "region"])
        try form.apply(.set("pets", .bool(true)))
        #expect(Self.visible(form)[2] == ["petName"])
        let change = try form.apply(.setText("country", "other"))
        #expect(Self.visible(form) == [["married", "pets", "country"], [], []])
        #expect(
            change.sections == [
                FormChange.Section(section: 0, deleted: [3], reconfigured: [2]),
                FormChange.Section(section: 2, deleted: [0], sectionShown: false),
            ])
        #expect(form.invariantViolations() == [])
    }

    @Test func emptyAllHoldsAndEmptyAnyDoesNot() throws {
        let form = try RulesSupport.form([
            [
                "rows": [
                    ["key": "always", "kind": "text", "visibleWhen": ["all": [Any]()]],
                    ["key": "never", "kind": "text", "visibleWhen": ["any": [Any]()]],
                    ["key": "notNever", "kind": "text", "visibleWhen": ["not": ["any": [Any]()]]],
                ]
            ]
        ])
        #expect(Self.visible(form) == [["always", "notNever"]])
        #expect(Condition.all([]).holds { _ in nil })
        #expect(!Condition.any([]).holds { _ in nil })
    }

    @Test func aSectionAppearsAndVanishesWithItsRows() throws {
        var form = try Self.form()
        #expect(!form.isSectionShown(1) && form.visibleRowCount(in: 1) == 0)
        #expect(form.sectionCount == 3, "a hidden section keeps its place")
        let show = try form.apply(.set("married", .bool(true)))
        #expect(form.isSectionShown(1))
        #expect(
            show.sections == [
                FormChange.Section(section: 0, reconfigured: [0]),
                FormChange.Section(section: 1, inserted: [0, 1], sectionShown: true),
            ])
        try form.apply(.setText("spouseName", "Grace"))
        let hide = try form.apply(.tap("married"))
        #expect(!form.isSectionShown(1))
        #expect(
            hide.sections == [
                FormChange.Section(section: 0, reconfigured: [0]),
                FormChange.Section(section: 1, deleted: [0, 1], sectionShown: false),
            ])
        #expect(
            try form.value(of: "spouseName") == .text("Grace"), "a hidden section's rows keep their values")
        #expect(form.state().values["spouseName"] == .string("Grace"))
        #expect(try !form.conditionsHold("spouseName") && !form.isVisible("spouseName"))
        #expect(!form.isSectionShown(-1) && !form.isSectionShown(3))
    }

    @Test func anEmptySectionThatAppearsIsStillAChange() throws {
        var form = try RulesSupport.form([
            ["rows": [["key": "on", "kind": "switch"]]],
            ["title": "Notes", "visibleWhen": ["key": "on", "equals": true], "rows": [Any]()],
        ])
        let change = try form.apply(.set("on", .bool(true)))
        #expect(change.sections.contains(FormChange.Section(section: 1, sectionShown: true)))
        #expect(!FormChange.Section(section: 1, sectionShown: false).isEmpty)
    }

    @Test func conditionsReadingAHiddenSectionSeeNoValue() throws {
        var form = try Self.form()
        try form.apply(.set("married", .bool(true)))
        try form.apply(.set("spouseWorks", .bool(true)))
        try form.apply(.set("pets", .bool(true)))
        try form.apply(.setText("petName", "Rex"))
        #expect(Self.visible(form)[2] == ["petName", "petSitter"])
        let change = try form.apply(.set("married", .bool(false)))
        #expect(Self.visible(form) == [["married", "pets", "country"], [], ["petName"]])
        #expect(
            change.sections == [
                FormChange.Section(section: 0, reconfigured: [0]),
                FormChange.Section(section: 1, deleted: [0, 1], sectionShown: false),
                FormChange.Section(section: 2, deleted: [1]),
            ])
        #expect(try form.value(of: "spouseWorks") == .bool(true))
        #expect(form.invariantViolations() == [])
    }

    @Test func validationSkipsAHiddenSection() throws {
        var form = try Self.form()
        #expect(form.validate().isEmpty)
        var tally = ProblemTally(form)
        var change = try form.apply(.set("married", .bool(true)))
        tally.update(form, after: change)
        #expect(form.validate().map(\.key) == ["spouseName"])
        #expect(tally.problems(in: form) == form.validate())
        change = try form.apply(.set("married", .bool(false)))
        tally.update(form, after: change)
        #expect(form.validate().isEmpty && tally.isEmpty && form.canSubmit)
        #expect(try form.problems(of: "spouseName").isEmpty)
    }

    @Test func loopsThroughCombinedAndSectionConditionsAreRefused() throws {
        let problems = try RulesSupport.problems([
            [
                "rows": [
                    [
                        "key": "a", "kind": "text",
                        "visibleWhen": ["any": [["key": "z", "isSet": true], ["key": "b", "isSet": true]]],
                    ],
                    [
                        "key": "b", "kind": "text",
                        "visibleWhen": ["not": ["all": [["key": "a", "isSet": true]]]],
                    ],
                    ["key": "z", "kind": "text"],
                ]
            ],
            ["visibleWhen": ["key": "own", "isSet": true], "rows": [["key": "own", "kind": "text"]]],
            ["visibleWhen": ["not": ["key": "x", "isSet": false]], "rows": [["key": "y", "kind": "text"]]],
            ["rows": [["key": "x", "kind": "text", "visibleWhen": ["key": "y", "isSet": true]]]],
        ])
        #expect(
            problems == [
                "test.plist: section 1, row 1 (a): visibleWhen conditions depend on each other in a loop (a → b → a)",
                "test.plist: section 2: visibleWhen conditions depend on each other in a loop (section 2 → section 2)",
                "test.plist: section 3: visibleWhen conditions depend on each other in a loop "
                    + "(section 3 → x → section 3)",
            ])
    }

    @Test(arguments: [true, false])
    func malformedCombinationsNameTheirPlace(fastPath: Bool) throws {
        let data = try RulesSupport.data([
            [
                "rows": [
                    ["key": "on", "kind": "switch"],
                    [
                        "key": "a", "kind": "text",
                        "visibleWhen": [
                            "all": [["key": "on", "equals": true], ["key": "on", "equals": "maybe"]]
                        ],
                    ],
                    ["key": "b", "kind": "text", "visibleWhen": ["any": "on"]],
                    ["key": "c", "kind": "text", "visibleWhen": ["not": [Any]()]],
                    [
                        "key": "d", "kind": "text",
                        "visibleWhen": ["not": ["any": [["key": "zz", "isSet": true]]]],
                    ],
                    ["key": "e", "kind": "text", "visibleWhen": ["all": [Any](), "key": "on"]],
                    ["key": "f", "kind": "text", "visibleWhen": ["all": [Any](), "any": [Any]()]],
                    ["key": "g", "kind": "text", "visibleWhen": ["any": [["all": [["kye": "on"]]]]]],
                ]
            ],
            ["visibleWhen": "yes", "rows": [Any]()],
            ["visibleWhen": ["any": [["key": "on"]]], "rows": [Any]()],
            [
                "editable": true, "template": ["key": "item", "kind": "text"],
                "visibleWhen": ["key": "on", "equals": true], "rows": [Any](),
            ],
        ])
        let result = DescriptorLoader().analyse(data: data, file: "test.plist", useFastPath: fastPath)
        #expect(
            result.problems.map(\.description) == [
                "test.plist: section 1, row 2 (a): visibleWhen.all[1]: 'on' is a switch: compare with true or false, "
                    + "not the string 'maybe'",
                "test.plist: section 1, row 3 (b): visibleWhen: any must be an array of conditions, not the string 'on'",
                "test.plist: section 1, row 4 (c): visibleWhen.not: must be a dictionary {key, equals…} or "
                    + "{all|any|not…}, not an array",
                "test.plist: section 1, row 5 (d): visibleWhen.not.any[0]: no row has the key 'zz'",
                "test.plist: section 1, row 6 (e): visibleWhen: needs exactly one of all, any or not, with nothing "
                    + "beside it",
                "test.plist: section 1, row 7 (f): visibleWhen: needs exactly one of all, any or not, with nothing "
                    + "beside it",
                "test.plist: section 1, row 8 (g): visibleWhen.any[0].all[0]: unknown test 'kye' (expected equals, "
                    + "notEquals, oneOf, isSet, all, any or not)",
                "test.plist: section 2: visibleWhen: must be a dictionary {key, equals…} or {all|any|not…}, "
                    + "not the string 'yes'",
                "test.plist: section 3: visibleWhen.any[0]: needs exactly one of equals, notEquals, oneOf, isSet",
                "test.plist: section 4: an editable section cannot have visibleWhen",
            ])
    }

    @Test func programmaticSectionConditionsAreCheckedToo() throws {
        let rows = [RowDescriptor(key: "on", kind: .plainText)]
        #expect(throws: LoadError.self) {
            try Form(
                FormDescriptor(sections: [SectionDescriptor(rows: rows, visibleWhen: .isSet("missing", true))]
                ))
        }
        #expect(throws: LoadError.self) {
            try Form(
                FormDescriptor(sections: [SectionDescriptor(rows: rows, visibleWhen: .isSet("on", true))]))
        }
        var form = try Form(
            FormDescriptor(sections: [
                SectionDescriptor(rows: rows),
                SectionDescriptor(
                    rows: [RowDescriptor(key: "more", kind: .plainText)],
                    visibleWhen: .all([.isSet("on", true), .not(.equals("on", .text("no")))])),
            ]))
        #expect(!form.isSectionShown(1))
        try form.apply(.setText("on", "yes"))
        #expect(form.isSectionShown(1) && Self.visible(form) == [["on"], ["more"]])
        try form.apply(.setText("on", "no"))
        #expect(!form.isSectionShown(1))
    }

    @Test func savedStateRestoresAHiddenSectionsValues() throws {
        var form = try Self.form()
        try form.apply(.set("married", .bool(true)))
        try form.apply(.setText("spouseName", "Grace"))
        try form.apply(.set("married", .bool(false)))
        var reloaded = try Self.form()
        #expect(reloaded.restore(try FormState.load(data: form.state().data())) == [])
        #expect(!reloaded.isSectionShown(1))
        #expect(try reloaded.value(of: "spouseName") == .text("Grace"))
        try reloaded.apply(.set("married", .bool(true)))
        #expect(reloaded.isSectionShown(1) && reloaded.invariantViolations() == [])
    }
}
