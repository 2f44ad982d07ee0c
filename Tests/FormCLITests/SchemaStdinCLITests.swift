import Foundation
import TestSupport
import Testing

/// Issue #36: FORM `-` may be a JSON Schema: standard input is read once, as a schema when it is
/// one (named `<stdin>`, its `$ref`s by URL resolved in the current folder), else as a descriptor.
@Suite("JSON Schema forms from standard input")
struct SchemaStdinCLITests {
    static let schema = """
        {"$schema": "http://json-schema.org/draft-07/schema#", "properties": {
          "name": {"type": "string"},
          "env": {"type": "object", "additionalProperties": {"type": "integer"}}}}
        """

    @Test("--check -, --dump --json --state and --check-values read the schema from stdin")
    func schemaFromStdin() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let instance = directory.appendingPathComponent("i.json").path
        try Data(#"{"env": {"b": 2, "a": 1}, "name": "x"}"#.utf8).write(to: URL(fileURLWithPath: instance))
        let check = try CLI.run(["--check", "-"], stdin: Self.schema)
        #expect(check.status == 0 && check.stdout == "<stdin>: ok\n", "\(check.stderr)")
        let dump = try CLI.run(["--dump", "--json", "--state", instance, "-"], stdin: Self.schema)
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains(#""values":{"env":{"b":2,"a":1},"name":"x"}"#), "\(dump.stdout)")
        let values = try CLI.run(["--check-values", "--state", instance, "-"], stdin: Self.schema)
        #expect(values.status == 0, "\(values.stderr)")
        // A descriptor on stdin is still a descriptor.
        let descriptor = try CLI.run(
            ["--check", "-"], stdin: #"{"sections": [{"rows": [{"key": "x", "kind": "text"}]}]}"#)
        #expect(descriptor.status == 0 && descriptor.stdout == "<stdin>: ok\n", "\(descriptor.stderr)")
    }
}
