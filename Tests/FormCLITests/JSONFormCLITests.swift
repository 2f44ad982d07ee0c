import FormEngine
import Foundation
import TestSupport
import Testing

/// formcli on JSON descriptors: `--check`, `--dump`, the walk and standard input take them, and
/// print what they print for the same form as a property list; errors name the JSON path.
@Suite("JSON forms in formcli")
struct JSONFormCLITests {
    static let twin = Repository.path("Tests/TestSupport/Fixtures/CellDescriptor.json")

    /// `text` written to `name` in a fresh directory; its path.
    static func file(_ name: String, _ text: String) throws -> String {
        let url = try CLI.temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("--check and --dump (text and JSON) of the JSON twin match the bundled form's")
    func dumpMatchesBundled() throws {
        let check = try CLI.run(["--check", Self.twin])
        #expect(check.status == 0 && check.stdout == "\(Self.twin): ok\n" && check.stderr == "")
        for extra in [[], ["--json"], ["--expand-all"], ["--tap", "fullName", "--set", "firstName=Ann"]] {
            let json = try CLI.run(["--dump", Self.twin] + extra)
            let bundled = try CLI.run(["--dump"] + extra)
            #expect(json.status == 0 && json.stderr == "", "\(extra): \(json.stderr)")
            #expect(json.stdout == bundled.stdout, "\(extra)")
        }
    }

    @Test("a piped walk of the JSON twin gives the bundled form's transcript and state")
    func walkMatchesBundled() throws {
        let script = """
            tap fullName
            set firstName Ada
            set lastName Lovelace
            tap dateOfBirth
            set dateOfBirthPicker 1990-03-12
            tap married
            set spouseName Grace Hopper
            tap experienceLevel
            set experienceSlider 7
            done

            """
        let directory = try CLI.temporaryDirectory()
        let jsonState = directory.appendingPathComponent("json.plist").path
        let plistState = directory.appendingPathComponent("plist.plist").path
        let json = try CLI.run([Self.twin, "--state", jsonState], stdin: script)
        let plist = try CLI.run(["--state", plistState], stdin: script)
        #expect(json.status == 0 && json.stdout == "", "\(json.stdout)")
        #expect(json.stderr == plist.stderr)
        let saved = try FormState.load(contentsOf: URL(fileURLWithPath: jsonState))
        #expect(saved.values == (try FormState.load(contentsOf: URL(fileURLWithPath: plistState))).values)
        #expect(saved.values["dateOfBirthPicker"] == .string("1990-03-12"))
    }

    @Test("standard input takes JSON, detected by its first byte")
    func standardInput() throws {
        let json = #"  [{"key": "name", "kind": "text", "firstTitle": "Name", "value": "Ann"}]"#
        let check = try CLI.run(["--check", "-"], stdin: json)
        #expect(check.status == 0 && check.stdout == "<stdin>: ok\n")
        let dump = try CLI.run(["--dump", "-"], stdin: json)
        #expect(dump.status == 0)
        #expect(dump.stdout.contains("Name") && dump.stdout.contains("Ann"))
        let bad = try CLI.run(["--check", "-"], stdin: #"[[{"key": "a", "kind": "emial"}]]"#)
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix("formcli: <stdin>: [0][0].kind (a): unknown kind 'emial'"))
    }

    @Test("problems name the JSON path and exit 65 in --check, --dump and the walk")
    func errors() throws {
        let path = try Self.file(
            "form.json",
            """
            {"sections": [
              {"rows": [{"key": "a", "kind": "text"}]},
              {"rows": [{"key": "b"}, {"key": "c"}, {"key": "d"}, {"key": "email", "kind": "emial"}]}
            ]}
            """)
        for arguments in [["--check", path], ["--dump", path], [path, "--plain"]] {
            let result = try CLI.run(arguments, stdin: "done\n")
            #expect(result.status == 65, "\(arguments)")
            #expect(
                result.stderr == "formcli: \(path): sections[1].rows[3].kind (email): unknown kind 'emial' "
                    + "(expected one of normal, text, email, url, phone, password, textArea, integer, decimal, stepper, duration, date, time, dateTime, switch, check, option, slider, segmented, info, note, link, button, file); did you mean email?\n",
                "\(arguments)")
        }
        let syntax = try Self.file("broken.json", "{\"sections\": [\n  {\"rows\": [}\n]}")
        let result = try CLI.run(["--check", syntax])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "formcli: \(syntax): sections[0].rows[0]: line 2, column 13: unexpected '}' where a value should be\n"
        )
    }

    @Test("warnings: listed by --check, fatal with --strict, told once by --dump, which goes on")
    func warnings() throws {
        let path = try Self.file(
            "typo.json",
            #"{"titel": "T", "sections": [{"rows": [{"key": "a", "kind": "text", "requierd": true}]}]}"#)
        let check = try CLI.run(["--check", path])
        #expect(check.status == 0)
        #expect(check.stdout == "\(path): ok\n")
        #expect(
            check.stderr == """
                formcli: warning: \(path): titel: unknown key; did you mean title?
                formcli: warning: \(path): sections[0].rows[0].requierd (a): unknown key; did you mean required?

                """)
        let strict = try CLI.run(["--check", "--strict", path, Self.twin])
        #expect(strict.status == 65)
        #expect(strict.stdout == "\(Self.twin): ok\n")
        #expect(strict.stderr.hasSuffix("formcli: \(path): 2 warnings (--strict)\n"))
        let dump = try CLI.run(["--dump", path])
        #expect(dump.status == 0)
        #expect(dump.stdout.contains("[a]"))
        #expect(dump.stderr == check.stderr)
        let usage = try CLI.run(["--dump", "--strict", path])
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("formcli: --strict only applies to --check\n"))
    }
}
