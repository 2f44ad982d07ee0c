import FormEngine
import FormWalk
import Foundation
import Glibc
import TestSupport
import Testing

/// FormWalk as a program embeds it: only its public API, run in this process on a
/// pseudo-terminal the test opens (keys typed into the master side, the screen read back through
/// the VT100 model) or on pipes (line mode).
@Suite(.serialized) struct FormWalkAPITests {
    /// A form with a required name, a switch and a field shown only while the switch is on.
    private static func form() throws -> Form {
        try RulesSupport.form([
            [
                "title": "Tea",
                "rows": [
                    ["key": "name", "kind": "text", "firstTitle": "Name", "required": true],
                    ["key": "milk", "kind": "switch", "firstTitle": "Milk"],
                    [
                        "key": "sugar", "kind": "text", "firstTitle": "Sugars",
                        "visibleWhen": ["key": "milk", "equals": true],
                    ],
                ],
            ]
        ])
    }

    /// The pseudo-terminal the walk runs on (Support/WalkTerminal.swift).
    private typealias Terminal = WalkTerminal

    /// Records what the walk asked it to save.
    private final class Recorder: FormWalkSaving, @unchecked Sendable {
        var saved: [Form] = []
        var name: String { "tea.plist" }
        var hasSaved: Bool { !saved.isEmpty }
        func save(_ form: Form) throws(StateFileError) { saved.append(form) }
    }

    @Test func submittedFullScreenGivesTheAnswers() throws {
        let terminal = try Terminal()
        terminal.start(FormWalk(try Self.form(), options: FormWalkOptions(title: "Order tea")))
        #expect(terminal.wait(for: "Order tea"), "the title of the options")
        terminal.send("\u{04}")
        #expect(terminal.wait(for: "done refused: Name is required"))
        // The one problem is listed too; a key closes the list and is not typed.
        terminal.send("q")
        terminal.send("Ada\r ")
        #expect(terminal.wait(for: "Sugars"), "milk on shows the sugars")
        terminal.send("\u{1b}[B" + "2\r" + "\u{04}")
        let result = try #require(try terminal.result()?.get())
        #expect(result.ending == .submitted)
        #expect(result.ranFullScreen)
        let answers = try #require(result.answers)
        #expect(answers.json == "{\n\"name\":\"Ada\",\n\"milk\":true,\n\"sugar\":\"2\"}")
        #expect(!terminal.screen.alternate, "the screen is left")
    }

    @Test func abandonedAfterDiscardingKeepsTheFormAsLeft() throws {
        let terminal = try Terminal()
        terminal.start(FormWalk(try Self.form()))
        #expect(terminal.wait(for: "Name"))
        terminal.send("Ada\r" + "q")
        #expect(terminal.wait(for: "Leave and lose your answers?"))
        terminal.send("d")
        let result = try #require(try terminal.result()?.get())
        #expect(result.ending == .abandoned)
        #expect(result.discardedChanges)
        #expect(result.answers == nil)
        #expect(try result.form.value(of: "name") == .text("Ada"))
    }

    @Test func ctrlCIsInterruptedWithSIGINT() throws {
        let terminal = try Terminal()
        terminal.start(FormWalk(try Self.form()))
        #expect(terminal.wait(for: "Name"))
        terminal.send("\u{03}")
        let result = try #require(try terminal.result()?.get())
        #expect(result.ending == .interrupted(signal: SIGINT))
    }

    @Test func theSavingHookIsCalledWhenThePersonSaves() throws {
        let recorder = Recorder()
        let terminal = try Terminal()
        terminal.start(FormWalk(try Self.form(), saving: recorder))
        #expect(terminal.wait(for: "tea.plist · new"))
        terminal.send("\u{1b}[B ")
        #expect(terminal.wait(for: "tea.plist · unsaved"))
        terminal.send("q")
        #expect(terminal.wait(for: "Save changes to tea.plist? (1 problem remains)"))
        terminal.send("s")
        let result = try #require(try terminal.result()?.get())
        #expect(result.ending == .incomplete, "saved with the name still missing")
        #expect(result.saved)
        #expect(recorder.saved.count == 1)
        #expect(try recorder.saved.first?.value(of: "milk") == .bool(true))
    }

    @Test func colourOffAndAThemeAreDrawnAsAsked() throws {
        var theme = FormWalkTheme.default
        theme.title = TextStyle(foreground: .magenta, bold: true)
        let coloured = try Terminal()
        coloured.start(FormWalk(try Self.form(), options: FormWalkOptions(color: true, theme: theme)))
        #expect(coloured.wait(for: "Name"))
        coloured.send("\u{03}")
        _ = coloured.result()
        #expect(coloured.written.contains("\u{1b}[0;1;35m"), "the title in bold magenta")
        let plain = try Terminal()
        plain.start(FormWalk(try Self.form(), options: FormWalkOptions(color: false, theme: theme)))
        #expect(plain.wait(for: "Name"))
        plain.send("\u{03}")
        _ = plain.result()
        #expect(!plain.written.contains("35m"), "no colour at all")
        #expect(plain.written.contains("\u{1b}[?1000h"), "mouse reports on by default")
    }

    @Test func lineModeOnPipes() throws {
        let commands = Pipe()
        let reports = Pipe()
        let problems = Pipe()
        commands.fileHandleForWriting.write(Data("set name Ada\nnope\ntap milk\ndone\n".utf8))
        try commands.fileHandleForWriting.close()
        var walk = FormWalk(try Self.form())
        let result = try walk.run(
            input: commands.fileHandleForReading.fileDescriptor,
            output: reports.fileHandleForWriting.fileDescriptor,
            errors: problems.fileHandleForWriting.fileDescriptor)
        try reports.fileHandleForWriting.close()
        try problems.fileHandleForWriting.close()
        #expect(result.ending == .submitted)
        #expect(!result.ranFullScreen)
        #expect(result.failedCommands == 1)
        #expect(result.answers?.json == "{\n\"name\":\"Ada\",\n\"milk\":true}")
        let report = String(decoding: reports.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(report == "name = Ada\nmilk = on; +1 row\n")
        let problem = String(decoding: problems.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(problem == "line 2: unknown command 'nope' (help lists the commands)\n")
    }

    /// Without an `output`, standard output is left to the program's answers (`tool --json | jq`):
    /// line mode reports on the terminal typed on, or on standard error for a script.
    @Test func withoutAnOutputLineModeLeavesStandardOutputToTheAnswers() {
        #expect(FormWalk.reportStream(inputIsTerminal: false, outputIsTerminal: false) == .standardError)
        #expect(FormWalk.reportStream(inputIsTerminal: false, outputIsTerminal: true) == .standardError)
        #expect(FormWalk.reportStream(inputIsTerminal: true, outputIsTerminal: true) == .standardOutput)
        #expect(FormWalk.reportStream(inputIsTerminal: true, outputIsTerminal: false) == .terminal)
    }

    @Test func aClosedInputThrowsInsteadOfEnding() throws {
        let pipe = Pipe()
        // A descriptor above any open one: a closed dup's number could be reused meanwhile by
        // a test running in parallel, and the walk would read that instead.
        let closed: Int32 = 1_000_000
        var walk = FormWalk(try Self.form())
        #expect(throws: FormWalkError.cannotRead(errno: EBADF)) {
            try walk.run(input: closed, output: pipe.fileHandleForWriting.fileDescriptor)
        }
        #expect(throws: FormWalkError.notATerminal) {
            walk.options.mode = .fullScreen
            return try walk.run(input: pipe.fileHandleForReading.fileDescriptor)
        }
    }

    @Test func aControllerGetsTheFormAsLeft() async throws {
        let controller = await FormController(try Self.form())
        let commands = Pipe()
        commands.fileHandleForWriting.write(Data("set name Ada\nquit\n".utf8))
        try commands.fileHandleForWriting.close()
        let devNull = open("/dev/null", O_WRONLY)
        defer { close(devNull) }
        let input = commands.fileHandleForReading.fileDescriptor
        let result = try await MainActor.run {
            var walk = FormWalk(controller.form)
            return try walk.run(updating: controller, input: input, output: devNull, errors: devNull)
        }
        #expect(result.ending == .abandoned)
        #expect(try await controller.form.value(of: "name") == .text("Ada"))
    }

    /// A form of a name, a `file` row and a text area, from JSON.
    private static func filesForm() throws -> Form {
        let json = #"""
            [[{"key": "name", "kind": "text", "firstTitle": "Name"},
              {"key": "plan", "kind": "file", "firstTitle": "Plan"},
              {"key": "notes", "kind": "textArea", "firstTitle": "Notes"}]]
            """#
        return try Form(DescriptorLoader().load(data: Data(json.utf8), file: "files.json"))
    }

    /// A directory holding `alpha-notes.txt`, `alps.txt` and `beta/`.
    private static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("beta"), withIntermediateDirectories: true)
        try Data().write(to: url.appendingPathComponent("alpha-notes.txt"))
        try Data().write(to: url.appendingPathComponent("alps.txt"))
        return url
    }

    @Test func tabCompletesAPathInTheFullScreen() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let terminal = try Terminal()
        terminal.start(FormWalk(try Self.filesForm()))
        #expect(terminal.wait(for: "Name"))
        terminal.send("\u{1b}[B" + directory.path + "/al\t")
        #expect(terminal.wait(for: "2 paths: alpha-notes.txt  alps.txt"), "\(terminal.screen.text)")
        terminal.send("h\t\r\u{04}")
        let result = try #require(try terminal.result()?.get())
        #expect(try result.form.value(of: "plan") == .text(directory.path + "/alpha-notes.txt"))
    }

    @Test func tabCompletesAPathInLineMode() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let terminal = try Terminal()
        terminal.start(FormWalk(try Self.filesForm(), options: FormWalkOptions(mode: .line)))
        #expect(terminal.wait(for: "type help"))
        terminal.send("fill plan\r")
        #expect(terminal.wait(for: "Plan (a path):"))
        terminal.send(directory.path + "/b\t")
        #expect(terminal.wait(for: directory.path + "/beta/"), "\(terminal.screen.text)")
        terminal.send("\u{15}" + directory.path + "/al\t")
        #expect(terminal.wait(for: "alpha-notes.txt  alps.txt"), "\(terminal.screen.text)")
        terminal.send("h\t\r" + "done\r")
        let result = try #require(try terminal.result()?.get())
        #expect(try result.form.value(of: "plan") == .text(directory.path + "/alpha-notes.txt"))
    }

    /// Runs the full screen with `VISUAL` set to `editor`, types `draft` in the text area and
    /// presses Ctrl-E; returns the terminal, the walk still running.
    private func editExternally(with editor: String) throws -> Terminal {
        setenv("VISUAL", editor, 1)
        let terminal = try Terminal()
        terminal.start(FormWalk(try Self.filesForm()))
        #expect(terminal.wait(for: "Name"))
        terminal.send("\u{1b}[B\u{1b}[B" + "draft")
        #expect(terminal.wait(for: "│ draft"))
        terminal.send("\u{05}")
        return terminal
    }

    @Test func ctrlEEditsATextAreaInTheEditor() throws {
        defer { unsetenv("VISUAL") }
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("editor.sh")
        // The editor sees the text typed, and writes two lines after it.
        try Data("#!/bin/sh\nprintf 'from the editor\\nsecond line\\n' >> \"$1\"\n".utf8).write(to: script)
        chmod(script.path, 0o755)
        let terminal = try editExternally(with: script.path)
        #expect(terminal.wait(for: "│ from the editor"), "\(terminal.screen.text)")
        terminal.send("\u{04}")
        let result = try #require(try terminal.result()?.get())
        #expect(try result.form.value(of: "notes") == .text("draft\nfrom the editor\nsecond line"))
        #expect(!terminal.screen.alternate)
    }

    @Test func aFailingOrMissingEditorIsAMessage() throws {
        defer { unsetenv("VISUAL") }
        let failing = try editExternally(with: "false")
        #expect(failing.wait(for: "the editor false failed (status 1)"), "\(failing.screen.text)")
        failing.send("\u{04}")
        let kept = try #require(try failing.result()?.get())
        #expect(try kept.form.value(of: "notes") == .text("draft"), "the typed text is kept")
        let missing = try editExternally(with: "/nonexistent/editor")
        #expect(missing.wait(for: "not found"), "\(missing.screen.text)")
        missing.send("\u{03}")
        _ = missing.result()
    }
}
