import FormEngine
import FormWalk
import Foundation
import TestSupport
import Testing

/// The `note` kind in the walk, run in process: read-only text between the questions, wrapped
/// to the width and passed over by the cursor in full screen (80×24 and 40×10, on a
/// pseudo-terminal), printed between the questions in guided mode and listed by line mode's
/// `show` (on pipes). (formcli's dumps of it are NoteRowTests'.)
@Suite(.serialized) struct NoteRowWalkTests {
    private static let note =
        "Prices are per night and include breakfast; a cot for a child under two is free of charge."

    private static func form() throws -> Form {
        let json = """
            {"title": "Stay", "sections": [{"title": "Booking", "rows": [
              {"key": "name", "kind": "text", "firstTitle": "Name"},
              {"key": "prices", "kind": "note", "firstTitle": "\(note)"},
              {"key": "email", "kind": "email", "firstTitle": "Email"}]}]}
            """
        return try Form(DescriptorLoader().load(data: Data(json.utf8), file: "stay.json"))
    }

    @Test(arguments: [(rows: 24, columns: 80), (rows: 10, columns: 40)])
    func aNoteIsWrappedAndTheCursorPassesOverIt(size: (rows: Int, columns: Int)) throws {
        let terminal = try WalkTerminal(rows: UInt16(size.rows), columns: UInt16(size.columns))
        terminal.start(FormWalk(try Self.form(), options: FormWalkOptions(mode: .fullScreen)))
        #expect(terminal.wait(for: "Prices are per"), "\(terminal.screen.text)")
        let lines = terminal.screen.lines
        // Every word of the note is on screen, over several lines, none cut with …
        let shown = lines.filter { $0.hasPrefix("   ") && !$0.contains("Name") && !$0.contains("Email") }
        #expect(shown.count >= 2, "wrapped over lines: \(terminal.screen.text)")
        #expect(shown.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == Self.note)
        #expect(!lines.contains { $0.contains("…") })
        // One ↓ from the name lands on the email: the note is not a stop.
        terminal.send("Ada\u{1b}[B")
        #expect(terminal.wait(for: "Name = Ada"))
        terminal.send("ada@example.com\r")
        #expect(terminal.wait(for: "Email = ada@example.com"), "\(terminal.screen.text)")
        terminal.send("\u{04}")
        let result = try #require(try terminal.result()?.get(), "\(terminal.screen.text)")
        #expect(result.ending == .submitted)
        #expect(try result.form.value(of: "email") == .text("ada@example.com"))
    }

    @Test func guidedModePrintsTheNoteBetweenTheQuestions() throws {
        let (result, output, errors) = try ScriptedWalk.run(
            "Ada\nada@example.com\n", on: Self.form(), mode: .guided)
        #expect(result.succeeded, "\(errors)")
        #expect(output.contains("name = Ada\n  \(Self.note)\nEmail ("), "\(output)")
    }

    @Test func lineModeListsItAsReadOnly() throws {
        let (_, output, errors) = try ScriptedWalk.run("show\ntap prices\nquit\n", on: Self.form())
        #expect(output.contains(Self.note), "\(output)")
        #expect(errors.isEmpty || !errors.contains("unknown"), "\(errors)")
    }
}
