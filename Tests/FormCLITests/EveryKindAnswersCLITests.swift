import Foundation
import TestSupport
import Testing

/// formcli's own part of line mode on the every-kind form: the `--json` answers document and the
/// `--state` file a script of every kind leaves, and the actions pressed in `--json`. What the
/// walk prints and the values it takes are EveryKindLineScriptTests' (FormWalkTests, in process).
@Suite struct EveryKindAnswersCLITests {
    static let form = Fixtures.everyKindURL.path

    static var environment: [String: String] { EveryKindDumpTests.today() }

    /// A form with the buttons and rows the action tests need.
    static func buttonForm(in directory: URL) throws -> String {
        let url = directory.appendingPathComponent("buttons.plist")
        let rows = [
            Fixtures.cell("nick", "text", title: "Nick", extra: ["required": true]),
            Fixtures.cell("help", "button", title: "Help", extra: ["action": "open-help"]),
            Fixtures.cell("clear", "button", title: "Clear", extra: ["action": "reset"]),
            Fixtures.cell("send", "button", title: "Send", extra: ["action": "submit"]),
        ]
        try Fixtures.data(["sections": [["rows": rows]]]).write(to: url)
        return url.path
    }

    @Test("a script fills every kind; --json prints the answers and --state saves them")
    func fillsEveryKind() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("state.plist").path
        let script = #"""
            set name Ada
            set email ada@example.com
            set site https://ada.example
            set phone +44 20 7946 0000
            set password correct horse
            set confirm correct horse
            set bio First line\nSecond \\ line
            set age 36
            set height 1.756
            set guests 3
            set born 1990-03-12
            fill wake
            06:45
            fill meeting
            2026-12-24T18:30
            fill run
            2h
            tap terms
            fill size
            L
            tap country
            tap jp
            set volume 7
            done

            """#
        let result = try CLI.run(
            ["--state", state, "--json", Self.form], stdin: script, environment: Self.environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("country = Japan; collapsed country: -2 rows\nvolume = 7\n"))
        let values = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: Any]])
        let answers = try #require(values["values"])
        #expect(answers["bio"] as? String == "First line\nSecond \\ line")
        #expect(answers["password"] as? String == "correct horse", "what the person typed, for the script")
        #expect(answers["wake"] as? String == "06:45")
        #expect(answers["meeting"] as? String == "2026-12-24T18:30")
        #expect(answers["run"] as? Double == 7200)
        #expect(answers["height"] as? Double == 1.76)
        #expect(answers["size"] as? String == "L")
        #expect(answers["terms"] as? Bool == true)
        #expect(answers["country"] as? String == "jp")
        let saved = try String(contentsOfFile: state, encoding: .utf8)
        #expect(saved.contains("First line\nSecond \\ line"))
        #expect(!saved.contains("correct horse"), "a password is not saved")
    }

    @Test("buttons: with --json the actions pressed are in the answers document")
    func buttons() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let form = try Self.buttonForm(in: directory)
        let json = try CLI.run(["--json", form], stdin: "tap help\nset nick Ada\n4\nset nick Never\n")
        #expect(json.status == 0, "\(json.stderr)")
        // With --json stdout holds the answers document alone, the actions pressed in it; the
        // announcements go to stderr with the reports.
        #expect(
            json.stdout == """
                {"actions":[{"name":"open-help","key":"help"}],"values":{
                "nick":"Ada"}}

                """)
        #expect(json.stderr.hasPrefix("action: open-help\n"))
        #expect(!json.stderr.contains("Never"))
    }
}
