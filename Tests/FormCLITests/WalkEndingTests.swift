import FormEngine
import Foundation
import Glibc
import TestSupport
import Testing

/// Every way out of formcli's walk, as a script sees it: the exit status and what stdout holds.
/// Each ending runs the real program, on a pseudo-terminal (full screen) or on pipes (line mode).
@Suite(.serialized) struct WalkEndingTests {
    /// A form with no required row: done is accepted at once.
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

    private static func stdoutFile() throws -> String {
        try CLI.temporaryDirectory().appendingPathComponent("stdout").path
    }

    private static func contents(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<missing>"
    }

    /// The values of an answers document.
    private static func values(_ document: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any]
        return try #require(object?["values"] as? [String: Any])
    }

    @Test func doneWithoutStateOrJSONPrintsTheAnswersAfterTheScreen() throws {
        let out = try Self.stdoutFile()
        let terminal = try PseudoTerminal([try Self.formFile()], stdoutPath: out)
        #expect(terminal.wait(for: "Name"))
        terminal.send("Ada\r")
        #expect(terminal.wait(for: "Name = Ada"))
        terminal.send("\u{04}")
        #expect(terminal.waitForExit() == 0)
        #expect(try Self.values(Self.contents(out))["name"] as? String == "Ada", "\(Self.contents(out))")
    }

    @Test func doneOnTheTerminalPrintsTheAnswersThereOnceTheScreenIsLeft() throws {
        let terminal = try PseudoTerminal([try Self.formFile()])
        #expect(terminal.wait(for: "Name"))
        terminal.send("Ada\r\u{04}")
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.screen.alternate)
        let shown = String(decoding: terminal.output, as: UTF8.self)
        let left = try #require(shown.range(of: "\u{1b}[?1049l"), "the screen was left")
        #expect(
            shown[left.upperBound...].contains("{\"values\":{\r\n\"name\":\"Ada\""), "\(shown.suffix(200))")
    }

    @Test func doneWithJSONPrintsTheAnswers() throws {
        let out = try Self.stdoutFile()
        let terminal = try PseudoTerminal([try Self.formFile(), "--json"], stdoutPath: out)
        #expect(terminal.wait(for: "Name"))
        terminal.send("Ada\r\u{04}")
        #expect(terminal.waitForExit() == 0)
        #expect(try Self.values(Self.contents(out))["name"] as? String == "Ada")
    }

    @Test func doneWithStateSavesAndPrintsNothing() throws {
        let out = try Self.stdoutFile()
        let state = try CLI.temporaryDirectory().appendingPathComponent("state.plist").path
        let terminal = try PseudoTerminal([try Self.formFile(), "--state", state], stdoutPath: out)
        #expect(terminal.wait(for: "Name"))
        terminal.send("Ada\r\u{04}")
        #expect(terminal.waitForExit() == 0)
        #expect(Self.contents(out) == "")
        let saved = try FormState.load(contentsOf: URL(fileURLWithPath: state))
        #expect(saved.values["name"] == .string("Ada"))
    }

    @Test func discardingExitsOneWithNothingOnStdout() throws {
        let out = try Self.stdoutFile()
        let terminal = try PseudoTerminal([try Self.formFile()], stdoutPath: out)
        #expect(terminal.wait(for: "Name"))
        terminal.send("Ada\r")
        #expect(terminal.wait(for: "Name = Ada"))
        terminal.send("q")
        #expect(terminal.wait(for: "Leave and lose your answers?"))
        terminal.send("d")
        #expect(terminal.waitForExit() == 1)
        #expect(Self.contents(out) == "")
    }

    @Test func escapeUnderJSONAbandonsWithOneAndAnEmptyStdout() throws {
        let out = try Self.stdoutFile()
        let terminal = try PseudoTerminal(["--example", "signup", "--json"], stdoutPath: out)
        #expect(terminal.wait(for: "^D done"))
        terminal.send("Ada\r")
        #expect(terminal.wait(for: "Full name = Ada"))
        terminal.send("\u{1b}")
        #expect(terminal.wait(for: "Leave and lose your answers?"))
        terminal.send("d")
        #expect(terminal.waitForExit() == 1)
        #expect(Self.contents(out) == "", "no half-filled answers document")
        // Leaving at once, with nothing typed, is abandoning too under --json.
        let untouched = try PseudoTerminal([try Self.formFile(), "--json"], stdoutPath: out)
        #expect(untouched.wait(for: "Name"))
        untouched.send("\u{1b}")
        #expect(untouched.waitForExit() == 1)
        #expect(Self.contents(out) == "")
    }

    @Test func sigtermEndsWith143AndRestoresTheTerminal() throws {
        let out = try Self.stdoutFile()
        let terminal = try PseudoTerminal([try Self.formFile()], stdoutPath: out)
        let before = terminal.settings()
        #expect(terminal.wait(for: "Name"))
        terminal.send("Ada\r")
        #expect(terminal.wait(for: "Name = Ada"))
        kill(terminal.pid, SIGTERM)
        #expect(terminal.waitForExit() == 143)
        #expect(!terminal.screen.alternate)
        #expect(terminal.settings() == before)
        #expect(Self.contents(out) == "")
    }

    @Test func aBackgroundProcessGroupIsAnErrorWith74() throws {
        let terminal = try PseudoTerminal([try Self.formFile()], ownProcessGroup: true)
        #expect(terminal.waitForExit(timeout: 15) == 74)
        #expect(
            terminal.screen.text.contains(
                "formcli: the terminal is another process group's (started in the background?)"),
            "\(terminal.screen.lines.filter { !$0.isEmpty })")
    }

    @Test func aClosedStdinOnTheTerminalIsAnErrorWith74() throws {
        let terminal = try PseudoTerminal([try Self.formFile()], closing: [STDIN_FILENO])
        #expect(terminal.waitForExit() == 74)
        #expect(terminal.screen.text.contains("formcli: cannot read the input: Bad file descriptor"))
    }

    @Test func aClosedStdoutIsAnErrorWith74BeforeTheScreen() throws {
        let terminal = try PseudoTerminal([try Self.formFile()], closing: [STDOUT_FILENO])
        #expect(terminal.waitForExit(timeout: 15) == 74, "nothing is asked that could not be printed")
        #expect(
            String(decoding: terminal.output, as: UTF8.self)
                == "formcli: cannot write the answers to stdout: Bad file descriptor\r\n")
    }

    @Test func aClosedStdinOnPipesIsAnErrorWith74() throws {
        let result = try Spawn.run([try Self.formFile()], stdin: nil)
        #expect(result.status == 74)
        #expect(result.stderr == "formcli: cannot read the input: Bad file descriptor\n")
        #expect(result.stdout == "")
    }

    @Test func aClosedStdoutOnPipesIsAnErrorWith74UnderJSON() throws {
        // Without --json line mode writes nothing to stdout: its reports go to stderr.
        let shown = try Spawn.run(
            [try Self.formFile()], stdin: "show\nset name Ada\ndone\n", closesStdout: true)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stderr.contains("name = Ada\n"))
        let json = try Spawn.run(
            [try Self.formFile(), "--json"], stdin: "set name Ada\ndone\n", closesStdout: true)
        #expect(json.status == 74)
        #expect(json.stderr == "formcli: cannot write the answers to stdout: Bad file descriptor\n")
    }

    @Test func lineModeEndingsOnPipes() throws {
        let form = try Self.formFile()
        let done = try CLI.run([form, "--json"], stdin: "set name Ada\ndone\n")
        #expect(done.status == 0)
        #expect(try Self.values(done.stdout)["name"] as? String == "Ada")
        let quit = try CLI.run([form, "--json"], stdin: "set name Ada\nquit\n")
        #expect(quit.status == 1, "quit under --json abandons")
        #expect(quit.stdout == "")
        let untouched = try CLI.run([form, "--json"], stdin: "quit\n")
        #expect(untouched.status == 1)
        #expect(untouched.stdout == "")
    }
}

/// formcli started with `posix_spawn`, with stdin or stdout closed (which `Process` cannot do).
private enum Spawn {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs formcli with `arguments`; `stdin` nil starts it with stdin closed, `closesStdout`
    /// with stdout closed.
    static func run(_ arguments: [String], stdin: String?, closesStdout: Bool = false) throws -> Result {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = ["stdin", "stdout", "stderr"].map { directory.appendingPathComponent($0).path }
        try Data((stdin ?? "").utf8).write(to: URL(fileURLWithPath: paths[0]))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if stdin == nil {
            posix_spawn_file_actions_addclose(&actions, STDIN_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, paths[0], O_RDONLY, 0)
        }
        if closesStdout {
            posix_spawn_file_actions_addclose(&actions, STDOUT_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, paths[1], O_WRONLY | O_CREAT, 0o644)
        }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, paths[2], O_WRONLY | O_CREAT, 0o644)
        let executable = try CLI.executable.path
        let environment: [String] = ["PATH=/usr/bin:/bin", "TERM=xterm"]
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { throw POSIXError(.EAGAIN) }
        var raw: Int32 = 0
        _ = waitpid(pid, &raw, 0)
        let status = raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return Result(status: status, stdout: read(paths[1]), stderr: read(paths[2]))
    }
}
