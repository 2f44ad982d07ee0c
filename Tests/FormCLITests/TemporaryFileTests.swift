import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// A killed save leaves nothing behind that the next save does not clear — and a save removes
/// only FormEngine's own stale temporary files, never another program's.
@Suite("Temporary files", .serialized)
struct TemporaryFileTests {
    static func ours(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix(".state.plist.formengine-") }
    }

    @Test("saves killed at random moments leave temporary files; the next save removes them all")
    func killedSavesLeaveNoLitter() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (form, state) = try SaveDurabilityTests.makeForm(in: directory, count: 5_000, prefix: "old")
        // Another program's files beside the state: rsync's `.NAME.XXXXXX`, an editor's backup,
        // and a fresh temporary file of a FormEngine process on another host.
        let foreign = [".state.plist.Ab12Cd", "state.plist~", ".state.plist.formengine-otherhost-1-abcdef"]
        for name in foreign {
            _ = FileManager.default.createFile(
                atPath: directory.appendingPathComponent(name).path, contents: Data("x".utf8))
        }
        var rng = SeededGenerator(seed: 16)
        var round = 0
        var most = 0
        // Kill saves until several temporary files were left behind (at least 20 rounds, at most 80).
        while round < 20 || (most < 3 && round < 80) {
            defer { round += 1 }
            let process = Process()
            process.executableURL = try CLI.executable
            process.arguments = [form.path, "--state", state.path, "--set", "t0=round\(round)"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            let before = try Self.ours(in: directory).count
            while process.isRunning, try Self.ours(in: directory).count <= before { usleep(300) }
            if round.isMultiple(of: 3) { usleep(UInt32(rng.next() % 3_000)) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            most = max(most, try Self.ours(in: directory).count)
        }
        #expect(most >= 1, "killed saves left temporary files (the test saw what it must clear)")
        let result = try CLI.run([form.path, "--state", state.path, "--set", "t1=after"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.ours(in: directory) == [".state.plist.formengine-otherhost-1-abcdef"])
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        for name in foreign { #expect(names.contains(name), "\(name) is not ours and stays") }
        #expect(try FormState.load(contentsOf: state).values["t1"] == .string("after"))
    }

    @Test func namesAreRecognisedAndOnlyDeadOnesOfThisHostRemoved() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("a.plist").path
        let template = TemporaryFiles.template(for: target)
        #expect(template.hasSuffix("/.a.plist.formengine-\(TemporaryFiles.host)-\(getpid())-XXXXXX"))
        // A process that has exited: its pid is free (until reused, which this test does not wait for).
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let host = TemporaryFiles.host
        let names = [
            ".a.plist.formengine-\(host)-\(gone.processIdentifier)-Q1w2E3",  // dead: removed
            ".a.plist.formengine-\(host)-\(getpid())-Q1w2E3",  // this process: kept
            ".a.plist.formengine-\(host)-1-Q1w2E3",  // init, alive: kept
            ".a.plist.formengine-\(host)-x-Q1w2E3",  // not our pattern: kept
            ".a.plist.formengine-\(host)-\(gone.processIdentifier)-short",  // not our pattern: kept
            ".b.plist.formengine-\(host)-\(gone.processIdentifier)-Q1w2E3",  // another target: kept
            ".a.plist.Q1w2E3",  // rsync's, or an old FormEngine's: kept
        ]
        for name in names {
            _ = FileManager.default.createFile(
                atPath: directory.appendingPathComponent(name).path, contents: nil)
        }
        let removed = TemporaryFiles.removeStale(besides: target)
        #expect(removed == [names[0]])
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)) == Set(names.dropFirst())
        )
    }
}
