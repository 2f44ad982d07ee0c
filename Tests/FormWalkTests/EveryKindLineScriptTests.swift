import FormEngine
import FormWalk
import Foundation
import TestSupport
import Testing

/// Line mode on the every-kind form, run in process on pipes: each kind filled by a script,
/// `fill` prompts, problems shown after an edit, text area escapes, masked passwords and
/// buttons. (formcli's `--json` answers and `--state` file of the same walk are
/// EveryKindAnswersCLITests'.)
@Suite struct EveryKindLineScriptTests {
    /// A form with the buttons and rows the action tests need.
    static func buttonForm() throws -> Form {
        let rows = [
            Fixtures.cell("nick", "text", title: "Nick", extra: ["required": true]),
            Fixtures.cell("help", "button", title: "Help", extra: ["action": "open-help"]),
            Fixtures.cell("clear", "button", title: "Clear", extra: ["action": "reset"]),
            Fixtures.cell("send", "button", title: "Send", extra: ["action": "submit"]),
        ]
        let data = try Fixtures.data(["sections": [["rows": rows]]])
        return try Form(DescriptorLoader().load(data: data, file: "buttons.plist"))
    }

    @Test("a script fills every kind, and the values are what was typed")
    func fillsEveryKind() throws {
        let saves = ScriptedWalk.Saves()
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
        let (result, output, errors) = try ScriptedWalk.run(
            script, on: Fixtures.everyKindForm(), saving: saves)
        #expect(result.succeeded, "\(errors)")
        #expect(
            output == #"""
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
        let form = result.form
        #expect(try form.value(of: "bio") == .text("First line\nSecond \\ line"))
        #expect(try form.value(of: "password") == .text("correct horse"), "what the person typed")
        #expect(try form.value(of: "run") == .number(7200))
        #expect(try form.value(of: "height") == .number(1.76))
        #expect(try form.value(of: "size") == .choice("L"))
        #expect(try form.value(of: "terms") == .bool(true))
        #expect(try form.value(of: "country") == .choice("jp"))
        let state = try #require(saves.state)
        #expect(state.values["bio"] == .string("First line\nSecond \\ line"))
        #expect(state.values["wake"] == .string("06:45"))
        #expect(state.values["meeting"] == .string("2026-12-24T18:30"))
        #expect(state.values["password"] == nil, "a password is not saved")
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
        let (result, output, errors) = try ScriptedWalk.run(script, on: Fixtures.everyKindForm())
        #expect(result.failed)
        #expect(
            output.hasPrefix(
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
        #expect(output.contains("  · Age: 200  [age]"))
        #expect(errors.hasPrefix("line 7: age: 'abc' is not a number"))
        #expect(!output.contains("secret1") && !errors.contains("secret1"))
        // Fixing the password reloads the confirmation, whose problem goes away.
        let fixed = try ScriptedWalk.run(
            "set password secret12\nset confirm secret13\nset password secret13\n",
            on: Fixtures.everyKindForm())
        #expect(fixed.output.contains("password = ••••••••; confirm = ••••••••\n"))
        #expect(fixed.output.components(separatedBy: "✗ confirm").count == 2)
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
        let (result, output, errors) = try ScriptedWalk.run(script, on: Fixtures.everyKindForm())
        #expect(
            output == """
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
            errors.hasPrefix(
                """
                line 8: help: the row is read-only

                """))
        #expect(result.failed)
    }

    @Test("buttons: another action is printed and the walk goes on; reset asks; submit finishes")
    func buttons() throws {
        let (result, output, errors) = try ScriptedWalk.run(
            "tap help\nset nick Ada\ntap clear\nno\ntap clear\ny\ntap send\nset nick Bo\n4\n",
            on: Self.buttonForm())
        #expect(
            output == """
                action: open-help
                nick = Ada
                reset every row to its starting value? (y/n)
                reset cancelled
                reset every row to its starting value? (y/n)
                reset: 1 row back to the start
                nick = Bo

                """)
        #expect(errors.hasPrefix("line 7: send: submit refused: 1 problem remains\n"))
        #expect(result.failed)

        let pressed = try ScriptedWalk.run(
            "tap help\nset nick Ada\n4\nset nick Never\n", on: Self.buttonForm())
        #expect(pressed.result.succeeded, "\(pressed.errors)")
        #expect(pressed.result.actions.map(\.name) == ["open-help"])
        #expect(pressed.result.actions.map(\.key) == ["help"])
        #expect(try pressed.result.form.value(of: "nick") == .text("Ada"), "submit ended the walk")
        #expect(pressed.output.hasPrefix("action: open-help\n"))
        #expect(!pressed.output.contains("Never"))
    }
}
