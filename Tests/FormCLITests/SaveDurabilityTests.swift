import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Saves must never leave a broken or half-written state file, whatever happens mid-save.
@Suite("Save durability", .serialized)
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
            let process = Process()
            process.executableURL = try CLI.executable
            process.arguments = [form.path, "--state", state.path, "--set", "t0=round\(round)"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait until the save has begun (its temporary file exists), then kill within it.
            while process.isRunning, !Self.saving(in: directory) { usleep(500) }
            if round.isMultiple(of: 2) { usleep(UInt32(rng.next() % 4_000)) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Ignore SIGXFSZ so the write fails with EFBIG instead of killing the process; the limit
        // (in 512-byte or 1024-byte blocks, by shell) is far below the state's size.
        process.arguments = [
            "-c", "trap '' XFSZ; ulimit -f 8; exec \"$0\" \"$@\"", try CLI.executable.path, form.path,
            "--state",
            state.path, "--set", "t1=new",
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74, "\(message)")
        #expect(message.contains("\(state.path): cannot write"))
        #expect(try Data(contentsOf: state) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers.sorted() == [".state.plist.lock", "big.plist", "state.plist"])
    }
}
