import Foundation
import TestSupport
import Testing

@testable import FormEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Many `formcli` processes saving one state file: every change reported as saved is in the
/// file, none waits forever, the later of two changes to one row wins and says so, and the lock
/// is held only while saving.
@Suite("Concurrent saves", .serialized)
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

    /// Starts formcli with `arguments`, its stdin fed `stdin` and closed.
    static func start(_ arguments: [String], stdin: String, in directory: URL, name: String) throws -> Process
    {
        let process = Process()
        process.executableURL = try CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let input = Pipe()
        process.standardInput = input
        let errors = directory.appendingPathComponent("\(name).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        return process
    }

    /// Waits for `process` at most `seconds`; `nil` (and the process killed) when it hung.
    static func wait(_ process: Process, seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
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
        var processes: [Process] = []
        for (i, job) in jobs.enumerated() {
            switch job {
            case .add(let title):
                processes.append(
                    try Self.start(
                        [form.path, "--state", state.path], stdin: "add skill \(title)\ndone\n",
                        in: directory,
                        name: "p\(i)"))
            case .set(let key, let value):
                processes.append(
                    try Self.start(
                        [form.path, "--state", state.path, "--set", "\(key)=\(value)"], stdin: "",
                        in: directory, name: "p\(i)"))
            }
        }
        var statuses: [Int32?] = []
        for process in processes { statuses.append(Self.wait(process, seconds: 120)) }
        let saved = try FormState.load(contentsOf: state)
        let titles = (saved.items["skill"] ?? []).map(\.title)
        var sharedWriters: [String] = []
        for (i, job) in jobs.enumerated() {
            let status = statuses[i]
            let errors =
                (try? String(contentsOf: directory.appendingPathComponent("p\(i).err"), encoding: .utf8))
                ?? ""
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

    @Test("a save waits a bounded time for the lock, then exits 75 and writes nothing")
    func busyLockTimesOut() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("answers.plist")
        #expect(try CLI.run(["--state", state.path, "--set", "firstName=Ada"]).status == 0)
        let before = try Data(contentsOf: state)
        let lock = open(directory.appendingPathComponent(".answers.plist.lock").path, O_RDWR | O_CREAT, 0o644)
        #expect(lock >= 0)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let started = Date()
        let result = try CLI.run(["--state", state.path, "--set", "firstName=Grace"])
        let waited = Date().timeIntervalSince(started)
        #expect(result.status == 75)
        #expect(result.stderr.contains("answers.plist: another process is saving this file"))
        #expect(result.stderr.contains("nothing was written"))
        #expect(waited >= 4 && waited < 60, "waited \(waited) s")
        #expect(try Data(contentsOf: state) == before)
        #expect(
            !(try FileManager.default.contentsOfDirectory(atPath: directory.path)).contains {
                $0.contains("formengine-")
            })
        flock(lock, LOCK_UN)
        #expect(try CLI.run(["--state", state.path, "--set", "firstName=Grace"]).status == 0)
    }

    /// A line-mode walk kept open: its commands so far are in, its stdin still open.
    final class OpenWalk {
        let process = Process()
        let input = Pipe()
        let errors: URL

        init(_ arguments: [String], in directory: URL) throws {
            process.executableURL = try CLI.executable
            process.arguments = arguments
            errors = directory.appendingPathComponent("walk.err")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        }

        func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }

        func finish() throws -> (Int32?, String) {
            try input.fileHandleForWriting.close()
            let status = ConcurrentSaveTests.wait(process, seconds: 60)
            return (status, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
        }
    }

    @Test("a walk holds no lock while open; its save merges a script's --set and says who won a row")
    func walkAndScriptOnOneFile() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("answers.plist")
        #expect(try CLI.run(["--state", state.path, "--set", "firstName=Ada"]).status == 0)
        let walk = try OpenWalk(["--state", state.path], in: directory)
        walk.send("set firstName Walker")
        walk.send("set spouseName Charles")
        usleep(300_000)
        // While the walk is open, a script saves the same file at once: no lock is held.
        let started = Date()
        let script = try CLI.run([
            "--state", state.path, "--set", "firstName=Script", "--set", "lastName=Babbage",
        ])
        #expect(script.status == 0)
        #expect(Date().timeIntervalSince(started) < 4)
        walk.send("done")
        let (status, errors) = try walk.finish()
        #expect(status == 0 || status == 65, "walk: \(errors)")
        let saved = try FormState.load(contentsOf: state)
        #expect(saved.values["firstName"] == .string("Walker"), "the later save wins the row")
        #expect(saved.values["lastName"] == .string("Babbage"), "the script's other row is kept")
        #expect(saved.values["spouseName"] == .string("Charles"))
        #expect(
            errors.contains("answers.plist: firstName was also changed by another process; yours is kept"))
        #expect(!errors.contains("lastName was also changed"))
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
        let script = try CLI.run(["--state", state.path, "--set", "lastName=Lovelace"])
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
