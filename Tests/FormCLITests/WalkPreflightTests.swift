import FormEngine
import Foundation
import Glibc
import TestSupport
import Testing

@testable import formcli

/// What formcli refuses before a walk starts (issue #32), so a person never fills a form whose
/// answers cannot be kept, and forms read from pipes: a `--state` file that cannot be written
/// (73), a stdout that cannot be written (74), each one line and nothing drawn; a FIFO or
/// `<(…)` read as a file; a walk of `-` that reads the form from stdin and the answers from
/// `/dev/tty`.
@Suite(.serialized) struct WalkPreflightTests {
    /// What the terminal received, as text.
    private static func shown(_ terminal: PseudoTerminal) -> String {
        String(decoding: terminal.output, as: UTF8.self)
    }

    /// Nothing was drawn: no alternate screen, no escape sequence at all.
    private static func nothingDrawn(_ terminal: PseudoTerminal) -> Bool {
        !shown(terminal).contains("\u{1b}")
    }

    // MARK: --state

    @Test func aStateFileInAMissingDirectoryIsRefusedBeforeTheScreen() throws {
        let terminal = try PseudoTerminal(
            ["--example", "signup", "--state", "/nonexistent-dir/x.plist", "--json"])
        #expect(terminal.waitForExit(timeout: 15) == 73)
        #expect(
            Self.shown(terminal)
                == "formcli: /nonexistent-dir/x.plist: cannot create a file in /nonexistent-dir: "
                + "No such file or directory\r\n",
            "\(Self.shown(terminal).suffix(300))")
        #expect(Self.nothingDrawn(terminal))
    }

    @Test func aReadOnlyStateFileIsRefusedBeforeTheScreenAndLeftAsItIs() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("s.plist")
        try FormState(values: ["username": .string("ada")]).write(to: state)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: state.path)
        let before = try Data(contentsOf: state)
        let terminal = try PseudoTerminal(["--example", "signup", "--state", state.path])
        #expect(terminal.waitForExit(timeout: 15) == 73)
        #expect(
            Self.shown(terminal) == "formcli: \(state.path): the file is read-only; it was left as it is\r\n",
            "\(Self.shown(terminal).suffix(300))")
        #expect(try Data(contentsOf: state) == before)
    }

    @Test func aWritableStateFileThatIsMissingIsNotCreatedByTheCheck() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("s.plist")
        let result = try CLI.run(["--example", "signup", "--state", state.path], stdin: "quit\n")
        #expect(result.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path) == [], "nothing left behind")
    }

    @Test func lineModeRefusesAnUnwritableStateBeforeTheFirstCommand() throws {
        let result = try CLI.run(
            ["--example", "signup", "--state", "/nonexistent-dir/x.plist"], stdin: "show\nquit\n")
        #expect(result.status == 73)
        #expect(result.stdout == "", "no command was run")
        #expect(
            result.stderr
                == "formcli: /nonexistent-dir/x.plist: cannot create a file in /nonexistent-dir: No such file or directory\n"
        )
    }

    // MARK: stdout

    @Test func aClosedStdoutIsRefusedBeforeTheScreen() throws {
        let terminal = try PseudoTerminal(["--example", "signup"], closing: [STDOUT_FILENO])
        #expect(terminal.waitForExit(timeout: 15) == 74)
        #expect(
            Self.shown(terminal) == "formcli: cannot write the answers to stdout: Bad file descriptor\r\n")
        #expect(Self.nothingDrawn(terminal))
    }

    @Test func devFullAsStdoutIsRefusedBeforeTheScreen() throws {
        let terminal = try PseudoTerminal(["--example", "signup", "--json"], stdoutPath: "/dev/full")
        #expect(terminal.waitForExit(timeout: 15) == 74)
        #expect(
            Self.shown(terminal)
                == "formcli: cannot write the answers to stdout: No space left on device\r\n",
            "\(Self.shown(terminal).suffix(300))")
        #expect(Self.nothingDrawn(terminal))
    }

    @Test func aClosedStdoutIsNoMatterWhenTheWalkPrintsNothingThere() throws {
        // Full screen with --state and no --json prints nothing on stdout: the walk runs.
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("s.plist").path
        let terminal = try PseudoTerminal(
            ["--example", "signup", "--state", state], closing: [STDOUT_FILENO])
        #expect(terminal.wait(for: "Sign up"))
        terminal.send("\u{03}")
        #expect(terminal.waitForExit() == 130)
    }

    @Test func whatStdoutWouldFailWithIsKnownWithoutWriting() throws {
        #expect(WalkPreflight.stdoutFailure(-1) == EBADF, "closed")
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        #expect(WalkPreflight.stdoutFailure(full) == ENOSPC)
        let null = open("/dev/null", O_RDONLY)
        defer { close(null) }
        #expect(WalkPreflight.stdoutFailure(null) == EBADF, "open for reading only")
        let writable = open("/dev/null", O_WRONLY)
        defer { close(writable) }
        #expect(WalkPreflight.stdoutFailure(writable) == nil)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[1]) }
        #expect(WalkPreflight.stdoutFailure(ends[1]) == nil, "someone reads it")
        close(ends[0])
        #expect(WalkPreflight.stdoutFailure(ends[1]) == EPIPE, "nobody reads it any more")
    }

    // MARK: forms from pipes

    /// Runs `formcli ARGUMENTS` in bash, where `$1` is the sign-up form's path (for `<(cat "$1")`).
    private static func bash(_ script: String) throws -> CLI.Result {
        let form = try Repository.root.appendingPathComponent("Resources/Signup.plist").path
        return try Subprocess.run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script, try CLI.executable.path, form],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C"])
    }

    @Test func aProcessSubstitutionReadsAsAFile() throws {
        let piped = try Self.bash(#"exec "$0" --dump <(cat "$1")"#)
        let file = try Self.bash(#"exec "$0" --dump "$1""#)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == file.stdout)
        let checked = try Self.bash(#"exec "$0" --check --lang de <(cat "$1")"#)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stdout.hasSuffix(": ok\n"), "read once, not twice: \(checked.stdout)")
    }

    @Test func aJSONFormFromAPipeIsToldByItsContent() throws {
        let json =
            #"{"title": "Tea", "sections": [{"rows": [{"key": "name", "kind": "text", "firstTitle": "Name"}]}]}"#
        let result = try Subprocess.run(
            URL(fileURLWithPath: "/bin/bash"),
            ["-c", #"exec "$0" --dump <(printf %s "$1")"#, try CLI.executable.path, json])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Name  [name]"), "\(result.stdout)")
    }

    @Test func aFIFOReadsAsAFile() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("form").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let form = try Repository.root.appendingPathComponent("Resources/Signup.plist").path
        let result = try Subprocess.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"cat "$1" > "$2" & exec "$0" --dump "$2""#, try CLI.executable.path, form, fifo])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Sign up\n"))
    }

    // MARK: a walk of -

    // Under AddressSanitizer, LeakSanitizer in this formcli child reports the standard input
    // formcli keeps for its life and fails it, although .ci/lsan.supp names it and the same
    // command run by hand with those options passes; the plain `swift test` run keeps it.
    @Test(
        .disabled(
            if: ProcessInfo.processInfo.environment["FORMENGINE_SANITIZED"] != nil,
            "LeakSanitizer in the child under AddressSanitizer"))
    func aWalkOfDashReadsTheFormFromStdinAndTheAnswersFromTheTerminal() throws {
        let form = try Repository.root.appendingPathComponent("Resources/Signup.plist").path
        let terminal = try PseudoTerminal(["-", "--json"], stdinPath: form)
        #expect(terminal.wait(for: "Sign up"), "\(terminal.screen.lines.filter { !$0.isEmpty })")
        terminal.send("Ada Lovelace\r")
        #expect(terminal.wait(for: "Full name = Ada Lovelace"))
        terminal.send("\u{03}")
        #expect(terminal.waitForExit() == 130)
    }

    @Test func aWalkOfDashWithoutATerminalIsOneLineAnd74() throws {
        let form = try Data(contentsOf: Repository.root.appendingPathComponent("Resources/Signup.plist"))
        let result = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/setsid"), ["-w", try CLI.executable.path, "-"], stdin: .data(form))
        #expect(result.status == 74)
        #expect(
            result.stderr
                == "formcli: a walk of - reads the form from stdin and the answers from /dev/tty, which cannot be opened: No such device or address\n"
        )
        #expect(result.stdout == "")
    }
}
