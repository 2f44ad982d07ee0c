import Foundation
import TestSupport
import Testing

/// The `note` kind in formcli: a full-screen walk past it under `--json`, the dumps listing it
/// as a read-only row, and `--check` telling a misspelt kind. What the walk draws and prints of
/// it (wrapping, the cursor passing over it, guided and line mode) is NoteRowWalkTests'
/// (FormWalkTests, in process).
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

    @Test func aWalkInFullScreenEndsWithTheAnswersOnStdout() throws {
        let out = try CLI.temporaryDirectory().appendingPathComponent("out.json").path
        let terminal = try PseudoTerminal([try Self.path(), "--json"], stdoutPath: out)
        #expect(terminal.wait(for: "Prices are per"), "\(terminal.screen.text)")
        terminal.send("Ada\u{1b}[B")
        #expect(terminal.wait(for: "Name = Ada"))
        terminal.send("\u{04}")
        #expect(terminal.waitForExit() == 0, "\(terminal.screen.text)")
    }

    @Test func theDumpsListItAsReadOnly() throws {
        let path = try Self.path()
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
