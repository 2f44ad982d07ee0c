import FormEngine
import Foundation
import TestSupport
import Testing

/// Full-screen mode through a pseudo-terminal opened by the test: keys in, screen out, the saved
/// state and the terminal's settings checked after the program exits.
@Suite(.serialized) struct ScreenWalkTests {
    private static let down = "\u{1b}[B"
    private static let up = "\u{1b}[A"
    private static let right = "\u{1b}[C"

    private func statePath() throws -> String {
        try CLI.temporaryDirectory().appendingPathComponent("state.plist").path
    }

    @Test func fillSaveAndRestoreTheTerminal() throws {
        let path = try statePath()
        let terminal = try PseudoTerminal(["--state", path], rows: 24, columns: 80)
        let before = terminal.settings()
        #expect(terminal.wait(for: "Full name"))
        #expect(terminal.screen.alternate)
        // Expand Full name, type the first name, go down (commits), type the last name, Enter
        // (keeps it and goes on to the next row).
        terminal.send("\r" + Self.down + "Ada" + Self.down + "Lovelace\r")
        // The summary shows "Ada Lovelace" as the last name is typed, before Enter is read: wait
        // for the frame Enter draws (its report, and the next row's keys on the last line).
        #expect(
            terminal.wait { screen in
                screen.lines.count == 24 && screen.lines[22].hasPrefix(" Last name = Lovelace")
                    && screen.lines[23].contains("expand/collapse")
            })
        let lines = terminal.screen.lines
        #expect(lines[0].hasPrefix(" Profile"))
        #expect(lines[0].hasSuffix("state.plist · unsaved"))
        #expect(lines.contains { $0.hasPrefix("  ▾ Full name") && $0.hasSuffix("Ada Lovelace") })
        #expect(lines.contains { $0.hasPrefix("      First name *") && $0.hasSuffix("Ada") })
        #expect(lines[22].hasPrefix(" Last name = Lovelace"), "named by label")
        #expect(lines[23].contains("expand/collapse"), "the cursor moved on to Date of birth")
        #expect(lines[23].hasSuffix("^D done · ? help"))
        // A slider: a page down reaches the last row (the Skills item); up to Level, expand it,
        // go down, two steps right.
        terminal.send("\u{1b}[6~" + Self.up + Self.right)
        #expect(terminal.wait(for: "Years of experience"))
        terminal.send(Self.down + Self.right + "+")
        #expect(terminal.wait(for: "■■□□□□□□□□ 2"))
        // Leave: asked to save; save.
        terminal.send("q")
        #expect(terminal.wait(for: "Save changes to state.plist?"))
        terminal.send("s")
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.screen.alternate)
        #expect(terminal.settings() == before)
        let state = try FormState.load(contentsOf: URL(fileURLWithPath: path))
        #expect(state.values["firstName"] == .string("Ada"))
        #expect(state.values["lastName"] == .string("Lovelace"))
        #expect(state.values["experienceSlider"] == .integer(2))
        #expect(state.expanded == ["fullName", "experienceLevel"])
    }

    @Test func editAListAddMoveDeleteAndSave() throws {
        let path = try statePath()
        let terminal = try PseudoTerminal(["--state", path], rows: 30, columns: 100)
        #expect(terminal.wait(for: "Swift"))
        // To the Skills item, edit mode, add Rust and Go (the cursor lands on each new item).
        terminal.send("\u{1b}[F" + "e")
        #expect(terminal.wait(for: "edit mode on"))
        terminal.send("a")
        #expect(terminal.wait(for: "New item in Skills:"))
        terminal.send("Rust\r")
        #expect(terminal.wait(for: "added \"Rust\" to Skills: item 2 of 2"))
        terminal.send("aGo\r")
        #expect(terminal.wait(for: "added \"Go\" to Skills: item 3 of 3"))
        // Go to the top: K, then Shift-↑.
        terminal.send("K")
        #expect(terminal.wait(for: "moved \"Go\" from 3 to 2 in Skills"))
        terminal.send("\u{1b}[1;2A")
        #expect(terminal.wait(for: "moved \"Go\" from 2 to 1 in Skills"))
        // The last item (Rust) is deleted after the y/n question.
        terminal.send("\u{1b}[F" + "d")
        #expect(terminal.wait(for: "Delete \"Rust\"?"))
        terminal.send("y")
        #expect(terminal.wait(for: "deleted \"Rust\" from Skills: 2 items left"))
        let lines = terminal.screen.lines
        let go = try #require(lines.firstIndex { $0.hasPrefix("  ◌ Go") })
        #expect(lines[go + 1].hasPrefix("  ◌ Swift"))
        // Save on leaving, although the names (required) are still empty.
        terminal.send("q")
        #expect(terminal.wait(for: "Save changes to state.plist? (2 problems remain)"))
        terminal.send("s")
        #expect(terminal.waitForExit() == 65, "saved with rules broken: 65, as in line mode")
        let state = try FormState.load(contentsOf: URL(fileURLWithPath: path))
        let items = try #require(state.items["skill"])
        #expect(items.map(\.key) == ["skill-3", "skill-1"])
        #expect(items.map(\.title) == ["Go", "Swift"])
        #expect(items.map(\.order) == [0, 1])
        #expect(state.values["skill-2"] == nil)
    }

    @Test func invalidDateShowsTheReasonAndKeepsTheCursor() throws {
        let path = try statePath()
        let terminal = try PseudoTerminal(["--state", path])
        #expect(terminal.wait(for: "Date of birth"))
        terminal.send(Self.down + "\r" + Self.down + "1990-02-30\r")
        #expect(terminal.wait(for: "✗ Date of birth: '1990-02-30' is not a day of the calendar"))
        // Moving away is refused while the text is invalid; fix it and the day keys work.
        terminal.send(Self.down + "\u{7f}\u{7f}12\r" + Self.up)
        #expect(terminal.wait(for: "Date of birth = 12 Feb 1990"))
        terminal.send(Self.right + Self.right)
        #expect(terminal.wait(for: "Date of birth = 14 Feb 1990"))
        terminal.send("\u{1b}")
        #expect(terminal.wait(for: "Save changes"))
        terminal.send("d")
        #expect(terminal.waitForExit() == 1)
        #expect(!FileManager.default.fileExists(atPath: path), "discarding writes nothing")
    }

    @Test func ctrlCLeavesAtOnceWith130AndWritesNothing() throws {
        let path = try statePath()
        let terminal = try PseudoTerminal(["--state", path, "--json"])
        let before = terminal.settings()
        #expect(terminal.wait(for: "Full name"))
        terminal.send("\r" + Self.down + "Ada\r")
        #expect(terminal.wait(for: "First name = Ada"))
        terminal.send("\u{03}")
        #expect(terminal.waitForExit() == 130)
        #expect(terminal.settings() == before)
        #expect(!terminal.screen.alternate)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!terminal.screen.text.contains("\"values\""), "no JSON after Ctrl-C")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let terminal = try PseudoTerminal([])
        let before = terminal.settings()
        #expect(terminal.wait(for: "Full name"))
        #expect(terminal.settings() != before, "raw mode while walking")
        kill(terminal.pid, SIGTERM)
        #expect(terminal.waitForExit() == 128 + SIGTERM)
        #expect(terminal.settings() == before)
    }

    @Test func jsonGoesToStdoutWhileTheScreenIsDrawnOnTheTerminal() throws {
        let directory = try CLI.temporaryDirectory()
        let answers = directory.appendingPathComponent("answers.json").path
        let terminal = try PseudoTerminal(["--json"], stdoutPath: answers)
        #expect(terminal.wait(for: "Marital status"))
        terminal.send(Self.down + Self.down + " " + Self.down + " ")
        #expect(terminal.wait(for: "Married = on"))
        // Married asks for the spouse's name; the names are required: fill them, then done.
        terminal.send(Self.down + "Grace\r")
        #expect(terminal.wait(for: "Spouse name = Grace"))
        // Back to the top for the names.
        terminal.send("\u{1b}[H" + "\r" + Self.down + "Ada" + Self.down + "Lovelace\r")
        #expect(terminal.wait(for: "Ada Lovelace"))
        terminal.send("\u{04}")
        #expect(terminal.waitForExit() == 0, "done prints the answers: \(terminal.screen.lines)")
        let json = try String(contentsOfFile: answers, encoding: .utf8)
        #expect(
            json == """
                {"values":{
                "firstName":"Ada",
                "lastName":"Lovelace",
                "married":true,
                "spouseName":"Grace",
                "languages":[],
                "experienceSlider":0,
                "skill":[{"key":"skill-1","title":"Swift","order":0,"value":3}]}}

                """)
    }

    @Test func resizeRedrawsToFit() throws {
        let terminal = try PseudoTerminal([], rows: 24, columns: 80)
        #expect(terminal.wait(for: "Full name"))
        terminal.resize(rows: 12, columns: 50)
        // The hint bar moves to the new last line.
        #expect(terminal.wait { $0.lines[11].contains("? help") })
        #expect(terminal.screen.lines.allSatisfy { $0.count <= 80 })
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func noColorDropsColours() throws {
        let terminal = try PseudoTerminal([], environment: ["NO_COLOR": "1"])
        #expect(terminal.wait(for: "Marital status"))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        let colours = terminal.screen.styles.filter { style in
            style.split(separator: ";").contains { Int($0).map { (30...47).contains($0) } ?? false }
        }
        #expect(colours.isEmpty)
        #expect(terminal.screen.styles.contains("0;7"), "reverse video stays for the cursor row")
    }

    @Test func dumbTerminalFallsBackToLineModeWithPrompts() throws {
        let path = try statePath()
        let terminal = try PseudoTerminal(["--state", path], environment: ["TERM": "dumb"])
        #expect(terminal.wait(for: "type help for the commands"))
        #expect(!terminal.screen.alternate)
        terminal.send("tap fullName\r")
        #expect(terminal.wait(for: "expanded fullName: +2 rows"))
        terminal.send("done\r")
        #expect(terminal.wait(for: "(lastName): Last name is required"), "done is refused while rules break")
        terminal.send("set firstName Ada\rset lastName Lovelace\rdone\r")
        #expect(terminal.waitForExit() == 0, "a person's refused done was answered there; the last one holds")
        #expect(terminal.screen.text.contains("> "))
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
