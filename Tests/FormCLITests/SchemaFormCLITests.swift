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
        #expect(written == #"{"id": "abc", "n": "x", "name": "y"}"#)
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

    @Test("--set with --state writes the instance back: only the members set change, in the file's layout")
    func setWritesInstance() throws {
        let instance = """
            {
              "zz": {"keep": [1, 2]},
              "name": "a",
              "server": {"port": 1, "x": null}
            }

            """
        let (directory, schema, path) = try Self.folder(instance: instance)
        defer { try? FileManager.default.removeItem(at: directory) }
        let set = try CLI.run(["--state", path, "--set", "server/port=8443", "--set", "age=7", schema])
        #expect(set.status == 0, "\(set.stderr)")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            written == """
                {
                  "zz": {"keep": [1, 2]},
                  "name": "a",
                  "server": {"port": 8443, "x": null},
                  "age": 7
                }

                """)
        // A set that changes nothing writes nothing: the file is not replaced.
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        let same = try CLI.run(["--state", path, "--set", "age=7", schema])
        let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(same.status == 0 && before != nil && before == after, "\(same.stderr)")
        // A value the schema refuses fails the run and writes nothing.
        let tooBig = try CLI.run(["--state", path, "--set", "server/port=70000", schema])
        #expect(tooBig.status == 65 && tooBig.stderr.contains("/server/port: "), "\(tooBig.stderr)")
        let refused = try CLI.run(["--state", path, "--set", "age=old", schema])
        let afterRefusal = try String(contentsOfFile: path, encoding: .utf8)
        #expect(refused.status == 65 && afterRefusal == written)
    }

    @Test("a .jsonc instance keeps its comments and trailing commas through --set")
    func jsoncInstance() throws {
        let (directory, schema, _) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("instance.jsonc").path
        let instance = "{\r\n  // who\r\n  \"name\": \"a\", /* kept */\r\n  \"age\": 1,\r\n}\r\n"
        try Data(instance.utf8).write(to: URL(fileURLWithPath: path))
        let set = try CLI.run(["--state", path, "--set", "age=2", "--set", "mail=a@b.c", schema])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == "{\r\n  // who\r\n  \"name\": \"a\", /* kept */\r\n  \"age\": 2,\r\n  \"mail\": \"a@b.c\",\r\n}\r\n"
        )
        let check = try CLI.run(["--check-values", "--state", path, schema])
        #expect(check.status == 0 && check.stdout == "\(path): ok\n", "\(check.stderr)")
        // The same text named .json: a comment is an error at its place.
        let plain = directory.appendingPathComponent("plain.json").path
        try Data(instance.utf8).write(to: URL(fileURLWithPath: plain))
        let refused = try CLI.run(["--check-values", "--state", plain, schema])
        #expect(refused.status == 65 && refused.stderr.contains("(line 2, column 3)"), "\(refused.stderr)")
    }

    @Test(
        "an instance with invalid UTF-8 or a string over --max-string is refused at its place, never rewritten"
    )
    func invalidBytesRefused() throws {
        let (directory, schema, path) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bytes = Data(#"{"name": "a", "extra": {"x": "caf"#.utf8) + Data([0xE9]) + Data(#""}}"#.utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        for arguments in [
            ["--check-values", "--state", path, schema], ["--state", path, "--set", "age=3", schema],
        ] {
            let run = try CLI.run(arguments)
            #expect(run.status == 65, "\(arguments): \(run.stderr)")
            #expect(
                run.stderr
                    == "formcli: \(path): not JSON: invalid UTF-8 (byte 0xE9 at offset 33) (line 1, column 34)\n"
            )
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        }
        try Data(#"{"name": "abcdefghijk"}"#.utf8).write(to: URL(fileURLWithPath: path))
        let long = try CLI.run(["--check-values", "--max-string", "10", "--state", path, schema])
        #expect(long.status == 65 && long.stderr.contains("over the limit of 10"), "\(long.stderr)")
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
            written
                == #"{"zz": true, "name": "a", "age": 41, "server": {"tls": {"on": true}}, "hosts": ["h"]}"#)
        // A new file is written pretty-printed.
        try FileManager.default.removeItem(atPath: path)
        let fresh = try CLI.run(["--state", path, schema], stdin: "set name b\nset server/tls/on on\ndone\n")
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(
            try String(contentsOfFile: path, encoding: .utf8) == """
                {
                  "name": "b",
                  "server": {
                    "tls": {
                      "on": true
                    }
                  }
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
