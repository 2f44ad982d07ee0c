import Foundation
import TestSupport
import Testing

/// `formcli --guided`: the sign-up example filled from a pipe under `--json`, and the flag's
/// usage errors. What the guided walk asks and the values it takes are SignupGuidedWalkTests'
/// (FormWalkTests, in process).
struct GuidedCLITests {
    @Test func theSignUpExampleIsFilledFromAPipeUnderJSON() throws {
        let answers = [
            "Ada Lovelace", "ada", "ada@example.com", "secret123", "secret123", "", "1990-05-01", "1",
            "", "", "", "", "", "", "", "", "", "", "Work", "+44 20 7946 0958", "", "", "y",
        ]
        let result = try CLI.run(
            ["--example", "signup", "--guided", "--json"], stdin: answers.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let values = try #require(document?["values"] as? [String: Any])
        #expect(values["username"] as? String == "ada")
        let phones = try #require(values["phone"] as? [[String: Any]], "an item added to the list")
        #expect(phones.map { $0["value"] as? String } == ["+44 20 7946 0958"])
        #expect(result.stderr.contains("Full name (text):"), "with --json the questions go to stderr")
    }

    @Test func itIsAWalksModeAndNotLineModes() throws {
        let both = try CLI.run(["--guided", "--plain"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("formcli: --plain and --guided cannot be combined\n"))
        let dump = try CLI.run(["--dump", "--guided"])
        #expect(dump.status == 64)
        #expect(dump.stderr.hasPrefix("formcli: --guided only applies to a walk\n"))
        let valued = try CLI.run(["--guided=yes"])
        #expect(valued.status == 64)
        #expect(valued.stderr.hasPrefix("formcli: --guided takes no value\n"))
    }
}
