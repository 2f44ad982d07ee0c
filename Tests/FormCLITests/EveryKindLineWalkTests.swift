import Foundation
import TestSupport
import Testing

/// Line mode on the every-kind form: each kind filled by piped input, `fill` prompts, problems
/// shown after an edit, text area escapes, masked passwords and buttons.
@Suite struct EveryKindLineWalkTests {
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

    @Test("a script fills every kind, and the saved answers are what was typed")
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
        #expect(
            result.stderr == #"""
                name = Ada
                email = ada@example.com
                site = https://ada.example
                phone = +44 20 7946 0000
                password = •••••••••••••
                confirm = •••••••••••••
                bio = First line⏎Second \ line
                age = 36
                height = 1.76
                guests = 3
                born = 12 Mar 1990
                Wake up at (HH:mm, 05:00 to 11:00) [07:30]:
                wake = 06:45
                Meeting (yyyy-MM-ddTHH:mm, Europe/Paris time):
                meeting = 2026-12-24T18:30
                Longest run (90m or 1:30:00) [1:30:00]:
                run = 2:00:00
                terms = on
                Size (S, M or L = Large) [M]:
                size = Large
                expanded country: +2 rows
                country = Japan; collapsed country: -2 rows
                volume = 7

                """#)
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

    @Test("problems are shown after the edit, and the typed value is kept")
    func problemsAfterEdit() throws {
        let script = """
            set email ada@
            set password secret12
            set confirm secret13
            set age 200
            set wake 04:00
            set born 2015-01-01
            set age abc
            show

            """
        let result = try CLI.run(["--plain", Self.form], stdin: script, environment: Self.environment)
        #expect(result.status == 65)
        #expect(
            result.stdout.hasPrefix(
                """
                email = ada@
                  ✗ email (format): Email must be an email address (name@example.com)
                password = ••••••••
                confirm = ••••••••
                  ✗ confirm (matches): The passwords differ
                age = 200
                  ✗ age (maximum): Age must be at most 130
                wake = 04:00
                  ✗ wake (minimum): Wake up at must be 05:00 or later
                born = 1 Jan 2015
                  ✗ born (maximum): You must be 18 or over
                Every kind
                """))
        #expect(result.stdout.contains("  · Age: 200  [age]"))
        #expect(result.stderr.hasPrefix("line 7: age: 'abc' is not a number"))
        #expect(!result.stdout.contains("secret1") && !result.stderr.contains("secret1"))
        // Fixing the password reloads the confirmation, whose problem goes away.
        let fixed = try CLI.run(
            ["--plain", Self.form],
            stdin: "set password secret12\nset confirm secret13\nset password secret13\n")
        #expect(fixed.stdout.contains("password = ••••••••; confirm = ••••••••\n"))
        #expect(fixed.stdout.components(separatedBy: "✗ confirm").count == 2)
    }

    @Test("fill and tap tell what a row takes; read-only rows say so")
    func prompts() throws {
        let script = """
            fill guests
            4
            fill born

            tap meeting
            tap version
            tap help
            fill help
            fill country
            jp

            """
        let result = try CLI.run(["--plain", Self.form], stdin: script, environment: Self.environment)
        #expect(
            result.stdout == """
                Guests (a whole number, 1 to 10, step 1) [2]:
                guests = 4
                Date of birth (yyyy-MM-dd, 2008-12-01 (today-18y) or earlier):
                born: no change
                no change: meeting takes yyyy-MM-ddTHH:mm, Europe/Paris time; set meeting VALUE or fill meeting
                version: read-only: 2.0
                help: a link, read-only: https://example.com/help
                Country (fr = France or jp = Japan):
                country = Japan

                """)
        #expect(
            result.stderr.hasPrefix(
                """
                line 8: help: the row is read-only

                """))
        #expect(result.status == 65)
    }

    @Test("buttons: another action is printed and the walk goes on; reset asks; submit finishes")
    func buttons() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let form = try Self.buttonForm(in: directory)
        let plain = try CLI.run(
            [form], stdin: "tap help\nset nick Ada\ntap clear\nno\ntap clear\ny\ntap send\nset nick Bo\n4\n")
        #expect(
            plain.stdout == """
                action: open-help
                nick = Ada
                reset every row to its starting value? (y/n)
                reset cancelled
                reset every row to its starting value? (y/n)
                reset: 1 row back to the start
                nick = Bo

                """)
        #expect(plain.stderr.hasPrefix("line 7: send: submit refused: 1 problem remains\n"))
        #expect(plain.status == 65)

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

/// Line mode typed by a person (`--plain` on a pseudo-terminal): tapping a row that takes text
/// asks for it, a password is drawn as `•` while typed, and answers stay out of the history.
@Suite struct NewKindsLinePromptTerminalTests {
    @Test("a tapped row asks for its value; a password is masked while typed")
    func promptsOnATerminal() throws {
        let terminal = try PseudoTerminal(
            ["--plain", Fixtures.everyKindURL.path], environment: ["FORMCLI_TODAY": "2026-12-01"], rows: 60,
            columns: 100)
        #expect(terminal.wait(for: "type help for the commands"))
        terminal.send("12\r")
        #expect(terminal.wait(for: "Wake up at (HH:mm, 05:00 to 11:00) [07:30]:"))
        terminal.send("06:10\r")
        #expect(terminal.wait(for: "wake = 06:10"))
        terminal.send("tap password\r")
        #expect(terminal.wait(for: "Password (a password, not shown):"))
        terminal.send("hunter22")
        #expect(terminal.wait(for: "Password (a password, not shown): ••••••••"))
        terminal.send("\r")
        #expect(terminal.wait(for: "password = ••••••••"))
        // ↑ recalls the last command, not the answer.
        terminal.send("\u{1b}[A")
        #expect(terminal.wait(for: "> tap password"))
        terminal.send("\u{15}quit\r")
        #expect(terminal.waitForExit() == 1)
        #expect(!String(decoding: terminal.output, as: UTF8.self).contains("hunter22"))
    }
}
