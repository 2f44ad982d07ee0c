import Foundation
import TestSupport
import Testing

/// The walk's `--json` and `--dump --json` print the same answers document.
@Suite("formcli answers")
struct AnswersCLITests {
    /// The `"values"` member of a JSON document, as text (the answers object, from `{` to its
    /// closing brace), and parsed.
    static func values(_ output: String) throws -> (text: String, object: NSDictionary) {
        let root = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        guard let values = root?["values"] as? NSDictionary, let start = output.range(of: "\"values\":")
        else {
            Issue.record("no values in \(output)")
            return ("", [:])
        }
        var text = String(output[start.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
        text.removeLast()  // the document's closing brace
        return (text, values)
    }

    @Test func walkAndDumpPrintTheSameAnswers() throws {
        let walk = try CLI.run(
            ["--json"],
            stdin: """
                set firstName Ada
                set lastName Lovelace
                set dateOfBirthPicker 1990-03-12
                tap married
                set spouseName William
                tap basketball
                set languages french,english
                set experienceSlider 7
                done

                """)
        #expect(walk.status == 0, "\(walk.stderr)")
        let dump = try CLI.run([
            "--dump", "--json", "--set", "firstName=Ada", "--set", "lastName=Lovelace", "--set",
            "dateOfBirthPicker=1990-03-12", "--tap", "married", "--set", "spouseName=William", "--tap",
            "basketball",
            "--set", "languages=french,english", "--set", "experienceSlider=7",
        ])
        #expect(dump.status == 0, "\(dump.stderr)")
        let walked = try Self.values(walk.stdout)
        let dumped = try Self.values(dump.stdout)
        #expect(walked.text == dumped.text)
        #expect(walked.object == dumped.object)
        #expect(
            walked.text == """
                {
                "firstName":"Ada",
                "lastName":"Lovelace",
                "dateOfBirthPicker":"1990-03-12",
                "married":true,
                "spouseName":"William",
                "favoriteSport":"basketball",
                "languages":["french","english"],
                "experienceSlider":7,
                "skill":[{"key":"skill-1","title":"Swift","order":0,"value":3}]}
                """)
    }

    @Test func hiddenRowsAreLeftOutOfBoth() throws {
        let walk = try CLI.run(
            ["--json"],
            stdin: "set firstName Ada\nset lastName L\ntap married\nset spouseName W\ntap married\ndone\n")
        #expect(walk.status == 0, "\(walk.stderr)")
        let dump = try CLI.run([
            "--dump", "--json", "--set", "firstName=Ada", "--set", "lastName=L", "--tap", "married", "--set",
            "spouseName=W", "--tap", "married",
        ])
        let walked = try Self.values(walk.stdout)
        #expect(walked.object["spouseName"] == nil, "hidden by its condition")
        #expect(walked.object["married"] as? Bool == false)
        #expect(try Self.values(dump.stdout).text == walked.text)
    }

    /// A form with every kind of row, answered by a walk that saves its state; the dump of that
    /// state prints what the walk printed.
    @Test func everyKindAgreesThroughSavedState() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let form = directory.appendingPathComponent("kinds.plist")
        let state = directory.appendingPathComponent("state.plist").path
        let root: [String: Any] = [
            "title": "Kinds",
            "sections": [
                [
                    "rows": [
                        ["key": "name", "kind": "normal", "expandable": true, "additionalRows": 1],
                        ["key": "nick", "kind": "text"],
                        ["key": "born", "kind": "date"],
                        ["key": "pro", "kind": "switch"],
                        ["key": "years", "kind": "slider", "maximum": 40, "step": 0.5],
                        ["key": "sport", "kind": "normal", "expandable": true, "additionalRows": 2],
                        ["key": "go", "kind": "option", "firstTitle": "Go"],
                        ["key": "chess", "kind": "option", "firstTitle": "Chess"],
                        ["kind": "text", "value": "no key"],
                    ] as [[String: Any]]
                ],
                [
                    "title": "Pets", "editable": true,
                    "template": ["key": "pet", "kind": "text"] as [String: Any],
                ],
            ] as [[String: Any]],
        ]
        try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0).write(to: form)
        let walk = try CLI.run(
            [form.path, "--json", "--state", state],
            stdin: """
                set nick "Ada"
                set born 1815-12-10
                tap pro
                set years 12.5
                tap chess
                add Pets Tom
                add Pets Kitty
                set pet-1 tabby
                done

                """)
        #expect(walk.status == 0, "\(walk.stderr)")
        let dump = try CLI.run(["--dump", "--json", form.path, "--state", state])
        #expect(dump.status == 0, "\(dump.stderr)")
        let walked = try Self.values(walk.stdout)
        #expect(walked.text == (try Self.values(dump.stdout).text))
        #expect(
            walked.text == """
                {
                "nick":"\\"Ada\\"",
                "born":"1815-12-10",
                "pro":true,
                "years":12.5,
                "sport":"chess",
                "1.9":"no key",
                "pet":[{"key":"pet-1","title":"Tom","order":0,"value":"tabby"},
                {"key":"pet-2","title":"Kitty","order":1}]}
                """)
    }

    /// The new kinds answer typed, alike in both; a password is in the walk's answers (what the
    /// person typed, for the script) and, masked in the rows, left out of the dump's.
    @Test func everyNewKindAgreesAndTheDumpLeavesOutPasswords() throws {
        let form = Fixtures.everyKindURL.path
        let edits = [
            ("name", "Ada"), ("email", "ada@example.com"), ("password", "s3cret-pass"),
            ("confirm", "s3cret-pass"),
            ("age", "36"), ("height", "1.65"), ("wake", "06:45"), ("run", "45m"), ("terms", "on"),
        ]
        let walk = try CLI.run(
            [form, "--json"], stdin: edits.map { "set \($0.0) \($0.1)\n" }.joined() + "tap jp\ndone\n")
        #expect(walk.status == 0, "\(walk.stderr)")
        let dump = try CLI.run(
            ["--dump", "--json", form] + edits.flatMap { ["--set", "\($0.0)=\($0.1)"] } + ["--tap", "jp"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let walked = try Self.values(walk.stdout)
        #expect(
            walked.text == """
                {
                "name":"Ada",
                "email":"ada@example.com",
                "password":"s3cret-pass",
                "confirm":"s3cret-pass",
                "age":36,
                "height":1.65,
                "guests":2,
                "wake":"06:45",
                "run":2700,
                "terms":true,
                "size":"M",
                "country":"jp",
                "volume":0}
                """)
        let dumped = try Self.values(dump.stdout)
        #expect(dumped.object["password"] == nil && dumped.object["confirm"] == nil)
        let shared = walked.object.mutableCopy() as? NSMutableDictionary
        shared?.removeObjects(forKeys: ["password", "confirm"])
        #expect(shared == dumped.object.mutableCopy() as? NSMutableDictionary)
    }
}
