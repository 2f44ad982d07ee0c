import Foundation
import TestSupport
import Testing

/// Issue #36: formcli on a FORM that is a JSON Schema — the contract `check.py` holds it to
/// (`--check`, `--dump --json --state`, `--check-values --state`), and `--set` writing the
/// instance back.
@Suite("JSON Schema forms in formcli")
struct SchemaFormCLITests {
    static let schema = """
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "type": "object",
          "required": ["name"],
          "properties": {
            "name": {"type": "string", "minLength": 1},
            "age": {"type": "integer", "minimum": 0},
            "mail": {"type": "string", "format": "email"},
            "server": {"$ref": "#/definitions/server"},
            "hosts": {"type": "array", "items": {"type": "string"}},
            "extra": {"type": "object"}
          },
          "definitions": {
            "server": {"type": "object", "properties": {
              "port": {"type": "integer", "maximum": 65535},
              "tls": {"type": "object", "properties": {"on": {"type": "boolean"}}}
            }}
          }
        }
        """

    /// A folder with the schema, and `instance` as `instance.json` when given.
    static func folder(schema: String = schema, instance: String? = nil) throws -> (URL, String, String) {
        let directory = try CLI.temporaryDirectory()
        let schemaPath = directory.appendingPathComponent("schema.json").path
        try Data(schema.utf8).write(to: URL(fileURLWithPath: schemaPath))
        let instancePath = directory.appendingPathComponent("instance.json").path
        if let instance { try Data(instance.utf8).write(to: URL(fileURLWithPath: instancePath)) }
        return (directory, schemaPath, instancePath)
    }

    /// JSON text as Foundation objects, for comparing values.
    static func object(_ text: String) throws -> NSObject {
        try #require(
            JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject)
    }

    @Test("--check: a schema loads (its warnings once per place), a broken one exits 65 naming the file")
    func check() throws {
        let (directory, schema, _) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ok = try CLI.run(["--check", schema])
        #expect(ok.status == 0 && ok.stdout == "\(schema): ok\n", "\(ok.stderr)")
        let kept = ok.stderr.split(separator: "\n").filter { $0.contains("#/properties/extra") }
        #expect(kept.count == 1 && kept[0].contains("\"extra\" is shown as JSON text, not rows of its own"))
        let strict = try CLI.run(["--check", "--strict", schema])
        #expect(strict.status == 65 && strict.stderr.contains("(--strict)"))
        try Data(#"{"$schema": "http://json-schema.org/draft-07/schema#", "properties": {"#.utf8)
            .write(to: URL(fileURLWithPath: schema))
        let broken = try CLI.run(["--check", schema])
        #expect(broken.status == 65 && broken.stdout == "")
        #expect(
            broken.stderr.hasPrefix("formcli: \(schema)") && broken.stderr.split(separator: "\n").count == 1)
    }

    @Test("--dump --json: the values are the instance, nested as the schema says, unknown members kept")
    func dumpValues() throws {
        let instance = """
            {"name": "web", "server": {"tls": {"on": true, "cert": "x.pem"}, "port": 8080},
             "hosts": ["a", "b"], "other": {"deep": [1, 2.5, null]}, "age": 1e2}
            """
        let (directory, schema, path) = try Self.folder(instance: instance)
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = try CLI.run(["--dump", "--json", "--state", path, schema])
        #expect(dump.status == 0, "\(dump.stderr)")
        let parsed = try #require(try Self.object(dump.stdout) as? NSDictionary)
        let expected = try Self.object(instance)
        #expect(parsed["values"] as? NSObject == expected)
        // The rows show the instance: the nested object's rows hold its members.
        let rows = (parsed["sections"] as? [NSDictionary] ?? []).flatMap {
            $0["rows"] as? [NSDictionary] ?? []
        }
        #expect(rows.contains { $0["key"] as? String == "name" && $0["value"] as? String == "web" })
        #expect(rows.contains { $0["key"] as? String == "server/port" && $0["value"] as? Int == 8080 })
        // The file is not written.
        let unchanged = try String(contentsOfFile: path, encoding: .utf8)
        #expect(unchanged == instance)
    }

    @Test("--dump --json: a readOnly member is shown in its read-only row, without a warning")
    func readOnlyShown() throws {
        let schemaText = """
            {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {
              "id": {"type": "string", "readOnly": true}, "n": {"type": "integer", "readOnly": true},
              "name": {"type": "string"}}}
            """
        let instance = #"{"id": "abc", "n": "x", "name": "x"}"#
        let (directory, schema, path) = try Self.folder(schema: schemaText, instance: instance)
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = try CLI.run(["--dump", "--json", "--state", path, schema])
        #expect(dump.status == 0)
        // The value the row cannot hold (a string for an integer) is kept, with the note as before.
        #expect(
            dump.stderr
                == "formcli: warning: \(path): /n: a row of this kind cannot hold string; the value is kept as it is\n"
        )
        let parsed = try #require(try Self.object(dump.stdout) as? NSDictionary)
        #expect(parsed["values"] as? NSObject == (try Self.object(instance)))
        let rows = (parsed["sections"] as? [NSDictionary] ?? []).flatMap {
            $0["rows"] as? [NSDictionary] ?? []
        }
        let id = try #require(rows.first { $0["key"] as? String == "id" })
        #expect(id["value"] as? String == "abc" && id["readOnly"] as? Bool == true)
        let set = try CLI.run(["--state", path, "--set", "name=y", schema])
        #expect(set.status == 0, "\(set.stderr)")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == "{\n  \"id\": \"abc\",\n  \"n\": \"x\",\n  \"name\": \"y\"\n}\n")
        let refused = try CLI.run(["--state", path, "--set", "id=other", schema])
        #expect(refused.status != 0 && refused.stderr.contains("read-only"), "\(refused.stderr)")
        let valid = try CLI.run(["--check-values", "--state", path, schema])
        #expect(valid.status == 65 && valid.stderr.contains("/n: "), "\(valid.stderr)")
    }

    @Test("--dump --json: an instance that is an array, or a scalar, at the top")
    func topLevelArray() throws {
        for (schemaText, instance) in [
            (
                #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "array", "items": {"type": "object"}}"#,
                #"[{"a": 1}, {"b": [true]}]"#
            ),
            (
                #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "string"}"#,
                #""just text""#
            ),
        ] {
            let (directory, schema, path) = try Self.folder(schema: schemaText, instance: instance)
            defer { try? FileManager.default.removeItem(at: directory) }
            let dump = try CLI.run(["--dump", "--json", "--state", path, schema])
            #expect(dump.status == 0, "\(dump.stderr)")
            let parsed = try #require(try Self.object(dump.stdout) as? NSDictionary)
            let expected = try Self.object(instance)
            #expect(parsed["values"] as? NSObject == expected)
            let check = try CLI.run(["--check", schema])
            #expect(check.status == 0, "\(check.stderr)")
        }
    }

    @Test("--check-values: 0 for a valid instance, 65 with each problem's pointer and words")
    func checkValues() throws {
        let (directory, schema, path) = try Self.folder(
            instance: #"{"name": "a", "age": 3, "mail": "not mail"}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let valid = try CLI.run(["--check-values", "--state", path, schema])
        #expect(valid.status == 0 && valid.stdout == "\(path): ok\n", "\(valid.stderr)")
        // format is an annotation unless --check-formats asks: a warning, not a problem.
        #expect(
            valid.stderr
                == "formcli: warning: \(path): /mail: is not a valid email (a format: a problem only with --check-formats)\n"
        )
        let formats = try CLI.run(["--check-values", "--check-formats", "--state", path, schema])
        #expect(formats.status == 65 && formats.stderr.contains("\(path): /mail: "), "\(formats.stderr)")
        try Data(#"{"age": -1, "server": {"port": 70000}, "x": 1}"#.utf8).write(
            to: URL(fileURLWithPath: path))
        let invalid = try CLI.run(["--check-values", "--state", path, schema])
        #expect(invalid.status == 65 && invalid.stdout == "")
        let lines = invalid.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("formcli: \(path): (root): ") && $0.contains("name") })
        #expect(lines.contains { $0.hasPrefix("formcli: \(path): /age: ") })
        #expect(lines.contains { $0.hasPrefix("formcli: \(path): /server/port: ") })
        let missing = try CLI.run(["--check-values", "--state", path + ".none", schema])
        #expect(missing.status != 0 && missing.stderr.contains("no such file"))
        try Data("{\"name\": ".utf8).write(to: URL(fileURLWithPath: path))
        let unreadable = try CLI.run(["--check-values", "--state", path, schema])
        #expect(unreadable.status == 65 && unreadable.stderr.contains(path), "\(unreadable.stderr)")
    }

    @Test("--set with --state writes the instance back: pretty, in order, undescribed members kept")
    func setWritesInstance() throws {
        let (directory, schema, path) = try Self.folder(
            instance: #"{"zz": {"keep": [1, 2]}, "name": "a", "server": {"port": 1, "x": null}}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let set = try CLI.run(["--state", path, "--set", "server/port=8443", "--set", "age=7", schema])
        #expect(set.status == 0, "\(set.stderr)")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            written == """
                {
                  "zz": {
                    "keep": [
                      1,
                      2
                    ]
                  },
                  "name": "a",
                  "server": {
                    "port": 8443,
                    "x": null
                  },
                  "age": 7
                }

                """)
        // A value the schema refuses fails the run and writes nothing.
        let tooBig = try CLI.run(["--state", path, "--set", "server/port=70000", schema])
        #expect(tooBig.status == 65 && tooBig.stderr.contains("/server/port: "), "\(tooBig.stderr)")
        let refused = try CLI.run(["--state", path, "--set", "age=old", schema])
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(refused.status == 65 && after == written)
    }

    @Test("a walk of a schema form saves the instance, and --json prints it")
    func walkWritesInstance() throws {
        let (directory, schema, path) = try Self.folder(instance: #"{"zz": true, "name": "a"}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let walk = try CLI.run(
            ["--state", path, schema],
            stdin: "set age 41\nset server/tls/on on\nadd hosts Item\nset hosts-1 h\ndone\n")
        #expect(walk.status == 0, "\(walk.stderr)")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            written == """
                {
                  "zz": true,
                  "name": "a",
                  "age": 41,
                  "server": {
                    "tls": {
                      "on": true
                    }
                  },
                  "hosts": [
                    "h"
                  ]
                }

                """)
        let json = try CLI.run([schema, "--json"], stdin: "set name Ada\ndone\n")
        #expect(json.status == 0 && json.stdout == #"{"values":{"name":"Ada"}}"# + "\n", "\(json.stderr)")
    }

    @Test("hostile schemas fail clearly or load within limits: a $ref cycle, deep nesting, a huge enum")
    func hostile() throws {
        var deep = #"{"type": "string"}"#
        for _ in 0..<200 { deep = #"{"properties": {"a": \#(deep)}}"# }
        let values = (0..<20_000).map { "\"v\($0)\"" }.joined(separator: ",")
        let cases = [
            ##"{"$schema": "http://json-schema.org/draft-07/schema#", "$ref": "#/definitions/a", "definitions": {"a": {"$ref": "#/definitions/a"}}}"##,
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "properties": {"a": \#(deep)}}"#,
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "properties": {"e": {"enum": [\#(values)]}}}"#,
        ]
        for text in cases {
            let (directory, schema, path) = try Self.folder(
                schema: text, instance: #"{"e": "v19999", "a": {}}"#)
            defer { try? FileManager.default.removeItem(at: directory) }
            let check = try CLI.run(["--check", schema])
            #expect(check.status == 0, "\(check.stderr.prefix(300))")
            #expect(check.stderr.split(separator: "\n").count <= 3)
            let values = try CLI.run(["--check-values", "--state", path, schema])
            #expect(values.status == 0 || values.status == 65, "\(values.stderr.prefix(300))")
        }
        var tooDeep = "1"
        for _ in 0..<600 { tooDeep = "[\(tooDeep)]" }
        let (directory, schema, _) = try Self.folder(
            schema: #"{"$schema": "http://json-schema.org/draft-07/schema#", "default": \#(tooDeep)}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let refused = try CLI.run(["--check", schema])
        #expect(refused.status == 65 && refused.stderr.contains("deep"), "\(refused.stderr)")
    }
}
