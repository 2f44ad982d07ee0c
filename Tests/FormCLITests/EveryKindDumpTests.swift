import Foundation
import TestSupport
import Testing

/// `--dump` (text and JSON), `--html`, `--reveal`, `FORMCLI_TODAY` and the custom-rule warning
/// on the every-kind form.
@Suite struct EveryKindDumpTests {
    static let form = Fixtures.everyKindURL.path

    /// The environment of the tests with today fixed.
    static func today(_ day: String = "2026-12-01") -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["FORMCLI_TODAY"] = day
        return environment
    }

    /// The JSON object of the row `key` in a `--dump --json` listing.
    static func row(_ key: String, in json: String) throws -> [String: Any] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(root["sections"] as? [[String: Any]])
        for section in sections {
            for row in section["rows"] as? [[String: Any]] ?? [] where row["key"] as? String == key {
                return row
            }
        }
        Issue.record("no row \(key)")
        return [:]
    }

    @Test("the text dump of every kind, filled in")
    func textGolden() throws {
        let result = try CLI.run(
            [
                "--dump", Self.form, "--set", "name=Ada", "--set", "password=secret12", "--set",
                "confirm=secret12", "--set", "bio=Hello\nworld", "--set", "age=36", "--set", "height=1.7",
                "--set", "born=1990-03-12", "--set", "meeting=2026-12-24T18:30", "--set", "run=95m",
                "--tap", "terms", "--set", "size=L", "--set", "volume=4",
            ], environment: Self.today())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                Every kind

                Text
                  · Name: Ada  [name]
                  · Email  [email]
                  · Website  [site]
                  · Phone  [phone]
                  · Password: ••••••••  [password]
                  · Confirm password: ••••••••  [confirm]
                  · About you: Hello⏎world  [bio]

                Numbers and times
                  · Age: 36  [age]
                  · Height (m): 1.70  [height]
                  · Guests: 2  [guests]
                  · Date of birth: 12 Mar 1990  [born]
                  · Wake up at: 07:30  [wake]
                  · Meeting: 2026-12-24T18:30  [meeting]
                  · Longest run: 1:35:00  [run]

                Choices
                  · [x] I accept the terms  [terms]
                  · Size: ○ S  ○ M  ● Large  [size]
                  ▸ Country  [country]
                  · Volume: 4  [volume]

                About
                  · Version: 2.0  [version]
                  · Help: https://example.com/help  [help]
                  · [Start again]  [reset]
                  · [Sign up]  [send]

                """)
        // The secret never appears, and an unticked box reads [ ].
        #expect(!result.stdout.contains("secret12"))
        let fresh = try CLI.run(["--dump", Self.form])
        #expect(fresh.stdout.contains("  · [ ] I accept the terms  [terms]\n"))
        #expect(fresh.stdout.contains("  · Size: ○ S  ● M  ○ Large  [size]\n"))
    }

    @Test("JSON: what each kind adds, password values hidden unless --reveal")
    func jsonMembers() throws {
        let arguments = [
            "--dump", "--json", Self.form, "--set", "password=secret12", "--set", "meeting=2026-12-24T18:30",
            "--set", "run=90m", "--tap", "terms",
        ]
        let result = try CLI.run(arguments, environment: Self.today())
        #expect(result.status == 0, "\(result.stderr)")
        let json = result.stdout
        #expect(!json.contains("secret12"))
        #expect(!json.contains("•"))

        let name = try Self.row("name", in: json)
        #expect(name["contentType"] as? String == "name")
        #expect(name["keyboard"] as? String == "default")
        #expect(try Self.row("email", in: json)["keyboard"] as? String == "emailAddress")
        #expect(try Self.row("site", in: json)["keyboard"] as? String == "URL")
        #expect(try Self.row("phone", in: json)["keyboard"] as? String == "phonePad")
        let password = try Self.row("password", in: json)
        #expect(password["kind"] as? String == "password")
        #expect(password["secure"] as? Bool == true)
        #expect(password["value"] == nil)
        #expect(try Self.row("bio", in: json)["kind"] as? String == "textArea")

        let age = try Self.row("age", in: json)
        #expect(age["kind"] as? String == "integer")
        #expect(
            age["minimum"] as? Double == 0 && age["maximum"] as? Double == 130 && age["step"] as? Double == 1)
        let height = try Self.row("height", in: json)
        #expect(height["fractionDigits"] as? Int == 2 && height["minimum"] as? Double == 0.5)
        let guests = try Self.row("guests", in: json)
        #expect(guests["kind"] as? String == "stepper" && guests["value"] as? Double == 2)
        #expect(guests["minimum"] as? Double == 1 && guests["maximum"] as? Double == 10)
        let run = try Self.row("run", in: json)
        #expect(run["kind"] as? String == "duration" && run["value"] as? Double == 5400)

        let born = try Self.row("born", in: json)
        #expect(born["maximumDate"] as? String == "today-18y")
        #expect(born["maximumDay"] as? String == "2008-12-01")
        #expect(born["minimumDate"] == nil)
        let wake = try Self.row("wake", in: json)
        #expect(wake["value"] as? String == "07:30")
        #expect(wake["minimum"] as? String == "05:00" && wake["maximum"] as? String == "11:00")
        let meeting = try Self.row("meeting", in: json)
        #expect(meeting["kind"] as? String == "dateTime")
        #expect(meeting["value"] as? String == "2026-12-24T18:30")
        #expect(meeting["timeZone"] as? String == "Europe/Paris")

        let terms = try Self.row("terms", in: json)
        #expect(terms["kind"] as? String == "check" && terms["value"] as? Bool == true)
        let size = try Self.row("size", in: json)
        #expect(size["value"] as? String == "M")
        let options = try #require(size["options"] as? [[String: String]])
        #expect(
            options == [
                ["key": "S", "title": "S"], ["key": "M", "title": "M"], ["key": "L", "title": "Large"],
            ])
        #expect(try Self.row("country", in: json)["presentation"] as? String == "page")

        let help = try Self.row("help", in: json)
        #expect(help["url"] as? String == "https://example.com/help" && help["readOnly"] as? Bool == true)
        let version = try Self.row("version", in: json)
        #expect(version["kind"] as? String == "info" && version["value"] as? String == "2.0")
        #expect(try Self.row("send", in: json)["action"] as? String == "submit")
        #expect(try Self.row("reset", in: json)["action"] as? String == "reset")

        let revealed = try CLI.run(arguments + ["--reveal"], environment: Self.today())
        #expect(revealed.status == 0)
        let shown = try Self.row("password", in: revealed.stdout)
        #expect(shown["value"] as? String == "secret12" && shown["secure"] as? Bool == true)
        // The answers at the end hold it too with --reveal, and only then.
        #expect(revealed.stdout.contains(#""password":"secret12""#))
        #expect(!json.contains(#""password":"#))
    }

    @Test("FORMCLI_TODAY moves relative bounds; a bad one is a usage error")
    func today() throws {
        let leap = try CLI.run(["--dump", "--json", Self.form], environment: Self.today("2008-02-29"))
        #expect(try Self.row("born", in: leap.stdout)["maximumDay"] as? String == "1990-02-28")
        // 2000-01-01 is over 18 on 2018-01-01, not on 2017-12-31.
        let arguments = ["--dump", Self.form, "--set", "born=2000-01-01"]
        #expect(try CLI.run(arguments, environment: Self.today("2018-01-01")).status == 0)
        let young = try CLI.run(arguments, environment: Self.today("2017-12-31"))
        #expect(young.status == 65)
        #expect(young.stderr.contains("You must be 18 or over"))
        let bad = try CLI.run(["--dump", Self.form], environment: Self.today("tomorrow"))
        #expect(bad.status == 64)
        #expect(bad.stderr == "formcli: FORMCLI_TODAY: expected a day yyyy-MM-dd, got 'tomorrow'\n")
    }

    @Test("--reveal needs --dump --json")
    func revealUsage() throws {
        for arguments in [
            ["--dump", "--reveal"], ["--html", "--reveal"], ["--check", Self.form, "--reveal"],
            ["--json", "--reveal"],
        ] {
            let result = try CLI.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(
                result.stderr.hasPrefix("formcli: --reveal only applies to --dump --json"), "\(arguments)")
        }
        #expect(try CLI.run(["--dump", "--json", "--reveal"]).status == 0)
        #expect(try CLI.run(["--dump", "--json", "--reveal=yes"]).status == 64)
    }

    @Test("a custom rule formcli cannot check is one warning per name, at load and in --check")
    func customRuleWarning() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("adult.plist")
        let born = Fixtures.cell("born", "date", title: "Born", extra: ["rules": ["adult", "resident"]])
        let again = Fixtures.cell("since", "date", title: "Since", extra: ["rules": ["adult"]])
        try Fixtures.data(["sections": [["rows": [born, again]]]]).write(to: url)
        let warnings = """
            formcli: warning: \(url.path): rule 'adult' is not built in; formcli does not check it
            formcli: warning: \(url.path): rule 'resident' is not built in; formcli does not check it

            """
        let check = try CLI.run(["--check", url.path])
        #expect(check.status == 0)
        #expect(check.stdout == "\(url.path): ok\n")
        #expect(check.stderr == warnings)
        let dump = try CLI.run(["--dump", url.path])
        #expect(dump.status == 0)
        #expect(dump.stderr == warnings)
        let piped = try CLI.run(["--check", "-"], stdin: try String(contentsOf: url, encoding: .utf8))
        #expect(piped.stderr.contains("formcli: warning: <stdin>: rule 'adult' is not built in"))
        // A form without custom rules says nothing.
        #expect(try CLI.run(["--check", Self.form]).stderr == "")
    }

    @Test("--html: check box, segmented control, buttons, http(s) links only, masked password")
    func html() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLI.run([
            "--html", Self.form, "--tap", "terms", "--set", "password=secret12", "--set", "bio=one\ntwo <b>",
        ])
        #expect(result.status == 0)
        let page = result.stdout
        #expect(!page.contains("secret12"))
        #expect(page.contains(#"<span class="value secure">••••••••</span>"#))
        #expect(page.contains(#"<span class="checkbox on" role="checkbox" aria-checked="true">"#))
        #expect(
            page.contains(
                #"<span class="segment chosen" role="radio" aria-checked="true" data-choice="M">M</span>"#))
        #expect(page.contains(#"data-choice="L">Large</span>"#))
        #expect(page.contains(#"<span class="button" role="button" data-action="submit">Sign up</span>"#))
        #expect(
            page.contains(
                #"<a class="value url" href="https://example.com/help" rel="noopener noreferrer">https://example.com/help</a>"#
            ))
        #expect(page.contains("<span class=\"value\">one\ntwo &lt;b&gt;</span>"))
        // A link that is not a web address stays text.
        let url = directory.appendingPathComponent("links.plist")
        let rows = [
            Fixtures.cell("bad", "link", title: "Bad", extra: ["value": "javascript:alert(1)"]),
            Fixtures.cell("quote", "link", title: "Quote", extra: ["value": "https://x.example/\"><script>"]),
        ]
        try Fixtures.data(["sections": [["rows": rows]]]).write(to: url)
        let links = try CLI.run(["--html", url.path])
        #expect(links.status == 0, "\(links.stderr)")
        #expect(!links.stdout.contains("href=\"javascript"))
        #expect(links.stdout.contains("<span class=\"value\">javascript:alert(1)</span>"))
        #expect(!links.stdout.contains("<script>"))
        #expect(links.stdout.contains("href=\"https://x.example/&quot;&gt;&lt;script&gt;\""))
    }
}
