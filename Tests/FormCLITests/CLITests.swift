import FormEngine
import Foundation
import TestSupport
import Testing

@Suite("formcli as a process")
struct CLITests {
    @Test("--dump prints the default form's visible rows")
    func dumpDefault() throws {
        let result = try CLI.run(["--dump"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                Profile

                Personal
                  ▸ Full name  [fullName]
                  ▸ Date of birth  [dateOfBirth]
                  ▸ Marital status: Single  [maritalStatus]

                Preferences
                  ▸ Favorite sport  [favoriteSport]
                  ▸ Favorite color  [favoriteColor]
                  ▸ Languages  [languages]

                Work Experience
                  ▸ Level: 0  [experienceLevel]

                Skills
                  · Swift: 3  [skill-1]
                  (Add, reorder and delete your skills in edit mode)

                """)
    }

    @Test("--tap and --set apply in order; --set reaches hidden rows")
    func editsInOrder() throws {
        let result = try CLI.run([
            "--dump", "--set", "firstName=Ada", "--set=lastName=King Lovelace", "--tap", "fullName",
            "--set", "dateOfBirthPicker=1815-12-10", "--tap", "favoriteSport", "--tap", "volleyball",
        ])
        #expect(result.status == 65, "1815 is before the form's minimum date")
        #expect(
            result.stderr.contains(
                "(--set dateOfBirthPicker=1815-12-10): section 1, row 5 (dateOfBirthPicker): Date of birth must be on or after 1 Jan 1900"
            ))
        let good = try CLI.run([
            "--dump", "--set", "firstName=Ada", "--set=lastName=King Lovelace", "--tap", "fullName",
            "--tap", "favoriteSport", "--tap", "volleyball",
        ])
        #expect(good.status == 0)
        #expect(
            good.stdout.contains(
                "  ▾ Full name: Ada King Lovelace  [fullName]\n      · First name: Ada  [firstName]"))
        #expect(good.stdout.contains("  ▸ Favorite sport: Volleyball  [favoriteSport]\n"))
    }

    @Test("--json follows the documented schema")
    func json() throws {
        let result = try CLI.run([
            "--dump", "--json", "--expand-all", "--set", "married=yes", "--set", "experienceSlider=3",
        ])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let root = try #require(object as? [String: Any])
        #expect(root["title"] as? String == "Profile")
        let sections = try #require(root["sections"] as? [[String: Any]])
        #expect(sections.count == 4)
        // Every section carries its footer, null when it has none.
        #expect(sections.allSatisfy { $0.keys.contains("footer") })
        #expect(sections[0]["footer"] is NSNull)
        #expect(sections[3]["title"] as? String == "Skills")
        #expect(sections[3]["footer"] as? String == "Add, reorder and delete your skills in edit mode")
        let rows = try #require(sections[0]["rows"] as? [[String: Any]])
        let married = try #require(rows.first { $0["key"] as? String == "married" })
        #expect(married["kind"] as? String == "switch")
        #expect(married["value"] as? Bool == true)
        #expect(married["depth"] as? Int == 1)
        let status = try #require(rows.first { $0["key"] as? String == "maritalStatus" })
        #expect(status["title"] as? String == "Married")
        #expect(status["expandable"] as? Bool == true && status["expanded"] as? Bool == true)
        #expect(status["value"] == nil)
        let slider = try #require((sections[2]["rows"] as? [[String: Any]])?.last)
        #expect(slider["value"] as? Int == 3)
    }

    @Test("--state loads, and --set without --dump saves back, keeping foreign entries")
    func stateFile() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("answers.plist").path
        var result = try CLI.run(["--state", state, "--set", "firstName=Ada", "--tap", "fullName"])
        #expect(result.status == 0, "\(result.stderr)")
        result = try CLI.run(["--dump", "--state", state])
        #expect(result.stdout.contains("▾ Full name: Ada  [fullName]"))
        // A foreign entry survives a later save, with a warning.
        let text = try String(contentsOfFile: state, encoding: .utf8)
            .replacingOccurrences(
                of: "<key>values</key>\n\t<dict>\n\t\t<key>",
                with: "<key>values</key>\n\t<dict>\n\t\t<key>legacy</key><string>x</string>\n\t\t<key>")
        try text.write(toFile: state, atomically: false, encoding: .utf8)
        result = try CLI.run(["--state", state, "--set", "lastName=King"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: \(state): key legacy: no row has this key"))
        #expect(try String(contentsOfFile: state, encoding: .utf8).contains("<key>legacy</key>"))
    }

    struct ExitCase: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let status: Int32
        let stderr: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let exitCases: [ExitCase] = [
        ExitCase(arguments: ["--frobnicate"], status: 64, stderr: "formcli: unknown option '--frobnicate'"),
        ExitCase(arguments: ["--dump", "--check"], status: 64, stderr: "cannot be combined"),
        ExitCase(arguments: ["--check"], status: 64, stderr: "--check needs at least one FORM"),
        ExitCase(arguments: ["--dump", "--tap"], status: 64, stderr: "--tap needs a value"),
        ExitCase(arguments: ["--dump", "--set", "x"], status: 64, stderr: "--set needs KEY=VALUE"),
        ExitCase(
            arguments: ["--dump", "/no/such/form.plist"], status: 66,
            stderr: "/no/such/form.plist: no such file"),
        ExitCase(
            arguments: ["--dump", "--tap", "nothing"], status: 65, stderr: "no row has the key 'nothing'"),
        ExitCase(
            arguments: ["--dump", "--set", "married=perhaps"], status: 65,
            stderr: "'perhaps' is not on or off"),
        ExitCase(arguments: ["--set", "married=yes"], status: 64, stderr: "need --state FILE"),
        ExitCase(
            arguments: ["--state", "/no/dir/s.plist", "--set", "married=yes"], status: 73,
            stderr: "/no/dir/s.plist: cannot create"),
        ExitCase(arguments: ["--dump", "-"], status: 65, stderr: "formcli: <stdin>: empty file"),
        ExitCase(
            arguments: ["--check", "x.plist", "--set", "a=1"], status: 64,
            stderr: "--check takes no --tap or --set"),
        ExitCase(
            arguments: ["--expand-all", "--state", "s.plist"], status: 64,
            stderr: "--expand-all only applies to --dump"),
        ExitCase(
            arguments: ["--dump", "--state", "a", "--state", "b"], status: 64,
            stderr: "--state is given twice"),
        ExitCase(arguments: ["--dump", "--set", "=x"], status: 64, stderr: "--set needs KEY=VALUE"),
        ExitCase(arguments: ["--dump", "a"], status: 66, stderr: "formcli: a: no such file"),
        ExitCase(arguments: ["--check", "."], status: 66, stderr: "formcli: .: is a directory"),
        ExitCase(
            arguments: ["--state", "/tmp", "--set", "married=yes"], status: 66, stderr: "/tmp: is a directory"
        ),
    ]

    @Test("exit statuses and one-line errors", arguments: exitCases)
    func exitStatus(_ exit: ExitCase) throws {
        let result = try CLI.run(exit.arguments)
        #expect(result.status == exit.status)
        #expect(result.stderr.contains(exit.stderr), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--check lists every problem of every file")
    func check() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.plist")
        try Fixtures.data([[Fixtures.cell("a", "wheel"), Fixtures.cell("a")]]).write(to: bad)
        let garbage = directory.appendingPathComponent("garbage.plist")
        try Data("<plist><array><dict>".utf8).write(to: garbage)
        let good = directory.appendingPathComponent("good.plist")
        try Fixtures.data([[Fixtures.cell("a")]]).write(to: good)
        let result = try CLI.run(["--check", good.path, bad.path, garbage.path])
        #expect(result.status == 65)
        #expect(result.stdout == "\(good.path): ok\n")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(lines)")
        #expect(
            lines[0]
                == "formcli: \(bad.path): section 1, row 1 (a): unknown kind 'wheel' (expected one of normal, text, email, url, phone, password, textArea, integer, decimal, stepper, duration, date, time, dateTime, switch, check, option, slider, segmented, info, note, link, button, file)"
        )
        #expect(lines[1].hasPrefix("formcli: \(bad.path): section 1, row 2 (a): duplicate key 'a'"))
        #expect(lines[2].hasPrefix("formcli: \(garbage.path): "))
    }

    @Test("--help and --version")
    func helpAndVersion() throws {
        let help = try CLI.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("usage: formcli"))
        #expect(help.stdout.contains("65 invalid descriptor/state/value"))
        let version = try CLI.run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("formcli "))
    }

    @Test("the default form works from a binary copied anywhere")
    func copiedBinary() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("formcli")
        try FileManager.default.copyItem(at: try CLI.executable, to: copy)
        // Another test's child may still hold the fresh copy open for a moment (inherited
        // across its fork): exec then fails with "Text file busy", so try again briefly.
        var result: CLI.Result?
        for attempt in 1...50 where result == nil {
            do {
                result = try Repository.run(copy.path, ["--dump"], directory: directory)
            } catch  where attempt < 50 {
                usleep(20_000)
            }
        }
        #expect(result?.status == 0)
        #expect(result?.stdout.contains("[favoriteSport]") == true)
    }

    @Test("a read-only state file is refused and left as it is")
    func readOnlyState() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("s.plist")
        try FormState(values: ["firstName": .string("Ada")]).write(to: state)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: state.path)
        let before = try Data(contentsOf: state)
        let result = try CLI.run(["--state", state.path, "--set", "firstName=Grace"])
        #expect(result.status == 73)
        #expect(result.stderr.contains("\(state.path): the file is read-only"))
        #expect(try Data(contentsOf: state) == before)
    }
}
