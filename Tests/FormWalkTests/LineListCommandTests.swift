import FormEngine
import FormWalk
import Foundation
import Testing

/// Line mode's list commands (`add`, `edit`, `select`, `move`, `delete`) and `done`'s rules on
/// the default form, run in process on pipes as a script runs them.
@Suite struct LineListCommandTests {
    /// The lines that make the default form pass its rules.
    private static let names = "set firstName Ada\nset lastName Lovelace\n"

    @Test func scriptAddsMovesSelectsAndDeletesItems() throws {
        let saves = ScriptedWalk.Saves()
        let script = """
            add Skills Rust
            add skill Go
            add 4 Zig Lang
            edit on
            move skill-3 1
            move skill-3 1
            select skill-1
            select skill-4
            select skill-4
            delete selected
            delete skill-2
            edit off
            show
            done

            """
        let (result, output, errors) = try ScriptedWalk.run(Self.names + script, saving: saves)
        #expect(result.succeeded)
        #expect(errors == "")
        #expect(
            output.hasPrefix(
                """
                firstName = Ada; fullName: Ada
                lastName = Lovelace; fullName: Ada Lovelace
                added skill-2 (Rust) to Skills: item 2 of 2
                added skill-3 (Go) to Skills: item 3 of 3
                added skill-4 (Zig Lang) to Skills: item 4 of 4
                edit mode on
                moved skill-3 (Go) from 3 to 1 in Skills
                skill-3 (Go) is already item 1
                selected skill-1 (Swift): 1 selected
                selected skill-4 (Zig Lang): 2 selected
                deselected skill-4 (Zig Lang): 1 selected
                deleted skill-1 (Swift) from Skills: 3 items left
                deleted skill-2 (Rust) from Skills: 2 items left
                edit mode off

                """))
        #expect(output.contains("   8   · Go: 0  [skill-3]\n   9   · Zig Lang: 0  [skill-4]\n"))
        let state = try #require(saves.state)
        let items = try #require(state.items["skill"])
        #expect(items.map(\.key) == ["skill-3", "skill-4"])
        #expect(items.map(\.title) == ["Go", "Zig Lang"])
        #expect(state.values["skill-1"] == nil, "a deleted item's value is gone")
    }

    @Test func leavingEditModeReportsTheSelectionItClears() throws {
        let (_, output, _) = try ScriptedWalk.run(Self.names + "edit on\nselect skill-1\nedit off\nquit\n")
        #expect(output.hasSuffix("edit mode off; deselected skill-1\n"))
    }

    /// A script line that must fail after `setup`, and the message it must print.
    struct Refusal: CustomTestStringConvertible, Sendable {
        var setup: String
        var line: String
        var message: String
        var testDescription: String { line }
    }

    @Test(arguments: [
        Refusal(setup: "", line: "edit maybe", message: "edit on|off: say on or off, got 'maybe'"),
        Refusal(setup: "", line: "edit", message: "edit on|off: say on or off, got ''"),
        Refusal(setup: "", line: "add", message: "add SECTION TITLE: a SECTION and a TITLE are needed"),
        Refusal(
            setup: "", line: "add Skills", message: "add SECTION TITLE: a TITLE is needed after 'Skills'"),
        Refusal(
            setup: "", line: "add Hobbies Chess",
            message:
                "add SECTION TITLE: no section is called 'Hobbies' (give its number 1-4, title or list key)"),
        Refusal(
            setup: "", line: "add Work Experience Chess",
            message: "Work Experience (section 3): the section is not an editable list"),
        Refusal(
            setup: "", line: "add 1 Chess",
            message: "Personal (section 1): the section is not an editable list"),
        Refusal(setup: "", line: "move skill-1 1", message: "skill-1: items can be moved only in edit mode"),
        Refusal(
            setup: "", line: "delete firstName",
            message: "firstName: only items of an editable list can be deleted"),
        Refusal(
            setup: "", line: "select skill-1", message: "skill-1: items can be selected only in edit mode"),
        Refusal(setup: "", line: "delete selected", message: "items can be deleted only in edit mode"),
        Refusal(setup: "edit on\n", line: "delete selected", message: "no items are selected"),
        Refusal(setup: "edit on\n", line: "move skill-1 2", message: "skill-1: position 2 is outside 1...1"),
        Refusal(setup: "edit on\n", line: "move skill-1 0", message: "skill-1: position 0 is outside 1...1"),
        Refusal(
            setup: "edit on\n", line: "move skill-1", message: "move KEY TO: a KEY and a position are needed"),
        Refusal(
            setup: "edit on\n", line: "move skill-1 top",
            message: "move KEY TO: 'top' is not a position (1, 2, …)"),
        Refusal(
            setup: "edit on\n", line: "move firstName 1",
            message: "firstName: only items of an editable list can be moved"),
        Refusal(
            setup: "edit on\n", line: "delete married",
            message: "married: only items of an editable list can be deleted"),
        Refusal(setup: "edit on\n", line: "delete nope", message: "no row has the key 'nope'"),
        Refusal(setup: "edit on\n", line: "delete", message: "delete KEY|selected: a KEY is needed"),
    ])
    func refusedListCommandChangesNothing(_ refusal: Refusal) throws {
        let saves = ScriptedWalk.Saves()
        let script = Self.names + refusal.setup + refusal.line + "\n"
        let (result, _, errors) = try ScriptedWalk.run(script, saving: saves)
        let number = script.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(result.failed)
        #expect(result.failedCommands == 1)
        #expect(errors == "line \(number): \(refusal.message)\n")
        let state = try #require(saves.state)
        #expect(state.items["skill"]?.map(\.key) == ["skill-1"], "the list is untouched")
        #expect(state.values["skill-1"] == .integer(3))
    }

    @Test func doneWithProblemsIsRefusedAndListsThemThenTheWalkGoesOn() throws {
        let saves = ScriptedWalk.Saves()
        let script = "set firstName Ada\ndone\nset lastName Lovelace\ndone\nset firstName Never\n"
        let (result, output, errors) = try ScriptedWalk.run(script, saving: saves)
        #expect(result.ending == .submitted)
        #expect(result.failedCommands == 1, "the refused done counts as a failed line")
        #expect(
            errors == """
                line 2: done refused: 1 problem remains
                section 1, row 3 (lastName): Last name is required

                """)
        #expect(output == "firstName = Ada; fullName: Ada\nlastName = Lovelace; fullName: Ada Lovelace\n")
        let state = try #require(saves.state)
        #expect(state.values["firstName"] == .string("Ada"), "the second done finished the walk")
    }

    @Test func doneListsEveryProblem() throws {
        let (_, _, errors) = try ScriptedWalk.run("tap married\ndone\nquit\n")
        #expect(
            errors == """
                line 2: done refused: 3 problems remain
                section 1, row 2 (firstName): First name is required
                section 1, row 3 (lastName): Last name is required
                section 1, row 8 (spouseName): Spouse name is required

                """)
    }

    @Test func endOfInputWithProblemsSavesTheProgress() throws {
        let saves = ScriptedWalk.Saves()
        let (result, _, errors) = try ScriptedWalk.run("set firstName Ada\nadd Skills Rust\n", saving: saves)
        #expect(result.ending == .incomplete)
        #expect(
            errors.hasSuffix(
                """
                end of input: 1 problem remains; progress saved to state.plist
                section 1, row 3 (lastName): Last name is required

                """))
        let state = try #require(saves.state)
        #expect(state.values["firstName"] == .string("Ada"))
        #expect(state.items["skill"]?.map(\.title) == ["Swift", "Rust"])
        // Resuming and finishing the walk.
        var form = try ScriptedWalk.profile()
        #expect(form.restore(state).isEmpty)
        let resumed = try ScriptedWalk.run("set lastName Lovelace\n", on: form)
        #expect(resumed.result.succeeded)
        #expect(resumed.errors == "")
    }

    @Test func endOfInputWithProblemsWithoutASavingHookSaysNothingWasSaved() throws {
        let (result, _, errors) = try ScriptedWalk.run("show\n")
        #expect(result.ending == .incomplete)
        #expect(errors.hasPrefix("end of input: 2 problems remain; nothing saved\n"))
    }
}
