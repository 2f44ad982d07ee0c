import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Saves must never leave a broken or half-written state file, whatever happens mid-save, nor
/// temporary files the next save does not clear. System tests (``SystemTests``): each kill loop
/// retries until its kills have landed where they must.
@Suite("Save durability", .serialized, .systemTest)
struct SaveDurabilityTests {
    /// A form of `count` text rows, and a state file giving each one `prefix-i`.
    static func makeForm(in directory: URL, count: Int, prefix: String) throws -> (form: URL, state: URL) {
        let rows = (0..<count).map { Fixtures.cell("t\($0)", "text", title: "Field \($0)") }
        let form = directory.appendingPathComponent("big.plist")
        try Fixtures.data([rows]).write(to: form)
        let values = Dictionary(
            uniqueKeysWithValues: (0..<count).map { (RowKey("t\($0)"), PlistValue.string("\(prefix)-\($0)")) }
        )
        let state = directory.appendingPathComponent("state.plist")
        try FormState(values: values).write(to: state)
        return (form, state)
    }

    static func saving(in directory: URL) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .contains { $0.hasPrefix(".state.plist.formengine-") }
    }

    @Test("killing formcli at random moments mid-save leaves the old state or the new one, whole")
    func killedMidSave() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (form, state) = try Self.makeForm(in: directory, count: 5_000, prefix: "old")
        var rng = SeededGenerator(seed: 7)
        var sawOld = false
        var sawNew = false
        // At least 20 rounds, and more (up to 60) until kills have landed both before and after
        // the rename: how long a save takes varies from machine to machine. Every other kill
        // comes as soon as the temporary file appears, the others at a random moment after.
        var round = 0
        while round < 20 || (!(sawOld && sawNew) && round < 60) {
            defer { round += 1 }
            let process = try CLI.start([form.path, "--state", state.path, "--set", "t0=round\(round)"])
            // Wait until the save has begun (its temporary file exists), then kill within it.
            while process.isRunning, !Self.saving(in: directory) { usleep(500) }
            if round.isMultiple(of: 2) { usleep(UInt32(rng.next() % 4_000)) }
            process.signal(SIGKILL)
            _ = process.wait()
            let loaded = try FormState.load(contentsOf: state)
            #expect(loaded.values.count == 5_000, "round \(round): the state file is whole")
            if loaded.values["t0"] == .string("round\(round)") { sawNew = true } else { sawOld = true }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasPrefix(".state.plist.") }
            for leftover in leftovers {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(leftover))
            }
        }
        #expect(sawOld && sawNew, "kills landed both before and after the rename")
    }

    @Test(
        "a save that hits the file-size limit reports it (exit 74) and leaves the old file untouched",
        .disabled(
            if: Sanitizers.thread,
            "ThreadSanitizer's runtime dies with SIGBUS under `ulimit -f` before formcli runs"))
    func fileSizeLimit() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (form, state) = try Self.makeForm(in: directory, count: 2_000, prefix: "old")
        let before = try Data(contentsOf: state)
        // Ignore SIGXFSZ so the write fails with EFBIG instead of killing the process; the limit
        // (in 512-byte or 1024-byte blocks, by shell) is far below the state's size.
        let result = try Repository.run(
            "/bin/sh",
            [
                "-c", "trap '' XFSZ; ulimit -f 8; exec \"$0\" \"$@\"", try CLI.executable.path, form.path,
                "--state", state.path, "--set", "t1=new",
            ])
        let message = result.stderr
        #expect(result.status == 74, "\(message)")
        #expect(message.contains("\(state.path): cannot write"))
        #expect(try Data(contentsOf: state) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers.sorted() == [".state.plist.lock", "big.plist", "state.plist"])
    }

    /// FormEngine's temporary files for `state.plist` in `directory`.
    static func temporaryFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix(".state.plist.formengine-") }
    }

    @Test("saves killed at random moments leave temporary files; the next save removes them all")
    func killedSavesLeaveNoLitter() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (form, state) = try Self.makeForm(in: directory, count: 5_000, prefix: "old")
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
        // Kill saves at least 20 times, and more (at most 80) until one left a temporary file behind.
        // (Each save first clears those of dead saves, so they do not pile up: one at a time is
        // what a killed save leaves.)
        while round < 20 || (most < 1 && round < 80) {
            defer { round += 1 }
            let process = try CLI.start([form.path, "--state", state.path, "--set", "t0=round\(round)"])
            let before = try Self.temporaryFiles(in: directory).count
            while process.isRunning, try Self.temporaryFiles(in: directory).count <= before { usleep(300) }
            if round.isMultiple(of: 3) { usleep(UInt32(rng.next() % 3_000)) }
            process.signal(SIGKILL)
            _ = process.wait()
            most = max(most, try Self.temporaryFiles(in: directory).count)
        }
        #expect(most >= 1, "killed saves left temporary files (the test saw what it must clear)")
        let result = try CLI.run([form.path, "--state", state.path, "--set", "t1=after"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.temporaryFiles(in: directory) == [".state.plist.formengine-otherhost-1-abcdef"])
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        for name in foreign { #expect(names.contains(name), "\(name) is not ours and stays") }
        #expect(try FormState.load(contentsOf: state).values["t1"] == .string("after"))
    }
}
