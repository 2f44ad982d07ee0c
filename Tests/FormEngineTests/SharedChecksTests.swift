import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// The checks of typed settings, starting values, rules and selection are one code shared by
/// the loader and ``FormDescriptor/diagnose()``: a row made in code with a mistake gets every
/// line a property-list file with the same mistake gets, and the same fallback.
@Suite("Checks shared by the loader and a descriptor made in code")
struct SharedChecksTests {
    /// Every problem line of a file holding `file` as its one section's rows, and of a
    /// descriptor holding `rows`.
    static func lines(file: [[String: Any]], code rows: [RowDescriptor]) throws -> (
        file: [String], code: [String]
    ) {
        let loaded = DescriptorLoader().diagnose(data: try RulesSupport.data([["rows": file]]))
        let made = FormDescriptor(sections: [SectionDescriptor(rows: rows)]).diagnose()
        return (loaded.problems.map(\.description), made.problems.map(\.description))
    }

    static var cases: [(name: String, file: [[String: Any]], code: [RowDescriptor])] {
        [
            (
                "an empty slider range",
                [["key": "volume", "kind": "slider", "minimum": 5, "maximum": 1, "step": 1]],
                [RowDescriptor(key: "volume", kind: .slider(SliderSettings(minimum: 5, maximum: 1, step: 1)))]
            ),
            (
                "a negative slider step",
                [["key": "volume", "kind": "slider", "minimum": 0, "maximum": 10, "step": -1]],
                [
                    RowDescriptor(
                        key: "volume", kind: .slider(SliderSettings(minimum: 0, maximum: 10, step: -1)))
                ]
            ),
            (
                "dates in the wrong order",
                [["key": "day", "kind": "date", "minimumDate": "2024-05-01", "maximumDate": "2024-01-01"]],
                [
                    RowDescriptor(
                        key: "day",
                        kind: .date(
                            DateSettings(
                                earliest: DateBound("2024-05-01"), latest: DateBound("2024-01-01"))))
                ]
            ),
            (
                "times in the wrong order",
                [["key": "at", "kind": "time", "minimumTime": "18:00", "maximumTime": "09:00"]],
                [
                    RowDescriptor(
                        key: "at",
                        kind: .time(TimeSettings(earliest: WallTime("18:00"), latest: WallTime("09:00"))))
                ]
            ),
            (
                "a number's minimum above its maximum and a step not whole",
                [["key": "age", "kind": "stepper", "minimum": 9, "maximum": 1, "step": 1.5]],
                [
                    RowDescriptor(
                        key: "age",
                        kind: .number(NumberSettings(style: .stepper, minimum: 9, maximum: 1, step: 1.5)))
                ]
            ),
            (
                "fractionDigits out of range",
                [["key": "price", "kind": "decimal", "fractionDigits": 13]],
                [
                    RowDescriptor(
                        key: "price", kind: .number(NumberSettings(style: .decimal, fractionDigits: 13)))
                ]
            ),
            (
                "an option given twice",
                [["key": "size", "kind": "segmented", "options": ["s", "s", "l"]]],
                [
                    RowDescriptor(
                        key: "size", kind: .segmented([Choice(key: "s"), Choice(key: "s"), Choice(key: "l")]))
                ]
            ),
            (
                "extensions on a directory row",
                [["key": "folder", "kind": "file", "directory": true, "extensions": ["pdf"]]],
                [
                    RowDescriptor(
                        key: "folder", kind: .file(FileSettings(isDirectory: true, extensions: ["pdf"])))
                ]
            ),
            (
                "a slider starting above its range",
                [["key": "volume", "kind": "slider", "minimum": 0, "maximum": 10, "step": 1, "value": 11]],
                [
                    RowDescriptor(
                        key: "volume", kind: .slider(SliderSettings(minimum: 0, maximum: 10, step: 1)),
                        initialValue: .number(11))
                ]
            ),
            (
                "minLength above maxLength and a message naming no rule",
                [["key": "name", "kind": "text", "minLength": 5, "maxLength": 2, "message": ["nope": "No"]]],
                [
                    RowDescriptor(
                        key: "name", kind: .text(.plain), rules: [.minLength(5), .maxLength(2)],
                        messages: RuleMessages(byRule: ["nope": "No"]))
                ]
            ),
            (
                "selection limits in the wrong order",
                [
                    [
                        "key": "langs", "kind": "normal", "expandable": true, "additionalRows": 1,
                        "selection": "multiple", "minimumSelections": 3, "maximumSelections": 1,
                    ],
                    ["key": "swift", "kind": "option"],
                ],
                [
                    RowDescriptor(
                        key: "langs", kind: .normal, childCount: 1,
                        selection: .multiple(minimum: 3, maximum: 1)),
                    RowDescriptor(key: "swift", kind: .option),
                ]
            ),
        ]
    }

    @Test(arguments: 0..<cases.count)
    func aMistakeMadeInCodeGetsTheLinesOfTheSameMistakeInAFile(_ index: Int) throws {
        let example = Self.cases[index]
        let (file, code) = try Self.lines(file: example.file, code: example.code)
        #expect(!file.isEmpty, "\(example.name)")
        #expect(code == file, "\(example.name)")
    }

    @Test func aStartingValueOfAnotherTypeIsRefusedByTheKindAndTextIsParsed() throws {
        let rows = [
            RowDescriptor(key: "name", kind: .text(.plain), initialValue: .number(3)),
            RowDescriptor(key: "volume", kind: .slider(SliderSettings()), initialValue: .text("7")),
        ]
        let (checked, problems, _, _) = FormDescriptor(sections: [SectionDescriptor(rows: rows)]).checked()
        #expect(problems.map(\.reason) == ["value: \(TextKind(.plain).rowPhrase) cannot hold a number"])
        #expect(checked.sections[0].rows[0].initialValue == nil)
        #expect(checked.sections[0].rows[1].initialValue == .number(7))
    }

    @Test func aSliderWithAnEmptyRangeFallsBackAsInAFile() throws {
        let row = RowDescriptor(key: "volume", kind: .slider(SliderSettings(minimum: 5, maximum: 1)))
        let checked = FormDescriptor(sections: [SectionDescriptor(rows: [row])]).checked().descriptor
        #expect(checked.sections[0].rows[0].kind == .slider(SliderSettings()))
        #expect(checked.sections[0].rows[0].initialValue == .number(0))
    }
}
