import FormEngine
import Foundation
import TestSupport
import Testing

/// Line mode through pipes: the built `formcli` run as a script would run it.
@Suite struct LineWalkTests {
    /// A state file path in a fresh directory.
    private func statePath() throws -> String {
        try CLI.temporaryDirectory().appendingPathComponent("state.plist").path
    }

    @Test func scriptFillsTheWholeDefaultForm() throws {
        let path = try statePath()
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
        let result = try CLI.run(["--state", path], stdin: script)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
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
        #expect(!result.stdout.contains("\u{1b}"))
        let state = try FormState.load(contentsOf: URL(fileURLWithPath: path))
        #expect(state.values["firstName"] == .string("Ada"))
        #expect(state.values["lastName"] == .string("King Lovelace"))
        #expect(state.values["dateOfBirthPicker"] == .string("1990-03-12"))
        #expect(state.values["married"] == .bool(true))
        #expect(state.values["favoriteSport"] == .string("basketball"))
        #expect(state.values["favoriteColor"] == .string("green"))
        #expect(state.values["experienceSlider"] == .integer(7))
        #expect(state.expanded == ["fullName", "dateOfBirth", "experienceLevel"])

        // Resuming: the saved walk comes back.
        let resumed = try CLI.run(["--state", path], stdin: "show\nquit\n")
        #expect(resumed.status == 0)
        #expect(resumed.stdout.contains("   1   ▾ Full name: Ada King Lovelace  [fullName]"))
        #expect(resumed.stdout.contains("  12       · Years of experience: 7  [experienceSlider]"))
    }

    @Test func showNumbersTheVisibleRowsAndHelpListsTheCommands() throws {
        let result = try CLI.run([], stdin: "show\nhelp\nquit\n")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Profile\n\nPersonal\n   1   ▸ Full name  [fullName]\n"))
        #expect(result.stdout.contains("   7   ▸ Level: 0  [experienceLevel]"))
        let usages = [
            "help", "show", "tap KEY", "set KEY VALUE", "edit on|off", "add SECTION TITLE", "select KEY",
            "move KEY TO", "delete KEY|selected", "done", "quit", "NUMBER",
        ]
        for usage in usages {
            #expect(result.stdout.contains("\n  \(usage) "))
        }
        #expect(!result.stdout.contains("> "), "no prompt when stdin is a pipe")
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
                "favoriteSport: 'chess' is none of the options (football, basketball, baseball, volleyball)"),
        Failure(line: "set fullName Ada", message: "fullName: a normal row holds no value of its own"),
        Failure(line: "99", message: "no row is numbered 99 (show numbers 1 to 8)"),
        Failure(line: "0", message: "no row is numbered 0 (show numbers 1 to 8)"),
        Failure(line: "2 3", message: "a row number stands alone; use tap KEY or set KEY VALUE"),
    ])
    func badLineIsReportedChangesNothingAndTheWalkGoesOn(_ failure: Failure) throws {
        let path = try statePath()
        let script = "set firstName Ada\n\(failure.line)\nset lastName Lovelace\n"
        let result = try CLI.run(["--state", path], stdin: script)
        #expect(result.status == 65)
        #expect(result.stderr == "line 2: \(failure.message)\n")
        #expect(
            result.stdout == "firstName = Ada; fullName: Ada\nlastName = Lovelace; fullName: Ada Lovelace\n")
        let state = try FormState.load(contentsOf: URL(fileURLWithPath: path))
        #expect(state.values["lastName"] == .string("Lovelace"), "the walk went on and saved at the end")
        #expect(state.values["dateOfBirthPicker"] == nil)
        #expect(state.values["favoriteSport"] == nil)
        #expect(state.values["experienceSlider"] == .integer(0))
    }

    @Test func bareNumberTapsTheNumberedRow() throws {
        let result = try CLI.run([], stdin: "2\n3\nquit\n")
        #expect(result.status == 1, "quit after a change")
        // Row 2 is dateOfBirth; once it is expanded, row 3 is its date row, which a tap leaves
        // alone, saying how to give it a value.
        #expect(
            result.stdout == """
                expanded dateOfBirth: +1 row
                no change: dateOfBirthPicker takes yyyy-MM-dd, 1900-01-01 or later; \
                set dateOfBirthPicker VALUE or fill dateOfBirthPicker

                """)
        #expect(result.stderr == "")
    }

    @Test func quitDiscardsChangesWithStatusOne() throws {
        let path = try statePath()
        let result = try CLI.run(["--state", path], stdin: "set firstName Ada\nquit\nset lastName X\n")
        #expect(result.status == 1)
        #expect(result.stdout == "firstName = Ada; fullName: Ada\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func quitWithoutChangesIsSuccess() throws {
        let result = try CLI.run([], stdin: "show\nquit\n")
        #expect(result.status == 0)
    }

    @Test func quitAfterAFailedLineIsStillAFailure() throws {
        let result = try CLI.run([], stdin: "oops\nquit\n")
        #expect(result.status == 65)
        #expect(result.stderr == "line 1: unknown command 'oops' (help lists the commands)\n")
    }

    @Test func endOfInputActsAsDone() throws {
        let path = try statePath()
        let result = try CLI.run(["--state", path], stdin: "set firstName Grace\nset lastName Hopper")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let state = try FormState.load(contentsOf: URL(fileURLWithPath: path))
        #expect(state.values["firstName"] == .string("Grace"))
    }

    @Test func emptyInputSavesTheUntouchedFormAndListsItsProblems() throws {
        let path = try statePath()
        let result = try CLI.run(["--state", path], stdin: "")
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("end of input: 2 problems remain; progress saved to state.plist\n"))
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func setKeepsSpacesAndEmptyValueClears() throws {
        let result = try CLI.run(
            ["--json"],
            stdin: "set firstName   Jean  Paul \nset lastName Sartre\nset lastName\r\nset lastName S\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"firstName\":\"Jean  Paul \""))
        #expect(result.stdout.contains("\"lastName\":\"S\""))
        #expect(result.stderr.contains("lastName cleared; fullName: Jean  Paul"))
    }

    @Test func jsonPutsOnlyTheValuesOnStdout() throws {
        let result = try CLI.run(
            ["--json"], stdin: "set firstName Ada\nset lastName L\ntap married\nset spouseName W\ndone\n")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {"values":{
                "firstName":"Ada",
                "lastName":"L",
                "married":true,
                "spouseName":"W",
                "languages":[],
                "experienceSlider":0,
                "skill":[{"key":"skill-1","title":"Swift","order":0,"value":3}]}}

                """)
        #expect(
            result.stderr == """
                firstName = Ada; fullName: Ada
                lastName = L; fullName: Ada L
                married = on; maritalStatus: Married; +1 row
                spouseName = W

                """,
            "spouseName appears")
    }

    @Test func jsonAfterQuitPrintsNothing() throws {
        let result = try CLI.run(["--json"], stdin: "set firstName Ada\nquit\n")
        #expect(result.status == 1)
        #expect(result.stdout == "")
    }

    @Test func stateFileThatCannotBeWrittenIsRefusedBeforeTheFirstLine() throws {
        let result = try CLI.run(["--state", "/nonexistent-dir/state.plist"], stdin: "set firstName Ada\n")
        #expect(result.status == 73)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("/nonexistent-dir/state.plist"))
    }
}
