import FormEngine
import FormWalk
import Foundation
import Testing

/// Line mode's commands on the default form, run in process on pipes as a script runs them:
/// what each line reports, the lines refused and why, `quit`, `done` and the end of input, and
/// the values the walk leaves. (formcli's exit statuses, `--state` file and `--json` are
/// LineModeCLITests'.)
@Suite struct LineScriptTests {
    @Test func scriptFillsTheWholeDefaultForm() throws {
        let saves = ScriptedWalk.Saves()
        let script = """
            # the whole default form
            tap fullName
            set firstName Ada
            set lastName King Lovelace
            tap dateOfBirth
            set dateOfBirthPicker 1990-03-12
            tap married
            set spouseName Grace Hopper
            tap favoriteSport
            tap basketball
            tap favoriteColor
            11
            tap experienceLevel
            set experienceSlider 7
            done
            show

            """
        let (result, output, errors) = try ScriptedWalk.run(script, saving: saves)
        #expect(result.succeeded)
        #expect(errors == "")
        #expect(
            output == """
                expanded fullName: +2 rows
                firstName = Ada; fullName: Ada
                lastName = King Lovelace; fullName: Ada King Lovelace
                expanded dateOfBirth: +1 row
                dateOfBirthPicker = 12 Mar 1990; dateOfBirth: 12 Mar 1990
                married = on; maritalStatus: Married; +1 row
                spouseName = Grace Hopper
                expanded favoriteSport: +4 rows
                favoriteSport = Basketball; collapsed favoriteSport: -4 rows
                expanded favoriteColor: +3 rows
                favoriteColor = Green; collapsed favoriteColor: -3 rows
                expanded experienceLevel: +1 row
                experienceSlider = 7; experienceLevel: 7

                """)
        #expect(!output.contains("\u{1b}"))
        #expect(saves.forms.count == 1, "done saves once")
        let state = try #require(saves.state)
        #expect(state.values["firstName"] == .string("Ada"))
        #expect(state.values["lastName"] == .string("King Lovelace"))
        #expect(state.values["dateOfBirthPicker"] == .string("1990-03-12"))
        #expect(state.values["married"] == .bool(true))
        #expect(state.values["favoriteSport"] == .string("basketball"))
        #expect(state.values["favoriteColor"] == .string("green"))
        #expect(state.values["experienceSlider"] == .integer(7))
        #expect(state.expanded == ["fullName", "dateOfBirth", "experienceLevel"])

        // Resuming: the saved walk comes back.
        var form = try ScriptedWalk.profile()
        #expect(form.restore(state).isEmpty)
        let resumed = try ScriptedWalk.run("show\nquit\n", on: form)
        #expect(resumed.result.ending == .abandoned)
        #expect(resumed.result.failedCommands == 0)
        #expect(resumed.output.contains("   1   ▾ Full name: Ada King Lovelace  [fullName]"))
        #expect(resumed.output.contains("  12       · Years of experience: 7  [experienceSlider]"))
    }

    @Test func showNumbersTheVisibleRowsAndHelpListsTheCommands() throws {
        let (result, output, _) = try ScriptedWalk.run("show\nhelp\nquit\n")
        #expect(result.ending == .abandoned)
        #expect(!result.discardedChanges)
        #expect(result.failedCommands == 0)
        #expect(output.hasPrefix("Profile\n\nPersonal\n   1   ▸ Full name  [fullName]\n"))
        #expect(output.contains("   7   ▸ Level: 0  [experienceLevel]"))
        let usages = [
            "help", "show", "tap KEY", "set KEY VALUE", "edit on|off", "add SECTION TITLE", "select KEY",
            "move KEY TO", "delete KEY|selected", "done", "quit", "NUMBER",
        ]
        for usage in usages {
            #expect(output.contains("\n  \(usage) "))
        }
        #expect(!output.contains("> "), "no prompt when the input is a pipe")
    }

    /// A script line that must fail, the message it must print, and what follows still works.
    struct Failure: CustomTestStringConvertible, Sendable {
        var line: String
        var message: String
        var testDescription: String { line }
    }

    @Test(arguments: [
        Failure(line: "frobnicate", message: "unknown command 'frobnicate' (help lists the commands)"),
        Failure(line: "tap nope", message: "no row has the key 'nope'"),
        Failure(line: "tap", message: "tap KEY: a KEY is needed"),
        Failure(line: "tap fullName lastName", message: "tap KEY: one KEY only, got 'fullName lastName'"),
        Failure(line: "set", message: "set KEY VALUE: a KEY is needed"),
        Failure(
            line: "set dateOfBirthPicker 1990-02-30",
            message: "dateOfBirthPicker: '1990-02-30' is not a day of the calendar"),
        Failure(
            line: "set dateOfBirthPicker 12/03/1990",
            message: "dateOfBirthPicker: '12/03/1990' is not a date written yyyy-MM-dd"),
        Failure(
            line: "set experienceSlider lots", message: "experienceSlider: 'lots' is not a number"),
        Failure(
            line: "set married perhaps",
            message: "married: 'perhaps' is not on or off (use true/false, yes/no, y/n, on/off)"),
        Failure(
            line: "set favoriteSport chess",
            message:
                "favoriteSport: 'chess' is none of the options (Football, Basketball, Baseball, Volleyball)"),
        Failure(line: "set fullName Ada", message: "fullName: a normal row holds no value of its own"),
        Failure(line: "99", message: "no row is numbered 99 (show numbers 1 to 8)"),
        Failure(line: "0", message: "no row is numbered 0 (show numbers 1 to 8)"),
        Failure(line: "2 3", message: "a row number stands alone; use tap KEY or set KEY VALUE"),
    ])
    func badLineIsReportedChangesNothingAndTheWalkGoesOn(_ failure: Failure) throws {
        let saves = ScriptedWalk.Saves()
        let script = "set firstName Ada\n\(failure.line)\nset lastName Lovelace\n"
        let (result, output, errors) = try ScriptedWalk.run(script, saving: saves)
        #expect(result.failed)
        #expect(result.failedCommands == 1)
        #expect(errors == "line 2: \(failure.message)\n")
        #expect(output == "firstName = Ada; fullName: Ada\nlastName = Lovelace; fullName: Ada Lovelace\n")
        let state = try #require(saves.state)
        #expect(state.values["lastName"] == .string("Lovelace"), "the walk went on and saved at the end")
        #expect(state.values["dateOfBirthPicker"] == nil)
        #expect(state.values["favoriteSport"] == nil)
        #expect(state.values["experienceSlider"] == .integer(0))
    }

    @Test func bareNumberTapsTheNumberedRow() throws {
        let (result, output, errors) = try ScriptedWalk.run("2\n3\nquit\n")
        #expect(result.ending == .abandoned)
        #expect(result.discardedChanges, "quit after a change")
        // Row 2 is dateOfBirth; once it is expanded, row 3 is its date row, which a tap leaves
        // alone, saying how to give it a value.
        #expect(
            output == """
                expanded dateOfBirth: +1 row
                no change: dateOfBirthPicker takes yyyy-MM-dd, 1900-01-01 or later; \
                set dateOfBirthPicker VALUE or fill dateOfBirthPicker

                """)
        #expect(errors == "")
    }

    @Test func quitDiscardsChanges() throws {
        let saves = ScriptedWalk.Saves()
        let (result, output, _) = try ScriptedWalk.run(
            "set firstName Ada\nquit\nset lastName X\n", saving: saves)
        #expect(result.ending == .abandoned)
        #expect(result.discardedChanges)
        #expect(output == "firstName = Ada; fullName: Ada\n")
        #expect(saves.forms.isEmpty, "nothing saved")
    }

    @Test func quitWithoutChangesDiscardsNothing() throws {
        let (result, _, _) = try ScriptedWalk.run("show\nquit\n")
        #expect(result.ending == .abandoned)
        #expect(!result.discardedChanges)
        #expect(result.failedCommands == 0)
    }

    @Test func quitAfterAFailedLineStillCountsIt() throws {
        let (result, _, errors) = try ScriptedWalk.run("oops\nquit\n")
        #expect(result.failed)
        #expect(result.failedCommands == 1)
        #expect(errors == "line 1: unknown command 'oops' (help lists the commands)\n")
    }

    @Test func endOfInputActsAsDone() throws {
        let saves = ScriptedWalk.Saves()
        let (result, _, errors) = try ScriptedWalk.run(
            "set firstName Grace\nset lastName Hopper", saving: saves)
        #expect(result.succeeded)
        #expect(errors == "")
        let state = try #require(saves.state)
        #expect(state.values["firstName"] == .string("Grace"))
    }

    @Test func emptyInputSavesTheUntouchedFormAndListsItsProblems() throws {
        let saves = ScriptedWalk.Saves()
        let (result, output, errors) = try ScriptedWalk.run("", saving: saves)
        #expect(result.ending == .incomplete)
        #expect(output == "")
        #expect(errors.hasPrefix("end of input: 2 problems remain; progress saved to state.plist\n"))
        #expect(saves.forms.count == 1)
    }

    @Test func setKeepsSpacesAndEmptyValueClears() throws {
        let (result, output, _) = try ScriptedWalk.run(
            "set firstName   Jean  Paul \nset lastName Sartre\nset lastName\r\nset lastName S\n")
        #expect(result.succeeded)
        let values = result.form.state().values
        #expect(values["firstName"] == .string("Jean  Paul "))
        #expect(values["lastName"] == .string("S"))
        #expect(output.contains("lastName cleared; fullName: Jean  Paul"))
    }
}
