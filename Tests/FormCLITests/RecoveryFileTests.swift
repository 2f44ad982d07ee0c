import FormEngine
import Foundation
import Glibc
import TestSupport
import Testing

/// A walk without `--state` keeps partial answers: a hang-up or SIGTERM writes what was typed
/// to a recovery file under `$XDG_STATE_HOME/formcli/recovery` (mode 0600), the next walk of the
/// same form offers it (yes restores it, no deletes it), and a walk that ends with done or
/// discard writes none; `s save to a file…` at the leave question writes a state file.
/// Skipped under a sanitizer, as `HangUpTests` is: a pseudo-terminal's timing.
@Suite(
    .serialized,
    .disabled(
        if: ProcessInfo.processInfo.environment["FORMENGINE_SANITIZED"] != nil,
        "a pseudo-terminal's timing under a sanitizer"))
struct RecoveryFileTests {
    /// A form with two text rows and no required one: done is accepted at once.
    private static func formFile() throws -> String {
        let url = try CLI.temporaryDirectory().appendingPathComponent("trip.plist")
        try RulesSupport.data(
            [
                [
                    "rows": [
                        ["key": "name", "kind": "text", "firstTitle": "Name"],
                        ["key": "city", "kind": "text", "firstTitle": "City"],
                    ]
                ]
            ], title: "Trip"
        ).write(to: url)
        return url.path
    }

    /// The recovery files in `state`'s recovery directory.
    private static func recoveryFiles(_ state: String) -> [String] {
        let directory = state + "/formcli/recovery"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".plist") }.map { directory + "/" + $0 }
    }

    /// The values a state file holds, as text.
    private static func values(_ path: String) throws -> [String: String] {
        let state = try FormState.load(contentsOf: URL(fileURLWithPath: path))
        var result: [String: String] = [:]
        for (key, value) in state.values {
            if case .string(let text) = value { result[key.rawValue] = text }
        }
        return result
    }

    private static func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    /// Types a name (entered) and a city (not entered), then sends `signal` or hangs up.
    private static func cutOff(
        _ form: String, state: String, signal: Int32?, rows: UInt16 = 24, columns: UInt16 = 80
    ) throws -> Int32? {
        let terminal = try PseudoTerminal(
            [form], environment: ["XDG_STATE_HOME": state], rows: rows, columns: columns)
        #expect(terminal.wait(for: "Name"))
        terminal.send("Ada\r")
        #expect(terminal.wait(for: "Name = Ada"))
        terminal.send("Paris")
        #expect(terminal.wait(for: "Paris"))
        if let signal { kill(terminal.pid, signal) } else { terminal.hangUp() }
        return terminal.waitForExit()
    }

    @Test func sigtermKeepsWhatWasTypedAndTheNextWalkRestoresIt() throws {
        let form = try Self.formFile()
        let state = try CLI.temporaryDirectory().path
        #expect(try Self.cutOff(form, state: state, signal: SIGTERM) == 143, "SIGTERM's status as before")
        let files = Self.recoveryFiles(state)
        #expect(files.count == 1, "\(files)")
        let file = try #require(files.first)
        #expect(Self.mode(file) == 0o600)
        #expect(try Self.values(file) == ["name": "Ada", "city": "Paris"], "the city typed, not entered")

        let out = try CLI.temporaryDirectory().appendingPathComponent("answers.json").path
        let next = try PseudoTerminal([form], environment: ["XDG_STATE_HOME": state], stdoutPath: out)
        #expect(next.wait(for: "Restore them? (n deletes them) [y/n]"), "\(next.screen.text)")
        next.send("y\r")
        #expect(next.wait(for: "Paris"))
        // Restored answers are kept nowhere yet: leaving asks.
        next.send("\u{1b}")
        #expect(next.wait(for: "Leave and lose your answers?"))
        next.send("\u{1b}\u{04}")
        #expect(next.waitForExit() == 0)
        let answers = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        #expect(answers.contains("Paris") && answers.contains("Ada"), "\(answers)")
        #expect(Self.recoveryFiles(state).isEmpty, "deleted once restored and finished")
    }

    @Test func aSchemaFormKeepsThemAndItsNextWalkWritesTheInstance() throws {
        let form = try CLI.temporaryDirectory().appendingPathComponent("trip.schema.json")
        try Data(
            #"{"type": "object", "properties": {"name": {"type": "string", "title": "Name"}, "city": {"type": "string", "title": "City"}}}"#
                .utf8
        ).write(to: form)
        let state = try CLI.temporaryDirectory().path
        #expect(try Self.cutOff(form.path, state: state, signal: SIGTERM) == 143)
        let file = try #require(Self.recoveryFiles(state).first)
        #expect(try Self.values(file) == ["name": "Ada", "city": "Paris"])

        let out = try CLI.temporaryDirectory().appendingPathComponent("answers.json").path
        let next = try PseudoTerminal([form.path], environment: ["XDG_STATE_HOME": state], stdoutPath: out)
        #expect(next.wait(for: "[y/n]"), "\(next.screen.text)")
        next.send("y\r")
        #expect(next.wait(for: "Paris"))
        next.send("\u{04}")
        #expect(next.waitForExit() == 0)
        let answers = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        #expect(answers == #"{"values":{"name":"Ada","city":"Paris"}}"# + "\n", "\(answers)")
        #expect(Self.recoveryFiles(state).isEmpty)
    }

    @Test func aHangUpKeepsThemTooAndNoDeletesThem() throws {
        let form = try Self.formFile()
        let state = try CLI.temporaryDirectory().path
        #expect(try Self.cutOff(form, state: state, signal: nil, rows: 10, columns: 40) == 129)
        let file = try #require(Self.recoveryFiles(state).first)
        #expect(try Self.values(file) == ["name": "Ada", "city": "Paris"])

        let next = try PseudoTerminal([form], environment: ["XDG_STATE_HOME": state])
        #expect(next.wait(for: "[y/n]"))
        next.send("n\r")
        #expect(next.wait(for: "Name"))
        #expect(!next.screen.text.contains("Paris"), "not restored")
        #expect(Self.recoveryFiles(state).isEmpty, "no deletes it")
        next.send("\u{04}")
        #expect(next.waitForExit() == 0)
    }

    @Test func doneDiscardAndCtrlCWriteNone() throws {
        let form = try Self.formFile()
        let state = try CLI.temporaryDirectory().path
        for (keys, status) in [("\u{04}", Int32(0)), ("\u{1b}d", 1), ("\u{03}", 130)] {
            let terminal = try PseudoTerminal([form], environment: ["XDG_STATE_HOME": state])
            #expect(terminal.wait(for: "Name"))
            terminal.send("Ada\r")
            #expect(terminal.wait(for: "Name = Ada"))
            terminal.send(keys)
            #expect(terminal.waitForExit() == status)
            #expect(Self.recoveryFiles(state).isEmpty, "\(keys.unicodeScalars.map(\.value))")
        }
    }

    @Test func leavingOffersToSaveToAFile() throws {
        let form = try Self.formFile()
        let directory = try CLI.temporaryDirectory().path
        let terminal = try PseudoTerminal([form])
        #expect(terminal.wait(for: "Name"))
        terminal.send("Ada\r\u{1b}")
        #expect(terminal.wait(for: "s save to file…"), "\(terminal.screen.text)")
        terminal.send("s")
        #expect(terminal.wait(for: "Save to:"))
        // Tab completes the directory's path as far as it is certain.
        terminal.send(directory.dropLast(3) + "\t")
        #expect(terminal.wait(for: "Save to: \(directory)/"))
        terminal.send("\u{15}\(form)\r")
        #expect(terminal.wait(for: "already; type a new"), "an existing file is refused")
        terminal.send("\u{15}\(directory)/trip-answers.plist\r")
        #expect(terminal.waitForExit() == 0, "\(terminal.screen.text)")
        #expect(try Self.values("\(directory)/trip-answers.plist") == ["name": "Ada"])
    }
}
