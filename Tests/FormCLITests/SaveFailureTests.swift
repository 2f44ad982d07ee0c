import Foundation
import TestSupport
import Testing

/// Saves that cannot happen on a real file system: a read-only directory (a read-only bind mount,
/// since root ignores permission bits) and a full disk (a 64 KiB tmpfs). Each runs formcli in its
/// own mount namespace (`unshare -m`), so the mounts vanish with it. Skipped where mounting is not
/// allowed (not root, no CAP_SYS_ADMIN, or no `unshare`).
@Suite("Saves that cannot happen")
struct SaveFailureTests {
    /// Whether this machine lets us mount a tmpfs in a private mount namespace.
    static let canMount: Bool = {
        guard let directory = try? CLI.temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(at: directory) }
        return (try? shell("mount -t tmpfs -o size=4k tmpfs \"$1\"", [directory.path]).status) == 0
    }()

    /// Runs `script` with `sh -c` in a new mount namespace; `$0` is formcli, `$1…` the arguments.
    static func shell(_ script: String, _ arguments: [String]) throws -> CLI.Result {
        try Repository.run(
            "/usr/bin/unshare",
            ["-m", "/bin/sh", "-c", script, (try? CLI.executable.path) ?? "formcli"] + arguments)
    }

    /// A form of one text row, `t`. (Computed: a global `Data` built by appending is reported as
    /// a leak by LeakSanitizer.)
    static var oneRow: Data {
        Data(
            ("<plist version=\"1.0\"><array><array><dict><key>key</key><string>t</string>"
                + "<key>kind</key><string>text</string></dict></array></array></plist>").utf8)
    }

    @Test("a read-only directory: exit 73, the reason, the old state untouched", .enabled(if: canMount))
    func readOnlyDirectory() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let form = directory.appendingPathComponent("form.plist")
        let state = directory.appendingPathComponent("state.plist")
        try Self.oneRow.write(to: form)
        #expect(try CLI.run([form.path, "--state", state.path, "--set", "t=old"]).status == 0)
        let before = try Data(contentsOf: state)
        let result = try Self.shell(
            "mount --bind \"$1\" \"$1\" && mount -o remount,ro,bind \"$1\" && exec \"$0\" \"$2\" --state \"$3\" "
                + "--set t=new",
            [directory.path, form.path, state.path])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("\(state.path): cannot create a file in"), "\(result.stderr)")
        #expect(result.stderr.contains("Read-only file system"), "\(result.stderr)")
        #expect(try Data(contentsOf: state) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                ".state.plist.lock", "form.plist", "state.plist",
            ])
    }

    @Test(
        "a walk with its state in a read-only directory is refused before its first line (73)",
        .enabled(if: canMount))
    func walkInAReadOnlyDirectory() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let form = directory.appendingPathComponent("form.plist")
        try Self.oneRow.write(to: form)
        let state = directory.appendingPathComponent("state.plist")
        let result = try Self.shell(
            "mount --bind \"$1\" \"$1\" && mount -o remount,ro,bind \"$1\" && "
                + "printf 'set t typed\\ndone\\n' | exec \"$0\" \"$2\" --state \"$3\"",
            [directory.path, form.path, state.path])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stdout == "", "no line was run")
        #expect(
            result.stderr
                == "formcli: \(state.path): cannot create a file in \(directory.path): Read-only file system\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["form.plist"])
    }

    @Test(
        "a full disk: exit 74, the reason, the old state whole and no temporary file left",
        .enabled(if: canMount))
    func diskFull() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let form = directory.appendingPathComponent("form.plist")
        let disk = directory.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
        try Self.oneRow.write(to: form)
        // In the namespace: mount a 64 KiB tmpfs, save a small state on it, then a 90 KB one,
        // and copy what is left on the tmpfs out before it vanishes.
        let big = String(repeating: "x", count: 90_000)
        let result = try Self.shell(
            """
            mount -t tmpfs -o size=64k tmpfs "$1/disk" || exit 99
            "$0" "$2" --state "$1/disk/state.plist" --set t=old || exit 98
            "$0" "$2" --state "$1/disk/state.plist" --set "t=$3"
            status=$?
            cp "$1/disk/state.plist" "$1/after.plist"
            ls -A "$1/disk" > "$1/listing"
            exit $status
            """,
            [directory.path, form.path, big])
        #expect(result.status == 74, "\(result.stderr)")
        #expect(
            result.stderr.contains("state.plist: cannot write: No space left on device"), "\(result.stderr)")
        let after = try String(contentsOf: directory.appendingPathComponent("after.plist"), encoding: .utf8)
        #expect(after.contains("<string>old</string>"))
        let listing = try String(contentsOf: directory.appendingPathComponent("listing"), encoding: .utf8)
        // The state and its lock file (which stays, empty), no temporary file.
        #expect(listing == ".state.plist.lock\nstate.plist\n")
    }
}
