import FormEngine
import Foundation
import TestSupport
import Testing

/// The full-screen walk on a pseudo-terminal where the terminal's own behaviour matters: job
/// control (Ctrl-Z itself is a system test, `JobControlTests`), bracketed paste, the mouse, the last column, what is said on stderr at the end; and
/// line mode's command line on a terminal.
@Suite(.serialized) struct ScreenWalkTerminalTests {
    private static let down = "\u{1b}[B"

    private func statePath() throws -> String {
        try CLI.temporaryDirectory().appendingPathComponent("state.plist").path
    }

    @Test func aStopFromOutsideRestoresTheTerminalAndContinuingRedraws() throws {
        let terminal = try PseudoTerminal([])
        let before = terminal.settings()
        #expect(terminal.wait(for: "Full name"))
        kill(terminal.pid, SIGTSTP)
        #expect(terminal.waitForStop())
        #expect(terminal.settings() == before)
        kill(terminal.pid, SIGCONT)
        #expect(terminal.wait { $0.alternate && $0.text.contains("Full name") })
        #expect(terminal.settings() != before)
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.settings() == before)
    }

    @Test func aPasteArrivesAsTextOneLineAndIsNeverReadAsKeys() throws {
        let terminal = try PseudoTerminal([])
        #expect(terminal.wait(for: "Full name"))
        #expect(String(decoding: terminal.output, as: UTF8.self).contains("\u{1b}[?2004h"))
        terminal.send("\r" + Self.down)
        #expect(terminal.wait(for: "type to edit"))
        // Enter, q and ^C inside the paste are text, not keys; the first line only is kept.
        terminal.send("\u{1b}[200~Ada\rq\u{03}\u{1b}[201~")
        #expect(terminal.wait(for: "pasted the first line only"))
        terminal.send("\r")
        #expect(terminal.wait(for: "First name = Ada"))
        terminal.send("\u{03}")
        #expect(terminal.waitForExit() == 130)
    }

    @Test func aClickTapsARowAndNoMouseLeavesTheMouseAlone() throws {
        let terminal = try PseudoTerminal([])
        #expect(terminal.wait(for: "Full name"))
        #expect(String(decoding: terminal.output, as: UTF8.self).contains("\u{1b}[?1006h"))
        // Full name is on screen row 3 (1-based): a click there expands it.
        terminal.send("\u{1b}[<0;6;3M\u{1b}[<0;6;3m")
        #expect(terminal.wait(for: "First name"))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(String(decoding: terminal.output, as: UTF8.self).contains("\u{1b}[?1006l"), "turned off")

        let plain = try PseudoTerminal(["--no-mouse"])
        #expect(plain.wait(for: "Full name"))
        #expect(!String(decoding: plain.output, as: UTF8.self).contains("\u{1b}[?1000h"))
        plain.send("q")
        #expect(plain.waitForExit() == 0)
    }

    @Test func aLineAsWideAsTheScreenKeepsItsLastCell() throws {
        let terminal = try PseudoTerminal([], rows: 24, columns: 28)
        #expect(terminal.wait(for: "Full name"))
        terminal.send("\r" + Self.down + "Ada\r\u{1b}")
        #expect(terminal.wait(for: "Leave and lose your"))
        // The question is cut at the width: its … sits in the last column and stays there.
        let line = terminal.screen.lines[22]
        #expect(line.count == 28)
        #expect(line.hasSuffix("…"))
        terminal.send("d")
        #expect(terminal.waitForExit() == 1, "discarding answers exits 1")
    }

    @Test func savingWithBrokenRulesExits65AndSaysWhereItSaved() throws {
        let path = try statePath()
        let terminal = try PseudoTerminal(["--state", path])
        #expect(terminal.wait(for: "Full name"))
        terminal.send("\r" + Self.down + "Ada\r\u{1b}")
        #expect(terminal.wait(for: "Save changes to state.plist? (1 problem remains)"))
        terminal.send("s")
        #expect(terminal.waitForExit() == 65)
        #expect(
            String(decoding: terminal.output, as: UTF8.self).contains(
                "formcli: saved to \(path); 1 problem remains"))
        let state = try FormState.load(contentsOf: URL(fileURLWithPath: path))
        #expect(state.values["firstName"] == .string("Ada"))
    }

    @Test func doneSaysWhereItSaved() throws {
        let path = try statePath()
        let terminal = try PseudoTerminal(["--state", path])
        #expect(terminal.wait(for: "Full name"))
        terminal.send("\r" + Self.down + "Ada\rLovelace\u{04}")
        #expect(terminal.waitForExit() == 0)
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(output.contains("formcli: saved to \(path)\r\n"))
    }

    @Test func plainModeEditsItsCommandLineWithHistory() throws {
        let terminal = try PseudoTerminal(["--plain"])
        let before = terminal.settings()
        #expect(terminal.wait(for: "type help for the commands"))
        // A typo fixed with Backspace, the caret moved with ←/Home/End; then ↑ recalls the line.
        terminal.send("tap fullNamX\u{7f}e\u{1b}[D\u{1b}[D\u{1b}[H\u{1b}[F\r")
        #expect(terminal.wait(for: "expanded fullName: +2 rows"))
        terminal.send("\u{1b}[A\r")
        #expect(terminal.wait(for: "collapsed fullName: -2 rows"), "\(terminal.screen.text)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(!output.contains("\u{1b}[?1000h"), "the mouse is never on in line mode")
        #expect(!output.contains("\u{1b}[?1049h"), "nor the alternate screen")
        #expect(!terminal.screen.text.contains("^["), "keys typed ahead are not echoed by the terminal")
        #expect(terminal.screen.text.contains("> tap fullName\ncollapsed fullName: -2 rows\n> quit"))
        #expect(terminal.settings() == before)
    }

    /// `formcli --plain --json > out` on a terminal: the reports are on the terminal, stdout
    /// holds the answers and nothing else (before, `show` and every change went to stderr, and
    /// to stdout without --json).
    @Test func plainModeOnATerminalLeavesStdoutToTheAnswers() throws {
        let out = try CLI.temporaryDirectory().appendingPathComponent("out.json").path
        let log = try CLI.temporaryDirectory().appendingPathComponent("log").path
        let terminal = try PseudoTerminal(["--plain", "--json"], stdoutPath: out, stderrPath: log)
        #expect(terminal.wait(for: "type help for the commands"), "\(terminal.screen.text)")
        terminal.send("set firstName Ada\r")
        #expect(terminal.wait(for: "firstName = Ada"), "\(terminal.screen.text)")
        terminal.send("show\r")
        // Read from what was written: the screen model does not scroll.
        #expect(
            terminal.wait { _ in String(decoding: terminal.output, as: UTF8.self).contains("Full name: Ada")
            },
            "\(terminal.screen.text)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 1)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "", "quit prints no answers")
        let errors = try String(contentsOfFile: log, encoding: .utf8)
        #expect(!errors.contains("firstName = Ada"), "the reports are not on stderr: \(errors)")
    }

    @Test func lineModeRefusesASliderNumberOutOfRange() throws {
        let result = try CLI.run([], stdin: "set experienceSlider 12\nset experienceSlider 7\nquit\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains("line 1: Years of experience: 12 is outside the range 0 to 10"))
        #expect(result.stderr.contains("experienceSlider = 7"))
    }
}
