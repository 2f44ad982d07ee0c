import FormEngine
import Foundation
import TestSupport
import Testing

/// formcli's own part of line mode through pipes: the `--state` file written and resumed, the
/// exit status of each ending, `--json` and a state file refused before the first line. What
/// the walk prints and the values it leaves are LineScriptTests' (FormWalkTests, in process).
@Suite struct LineModeCLITests {
    /// A state file path in a fresh directory.
    private func statePath() throws -> String {
        try CLI.temporaryDirectory().appendingPathComponent("state.plist").path
    }

    @Test func stateFileIsWrittenAtDoneAndResumed() throws {
        let path = try statePath()
        let script = """
            tap fullName
            set firstName Ada
            set lastName King Lovelace
            tap experienceLevel
            set experienceSlider 7
            done

            """
        let result = try CLI.run(["--state", path], stdin: script)
        #expect(result.status == 0)
        #expect(result.stdout == "", "stdout is left to the answers")
        #expect(
            result.stderr == """
                expanded fullName: +2 rows
                firstName = Ada; fullName: Ada
                lastName = King Lovelace; fullName: Ada King Lovelace
                expanded experienceLevel: +1 row
                experienceSlider = 7; experienceLevel: 7

                """)
        let state = try FormState.load(contentsOf: URL(fileURLWithPath: path))
        #expect(state.values["firstName"] == .string("Ada"))
        #expect(state.values["lastName"] == .string("King Lovelace"))
        #expect(state.values["experienceSlider"] == .integer(7))
        #expect(state.expanded == ["fullName", "experienceLevel"])

        let resumed = try CLI.run(["--state", path], stdin: "show\nquit\n")
        #expect(resumed.status == 0)
        #expect(resumed.stderr.contains("   1   ▾ Full name: Ada King Lovelace  [fullName]"))
    }

    @Test func aRefusedLineEnds65AndTheWalkStillSaves() throws {
        let path = try statePath()
        let result = try CLI.run(
            ["--state", path], stdin: "set firstName Ada\ntap nope\nset lastName Lovelace\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains("\nline 2: no row has the key 'nope'\n"))
        let state = try FormState.load(contentsOf: URL(fileURLWithPath: path))
        #expect(state.values["lastName"] == .string("Lovelace"))
    }

    @Test func quitAfterAChangeEnds1AndWritesNoStateFile() throws {
        let path = try statePath()
        let result = try CLI.run(["--state", path], stdin: "set firstName Ada\nquit\nset lastName X\n")
        #expect(result.status == 1)
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

    @Test func emptyInputWritesTheStateFileAndEnds65() throws {
        let path = try statePath()
        let result = try CLI.run(["--state", path], stdin: "")
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("end of input: 2 problems remain; progress saved to state.plist\n"))
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func jsonKeepsTheSpacesOfAValue() throws {
        let result = try CLI.run(
            ["--json"],
            stdin: "set firstName   Jean  Paul \nset lastName Sartre\nset lastName\r\nset lastName S\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"firstName\":\"Jean  Paul \""))
        #expect(result.stdout.contains("\"lastName\":\"S\""))
        #expect(result.stderr.contains("lastName cleared; fullName: Jean  Paul"))
    }

    @Test func endOfInputWithProblemsUnderJSONPrintsNoValuesAndEnds65() throws {
        let path = try statePath()
        let result = try CLI.run(["--state", path, "--json"], stdin: "set firstName Ada\nadd Skills Rust\n")
        #expect(result.status == 65)
        #expect(result.stdout == "", "no values on stdout: the walk did not finish")
        #expect(
            result.stderr.hasSuffix(
                """
                end of input: 1 problem remains; progress saved to state.plist
                section 1, row 3 (lastName): Last name is required

                """))
        let state = try FormState.load(contentsOf: URL(fileURLWithPath: path))
        #expect(state.values["firstName"] == .string("Ada"))
        #expect(state.items["skill"]?.map(\.title) == ["Swift", "Rust"])
        // Resuming and finishing the walk.
        let resumed = try CLI.run(["--state", path], stdin: "set lastName Lovelace\n")
        #expect(resumed.status == 0)
        #expect(resumed.stderr == "lastName = Lovelace; fullName: Ada Lovelace\n")
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
