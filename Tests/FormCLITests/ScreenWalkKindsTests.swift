import FormEngine
import Foundation
import TestSupport
import Testing

/// The every-kind form filled by hand through a pseudo-terminal: each kind's editor, the page of
/// a picker, the link drawn as a hyperlink, and the Sign up button finishing with `--json`.
@Suite(.serialized) struct ScreenWalkKindsTests {
    private static let down = "\u{1b}[B"
    private static let right = "\u{1b}[C"
    private static let form = Fixtures.everyKindURL.path

    @Test func fillEveryKindAndSubmit() throws {
        let answers = try CLI.temporaryDirectory().appendingPathComponent("answers.json").path
        let terminal = try PseudoTerminal([Self.form, "--json"], rows: 24, columns: 80, stdoutPath: answers)
        #expect(terminal.wait(for: "Every kind"))
        let down = Self.down
        terminal.send("Ada" + down + "ada@example" + down)
        #expect(terminal.wait(for: "Email must be an email address"), "kept, and its problem shown once left")
        terminal.send("\u{1b}[A" + ".com" + down + "https://ada.dev" + down + "+44 20 7946 0000" + down)
        terminal.send("secret12" + down + "secret12" + down)
        #expect(
            terminal.wait {
                $0.lines.contains { $0.hasPrefix("    Confirm password") && $0.hasSuffix("••••••••") }
            })
        terminal.send("one\rtwo")
        #expect(terminal.wait(for: "│ two"), "Enter typed a newline, in the text area's box")
        terminal.send("\t" + "abc\r")
        #expect(terminal.wait(for: "Age: 'abc' is not a number"))
        #expect(terminal.screen.lines.contains { $0.hasPrefix("    Age") && $0.hasSuffix("abc") })
        terminal.send("\u{15}42\r" + "1.75\r" + Self.right + down + "1990-05-01\r" + "08:15\r")
        terminal.send("2026-12-24T10:00\r" + "45m\r")
        #expect(terminal.wait(for: "Longest run = 0:45:00"))
        terminal.send(" " + down + Self.right + down + "\r")
        #expect(terminal.wait(for: " ‹ Country"), "the options open as a page")
        terminal.send(down + "\r")
        #expect(terminal.wait(for: "chose Japan"))
        terminal.send(down + down + down + "\r")
        #expect(terminal.wait(for: "Help: https://example.com/help"))
        let drawn = String(decoding: terminal.output, as: UTF8.self)
        #expect(
            drawn.contains(
                "\u{1b}]8;;https://example.com/help\u{1b}\\https://example.com/help\u{1b}]8;;\u{1b}\\"))
        terminal.send(down + down + "\r")
        #expect(terminal.waitForExit() == 0)
        let json = try String(contentsOfFile: answers, encoding: .utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let values = try #require(document["values"] as? [String: Any])
        #expect(values["name"] as? String == "Ada")
        #expect(values["email"] as? String == "ada@example.com")
        #expect(values["bio"] as? String == "one\ntwo")
        #expect(values["age"] as? Int == 42)
        #expect(values["height"] as? Double == 1.75)
        #expect(values["guests"] as? Int == 3)
        #expect(values["born"] as? String == "1990-05-01")
        #expect(values["wake"] as? String == "08:15")
        #expect(values["meeting"] as? String == "2026-12-24T10:00")
        #expect(values["run"] as? Int == 2700)
        #expect(values["terms"] as? Bool == true)
        #expect(values["size"] as? String == "L")
        #expect(values["country"] as? String == "jp")
        #expect(document["actions"] == nil, "submit and reset are carried out, not listed")
    }

    @Test func anAppsButtonIsListedWithTheAnswers() throws {
        let directory = try CLI.temporaryDirectory()
        let form = directory.appendingPathComponent("share.plist")
        let rows: [[String: Any]] = [
            ["key": "note", "kind": "text", "firstTitle": "Note"],
            ["key": "share", "kind": "button", "firstTitle": "Share", "action": "share"],
        ]
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["sections": [["rows": rows]]], format: .xml, options: 0)
        try data.write(to: form)
        let answers = directory.appendingPathComponent("answers.json").path
        let terminal = try PseudoTerminal([form.path, "--json"], stdoutPath: answers)
        #expect(terminal.wait(for: "[ Share ]"))
        terminal.send("hi\r\r")
        #expect(terminal.wait(for: "Share: action share (reported when the walk ends)"))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
        let json = try String(contentsOfFile: answers, encoding: .utf8)
        #expect(
            json == "{\"actions\":[{\"name\":\"share\",\"key\":\"share\"}],\"values\":{\n\"note\":\"hi\"}}\n")
    }

    @Test func aSmallScreenResetsAfterAskingAndRefusesSubmitWithProblems() throws {
        let terminal = try PseudoTerminal([Self.form], rows: 10, columns: 40)
        #expect(terminal.wait(for: "Every kind"))
        terminal.send("Ada" + "\u{1b}[F")
        // End on a text row moves the caret; Tab and ↓ go down to the buttons.
        terminal.send(String(repeating: "\t", count: 24))
        #expect(terminal.wait(for: "[ Sign up ]"))
        terminal.send("\u{1b}[A" + "\r")
        #expect(terminal.wait(for: "Reset every answer"))
        terminal.send("y")
        #expect(terminal.wait(for: "back to its starting values"))
        terminal.send(Self.down + "\r")
        #expect(terminal.wait(for: "done refused: Name"))
        for line in terminal.screen.lines { #expect(line.count <= 40) }
        terminal.send("\u{3}")
        #expect(terminal.waitForExit() == 130)
    }
}
