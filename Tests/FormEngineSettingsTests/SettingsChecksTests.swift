import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormEngineSettings

@Suite("Settings bundle: checks")
struct SettingsChecksTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var specifiers: [[String: PlistFixture]]
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "no Key",
            specifiers: [["Type": "PSToggleSwitchSpecifier", "Title": "On", "DefaultValue": true]],
            expected: ["specifier 1: no Key: the Settings app cannot store this PSToggleSwitchSpecifier"]),
        Case(
            name: "DefaultValue not among Values",
            specifiers: [
                [
                    "Type": "PSMultiValueSpecifier", "Key": "delay", "DefaultValue": 3,
                    "Titles": ["Now", "Later"],
                    "Values": ["0", "3"],
                ]
            ],
            expected: ["specifier 1 (delay): DefaultValue 3 (an integer) is none of Values ('0', '3')"]),
        Case(
            name: "Titles and Values of different lengths",
            specifiers: [
                [
                    "Type": "PSMultiValueSpecifier", "Key": "size", "DefaultValue": "s", "Titles": ["Small"],
                    "Values": ["s", "m"],
                ]
            ],
            expected: [
                "specifier 1 (size): Titles has 1 entries but Values has 2; only the first 1 are shown"
            ]),
        Case(
            name: "slider default outside the range",
            specifiers: [
                [
                    "Type": "PSSliderSpecifier", "Key": "level", "DefaultValue": 12, "MinimumValue": 0,
                    "MaximumValue": 10,
                ]
            ],
            expected: ["specifier 1 (level): DefaultValue 12 is outside 0...10"]),
        Case(
            name: "slider without a range",
            specifiers: [["Type": "PSSliderSpecifier", "Key": "level", "DefaultValue": 0.5]],
            expected: [
                "specifier 1 (level): a slider needs numeric MinimumValue and MaximumValue; using 0...1"
            ]),
        Case(
            name: "switch default that is not a value of the switch",
            specifiers: [
                [
                    "Type": "PSToggleSwitchSpecifier", "Key": "mode", "TrueValue": "on", "FalseValue": "off",
                    "DefaultValue": "maybe",
                ]
            ],
            expected: [
                "specifier 1 (mode): DefaultValue 'maybe' is not TrueValue or FalseValue; the switch starts off"
            ]),
        Case(
            name: "duplicate keys",
            specifiers: [
                ["Type": "PSTextFieldSpecifier", "Key": "name"],
                ["Type": "PSTextFieldSpecifier", "Key": "name"],
            ],
            expected: [
                "specifier 2 (name): duplicate Key 'name' (first used in PANE: specifier 1); both rows show "
                    + "and store one defaults entry, whose DefaultValue is the first one's"
            ]),
        Case(
            name: "missing child pane file",
            specifiers: [["Type": "PSChildPaneSpecifier", "Title": "Gone", "File": "Gone"]],
            expected: ["specifier 1: child pane file 'Gone.plist' is missing from the bundle"]),
        Case(
            name: "child pane without File",
            specifiers: [["Type": "PSChildPaneSpecifier", "Title": "Where"]],
            expected: ["specifier 1: a child pane needs a File naming its plist"]),
        Case(
            name: "unsupported type",
            specifiers: [["Type": "IASKButtonSpecifier", "Title": "Reset", "Key": "reset"]],
            expected: [
                "specifier 1 (reset): unsupported specifier type 'IASKButtonSpecifier'; shown as a read-only row"
            ]),
        Case(
            name: "no Type", specifiers: [["Title": "What"]],
            expected: ["specifier 1: the specifier has no Type; shown as a read-only row"]),
        Case(
            name: "title-value default outside its Values",
            specifiers: [
                [
                    "Type": "PSTitleValueSpecifier", "Key": "plan", "DefaultValue": "x", "Titles": ["Free"],
                    "Values": ["f"],
                ]
            ],
            expected: ["specifier 1 (plan): DefaultValue 'x' is none of Values"]),
    ]

    @Test(arguments: cases)
    func eachCheckNamesFileSpecifierAndKey(_ testCase: Case) throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane("Root", testCase.specifiers.map { $0.mapValues(\.object) })
        let pane = "\(temp.path)/Root.plist"
        let problems = SettingsBundleLoader().problems(at: temp.url).map(\.description)
        #expect(
            problems
                == testCase.expected.map { "\(pane): " + $0.replacingOccurrences(of: "PANE", with: pane) })
        // Loading still works: these problems are reported, not fatal.
        _ = try SettingsBundleLoader().load(contentsOf: temp.url).makeForm()
    }

    @Test func duplicateKeysAcrossPanesKeepTheFirstDefault() throws {
        let temp = try TemporaryBundle()
        defer { temp.remove() }
        try temp.pane(
            "Root",
            [
                ["Type": "PSTextFieldSpecifier", "Key": "name", "DefaultValue": "root"],
                ["Type": "PSChildPaneSpecifier", "Title": "Child", "File": "Child"],
            ])
        try temp.pane("Child", [["Type": "PSTextFieldSpecifier", "Key": "name", "DefaultValue": "child"]])
        let bundle = try SettingsBundleLoader().load(contentsOf: temp.url)
        #expect(
            bundle.problems.map(\.description) == [
                "\(temp.path)/Child.plist: specifier 1 (name): duplicate Key 'name' "
                    + "(first used in \(temp.path)/Root.plist: specifier 1); both rows show and store one "
                    + "defaults entry, whose DefaultValue is the first one's"
            ])
        #expect(bundle.defaults == ["name": .string("root")])
        #expect(bundle.fields.map(\.row) == ["name", "name~2"])
    }
}

/// A plist value written literally in a test case (`Sendable`, unlike `Any`).
enum PlistFixture: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case array([PlistFixture])

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(floatLiteral value: Double) { self = .real(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: PlistFixture...) { self = .array(elements) }

    var object: Any {
        switch self {
        case .string(let text): return text
        case .integer(let number): return number
        case .real(let number): return number
        case .bool(let flag): return flag
        case .array(let items): return items.map(\.object)
        }
    }
}
