import Foundation
import TestSupport
import Testing

/// A JSON Schema form's lists walked in guided and line mode: an array's new item is asked for
/// its value, a map's for its name then its value, and the instance saved to `--state` holds
/// what was typed — a refused value asked again, not added.
@Suite("JSON Schema lists in formcli's walks")
struct SchemaListWalkCLITests {
    static let schema = """
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "type": "object",
          "properties": {
            "name": {"type": "string"},
            "tags": {"type": "array", "items": {"type": "string"}},
            "scores": {"type": "array", "items": {"type": "integer", "maximum": 10}},
            "env": {"type": "object", "additionalProperties": {"type": "integer"}}
          }
        }
        """

    /// The instance formcli saved at `path`, as Foundation objects.
    static func instance(_ path: String) throws -> NSObject {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(JSONSerialization.jsonObject(with: data) as? NSObject)
    }

    /// What both walks type, as the instance holds it.
    static func expected() -> NSObject {
        ["name": "web", "tags": ["red", "blue"], "scores": [7], "env": ["PORT": 8080]] as NSDictionary
    }

    @Test("--guided: values asked for an array, a name then a value for a map; refusals asked again")
    func guided() throws {
        let (directory, schema, path) = try SchemaFormCLITests.folder(schema: Self.schema)
        defer { try? FileManager.default.removeItem(at: directory) }
        let answers = "web\nred\nblue\n\nmany\n7\n\nPORT\nlots\n8080\n\n\n"
        let run = try CLI.run(["--guided", "--state", path, schema], stdin: answers)
        #expect(run.status == 65, "two refused answers on a pipe: \(run.stderr)")
        #expect(run.stdout == "", "stdout is left to the answers")
        // Each refusal under its question, on the stream the questions are asked on.
        #expect(run.stderr.contains("Add an item to tags? (its value, or Enter for none):\n"))
        #expect(run.stderr.contains("added tags-2 = blue to tags: item 2 of 2\n"))
        #expect(
            run.stderr.contains(
                "Add an item to scores? (its value: a whole number, at most 10; or Enter for none):\n"
                    + "  ✗ 'many' is not a number (write it like 1234)\n"))
        #expect(
            run.stderr.contains(
                "Add an item to env? (its name, or Enter for none):\nPORT (a whole number):\n"
                    + "  ✗ 'lots' is not a number (write it like 1234)\n"))
        #expect(run.stderr.contains("added env-1 (PORT) = 8080 to env: item 1 of 1\n"))
        #expect(try Self.instance(path) == Self.expected())
    }

    @Test("line mode: add SECTION VALUE and add SECTION NAME=VALUE; a refused value adds nothing")
    func lineMode() throws {
        let (directory, schema, path) = try SchemaFormCLITests.folder(schema: Self.schema)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = """
            set name web
            add tags red
            add tags blue
            add scores many
            add scores 7
            add env PORT=lots
            add env PORT=8080
            done

            """
        let run = try CLI.run(["--plain", "--state", path, schema], stdin: script)
        #expect(run.status == 65, "two failed lines: \(run.stderr)")
        #expect(run.stdout == "", "stdout is left to the answers")
        #expect(
            run.stderr.contains(
                "line 4: scores (section 3): 'many' is not a number (write it like 1234)\n"))
        #expect(
            run.stderr.contains("line 6: env (section 4): 'lots' is not a number (write it like 1234)\n"))
        #expect(run.stderr.contains("added scores-1 = 7 to scores: item 1 of 1\n"))
        #expect(try Self.instance(path) == Self.expected())
    }

    /// A CI pipeline: steps are objects (a required `uses`, a `with` map), shown as JSON text.
    static let pipeline = """
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "title": "Pipeline",
          "type": "object",
          "properties": {
            "steps": {"type": "array", "items": {
              "title": "Step", "type": "object", "required": ["uses"],
              "properties": {
                "uses": {"type": "string"},
                "with": {"type": "object", "additionalProperties": {"type": "string"}}}}}
          }
        }
        """

    @Test("--guided: > fills an array's object item field by field, its map too; the instance holds it")
    func guidedFieldByField() throws {
        let (directory, schema, path) = try SchemaFormCLITests.folder(schema: Self.pipeline)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A step: > then uses left empty (asked again), its with map, the nested review, then
        // a second step typed as JSON; the lists end, the review is done.
        let answers = ">\n\nactions/checkout@v4\nfetch-depth\n0\n\n\n{\"uses\": \"make\"}\n\n\n"
        let run = try CLI.run(["--guided", "--state", path, schema], stdin: answers)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "", "stdout is left to the answers")
        #expect(
            run.stderr.contains(
                "Add an item to steps? (its value: JSON; > to fill it field by field, or Enter for none):\n"
                    + "steps › Step 1, field by field:\n  uses (required, text):\n"
                    + "    ✗ uses is required\n"),
            "the empty uses refused under its question, indented with it")
        #expect(run.stderr.contains("  Add an item to with? (its name, or Enter for none):\n"))
        let expected: NSDictionary = [
            "steps": [["uses": "actions/checkout@v4", "with": ["fetch-depth": "0"]], ["uses": "make"]]
        ]
        #expect(try Self.instance(path) == expected)
    }

    @Test("done on an instance the schema refuses (a required list left empty) ends 65, naming why")
    func doneJudgedByTheSchema() throws {
        let (directory, schema, path) = try SchemaFormCLITests.folder(
            schema: #"{"type": "object", "required": ["tags"], "properties": {"name": {"type": "string"}, "#
                + #""tags": {"type": "array", "minItems": 1, "items": {"type": "string"}}}}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let refused = try CLI.run(["--plain", "--state", path, schema], stdin: "set name x\ndone\n")
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(
            refused.stderr.contains(#"\#(path): (root): missing required member "tags""#), "\(refused.stderr)"
        )
        #expect(try Self.instance(path) == (["name": "x"] as NSDictionary), "saved as done saves")
        let accepted = try CLI.run(["--plain", "--state", path, schema], stdin: "add tags red\ndone\n")
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(try Self.instance(path) == (["name": "x", "tags": ["red"]] as NSDictionary))
    }
}
