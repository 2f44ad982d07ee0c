import Foundation
import TestSupport
import Testing

/// `--set` fails with 65 for any rule the values it sets break, and what it clears stays cleared.
@Suite("--set and the rules")
struct SetRulesCLITests {
    @Test("a confirmation that differs fails, in either order of the two --set; matching ones pass")
    func matches() throws {
        let differ = try CLI.run([
            "--example", "signup", "--dump", "--set", "password=hunter22", "--set",
            "confirmPassword=hunter23",
        ])
        #expect(differ.status == 65)
        #expect(differ.stdout.isEmpty)
        #expect(
            differ.stderr
                == "formcli: Signup.plist (--set confirmPassword=hunter23): section 1, row 5 (confirmPassword): "
                + "The passwords differ\n")
        let changed = try CLI.run([
            "--example", "signup", "--dump", "--set", "confirmPassword=hunter22", "--set", "password=hunter2",
        ])
        #expect(changed.status == 65, "changing the password away from its confirmation breaks the rule")
        let same = try CLI.run([
            "--example", "signup", "--dump", "--set", "confirmPassword=hunter22", "--set",
            "password=hunter22",
        ])
        #expect(same.status == 0, "\(same.stderr)")
    }

    @Test("a single row's rule fails; a problem that was there before, or that a switch only shows, does not")
    func ownRules() throws {
        let short = try CLI.run(["--example", "signup", "--dump", "--set", "username=a"])
        #expect(short.status == 65)
        #expect(short.stderr.contains("(--set username=a)"), "\(short.stderr)")
        let cleared = try CLI.run(["--example", "signup", "--dump", "--set", "fullName="])
        #expect(cleared.status == 0, "fullName was empty already: \(cleared.stderr)")
        let revealed = try CLI.run(["--dump", "--set", "married=y"])
        #expect(revealed.status == 0, "\(revealed.stderr)")
        #expect(revealed.stdout.contains("Married"))
    }

    @Test("a value cleared with --set stays cleared in the state file")
    func clearedStaysCleared() throws {
        let directory = try CLI.temporaryDirectory()
        let form = directory.appendingPathComponent("form.json")
        try Data(
            #"{"sections": [{"rows": [{"key": "name", "kind": "text", "firstTitle": "Name", "value": "Ada"}]}]}"#
                .utf8
        ).write(to: form)
        let state = directory.appendingPathComponent("state.plist").path
        let set = try CLI.run([form.path, "--state", state, "--set", "name="])
        #expect(set.status == 0, "\(set.stderr)")
        let dump = try CLI.run(["--dump", form.path, "--state", state])
        #expect(dump.stdout == "Section 1\n  · Name  [name]\n")
    }
}
