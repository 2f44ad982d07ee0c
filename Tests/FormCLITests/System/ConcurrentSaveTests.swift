import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Many `formcli` processes saving one state file: every change reported as saved is in the
/// file, none waits forever, the later of two changes to one row wins and says so, and the lock
/// is held only while saving. System tests (``SystemTests``). The bounded wait for a busy lock is
/// ``StateLockTests``'s.
@Suite("Concurrent saves", .serialized, .systemTest)
struct ConcurrentSaveTests {
    /// A form with ten text rows `r0`…`r9`, a `shared` text row and an editable list `skill`.
    static func makeForm(in directory: URL) throws -> URL {
        let fields =
            (0..<10).map { ["key": "r\($0)", "kind": "text"] } + [["key": "shared", "kind": "text"]]
        let root: [[String: Any]] = [
            ["title": "Fields", "rows": fields],
            ["title": "Skills", "editable": true, "template": ["key": "skill", "kind": "text"], "rows": []],
        ]
        let url = directory.appendingPathComponent("form.plist")
        try Fixtures.data(["sections": root]).write(to: url)
        return url
    }

    /// formcli's environment with a save that does not wait for a busy lock: it exits 75 at once.
    static var noWait: [String: String] {
        ProcessInfo.processInfo.environment.merging(["FORMCLI_LOCK_TIMEOUT": "0"]) { $1 }
    }

    /// The status `process` ended with, `nil` when it outlived `seconds` (and was killed).
    static func wait(_ process: Subprocess.Running, seconds: Double) -> (status: Int32?, stderr: String) {
        let result = process.wait(timeout: seconds)
        return (result.timedOut ? nil : result.status, result.stderr)
    }

    @Test("20 processes at once — list additions, different rows, one row — lose no saved change")
    func twentyWritersAtOnce() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let form = try Self.makeForm(in: directory)
        let state = directory.appendingPathComponent("answers.plist")
        enum Job {
            case add(String)
            case set(String, String)
        }
        var jobs: [Job] = []
        for i in 0..<8 { jobs.append(.add("Skill \(i)")) }
        for i in 0..<8 { jobs.append(.set("r\(i)", "value \(i)")) }
        for i in 0..<4 { jobs.append(.set("shared", "writer \(i)")) }
        var processes: [Subprocess.Running] = []
        for job in jobs {
            switch job {
            case .add(let title):
                processes.append(
                    try CLI.start(
                        [form.path, "--state", state.path],
                        stdin: .data(Data("add skill \(title)\ndone\n".utf8)),
                        directory: directory))
            case .set(let key, let value):
                processes.append(
                    try CLI.start(
                        [form.path, "--state", state.path, "--set", "\(key)=\(value)"], directory: directory))
            }
        }
        let ended = processes.map { Self.wait($0, seconds: 120) }
        let saved = try FormState.load(contentsOf: state)
        let titles = (saved.items["skill"] ?? []).map(\.title)
        var sharedWriters: [String] = []
        for (i, job) in jobs.enumerated() {
            let (status, errors) = ended[i]
            #expect(status != nil, "process \(i) hung")
            // 0: saved; 75: the lock was busy too long, nothing written (reported as such).
            #expect(
                status == 0 || status == 75,
                "process \(i) ended with \(String(describing: status)): \(errors)")
            guard status == 0 else { continue }
            switch job {
            case .add(let title):
                #expect(titles.filter { $0 == title }.count == 1, "\(title) is in the list once")
            case .set(let key, let value):
                if key == "shared" {
                    sharedWriters.append(value)
                } else {
                    #expect(saved.values[RowKey(key)] == .string(value), "\(key) kept its value")
                }
            }
        }
        if !sharedWriters.isEmpty, case .string(let winner)? = saved.values["shared"] {
            #expect(sharedWriters.contains(winner), "the shared row holds one writer's value")
        } else {
            #expect(sharedWriters.isEmpty, "the shared row holds a value")
        }
        // Every item has its own key.
        let keys = (saved.items["skill"] ?? []).map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(try PlistReaders.plutilProblem(state) == nil)
    }

    @Test("a walk holds no lock while open; its save merges a script's --set and says who won a row")
    func walkAndScriptOnOneFile() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("answers.plist")
        #expect(try CLI.run(["--state", state.path, "--set", "firstName=Ada"]).status == 0)
        let walk = try CLI.start(["--state", state.path], stdin: .open, directory: directory)
        walk.send("set firstName Walker\n")
        walk.send("set spouseName Charles\n")
        usleep(300_000)
        // While the walk is open, a script saves the same file without waiting: no lock is held
        // (a held one would make it exit 75 at once).
        let script = try CLI.run(
            ["--state", state.path, "--set", "firstName=Script", "--set", "lastName=Babbage"],
            environment: Self.noWait)
        #expect(script.status == 0, "\(script.stderr)")
        walk.send("done\n")
        walk.closeInput()
        let (status, errors) = Self.wait(walk, seconds: 60)
        #expect(status == 0 || status == 65, "walk: \(errors)")
        let saved = try FormState.load(contentsOf: state)
        #expect(saved.values["firstName"] == .string("Walker"), "the later save wins the row")
        #expect(saved.values["lastName"] == .string("Babbage"), "the script's other row is kept")
        #expect(saved.values["spouseName"] == .string("Charles"))
        #expect(
            errors.contains("answers.plist: firstName was also changed by another process; yours is kept"))
        #expect(!errors.contains("lastName was also changed"))
    }

    @Test("a schema form's walk saves over what a script wrote meanwhile, and says who won a member")
    func schemaWalkAndScriptOnOneInstance() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = directory.appendingPathComponent("config.schema.json")
        try Data(
            #"{"type": "object", "properties": {"name": {"type": "string"}, "port": {"type": "integer"}, "host": {"type": "string"}}}"#
                .utf8
        ).write(to: schema)
        let state = directory.appendingPathComponent("config.json")
        try Data(#"{"name": "a", "port": 1, "extra": true}"#.utf8).write(to: state)
        let walk = try CLI.start(["--state", state.path, schema.path], stdin: .open, directory: directory)
        walk.send("set name Walker\n")
        walk.send("set host example.org\n")
        usleep(300_000)
        let script = try CLI.run(
            ["--state", state.path, "--set", "name=Script", "--set", "port=2", schema.path],
            environment: Self.noWait)
        #expect(script.status == 0, "\(script.stderr)")
        walk.send("done\n")
        walk.closeInput()
        let (status, errors) = Self.wait(walk, seconds: 60)
        #expect(status == 0, "walk: \(errors)")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? NSDictionary
        let expected: NSDictionary = ["name": "Walker", "port": 2, "extra": true, "host": "example.org"]
        #expect(saved == expected, "the later save wins name; the script's port and the unknown member stay")
        #expect(errors.contains("config.json: /name was also changed by another process; yours is kept"))
        #expect(!errors.contains("/port was also changed"))
    }

    @Test("a full-screen walk holds no lock while a person types")
    func fullScreenWalkHoldsNoLock() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("state.plist")
        let terminal = try PseudoTerminal(["--state", state.path], rows: 24, columns: 80)
        #expect(terminal.wait(for: "Full name"))
        terminal.send("\r\u{1b}[B" + "Ada")
        #expect(terminal.wait(for: "Ada"))
        let script = try CLI.run(
            ["--state", state.path, "--set", "lastName=Lovelace"], environment: Self.noWait)
        #expect(script.status == 0, "\(script.stderr)")
        terminal.send("\u{1b}[B")
        #expect(terminal.wait(for: "First name = Ada"))
        // Up to Full name (not a text row, where q would be typed), then leave and save.
        terminal.send("\u{1b}[A\u{1b}[A")
        usleep(200_000)
        terminal.send("q")
        #expect(terminal.wait(for: "Save changes to state.plist?"))
        terminal.send("s")
        // 65: saved, with the walk's form still missing the last name the script set.
        let status = terminal.waitForExit()
        #expect(status == 0 || status == 65)
        let saved = try FormState.load(contentsOf: state)
        #expect(saved.values["firstName"] == .string("Ada"))
        #expect(saved.values["lastName"] == .string("Lovelace"))
    }
}
