import FormEngine
import Foundation
import TestSupport
import Testing

/// `--check` and `--dump` on a form whose conditions combine (`all`, `any`, `not`) and whose
/// sections have `visibleWhen` (`Fixtures/Conditions.plist`); `--check` naming a condition's
/// unknown key, and `--dump --set` showing a conditional row of the default form. A walk of it
/// is ConditionalSectionsLineWalkTests' (FormWalkTests, in process).
@Suite struct ConditionsCLITests {
    static func fixture() throws -> String {
        try #require(Bundle.module.url(forResource: "Fixtures/Conditions", withExtension: "plist")).path
    }

    @Test func checkAcceptsTheFixture() throws {
        let path = try Self.fixture()
        let result = try CLI.run(["--check", path])
        #expect(result.status == 0 && result.stdout == "\(path): ok\n" && result.stderr == "")
    }

    @Test func dumpLeavesOutHiddenSections() throws {
        let path = try Self.fixture()
        let hidden = try CLI.run(["--dump", path])
        #expect(hidden.status == 0)
        #expect(
            hidden.stdout == """
                Household

                You
                  · Married: off  [married]
                  · Pets: off  [pets]
                  ▸ Country  [country]

                """)
        let shown = try CLI.run([
            "--dump", path, "--set", "married=on", "--set", "pets=on", "--set", "country=fr",
            "--set", "spouseWorks=on", "--set", "petName=Rex",
        ])
        #expect(shown.status == 0)
        #expect(
            shown.stdout == """
                Household

                You
                  · Married: on  [married]
                  · Pets: on  [pets]
                  ▸ Country: France  [country]
                  · Region  [region]

                Spouse
                  · Spouse name  [spouseName]
                  · Spouse works: on  [spouseWorks]
                  (Only for married couples.)

                Pets
                  · Pet's name: Rex  [petName]
                  · Pet sitter  [petSitter]

                """)
        // Elsewhere: `not` turns the Pets section off; Spouse stays.
        let other = try CLI.run([
            "--dump", path, "--set", "married=on", "--set", "pets=on", "--set", "country=other",
        ])
        #expect(other.stdout.contains("\nSpouse\n") && !other.stdout.contains("Pets\n  ·"))
    }

    @Test func jsonDumpMarksHiddenSections() throws {
        let path = try Self.fixture()
        let result = try CLI.run(["--dump", "--json", path, "--set", "pets=on"])
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["You", "Spouse", "Pets"])
        #expect(sections.map { $0["hidden"] as? Bool } == [nil, true, nil])
        #expect(sections.map { ($0["rows"] as? [Any])?.count } == [3, 0, 1])
        // A hidden section's required row is no problem.
        #expect((object["problems"] as? [[String: Any]])?.compactMap { $0["key"] as? String } == ["petName"])
    }

    @Test func checkNamesThePlaceOfAMalformedCombination() throws {
        let directory = try CLI.temporaryDirectory()
        let path = directory.appendingPathComponent("bad.plist")
        try RulesSupport.data([
            ["rows": [["key": "on", "kind": "switch"]]],
            [
                "visibleWhen": [
                    "any": [["key": "on", "equals": true], ["not": ["key": "on", "equals": "perhaps"]]]
                ],
                "rows": [["key": "x", "kind": "text"]],
            ],
        ]).write(to: path)
        let result = try CLI.run(["--check", path.path])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "formcli: \(path.path): section 2: visibleWhen.any[1].not: 'on' is a switch: compare with "
                + "true or false, not the string 'perhaps'\n")
    }

    @Test func checkReportsConditionErrors() throws {
        let directory = try RulesSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("loop.plist")
        try RulesSupport.data([
            [
                "rows": [
                    ["key": "a", "kind": "text", "visibleWhen": ["key": "b", "isSet": true]],
                    ["key": "b", "kind": "text", "visibleWhen": ["key": "zz", "isSet": true]],
                ]
            ]
        ]).write(to: path)
        let result = try RulesSupport.run(["--check", path.path])
        #expect(result.status == 65)
        #expect(
            result.err
                == "formcli: \(path.path): section 1, row 2 (b): visibleWhen: no row has the key 'zz'\n")
    }

    @Test func dumpShowsConditionalRows() throws {
        let hidden = try RulesSupport.run(["--dump"])
        #expect(!hidden.out.contains("spouseName"))
        let shown = try RulesSupport.run(["--dump", "--set", "married=yes", "--set", "spouseName=Charles"])
        #expect(shown.out.contains("  · Spouse name: Charles  [spouseName]\n"))
    }
}
