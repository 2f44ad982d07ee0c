import FormEngine
import FormWalk
import Foundation
import Testing

/// Line mode's result, through the public API on pipes: `saved`, `problemsLeft` and the ending
/// say what the walk printed, as the full screen's do.
@Suite struct LineWalkResultTests {
    /// A form with a required name, a switch, and a multiple picker that needs one option.
    private static func form() throws -> Form {
        let json = #"""
            [[{"key": "name", "kind": "text", "firstTitle": "Name", "required": true},
              {"key": "milk", "kind": "switch", "firstTitle": "Milk"},
              {"key": "features", "firstTitle": "Features", "expandable": true, "additionalRows": 2,
               "selection": "multiple", "minimumSelections": 1},
              {"key": "lemon", "kind": "option", "firstTitle": "Lemon"},
              {"key": "honey", "kind": "option", "firstTitle": "Honey"}]]
            """#
        return try Form(DescriptorLoader().load(data: Data(json.utf8), file: "tea.json"))
    }

    /// Records what the walk asked it to save.
    private final class Recorder: FormWalkSaving, @unchecked Sendable {
        var saved: [Form] = []
        var name: String { "resume.plist" }
        var hasSaved: Bool { !saved.isEmpty }
        func save(_ form: Form) throws(StateFileError) { saved.append(form) }
    }

    /// A line-mode walk of `commands` on pipes: its result, what it reported and what it refused.
    private static func walk(_ commands: String, saving: Recorder?) throws -> (
        result: FormWalkResult, output: String, errors: String
    ) {
        var walk = FormWalk(try form(), options: FormWalkOptions(mode: .line), saving: saving)
        return try PipedWalk.run(&walk, input: commands)
    }

    @Test func endOfInputWithAProblemSavesAndSaysSo() throws {
        let recorder = Recorder()
        let (result, _, errors) = try Self.walk("tap milk\nset features lemon\n", saving: recorder)
        #expect(
            errors.hasPrefix("end of input: 1 problem remains; progress saved to resume.plist\n"), "\(errors)"
        )
        #expect(recorder.saved.count == 1)
        #expect(result.ending == .incomplete)
        #expect(result.saved == true, "the hook was called")
        #expect(result.problemsLeft == 1)
        #expect(result.problemsLeft == result.form.validate().count)
    }

    @Test func endOfInputWithAProblemAndNoHookSavesNothing() throws {
        let (result, _, errors) = try Self.walk("tap milk\n", saving: nil)
        #expect(errors.hasPrefix("end of input: 2 problems remain; nothing saved\n"), "\(errors)")
        #expect(result.ending == .incomplete)
        #expect(result.saved == false)
        #expect(result.problemsLeft == 2)
    }

    @Test func doneSavesAndSaysSo() throws {
        let recorder = Recorder()
        let (result, _, errors) = try Self.walk(
            "done\nset name Ada\nset features honey\ndone\n", saving: recorder)
        #expect(errors.hasPrefix("line 1: done refused"), "\(errors)")
        #expect(recorder.saved.count == 1)
        #expect(result.ending == .submitted)
        #expect(result.saved == true)
        #expect(result.problemsLeft == 0)
        #expect(result.failedCommands == 1)
    }

    @Test func endOfInputWithEveryRuleHoldingIsDoneAndSaved() throws {
        let recorder = Recorder()
        let (result, _, _) = try Self.walk("set name Ada\nset features honey\n", saving: recorder)
        #expect(result.ending == .submitted)
        #expect(result.saved == true)
        #expect(recorder.saved.count == 1)
        let unsaved = try Self.walk("set name Ada\nset features honey\n", saving: nil).result
        #expect(unsaved.ending == .submitted)
        #expect(unsaved.saved == false, "no hook: nothing saved")
    }

    @Test func quitSavesNothing() throws {
        let recorder = Recorder()
        let (result, _, _) = try Self.walk("set name Ada\nquit\n", saving: recorder)
        #expect(result.ending == .abandoned)
        #expect(result.saved == false)
        #expect(result.discardedChanges == true)
        #expect(recorder.saved.isEmpty)
    }

    @Test func openingAndClosingAPickerIsNoProblem() throws {
        let (_, output, errors) = try Self.walk("tap features\ntap features\nquit\n", saving: nil)
        #expect(output == "expanded features: +2 rows\ncollapsed features: -2 rows\n", "\(output)")
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func emptyingAPickerStillShowsItsProblem() throws {
        let (_, output, _) = try Self.walk("tap features\ntap lemon\ntap lemon\nquit\n", saving: nil)
        let lines = output.components(separatedBy: "\n")
        #expect(lines.count == 5, "\(output)")
        #expect(!lines[0].contains("✗") && !lines[1].contains("✗"), "\(output)")
        #expect(lines[3].hasPrefix("  ✗ features (minimumSelections): "), "\(output)")
    }
}
