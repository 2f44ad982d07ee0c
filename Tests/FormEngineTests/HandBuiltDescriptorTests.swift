import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Descriptors assembled by hand, not loaded or built: ``FormDescriptor/validated()`` and
/// `Form.init` refuse each mistake a file is refused for, with the file loader's message, and a
/// valid one becomes the descriptor its plist twin gives.
@Suite("Hand-built descriptors")
struct HandBuiltDescriptorTests {
    /// `rows` as one section, checked by `validated()` and by `Form.init`: both refuse with the
    /// same message, or neither does.
    static func handMessage(_ rows: [RowDescriptor]) throws -> String? {
        let descriptor = FormDescriptor(sections: [SectionDescriptor(rows: rows)])
        let validated: String?
        do {
            _ = try descriptor.validated()
            validated = nil
        } catch {
            validated = error.description
        }
        let formed: String?
        do {
            _ = try Form(descriptor)
            formed = nil
        } catch {
            formed = error.description
        }
        #expect(validated == formed, "Form.init checks what validated() checks")
        return validated
    }

    static let slider = RowKind.slider(SliderSettings(minimum: 0, maximum: 10, step: 1))

    static func picker(start: Value?) -> [RowDescriptor] {
        [
            RowDescriptor(key: "licence", kind: .normal, childCount: 2, initialValue: start),
            RowDescriptor(key: "mit", kind: .option, title: "MIT"),
            RowDescriptor(key: "bsd", kind: .option, title: "BSD"),
        ]
    }

    @Test func aConditionComparingASwitchWithTextIsRefusedAsInAFile() throws {
        let file = try FormBuilderTests.fileMessage([
            ["key": "news", "kind": "switch"],
            ["key": "email", "kind": "email", "visibleWhen": ["key": "news", "equals": "maybe"]],
        ])
        let hand = try Self.handMessage([
            RowDescriptor(key: "news", kind: .toggle(ToggleSettings())),
            RowDescriptor(key: "email", kind: .text(.email), visibleWhen: .equals("news", .text("maybe"))),
        ])
        #expect(file != nil)
        #expect(hand == file)
    }

    @Test func aPickerStartingOnAMissingOptionIsRefusedAsInAFile() throws {
        let file = try FormBuilderTests.fileMessage([
            ["key": "licence", "kind": "normal", "expandable": true, "additionalRows": 2, "value": "bogus"],
            ["key": "mit", "kind": "option", "firstTitle": "MIT"],
            ["key": "bsd", "kind": "option", "firstTitle": "BSD"],
        ])
        let hand = try Self.handMessage(Self.picker(start: .choice("bogus")))
        #expect(file != nil)
        #expect(hand == file)
    }

    @Test func aSliderStartingOnTextOrAboveItsMaximumIsRefusedAsInAFile() throws {
        for (start, value) in [("abc", Value.text("abc")), ("11", .number(11))] {
            let plist: Any = Double(start).map { $0 as Any } ?? start
            let file = try FormBuilderTests.fileMessage([
                ["key": "volume", "kind": "slider", "minimum": 0, "maximum": 10, "step": 1, "value": plist]
            ])
            let hand = try Self.handMessage([
                RowDescriptor(key: "volume", kind: Self.slider, initialValue: value)
            ])
            #expect(file != nil, "\(start)")
            #expect(hand == file, "\(start)")
        }
    }

    @Test func multipleSelectionOnATextRowIsRefusedAsInAFile() throws {
        let file = try FormBuilderTests.fileMessage([
            ["key": "name", "kind": "text", "selection": "multiple"]
        ])
        let hand = try Self.handMessage([
            RowDescriptor(key: "name", kind: .text(.plain), selection: .multiple())
        ])
        #expect(file != nil)
        #expect(hand == file)
    }

    @Test func aKeyWithASpaceAndAnEqualsSignIsRefusedAsInAFile() throws {
        let file = try FormBuilderTests.fileMessage([["key": "my key=1", "kind": "text"]])
        let hand = try Self.handMessage([RowDescriptor(key: "my key=1", kind: .text(.plain))])
        #expect(file != nil)
        #expect(hand == file)
    }

    /// A valid hand-built descriptor becomes what its file gives: a picker's starting choice
    /// checked, a switch starting off, a condition typed against the row it reads — and it is
    /// checked once: `Form.init` takes the validated descriptor as it is.
    @Test func aValidOneBecomesWhatItsPlistTwinGives() throws {
        let file = try DescriptorLoader().load(
            data: RulesSupport.data([
                [
                    "rows": [
                        [
                            "key": "licence", "kind": "normal", "expandable": true, "additionalRows": 2,
                            "value": "mit",
                        ],
                        ["key": "mit", "kind": "option", "firstTitle": "MIT"],
                        ["key": "bsd", "kind": "option", "firstTitle": "BSD"],
                        ["key": "news", "kind": "switch"],
                        ["key": "email", "kind": "email", "visibleWhen": ["key": "news", "equals": true]],
                    ]
                ]
            ]))
        let hand = FormDescriptor(sections: [
            SectionDescriptor(
                rows: Self.picker(start: .choice("mit")) + [
                    // A file's switch has no off title unless it gives one.
                    RowDescriptor(key: "news", kind: .toggle(ToggleSettings(offTitle: ""))),
                    RowDescriptor(
                        key: "email", kind: .text(.email), visibleWhen: .equals("news", .bool(true))),
                ])
        ])
        #expect(hand != file, "a switch starts off only once checked")
        let validated = try hand.validated()
        #expect(validated == file)
        #expect(validated.structure != nil, "checked once: Form.init does not check it again")
        var form = try Form(hand)
        #expect(try form.value(of: "news") == .bool(false))
        #expect(try !form.isVisible("email"))
        try form.apply(.tap("news"))
        #expect(try form.isVisible("email"))
    }

    /// A template is checked as a file's is, its problems named `template:`.
    @Test func anEditableSectionsTemplateIsCheckedAsInAFile() throws {
        let data = try RulesSupport.data([
            [
                "editable": true, "rows": [[String: Any]](),
                "template": ["key": "item", "kind": "slider", "minimum": 0, "maximum": 10, "value": 11],
            ]
        ])
        var file: String?
        do throws(LoadError) { _ = try DescriptorLoader().load(data: data) } catch {
            file = error.description
        }
        let section = SectionDescriptor(
            rows: [], isEditable: true,
            template: RowDescriptor(key: "item", kind: Self.slider, initialValue: .number(11)))
        var hand: String?
        do throws(LoadError) { _ = try FormDescriptor(sections: [section]).validated() } catch {
            hand = error.description
        }
        #expect(file?.contains("template: ") == true)
        #expect(hand == file)
    }

    /// A kind's settings that a file is refused for, made in code: each row's file cell and the
    /// `RowKind` a hand gives for it.
    static var badSettings: [(name: String, cell: [String: Any], kind: RowKind)] {
        [
            (
                "slider range", ["kind": "slider", "minimum": 10, "maximum": 1],
                .slider(SliderSettings(minimum: 10, maximum: 1))
            ),
            (
                "number range", ["kind": "integer", "minimum": 99, "maximum": 18],
                .number(NumberSettings(style: .integer, minimum: 99, maximum: 18))
            ),
            (
                "whole bound", ["kind": "stepper", "minimum": 1.5],
                .number(NumberSettings(style: .stepper, minimum: 1.5))
            ),
            ("step", ["kind": "decimal", "step": 0], .number(NumberSettings(style: .decimal, step: 0))),
            (
                "fraction digits", ["kind": "integer", "fractionDigits": 2],
                .number(NumberSettings(style: .integer, fractionDigits: 2))
            ),
            (
                "time range", ["kind": "time", "minimumTime": "18:00", "maximumTime": "09:00"],
                .time(TimeSettings(earliest: WallTime("18:00"), latest: WallTime("09:00")))
            ),
            (
                "date range", ["kind": "date", "minimumDate": "2030-01-01", "maximumDate": "2020-01-01"],
                .date(DateSettings(earliest: DateBound("2030-01-01"), latest: DateBound("2020-01-01")))
            ),
            (
                "time zone", ["kind": "dateTime", "timeZone": "Mars/Olympus"],
                .dateTime(DateTimeSettings(timeZone: "Mars/Olympus"))
            ),
            ("no options", ["kind": "segmented", "options": [String]()], .segmented([])),
            (
                "an option twice", ["kind": "segmented", "options": ["S", "S"]],
                .segmented([Choice(key: "S"), Choice(key: "S")])
            ),
            ("empty action", ["kind": "button", "action": ""], .button(action: "")),
            (
                "a directory with extensions", ["kind": "file", "directory": true, "extensions": ["plist"]],
                .file(FileSettings(isDirectory: true, extensions: ["plist"]))
            ),
        ]
    }

    /// `validated()` checks a kind's settings made in code as the loader checks a cell's keys.
    @Test(arguments: 0..<12)
    func aKindsSettingsAreCheckedAsInAFile(index: Int) throws {
        let cases = Self.badSettings
        #expect(cases.count == 12)
        let (name, cell, kind) = cases[index]
        var fileCell = cell
        fileCell["key"] = "row"
        let file = try FormBuilderTests.fileMessage([fileCell])
        let hand = try Self.handMessage([RowDescriptor(key: "row", kind: kind)])
        #expect(file != nil, "\(name): a file is refused")
        #expect(hand == file, "\(name)")
    }

    /// Every kind's settings, as a file gives them, are kept by `validated()`: a descriptor rebuilt
    /// by hand from the every-kind fixture's rows validates to the loaded one.
    @Test func everyKindsSettingsSurviveValidation() throws {
        let loaded = try DescriptorLoader().load(contentsOf: Fixtures.everyKindURL)
        let hand = FormDescriptor(
            title: loaded.title,
            sections: loaded.sections.map { section in
                SectionDescriptor(
                    title: section.title, footer: section.footer,
                    rows: section.rows.map { row in
                        RowDescriptor(
                            key: row.key, hasExplicitKey: row.hasExplicitKey, kind: row.kind,
                            title: row.title,
                            subtitle: row.subtitle, childCount: row.childCount,
                            startsExpanded: row.startsExpanded, initialValue: row.initialValue,
                            unknownKeys: row.unknownKeys, rules: row.rules, messages: row.messages,
                            visibleWhen: row.visibleWhen, selection: row.selection,
                            isReadOnly: row.isReadOnly, isSecure: row.isSecure,
                            summaryTitle: row.summaryTitle, contentType: row.contentType,
                            persists: row.persists, presentation: row.presentation,
                            placeholder: row.placeholder, help: row.help, userInfo: row.userInfo,
                            summarizesChildren: row.summarizesChildren)
                    },
                    isEditable: section.isEditable, template: section.template,
                    visibleWhen: section.visibleWhen)
            })
        #expect(try hand.validated() == loaded)
    }
}
