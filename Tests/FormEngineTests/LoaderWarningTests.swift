import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// What loads with a warning instead of failing: unknown keys (with a suggestion), the app's own
/// cell identifiers; and the flat array of cells that is one section.
@Suite("Loader warnings")
struct LoaderWarningTests {
    static func diagnose(_ root: Any) throws -> (problems: [String], warnings: [String]) {
        let (_, problems, warnings) = DescriptorLoader().diagnose(
            data: try Fixtures.data(root), file: "t.plist")
        return (problems.map(\.description), warnings.map(\.description))
    }

    @Test("an unknown cell, section or root key is a warning with the nearest known key")
    func unknownKeys() throws {
        let root: [String: Any] = [
            "titel": "T",
            "sections": [
                [
                    "title": "S", "foter": "F", "colour": "red",
                    "rows": [
                        ["key": "name", "kind": "text", "requierd": true, "Kind": "text", "zzzzzz": 1],
                        [
                            "key": "age", "kind": "text", "requierd": true,
                            "visiblewhen": ["key": "name", "isSet": true],
                        ],
                    ],
                ]
            ],
        ]
        let (problems, warnings) = try Self.diagnose(root)
        #expect(problems.isEmpty)
        // Root first, then by section and row (the order within one place follows the file).
        #expect(
            Set(warnings) == [
                "t.plist: titel: unknown key; did you mean title?",
                "t.plist: section 1: foter: unknown key; did you mean footer?",
                "t.plist: section 1: colour: unknown key",
                "t.plist: section 1, row 1 (name): Kind: unknown key; did you mean kind?",
                "t.plist: section 1, row 1 (name): requierd: unknown key; did you mean required? (and 1 more rows)",
                "t.plist: section 1, row 1 (name): zzzzzz: unknown key",
                "t.plist: section 1, row 2 (age): visiblewhen: unknown key; did you mean visibleWhen?",
            ])
        #expect(warnings.first == "t.plist: titel: unknown key; did you mean title?")
        #expect(warnings.contains("t.plist: section 1: foter: unknown key; did you mean footer?"))
        #expect(warnings.contains("t.plist: section 1: colour: unknown key"))
        #expect(
            warnings.contains(
                "t.plist: section 1, row 1 (name): requierd: unknown key; did you mean required? (and 1 more rows)"
            ))
        #expect(warnings.contains("t.plist: section 1, row 1 (name): Kind: unknown key; did you mean kind?"))
        #expect(warnings.contains("t.plist: section 1, row 1 (name): zzzzzz: unknown key"))
        #expect(
            warnings.contains(
                "t.plist: section 1, row 2 (age): visiblewhen: unknown key; did you mean visibleWhen?"))
        #expect(warnings.count == 7)
        // The file loads all the same: the diagnosis holds the descriptor beside the warnings.
        let found = DescriptorLoader().diagnose(data: try Fixtures.data(root), file: "t.plist")
        #expect(found.warnings.map(\.description) == warnings)
        let descriptor = try #require(found.descriptor)
        #expect(descriptor.sections[0].rows[0].unknownKeys == ["Kind", "requierd", "zzzzzz"])
    }

    @Test("the known keys are every field's own spelling, message and visibleWhen")
    func knownKeys() {
        for field in CellRecord.Field.allCases {
            let name = String(describing: field)
            #expect(
                CellRecord.Field.named(name)?.field == field && CellRecord.Field.named(name)?.alias == false)
        }
        #expect(DescriptorKeys.cell.count == CellRecord.Field.allCases.count + 6)
        #expect(DescriptorKeys.cell.contains("message") && DescriptorKeys.cell.contains("visibleWhen"))
    }

    @Test("suggestions: one edit for short keys, two for longer, a swap is one edit, none when far")
    func suggestions() {
        let cell = DescriptorKeys.cell
        #expect(DescriptorKeys.suggestion(for: "requierd", in: cell) == "required")
        #expect(DescriptorKeys.suggestion(for: "ky", in: cell) == "key")
        #expect(DescriptorKeys.suggestion(for: "kidn", in: cell) == "kind")
        #expect(DescriptorKeys.suggestion(for: "FIRSTTITLE", in: cell) == "firstTitle")
        #expect(DescriptorKeys.suggestion(for: "minimumdate", in: cell) == "minimumDate")
        #expect(DescriptorKeys.suggestion(for: "maxLenght", in: cell) == "maxLength")
        #expect(DescriptorKeys.suggestion(for: "colour", in: cell) == nil)
        #expect(DescriptorKeys.suggestion(for: "label", in: cell) == nil)
        #expect(DescriptorKeys.suggestion(for: "", in: cell) == nil)
        #expect(DescriptorKeys.suggestion(for: String(repeating: "k", count: 100_000), in: cell) == nil)
        #expect(DescriptorKeys.editDistance(Array("abc".unicodeScalars), Array("acb".unicodeScalars)) == 1)
        #expect(DescriptorKeys.editDistance(Array("".unicodeScalars), Array("ab".unicodeScalars)) == 2)
        #expect(
            DescriptorKeys.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }

    @Test("an unknown identifier loads as a plain row with one warning; an unknown kind stays an error")
    func unknownIdentifier() throws {
        let root: [Any] = [
            [
                ["key": "a", "identifier": "idItemCell", "firstTitle": "A"],
                ["key": "b", "cellIdentifier": "idItemCell"],
                ["key": "c", "identifier": "idCellTextfield"],
                ["key": "d", "identifier": "idCategoryCell", "kind": "text"],
            ]
        ]
        let (problems, warnings) = try Self.diagnose(root)
        #expect(problems.isEmpty)
        #expect(
            warnings == [
                "t.plist: section 1, row 1 (a): unknown identifier 'idItemCell' (the app's own cell?): "
                    + "loaded as a plain row (and 1 more rows)"
            ])
        let rows = try Fixtures.descriptor(root).sections[0].rows
        #expect(rows.map(\.kind) == [.normal, .normal, .plainText, .plainText])
        #expect(rows[0].title == "A")
        let (kindProblems, _) = try Self.diagnose([[["key": "a", "kind": "idItemCell"]]])
        #expect(kindProblems.first?.contains("unknown kind 'idItemCell'") == true)
    }

    @Test("a root that is an array of cells is one untitled section")
    func flatArray() throws {
        let cells: [Any] = [
            Fixtures.cell("p", children: 1), Fixtures.cell("c", "text"), Fixtures.cell("d", "switch"),
        ]
        let descriptor = try Fixtures.descriptor(cells)
        #expect(descriptor.sections.count == 1)
        #expect(descriptor.sections[0].title == nil)
        #expect(descriptor.sections[0].rows.map(\.key) == ["p", "c", "d"])
        #expect(try Fixtures.descriptor(cells, format: .binary) == descriptor)
        // The same through Foundation's cursor.
        let slow = DescriptorLoader().analyse(data: try Fixtures.data(cells), file: "t", useFastPath: false)
        #expect(slow.descriptor == descriptor)
        // Mixed: a section after a cell is a row that is no dictionary; a cell after a section is
        // a section that is no array.
        #expect(
            try Fixtures.problems([Fixtures.cell("a"), [Fixtures.cell("b")]]) == [
                "test.plist: section 1, row 2: a row: expected a dictionary"
            ])
        #expect(
            try Fixtures.problems([[Fixtures.cell("a")], Fixtures.cell("b")]) == [
                "test.plist: section 2: a section: expected an array"
            ])
        #expect(try Fixtures.descriptor([Any]()).sections.isEmpty)
    }

    @Test("past the limit, distinct warnings are counted, not listed")
    func manyWarnings() throws {
        var cell: [String: Any] = ["key": "a"]
        for index in 0..<300 { cell["unknown\(index)"] = index }
        let (problems, warnings) = try Self.diagnose([[cell]])
        #expect(problems.isEmpty)
        #expect(warnings.count == LoadWarnings.limit + 1)
        #expect(warnings.last == "t.plist: 100 more warnings not listed")
    }
}

@Suite("Loader warnings in templates and JSON")
struct LoaderTemplateWarningTests {
    @Test("an unknown key in a section's template is a warning, named by its place in either format")
    func templateKeys() throws {
        let root: [String: Any] = [
            "sections": [
                [
                    "editable": true, "rows": [[String: Any]](),
                    "template": ["key": "item", "kind": "text", "requierd": true],
                ]
            ]
        ]
        let plist = DescriptorLoader().diagnose(data: try Fixtures.data(root), file: "t.plist")
        #expect(plist.problems.isEmpty)
        #expect(
            plist.warnings.map(\.description) == [
                "t.plist: section 1 (template): requierd: unknown key; did you mean required?"
            ])
        let json = DescriptorLoader().diagnose(
            data: try JSONSerialization.data(withJSONObject: root), file: "t.json")
        #expect(json.problems.isEmpty)
        #expect(
            json.warnings.map(\.description) == [
                "t.json: sections[0].template.requierd: unknown key; did you mean required?"
            ])
    }
}
