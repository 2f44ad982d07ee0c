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
        #expect(
            result.stderr.contains("Full name (required, text):"), "from a pipe the questions go to stderr")
    }

    /// A schema whose `host` is required while `target` is ssh, and whose `run` is required.
    private static let deploy = #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Deploy", "type": "object",
         "required": ["run"],
         "properties": {
           "target": {"type": "string", "enum": ["local", "ssh"], "default": "local"},
           "host": {"type": "string"},
           "run": {"type": "string"}},
         "if": {"properties": {"target": {"const": "ssh"}}},
         "then": {"required": ["host"]}}
        """#

    /// `formcli --guided deploy.json 2> log` on a terminal: each refusal is on the terminal under
    /// its question (before, it went to the log and the question came back with no reason), and
    /// the questions say which are required.
    @Test(arguments: [(rows: UInt16(24), columns: UInt16(80)), (rows: 10, columns: 40)])
    func refusalsAreSaidBesideTheirQuestionWhateverStderrIs(size: (rows: UInt16, columns: UInt16)) throws {
        let directory = try CLI.temporaryDirectory()
        let schema = directory.appendingPathComponent("deploy.json")
        try Data(Self.deploy.utf8).write(to: schema)
        let log = directory.appendingPathComponent("log").path
        let terminal = try PseudoTerminal(
            ["--guided", schema.path], rows: size.rows, columns: size.columns, stderrPath: log)
        // What the walk wrote, as the terminal scrolls it (the screen model does not scroll).
        func said(_ text: String) -> Bool {
            terminal.wait { _ in String(decoding: terminal.output, as: UTF8.self).contains(text) }
        }
        #expect(said("[local]:"), "\(terminal.screen.text)")
        terminal.send("ssh\r")
        #expect(said("(required when target is ssh, text):"), "\(terminal.screen.text)")
        terminal.send("\r")
        #expect(said("✗ host is required when target is ssh"), "\(terminal.screen.text)")
        terminal.send("example.org\r")
        #expect(said("(required, text):"), "\(terminal.screen.text)")
        terminal.send("\r")
        #expect(said("✗ run is required"), "\(terminal.screen.text)")
        terminal.send("ls\r")
        #expect(said("Enter is done"), "\(terminal.screen.text)")
        terminal.send("\r")
        #expect(terminal.waitForExit() == 0, "\(terminal.screen.text)")
        let errors = try String(contentsOfFile: log, encoding: .utf8)
        #expect(!errors.contains("required"), "nothing said on stderr alone: \(errors)")
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
