import FormEngine
import Foundation
import TestSupport
import Testing

/// Forms built in code give the descriptor their plist twin gives, and are refused with the
/// file loader's message for what a file is refused for.
@Suite struct FormBuilderTests {
    static let licences: [(key: RowKey, title: String)] = [("mit", "MIT"), ("bsd", "BSD")]

    static func built() throws(DescriptorProblems) -> FormDescriptor {
        try FormDescriptor(title: "Sign up") {
            FormSection("Account", footer: "We never share it") {
                Cell.text("name", "Name").required("Say your name").minLength(2)
                Cell.picker("licence", "Licence", options: licences).value(.choice("mit"))
                Cell.segmented("size", "Size", options: [("s", "Small"), ("l", "Large")])
                Cell.slider("volume", "Volume", range: 0...10, step: 2).value(.number(4))
                Cell.toggle("news", "Newsletter")
                Cell.email("email", "Email").visible(when: .equals("news", .bool(true)))
            }
            FormSection("Skills") {
                Cell.text("skill-1", "Swift")
            }
            .editable(template: Cell.text("skill", "").required())
        }
    }

    static var twin: [String: Any] {
        [
            "title": "Sign up",
            "sections": [
                [
                    "title": "Account", "footer": "We never share it",
                    "rows": [
                        [
                            "key": "name", "kind": "text", "firstTitle": "Name", "required": true,
                            "message": ["required": "Say your name"], "minLength": 2,
                        ],
                        [
                            "key": "licence", "kind": "normal", "expandable": true, "firstTitle": "Licence",
                            "additionalRows": 2, "value": "mit",
                        ],
                        ["key": "mit", "kind": "option", "firstTitle": "MIT"],
                        ["key": "bsd", "kind": "option", "firstTitle": "BSD"],
                        [
                            "key": "size", "kind": "segmented", "firstTitle": "Size",
                            "options": [["key": "s", "title": "Small"], ["key": "l", "title": "Large"]],
                        ],
                        [
                            "key": "volume", "kind": "slider", "firstTitle": "Volume", "minimum": 0,
                            "maximum": 10,
                            "step": 2, "value": 4,
                        ],
                        ["key": "news", "kind": "switch", "firstTitle": "Newsletter"],
                        [
                            "key": "email", "kind": "email", "firstTitle": "Email",
                            "visibleWhen": ["key": "news", "equals": true],
                        ],
                    ],
                ],
                [
                    "title": "Skills", "editable": true,
                    "template": ["key": "skill", "kind": "text", "required": true],
                    "rows": [["key": "skill-1", "kind": "text", "firstTitle": "Swift"]],
                ],
            ],
        ]
    }

    @Test func aFormBuiltInCodeEqualsItsPlistTwin() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: Self.twin, format: .xml, options: 0)
        let file = try DescriptorLoader().load(data: data)
        let built = try Self.built()
        #expect(built == file)
        // And it behaves as the file does.
        var form = try Form(built)
        #expect(try !form.isVisible("email"))
        try form.apply(.tap("news"))
        #expect(try form.isVisible("email"))
        #expect(try form.value(of: "licence") == .choice("mit"))
        #expect(try form.value(of: "volume") == .number(4))
    }

    /// The message the file loader gives for a one-section file holding `rows`.
    static func fileMessage(_ rows: [[String: Any]]) throws -> String? {
        let data = try RulesSupport.data([["rows": rows]])
        do {
            _ = try DescriptorLoader().load(data: data)
            return nil
        } catch {
            return error.description
        }
    }

    static func builtMessage(@FormBuilder<Cell> _ rows: () -> [Cell]) -> String? {
        do {
            _ = try FormDescriptor { FormSection(rows: rows) }
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aConditionComparingASwitchWithTextIsRefusedAsInAFile() throws {
        let file = try Self.fileMessage([
            ["key": "news", "kind": "switch"],
            ["key": "email", "kind": "email", "visibleWhen": ["key": "news", "equals": "maybe"]],
        ])
        let built = Self.builtMessage {
            Cell.toggle("news", "")
            Cell.email("email", "").visible(when: .equals("news", .text("maybe")))
        }
        #expect(file != nil)
        #expect(built == file)
    }

    @Test func aPickerStartingOnAMissingOptionIsRefusedAsInAFile() throws {
        let file = try Self.fileMessage([
            ["key": "licence", "kind": "normal", "expandable": true, "additionalRows": 2, "value": "bogus"],
            ["key": "mit", "kind": "option", "firstTitle": "MIT"],
            ["key": "bsd", "kind": "option", "firstTitle": "BSD"],
        ])
        let built = Self.builtMessage {
            Cell.picker("licence", "", options: Self.licences).value(.choice("bogus"))
        }
        #expect(file != nil)
        #expect(built == file)
    }

    @Test func aSliderStartingOnTextOrAboveItsMaximumIsRefusedAsInAFile() throws {
        for (start, value) in [("abc", Value.text("abc")), ("11", .number(11))] {
            let plist: Any = Double(start).map { $0 as Any } ?? start
            let file = try Self.fileMessage([
                ["key": "volume", "kind": "slider", "minimum": 0, "maximum": 10, "step": 1, "value": plist]
            ])
            let built = Self.builtMessage {
                Cell.slider("volume", "", range: 0...10).value(value)
            }
            #expect(file != nil, "\(start)")
            #expect(built == file, "\(start)")
        }
    }

    @Test func aLengthRuleOnASwitchIsRefusedAsInAFile() throws {
        let file = try Self.fileMessage([["key": "news", "kind": "switch", "minLength": 2]])
        let built = Self.builtMessage { Cell.toggle("news", "").minLength(2) }
        #expect(file != nil)
        #expect(built == file)
    }

    @Test func aPickerWithoutOptionsIsRefusedAsInAFile() throws {
        let file = try Self.fileMessage([
            ["key": "licence", "kind": "normal", "expandable": true, "additionalRows": 0]
        ])
        let built = Self.builtMessage { Cell.picker("licence", "", options: [Choice]()) }
        #expect(file != nil)
        #expect(built == file)
    }

    @Test func aKeyWithASpaceAndAnEqualsSignIsRefusedAsInAFile() throws {
        let file = try Self.fileMessage([["key": "my key=1", "kind": "text"]])
        let built = Self.builtMessage { Cell.text("my key=1", "") }
        #expect(file != nil)
        #expect(built == file)
    }

    @Test func sectionsAndCellsFollowIfAndFor() throws {
        let withPhone = true
        let descriptor = try FormDescriptor {
            FormSection {
                for n in 1...3 { Cell.text(RowKey("line\(n)"), "Line \(n)") }
                if withPhone { Cell.phone("phone", "Phone") } else { Cell.toggle("none", "") }
            }
            if !withPhone { FormSection { Cell.toggle("never", "") } }
        }
        #expect(descriptor.sections.count == 1)
        #expect(descriptor.sections[0].rows.map(\.key) == ["line1", "line2", "line3", "phone"])
    }
}
