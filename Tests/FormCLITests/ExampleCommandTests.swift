import Foundation
import TestSupport
import Testing

/// `formcli --example NAME`: the bundled examples run like a FORM in every mode, `--example`
/// alone lists them, and the sign-up example's dumps equal the golden files in
/// `Fixtures/Golden` (none depends on today: the form starts with no date, and the edits set
/// none). After a meant change to the dumps, rerun with `FORMCLI_UPDATE_GOLDEN=1` to rewrite
/// them, and read the diff.
@Suite("bundled examples (--example)")
struct ExampleCommandTests {
    static let golden = Repository.root.appendingPathComponent("Tests/FormCLITests/Fixtures/Golden")

    /// Runs formcli and compares its stdout with the golden file `name`; today is fixed, as the
    /// JSON gives relative date bounds worked out.
    static func expectGolden(_ name: String, _ arguments: [String]) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["FORMCLI_TODAY"] = "2026-12-01"
        let result = try CLI.run(arguments, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let url = golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FORMCLI_UPDATE_GOLDEN"] == "1" {
            try Data(result.stdout.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            result.stdout == expected,
            "formcli \(arguments.joined(separator: " ")) differs from \(name) (FORMCLI_UPDATE_GOLDEN=1 rewrites it)"
        )
    }

    @Test("--dump of the sign-up example, text and JSON, equals the golden files")
    func goldenDumps() throws {
        try Self.expectGolden("signup-dump.txt", ["--example", "signup", "--dump"])
        try Self.expectGolden("signup-dump.json", ["--example", "signup", "--dump", "--json"])
        let edits = [
            "--set", "newsletter=yes", "--set", "height=1.8", "--set", "bestTime=90m", "--set",
            "password=hunter2hunter2", "--set", "level=expert", "--set", "guests=2",
        ]
        try Self.expectGolden(
            "signup-dump-expanded.txt", ["--example", "signup", "--dump", "--expand-all"] + edits)
        try Self.expectGolden(
            "signup-dump-expanded.json", ["--example", "signup", "--dump", "--expand-all", "--json"] + edits)
        // The password is masked in both dumps; the JSON says the row is secure.
        let json = try CLI.run(["--example", "signup", "--dump", "--json"] + edits).stdout
        #expect(!json.contains("hunter2"))
        #expect(json.contains("\"secure\":true"))
    }

    @Test("--example alone lists the examples; an unknown name or a FORM beside it is a usage error")
    func listAndUsage() throws {
        let list = try CLI.run(["--example"])
        #expect(list.status == 0)
        #expect(
            list.stdout.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } == [
                "tutorial", "signup",
            ])
        #expect(try CLI.run(["--help"]).stdout.contains(list.stdout.trimmingCharacters(in: .newlines)))
        let unknown = try CLI.run(["--example", "signin", "--dump"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.hasPrefix(
                "formcli: unknown example 'signin'; the bundled examples are tutorial, signup\n"))
        #expect(unknown.stdout == "")
        #expect(try CLI.run(["--example=Signup"]).status == 64)
        #expect(try CLI.run(["--example", "signup", Repository.path("Resources/Signup.plist")]).status == 64)
        #expect(try CLI.run(["--example", "signup", "--example", "tutorial"]).status == 64)
        #expect(try CLI.run(["--example", "--dump"]).status == 64)
        #expect(try CLI.run(["--example", "--json"]).status == 64)
        #expect(try CLI.run(["--completions", "bash", "--example", "signup"]).status == 64)
        #expect(try CLI.run(["--defaults", "--example", "signup"]).status == 64)
    }

    @Test("the tutorial example is the default form; the sign-up example equals its file in every mode")
    func sameAsFiles() throws {
        let file = Repository.path("Resources/Signup.plist")
        #expect(try CLI.run(["--example", "tutorial", "--dump"]).stdout == CLI.run(["--dump"]).stdout)
        for mode in [["--dump"], ["--dump", "--json", "--expand-all"], ["--keys"]] {
            let example = try CLI.run(["--example", "signup"] + mode)
            #expect(example.status == 0)
            #expect(example.stdout == (try CLI.run([file] + mode)).stdout, "\(mode)")
        }
        let html = try CLI.run(["--html", "--example=signup", "--expand-all"])
        #expect(html.status == 0)
        #expect(html.stdout.contains("Sign up"))
        #expect(html.stdout.contains("Confirm password"))
        let check = try CLI.run(["--check", "--example", "signup"])
        #expect(check.status == 0)
        #expect(check.stdout == "Signup.plist: ok\n")
        #expect(check.stderr == "")
        #expect(try CLI.run(["--check", "--strict", "--example", "signup"]).status == 0)
        #expect(try CLI.run(["--check", file]).status == 0)
    }

    @Test("--set on the sign-up example reports its rules: an adult, a confirmation that matches")
    func rulesFromTheCommandLine() throws {
        // Ten years ago is under 18 whatever today is.
        let year = Calendar(identifier: .gregorian).component(.year, from: Date()) - 10
        let child = try CLI.run(["--example", "signup", "--dump", "--set", "dateOfBirth=\(year)-06-15"])
        #expect(child.status == 65)
        #expect(
            child.stderr
                == "formcli: Signup.plist (--set dateOfBirth=\(year)-06-15): section 2, row 1 (dateOfBirth): You must be 18 or over to sign up\n"
        )
        let adult = try CLI.run([
            "--example", "signup", "--dump", "--json", "--set", "dateOfBirth=1990-03-12",
        ])
        #expect(adult.status == 0)
        #expect(!adult.stdout.contains("\"rule\":\"maximum\""))
        let differ = try CLI.run([
            "--example", "signup", "--dump", "--json", "--set", "password=analytical", "--set",
            "confirmPassword=analytic",
        ])
        #expect(differ.status == 65)
        #expect(differ.stderr.hasSuffix("(confirmPassword): The passwords differ\n"), "\(differ.stderr)")
        let badEmail = try CLI.run(["--example", "signup", "--dump", "--set", "email=ada@"])
        #expect(badEmail.status == 65)
        #expect(badEmail.stderr.contains("Enter an email address like name@example.com"))
        // A number outside a slider's range is refused, as in the walks, not clamped silently.
        let tooMany = try CLI.run(["--example", "signup", "--dump", "--set", "daysPerWeek=99"])
        #expect(tooMany.status == 65 && tooMany.stdout.isEmpty)
        #expect(
            tooMany.stderr
                == "formcli: Signup.plist (--set daysPerWeek=99): section 3, row 1 (daysPerWeek): Training days a week: 99 is outside the range 1 to 7\n"
        )
        let five = try CLI.run(["--example", "signup", "--dump", "--set", "daysPerWeek=5"])
        #expect(five.status == 0 && five.stdout.contains("Training days a week: 5"))
    }

    @Test("a line-mode walk fills the sign-up example and saves it to --state, passwords left out")
    func walkAndState() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("signup-state.plist").path
        let script = """
            set fullName Ada Lovelace
            set username ada_l
            set email ada@example.com
            set password analytical
            set confirmPassword analytical
            set dateOfBirth 1990-03-12
            tap country
            tap jp
            add 4 +81 3-1234-5678
            set newsletter yes
            tap topics
            tap training
            set acceptTerms yes
            set trainingTime 07:15
            set guests 2
            set level regular
            set bestTime 52m
            set welcomeSession 2027-01-15T18:30
            done

            """
        let walk = try CLI.run(["--example", "signup", "--state", state, "--plain"], stdin: script)
        #expect(walk.status == 0, "\(walk.stderr)")
        let saved = try String(contentsOfFile: state, encoding: .utf8)
        #expect(saved.contains("Ada Lovelace"))
        #expect(saved.contains("+81 3-1234-5678"))
        #expect(!saved.contains("analytical"))
        let values = try CLI.run(["--check-values", "--state", state, "--example", "signup"])
        // The passwords are not saved, so a new session must type them again.
        #expect(values.status == 65)
        #expect(values.stderr.contains("(password): Password is required"))
        let dump = try CLI.run(["--example", "signup", "--state", state, "--dump"])
        #expect(dump.stdout.contains("Country: Japan"))
        #expect(dump.stdout.contains("Topics: Training tips"))
        #expect(dump.stderr == "")
        for shown in [
            "Preferred start: 07:15", "Guests at the welcome session: 2", "Level: ○ Beginner  ● Regular",
            "Best 10 km time: 0:52:00", "Welcome session: 2027-01-15T18:30",
        ] {
            #expect(dump.stdout.contains(shown), "\(shown) after a save and a load")
        }
        // done is refused while rules are broken; end of input saves the progress and exits 65.
        let early = try CLI.run(
            ["--example", "signup", "--state", state + ".2", "--plain"], stdin: "set fullName Ada\ndone\n")
        #expect(early.status == 65)
        #expect(early.stderr.contains("(username): Username is required"))
    }

    @Test("the full-screen walk opens the sign-up example and keeps a masked password and the problems")
    func fullScreen() throws {
        let terminal = try PseudoTerminal(["--example", "signup"], rows: 24, columns: 80)
        #expect(terminal.wait(for: "Confirm password"))
        #expect(terminal.screen.lines[0].hasPrefix(" Sign up"))
        // Down to Password, type a secret, Enter keeps it: shown masked, never in clear.
        terminal.send("\u{1b}[B\u{1b}[B\u{1b}[Bsecret99\r")
        #expect(terminal.wait(for: "••••••••"))
        #expect(!terminal.screen.lines.joined().contains("secret99"))
        #expect(terminal.screen.lines.contains { $0.contains("problems") })
        terminal.send("\u{3}")
        #expect(terminal.waitForExit() == 130)
    }

    @Test(
        "completion: --example completes to the examples, and --set then offers the example's keys",
        .enabled(if: Repository.tool("bash") != nil))
    func bashCompletion() throws {
        let setup = try CompletionTests.Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let script = """
            source <(formcli --completions bash)
            t() { COMP_LINE=$1; COMP_POINT=${#1}; COMP_WORDS=($1); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                  _formcli; printf '%s|' "${COMPREPLY[@]}"; echo; }
            t "formcli --example "
            t "formcli --example=s"
            t "formcli --example signup --set confirm"
            t "formcli --dump --example=signup --tap news"
            """
        let result = try setup.run("bash", ["-c", script])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n").map(String.init) == [
                "tutorial|signup|", "signup|", "confirmPassword=|", "newsletter|",
            ])
    }

    @Test("completion in zsh and fish: the example names and the example's keys")
    func zshAndFishCompletion() throws {
        let setup = try CompletionTests.Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        if Repository.tool("zsh") != nil, let timeout = Repository.tool("timeout") {
            let script = try CLI.run(["--completions", "zsh"]).stdout
            try Data(script.utf8).write(to: setup.directory.appendingPathComponent("_formcli"))
            try Data(CompletionTests.zshDriver.utf8).write(
                to: setup.directory.appendingPathComponent("driver.zsh"))
            let result = try setup.run(
                timeout,
                [
                    "60", "zsh", "-f", "driver.zsh", "formcli --example ",
                    "formcli --example signup --set confirm",
                    "formcli --example=signup --tap news",
                ])
            #expect(result.status == 0, "\(result.stderr)")
            let cases = result.stdout.components(separatedBy: "<tabbed>").dropLast().map { output in
                output.components(separatedBy: "<match>").dropFirst().compactMap {
                    $0.components(separatedBy: "</match>").first
                }
            }
            #expect(cases == [["tutorial", "signup"], ["confirmPassword="], ["newsletter"]])
        }
        if Repository.tool("fish") != nil {
            let script = """
                formcli --completions fish | source
                complete -C 'formcli --example '
                complete -C 'formcli --example signup --set confirm'
                complete -C 'formcli --example=signup --tap news'
                """
            let result = try setup.run("fish", ["--no-config", "-c", script])
            #expect(result.status == 0, "\(result.stderr)")
            let candidates = result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
            #expect(candidates == ["signup", "tutorial", "confirmPassword=", "newsletter"])
        }
    }
}
