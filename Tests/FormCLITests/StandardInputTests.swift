import Foundation
import TestSupport
import Testing

@Suite("FORM - reads standard input")
struct StandardInputTests {
    static var bundledXML: String {
        get throws {
            try String(contentsOfFile: Repository.path("Resources/CellDescriptor.plist"), encoding: .utf8)
        }
    }

    @Test("--dump - prints what --dump FILE prints")
    func dump() throws {
        let file = try CLI.run([
            "--dump", "--set", "firstName=Ada", Repository.path("Resources/CellDescriptor.plist"),
        ])
        let piped = try CLI.run(["--dump", "--set", "firstName=Ada", "-"], stdin: try Self.bundledXML)
        #expect(piped.status == 0)
        #expect(piped.stdout == file.stdout)
        #expect(piped.stdout.contains("Full name: Ada"))
    }

    @Test("--html - and --check - read the form from the pipe")
    func htmlAndCheck() throws {
        let html = try CLI.run(["--html", "-"], stdin: try Self.bundledXML)
        #expect(html.status == 0)
        #expect(html.stdout.contains("<h1>Profile</h1>"))
        let check = try CLI.run(["--check", "-"], stdin: try Self.bundledXML)
        #expect(check.status == 0)
        #expect(check.stdout == "<stdin>: ok\n")
    }

    @Test("bad input on stdin is named <stdin>, with the documented status")
    func errors() throws {
        let garbage = try CLI.run(["--check", "-"], stdin: "<plist><dict>")
        #expect(garbage.status == 65)
        #expect(garbage.stderr.hasPrefix("formcli: <stdin>: "))
        #expect(garbage.stderr.split(separator: "\n").count == 1)
        let empty = try CLI.run(["--dump", "-"], stdin: "")
        #expect(empty.status == 65)
        #expect(empty.stderr.hasPrefix("formcli: <stdin>: "))
        let big = try CLI.run(["--dump", "-", "--max-bytes", "100"], stdin: try Self.bundledXML)
        #expect(big.status == 65)
        #expect(big.stderr == "formcli: <stdin>: input is more than the 100-byte limit\n")
        let unknown = try CLI.run(["--dump", "-", "--set", "nope=1"], stdin: try Self.bundledXML)
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("<stdin> (--set nope=1)"))
    }

    /// A walk of `-` reads the answers from `/dev/tty` (`WalkPreflightTests`).
    @Test("a second - is a usage error")
    func usage() throws {
        let twice = try CLI.run(["--check", "-", "-"], stdin: "")
        #expect(twice.status == 64)
    }

    @Test("--set with --state saves the result of a form read from stdin")
    func save() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("state.plist").path
        let saved = try CLI.run(
            ["-", "--state", state, "--set", "firstName=Ada"], stdin: try Self.bundledXML)
        #expect(saved.status == 0)
        let dump = try CLI.run(["--dump", "--state", state, "--tap", "fullName"])
        #expect(dump.stdout.contains("First name: Ada"))
    }
}
