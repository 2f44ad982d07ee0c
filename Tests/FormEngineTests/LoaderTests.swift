import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormExamples

@Suite("Descriptor loader")
struct LoaderTests {
    @Test("reads both key spellings and the tutorial's string values")
    func bothSpellings() throws {
        let appcoda: [String: Any] = [
            "isExpandable": true, "isExpanded": "true", "isVisible": true, "primaryTitle": "Title",
            "secondaryTitle": "Sub", "cellIdentifier": "idCellNormal", "additionalRows": "1", "value": "",
        ]
        let child: [String: Any] = [
            "isExpandable": false, "isExpanded": false, "isVisible": "false", "primaryTitle": "On?",
            "cellIdentifier": "idCellSwitch", "additionalRows": 0, "value": "true",
        ]
        let descriptor = try Fixtures.descriptor([[appcoda, child]])
        let rows = descriptor.sections[0].rows
        #expect(rows[0].key == "1.1")
        #expect(!rows[0].hasExplicitKey)
        #expect(rows[0].title == "Title" && rows[0].subtitle == "Sub")
        #expect(rows[0].childCount == 1 && rows[0].startsExpanded)
        #expect(rows[1].kind == .toggle(ToggleSettings(onTitle: "On?", offTitle: "")))
        #expect(rows[1].initialValue == .bool(true))
    }

    @Test("when a cell has both spellings, FormEngine's own wins, in either order")
    func bothSpellingsInOneCell() throws {
        // The rule itself, in both orders (a decoder may list a dictionary's keys in any order).
        for aliasFirst in [true, false] {
            var record = CellRecord()
            let own = PlistScalar.string("idCellSwitch")
            let alias = PlistScalar.string("idCellSlider")
            if aliasFirst { record.set(.identifier, alias, alias: true) }
            record.set(.identifier, own, alias: false)
            if !aliasFirst { record.set(.identifier, alias, alias: true) }
            #expect(record.identifier == own)
        }
        for pair in [("identifier", "cellIdentifier"), ("cellIdentifier", "identifier")] {
            let first = pair.0 == "identifier" ? "idCellSwitch" : "idCellSlider"
            let second = pair.1 == "identifier" ? "idCellSwitch" : "idCellSlider"
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array><array><dict>\
                <key>\(pair.0)</key><string>\(first)</string><key>\(pair.1)</key><string>\(second)</string>\
                </dict></array></array></plist>
                """
            for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
                var data = Data(xml.utf8)
                if format == .binary {
                    let object = try PropertyListSerialization.propertyList(from: data, format: nil)
                    data = try Fixtures.data(object, format: .binary)
                }
                let row = try DescriptorLoader().load(data: data).sections[0].rows[0]
                #expect(row.kind.name == "switch", "\(pair) \(format)")
            }
        }
    }

    @Test(
        "XML and binary plists give the same descriptor",
        arguments: [
            PropertyListSerialization.PropertyListFormat.xml, .binary,
        ])
    func encodings(format: PropertyListSerialization.PropertyListFormat) throws {
        let root = [[Fixtures.cell("a", children: 1), Fixtures.cell("b", "text", title: "Name")]]
        let descriptor = try Fixtures.descriptor(root, format: format)
        #expect(descriptor.sections[0].rows.map(\.key) == ["a", "b"])
        #expect(descriptor.sections[0].rows[1].kind == .plainText)
    }

    @Test("the dictionary root carries titles and footers")
    func dictionaryRoot() throws {
        let root: [String: Any] = [
            "title": "Form",
            "sections": [["title": "One", "footer": "Foot", "rows": [Fixtures.cell("a")], "future": 1]],
        ]
        let descriptor = try Fixtures.descriptor(root)
        #expect(descriptor.title == "Form")
        #expect(descriptor.sections[0].title == "One")
        #expect(descriptor.sections[0].footer == "Foot")
    }

    @Test("kinds from kind and from identifier, with their settings")
    func kinds() throws {
        let root = [
            [
                Fixtures.cell(
                    "d", "date", extra: ["minimumDate": "2000-01-01", "maximumDate": "2000-12-31"]),
                Fixtures.cell(
                    "s", "slider", extra: ["minimum": 1, "maximum": "5", "step": 0.5, "value": "2.2"]),
                Fixtures.cell("t", "switch", extra: ["onTitle": "Yes", "offTitle": "No"]),
                ["key": "x", "identifier": "idCellTextfield"],
            ]
        ]
        let rows = try Fixtures.descriptor(root).sections[0].rows
        #expect(
            rows[0].kind
                == .date(
                    DateSettings(earliest: DateBound("2000-01-01"), latest: DateBound("2000-12-31"))))
        #expect(rows[1].kind == .slider(SliderSettings(minimum: 1, maximum: 5, step: 0.5)))
        #expect(rows[1].initialValue == .number(2))
        #expect(rows[2].kind == .toggle(ToggleSettings(onTitle: "Yes", offTitle: "No")))
        #expect(rows[2].initialValue == .bool(false))
        #expect(rows[3].kind == .plainText)
    }

    @Test("unknown keys are kept, not fatal")
    func unknownKeys() throws {
        let rows = try Fixtures.descriptor([[Fixtures.cell("a", extra: ["colour": "red"])]]).sections[0].rows
        #expect(rows[0].unknownKeys == ["colour"])
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        let name: String
        let root: @Sendable () -> Any
        let message: String
        var testDescription: String { name }
    }

    static let badCases: [BadCase] = [
        BadCase(
            name: "wrong root", root: { "text" },
            message: "test.plist: the file holds a string, not a form: the root must be"),
        BadCase(
            name: "section not an array", root: { [[Any](), ["a": 1]] as [Any] },
            message: "test.plist: section 2: a section"),
        BadCase(
            name: "row not a dictionary", root: { [["x"]] }, message: "test.plist: section 1, row 1: a row"),
        BadCase(
            name: "unknown kind", root: { [[Fixtures.cell("a", "wheel")]] },
            message: "test.plist: section 1, row 1 (a): unknown kind 'wheel'"),
        BadCase(
            name: "identifier not a string", root: { [[["key": "a", "identifier": ["idCellWheel"]]]] },
            message: "test.plist: section 1, row 1 (a): identifier must be a string, not an array"),
        BadCase(
            name: "wrong type", root: { [[Fixtures.cell("a", extra: ["expandable": ["x"]])]] },
            message: "section 1, row 1 (a): expandable must be a boolean, not an array"),
        BadCase(
            name: "negative rows",
            root: { [[Fixtures.cell("a", extra: ["expandable": true, "additionalRows": -2])]] },
            message: "section 1, row 1 (a): additionalRows must not be negative"),
        BadCase(
            name: "range past the section",
            root: { [[Fixtures.cell("a", children: 3), Fixtures.cell("b")]] },
            message: "section 1, row 1 (a): additionalRows is 3 but only 1 rows follow"),
        BadCase(
            name: "crossing ranges",
            root: {
                [
                    [
                        Fixtures.cell("a", children: 2), Fixtures.cell("b", children: 2), Fixtures.cell("c"),
                        Fixtures.cell("d"),
                    ]
                ]
            },
            message: "section 1, row 2 (b): its 2 rows end after those of its parent"),
        BadCase(
            name: "option outside a picker", root: { [[Fixtures.cell("o", "option")]] },
            message: "section 1, row 1 (o): an option row must be owned"),
        BadCase(
            name: "duplicate keys", root: { [[Fixtures.cell("a")], [Fixtures.cell("a")]] },
            message: "section 2, row 1 (a): duplicate key 'a' (first used in section 1, row 1)"),
        BadCase(
            name: "bad slider value", root: { [[Fixtures.cell("s", "slider", extra: ["value": "lots"])]] },
            message: "section 1, row 1 (s): value: 'lots' is not a number"),
        BadCase(
            name: "bad date", root: { [[Fixtures.cell("d", "date", extra: ["value": "1990-13-01"])]] },
            message: "section 1, row 1 (d): value: '1990-13-01' is not a day of the calendar"),
        BadCase(
            name: "key with a space", root: { [[Fixtures.cell("a b")]] },
            message: "section 1, row 1 (a b): key must be a non-empty string without spaces"),
        BadCase(
            name: "picker value not an option",
            root: {
                [
                    [
                        Fixtures.cell("p", children: 1, extra: ["value": "zz"]),
                        Fixtures.cell("o", "option", title: "O"),
                    ]
                ]
            },
            message: "section 1, row 1 (p): value 'zz' is none of the picker's options"),
    ]

    @Test("every bad descriptor is refused with its place", arguments: badCases)
    func badDescriptor(_ bad: BadCase) throws {
        let problems = try Fixtures.problems(bad.root())
        #expect(problems.contains { $0.contains(bad.message) }, "\(problems)")
        #expect(throws: LoadError.self) { try Fixtures.descriptor(bad.root()) }
    }

    @Test("every problem is listed, not only the first")
    func allProblems() throws {
        let root = [[Fixtures.cell("a", "wheel"), Fixtures.cell("a"), Fixtures.cell("o", "option")]]
        #expect(try Fixtures.problems(root).count == 3)
    }

    @Test("bytes that are not a plist, and a missing file")
    func notAPlist() throws {
        let loader = DescriptorLoader()
        #expect(throws: LoadError.self) { try loader.load(data: Data("hello".utf8), file: "x") }
        #expect(throws: LoadError.self) { try loader.load(data: Data(), file: "x") }
        do {
            _ = try loader.load(contentsOf: URL(fileURLWithPath: "/nonexistent/form.plist"))
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.description == "/nonexistent/form.plist: no such file")
            guard case .unreadable = error else {
                Issue.record("wrong case \(error)")
                return
            }
        }
    }

    @Test("the embedded default form equals Resources/CellDescriptor.plist")
    func embeddedDefault() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = try String(
            contentsOf: root.appendingPathComponent("Resources/CellDescriptor.plist"), encoding: .utf8)
        #expect(file == DefaultForm.xml + "\n" || file == DefaultForm.xml, "run Scripts/embed-default-form")
        let descriptor = DescriptorLoader.bundledDefault()
        #expect(descriptor.sections.map(\.title) == ["Personal", "Preferences", "Work Experience", "Skills"])
        #expect(DescriptorLoader().diagnose(data: Data(DefaultForm.xml.utf8)).problems.isEmpty)
    }
}
