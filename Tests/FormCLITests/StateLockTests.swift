import Foundation
import TestSupport
import Testing

@testable import FormEngine
@testable import FormStateFiles

#if canImport(Glibc)
    import Glibc
#endif

/// A save waits a bounded time for the state file's lock (`FORMCLI_LOCK_TIMEOUT`, 5 s unless
/// set), then exits 75 and writes nothing. The tests hold the lock themselves and set a short
/// wait, so they take no longer than a save.
@Suite("State file lock")
struct StateLockTests {
    /// The test process's environment with `FORMCLI_LOCK_TIMEOUT` set to `seconds`.
    static func waiting(_ seconds: String) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(["FORMCLI_LOCK_TIMEOUT": seconds]) { $1 }
    }

    @Test("a save waits the bounded time for a busy lock, then exits 75 and writes nothing")
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
        for (seconds, said) in [("0.2", "0.2 s"), ("0", "0 s")] {
            let result = try CLI.run(
                ["--state", state.path, "--set", "firstName=Grace"], environment: Self.waiting(seconds))
            #expect(result.status == 75, "\(result.stderr)")
            #expect(
                result.stderr
                    == "formcli: \(state.path): another process is saving this file and held its lock for "
                    + "\(said); nothing was written, try again\n")
            #expect(try Data(contentsOf: state) == before)
        }
        // A walk's save waits the same way (its answers are kept on the screen, not lost).
        let walk = try CLI.run(
            ["--state", state.path, "--plain"], stdin: "set firstName Grace\ndone\n",
            environment: Self.waiting("0.1"))
        #expect(walk.status == 75, "\(walk.stderr)")
        #expect(walk.stderr.contains("held its lock for 0.1 s; nothing was written"), "\(walk.stderr)")
        #expect(try Data(contentsOf: state) == before)
        #expect(
            !(try FileManager.default.contentsOfDirectory(atPath: directory.path)).contains {
                $0.contains("formengine-")
            })
        flock(lock, LOCK_UN)
        let free = try CLI.run(
            ["--state", state.path, "--set", "firstName=Grace"], environment: Self.waiting("0"))
        #expect(free.status == 0, "\(free.stderr)")
        #expect(try FormState.load(contentsOf: state).values["firstName"] == .string("Grace"))
    }

    @Test(
        "FORMCLI_LOCK_TIMEOUT must be seconds from 0 to 3600",
        arguments: ["soon", "-1", "3601", "nan", "inf", ""])
    func badTimeout(_ text: String) throws {
        let result = try CLI.run(["--dump"], environment: Self.waiting(text))
        #expect(result.status == 64)
        #expect(
            result.stderr == "formcli: FORMCLI_LOCK_TIMEOUT: expected seconds from 0 to 3600, got '\(text)'\n"
        )
    }

    @Test("the library's wait is the one given: none at all times out at once")
    func libraryTimeout() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("s.plist")
        try FormState(values: ["a": .string("old")]).write(to: state)
        let lock = open(directory.appendingPathComponent(".s.plist.lock").path, O_RDWR | O_CREAT, 0o644)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let edits = StateEdits(
            from: FormState(values: ["a": .string("old")]), to: FormState(values: ["a": .string("new")]))
        do {
            try FormState.merge(edits, into: state, lockTimeout: .zero)
            Issue.record("saved while another holds the lock")
        } catch {
            guard case .busy = error else {
                Issue.record("expected busy, got \(error)")
                return
            }
            #expect(error.description.hasSuffix("held its lock for 0 s; nothing was written, try again"))
        }
        #expect(try FormState.load(contentsOf: state).values["a"] == .string("old"))
    }
}
