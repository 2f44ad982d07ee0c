import FormEngine
import FormSchemaForms
import Foundation
import Testing

/// Issue #36: the public API — a schema (data, or a file with its catalogue folder) loaded into
/// the typed descriptor, an instance read into a form and written back, its problems listed.
@Suite("JSON Schema forms: the public API")
struct JSONSchemaFormTests {
    static let schema = """
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Config",
         "type": "object", "required": ["port"],
         "properties": {
           "port": {"type": "integer", "maximum": 65535},
           "hosts": {"type": "array", "items": {"type": "string"}}
         }}
        """

    @Test("data in, a form out, the edited instance back in the file's order")
    func readAndWrite() throws {
        let schema = try JSONSchemaForm(data: Data(Self.schema.utf8), file: "config.schema.json")
        #expect(schema.descriptor.title == "Config" && schema.warnings.isEmpty)
        let original = Data(#"{"other": [1, 2.50], "port": 80, "hosts": ["a"]}"#.utf8)
        let (form, notes) = try schema.form(reading: original, file: "config.json")
        #expect(notes.isEmpty)
        #expect(try form.row("port").value == .number(80))
        var edited = form
        _ = try edited.apply(.setText("port", "8080"))
        let data = try schema.instance(of: edited, since: form, updating: original, file: "config.json")
        #expect(
            String(decoding: data, as: UTF8.self)
                == "{\n  \"other\": [\n    1,\n    2.50\n  ],\n  \"port\": 8080,\n  \"hosts\": [\n    \"a\"\n  ]\n}\n"
        )
        #expect(try schema.problems(in: data).isEmpty)
        let problems = try schema.problems(in: Data(#"{"port": 70000}"#.utf8), file: "c.json")
        #expect(
            problems.count == 1 && problems[0].hasPrefix("c.json: /port: ") && problems[0].contains("65535"))
        let (empty, none) = try schema.form(reading: nil)
        #expect(none.isEmpty)
        #expect(try empty.row("port").value == nil)
    }

    @Test("errors name the file and the place")
    func errors() throws {
        #expect(throws: JSONSchemaFormError.self) {
            try JSONSchemaForm(data: Data("{".utf8), file: "bad.json")
        }
        do {
            _ = try JSONSchemaForm(data: Data("{".utf8), file: "bad.json")
        } catch {
            #expect(error.description.hasPrefix("bad.json"))
        }
        let schema = try JSONSchemaForm(data: Data(Self.schema.utf8))
        do {
            _ = try schema.form(reading: Data("[1,".utf8), file: "i.json")
            Issue.record("no error")
        } catch {
            #expect(error.file == "i.json" && error.description.hasPrefix("i.json: not JSON: "))
        }
    }

    @Test("a schema file's $ref by URL resolves in its catalogue folder")
    func catalogue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "JSONSchemaFormTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.json")
        try Data(#"{"type": "object", "properties": {"a": {"$ref": "https://example.com/a.json"}}}"#.utf8)
            .write(to: main)
        try Data(#"{"$id": "https://example.com/a.json", "type": "boolean", "title": "A"}"#.utf8)
            .write(to: folder.appendingPathComponent("a.json"))
        let schema = try JSONSchemaForm(contentsOf: main)
        #expect(schema.warnings.isEmpty)
        #expect(schema.descriptor.sections.flatMap(\.rows).map(\.title) == ["A"])
        #expect(throws: JSONSchemaFormError.self) {
            try JSONSchemaForm(contentsOf: folder.appendingPathComponent("missing.json"))
        }
    }
}
