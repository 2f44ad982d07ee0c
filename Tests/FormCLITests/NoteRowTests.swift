import Foundation
import TestSupport
import Testing

/// The `note` kind in formcli: read-only text between the questions, wrapped to the width and
/// passed over by the cursor in full screen (80×24 and 40×10), printed between the questions in
/// guided mode, listed by line mode's `show` and by the dumps as a read-only row.
@Suite(.serialized) struct NoteRowTests {
    private static let note =
        "Prices are per night and include breakfast; a cot for a child under two is free of charge."

    private static let form = """
        {"title": "Stay", "sections": [{"title": "Booking", "rows": [
          {"key": "name", "kind": "text", "firstTitle": "Name"},
          {"key": "prices", "kind": "note", "firstTitle": "\(note)"},
          {"key": "email", "kind": "email", "firstTitle": "Email"}]}]}
        """

    private static func path() throws -> String {
        let url = try CLI.temporaryDirectory().appendingPathComponent("stay.json")
        try Data(form.utf8).write(to: url)
        return url.path
    }

    @Test(arguments: [(rows: 24, columns: 80), (rows: 10, columns: 40)])
    func aNoteIsWrappedAndTheCursorPassesOverIt(size: (rows: Int, columns: Int)) throws {
        let terminal = try PseudoTerminal(
            [try Self.path(), "--json"], rows: UInt16(size.rows), columns: UInt16(size.columns),
            stdoutPath: try CLI.temporaryDirectory().appendingPathComponent("out.json").path)
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
        #expect(terminal.waitForExit() == 0, "\(terminal.screen.text)")
    }

    @Test func guidedModePrintsTheNoteBetweenTheQuestions() throws {
        let result = try CLI.run([try Self.path(), "--guided"], stdin: "Ada\nada@example.com\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("name = Ada\n  \(Self.note)\nEmail ("), "\(result.stdout)")
    }

    @Test func lineModeAndTheDumpsListItAsReadOnly() throws {
        let path = try Self.path()
        let shown = try CLI.run([path, "--plain"], stdin: "show\ntap prices\nquit\n")
        #expect(shown.stdout.contains(Self.note), "\(shown.stdout)")
        #expect(shown.stderr.isEmpty || !shown.stderr.contains("unknown"), "\(shown.stderr)")
        let dump = try CLI.run(["--dump", "--json", path])
        #expect(dump.status == 0)
        #expect(dump.stdout.contains(#""key":"prices","kind":"note""#), "\(dump.stdout)")
        let html = try CLI.run(["--html", path])
        #expect(html.status == 0)
        #expect(html.stdout.contains("Prices are per night"))
    }

    @Test func aMisspeltNoteIsToldTheKind() throws {
        let url = try CLI.temporaryDirectory().appendingPathComponent("bad.json")
        try Data(#"{"sections": [{"rows": [{"key": "n", "kind": "nte", "firstTitle": "x"}]}]}"#.utf8)
            .write(to: url)
        let result = try CLI.run(["--check", url.path])
        #expect(result.stderr.contains("did you mean note?"), "\(result.stderr)")
    }
}
