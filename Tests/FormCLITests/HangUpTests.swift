import FormEngine
import Foundation
import Glibc
import TestSupport
import Testing

/// A terminal that hangs up in the middle of a walk (a closed window, `tmux kill-session`, a
/// dropped ssh session) ends it as SIGHUP does, 129, with nothing saved and no answers printed,
/// whether the SIGHUP reaches formcli at once, later than the terminal's end of file, or never
/// (blocked); in the full screen and in line mode on the terminal. And a person's refused lines
/// on a terminal do not turn a successful `done` into 65.
/// Skipped under a sanitizer (`.ci/run` sets `FORMENGINE_SANITIZED` there), as
/// `JobControlTests` is: under ThreadSanitizer a late-forwarded hang-up's walk once drew nothing
/// within the pseudo-terminal's 90 s patience. The plain `swift test` run keeps every case.
@Suite(
    .serialized,
    .disabled(
        if: ProcessInfo.processInfo.environment["FORMENGINE_SANITIZED"] != nil,
        "a pseudo-terminal's timing under a sanitizer"))
struct HangUpTests {
    /// A form with no required row: done would be accepted at once.
    private static func formFile() throws -> String {
        let url = try CLI.temporaryDirectory().appendingPathComponent("tea.plist")
        try RulesSupport.data(
            [
                [
                    "rows": [
                        ["key": "name", "kind": "text", "firstTitle": "Name"],
                        ["key": "milk", "kind": "switch", "firstTitle": "Milk"],
                    ]
                ]
            ], title: "Tea"
        ).write(to: url)
        return url.path
    }

    /// Where formcli's stdout and `--state` go, in a directory of their own.
    private static func paths() throws -> (stdout: String, state: String) {
        let directory = try CLI.temporaryDirectory()
        return (
            directory.appendingPathComponent("stdout").path,
            directory.appendingPathComponent("state.plist").path
        )
    }

    private static func contents(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<missing>"
    }

    static let deliveries: [PseudoTerminal.HangUpSignal] = [.fromTheKernel, .forwardedLate, .blocked]

    @Test(arguments: deliveries, [false, true])
    func theFullScreenHungUpEndsWith129AndSavesNothing(
        _ delivery: PseudoTerminal.HangUpSignal, json: Bool
    ) throws {
        let (out, state) = try Self.paths()
        let terminal = try PseudoTerminal(
            [try Self.formFile(), "--state", state] + (json ? ["--json"] : []), stdoutPath: out,
            hangUpSignal: delivery)
        #expect(terminal.wait(for: "Name"))
        terminal.send("Ada\r")
        #expect(terminal.wait(for: "Name = Ada"))
        // Back on the name, more typed but not entered.
        terminal.send("\u{1b}[A Lovelace")
        #expect(terminal.wait(for: "Ada Lovelace"))
        terminal.hangUp()
        #expect(terminal.waitForExit() == 129, "\(delivery), --json: \(json)")
        #expect(!FileManager.default.fileExists(atPath: state), "nothing saved")
        #expect(Self.contents(out) == "", "no answers")
    }

    @Test(arguments: deliveries, [false, true])
    func plainOnTheTerminalHungUpEndsWith129AndSavesNothing(
        _ delivery: PseudoTerminal.HangUpSignal, json: Bool
    ) throws {
        let (out, state) = try Self.paths()
        let terminal = try PseudoTerminal(
            ["--plain", try Self.formFile(), "--state", state] + (json ? ["--json"] : []),
            stdoutPath: json ? out : nil, hangUpSignal: delivery)
        // Under --json the reports and the prompt are on stderr, the terminal; the answers would
        // be in the file.
        #expect(terminal.wait(for: "type help for the commands"))
        terminal.send("set name Ada\r")
        #expect(terminal.wait(for: "name = Ada"))
        // A line typed but not entered.
        terminal.send("set milk on")
        #expect(terminal.wait(for: "> set milk on"))
        terminal.hangUp()
        #expect(terminal.waitForExit() == 129, "\(delivery), --json: \(json)")
        #expect(!FileManager.default.fileExists(atPath: state), "nothing saved")
        if json { #expect(Self.contents(out) == "", "no answers") }
    }

    @Test func aPersonsRefusedLinesOnTheTerminalDoNotFailTheirDone() throws {
        let terminal = try PseudoTerminal(["--plain", try Self.formFile()])
        #expect(terminal.wait(for: "type help for the commands"))
        terminal.send("frobnicate\r")
        #expect(terminal.wait(for: "line 1: unknown command 'frobnicate'"))
        terminal.send("set milk maybe\r")
        #expect(terminal.wait(for: "line 2: "))
        terminal.send("set name Ada\rdone\r")
        #expect(terminal.waitForExit() == 0, "\(terminal.screen.text)")
    }

    @Test func aScriptsRefusedLinesStillFailItsDone() throws {
        let result = try CLI.run(["--plain", try Self.formFile()], stdin: "frobnicate\nset name Ada\ndone\n")
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("line 1: unknown command 'frobnicate' (help lists the commands)\n"))
    }
}
