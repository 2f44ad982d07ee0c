import FormDocuments
import FormEngine
import FormSchema
import FormSchemaForms
import Foundation
import Testing

/// Issue #36: a `readOnly` member is a read-only row, which refuses restoring; reading an
/// instance shows its value as the row's starting value instead, and writing leaves it alone.
@Suite("JSON Schema forms: read-only members")
struct SchemaReadOnlyTests {
    static let schema = """
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "type": "object",
          "properties": {
            "id": {"type": "string", "readOnly": true},
            "name": {"type": "string"},
            "count": {"type": "integer", "readOnly": true},
            "born": {"type": "string", "format": "date", "readOnly": true},
            "on": {"type": "boolean", "readOnly": true},
            "plan": {"enum": ["free", "pro"], "readOnly": true},
            "tags": {"type": "array", "uniqueItems": true, "items": {"enum": ["a", "b"]}, "readOnly": true},
            "server": {"type": "object", "properties": {"host": {"type": "string", "readOnly": true}}}
          }
        }
        """

    static func form() throws -> SchemaForm {
        try SchemaForm(data: Data(schema.utf8), file: "s.json")
    }

    @Test("read-only rows show the instance's members, with no note, and write them back untouched")
    func shown() throws {
        let form = try Self.form()
        let text = """
            {"id": "abc", "name": "x", "count": 1.0, "born": "2020-02-29", "on": true, "plan": "pro",
             "tags": ["b", "a"], "server": {"host": "h"}}
            """
        let instance = try JSONValue.parse(text)
        var filled = try Form(form.descriptor(showing: instance))
        #expect(form.restore(instance, into: &filled, file: "i.json") == [])
        #expect(try filled.row("id").value == .text("abc"))
        #expect(try filled.row("id").isReadOnly)
        #expect(try filled.row("name").value == .text("x"))
        #expect(try filled.row("count").value == .number(1))
        #expect(try filled.row("born").value == .date(try #require(CalendarDate("2020-02-29"))))
        #expect(try filled.row("on").value == .bool(true))
        #expect(try filled.row("plan").value == .choice("plan#1"))
        #expect(try filled.row("tags").value == .choices(["tags#1", "tags#0"]))
        #expect(try filled.row("server/host").value == .text("h"))
        // Written back as it was read (1.0 stays 1.0), also after another row's edit.
        #expect(
            form.instance(of: filled, since: filled, updating: instance).description == instance.description)
        var edited = filled
        _ = try edited.apply(.setText("name", "y"))
        let written = form.instance(of: edited, since: filled, updating: instance)
        #expect(written.description == instance.description.replacingOccurrences(of: #""x""#, with: #""y""#))
        // The row still refuses edits.
        #expect(throws: (any Error).self) { try edited.apply(.setText("id", "other")) }
        // The schema's own descriptor is unchanged.
        #expect(form.descriptor.sections[0].rows.first { $0.key == "id" }?.initialValue == nil)
    }

    @Test("a read-only member its row cannot hold is not shown, kept, and noted")
    func unfit() throws {
        let form = try Self.form()
        let instance = try JSONValue.parse(
            #"{"id": 3, "count": 1.5, "plan": "gold", "tags": ["a", "a"], "born": "soon"}"#)
        var filled = try Form(form.descriptor(showing: instance))
        let notes = form.restore(instance, into: &filled, file: "i.json")
        #expect(notes.count == 5, "\(notes)")
        #expect(
            notes.contains("i.json: /id: a row of this kind cannot hold number; the value is kept as it is"))
        #expect(notes.contains { $0.hasPrefix("i.json: /plan: not one of the schema's values") })
        for key in ["id", "count", "plan", "tags", "born"] {
            #expect(try filled.row(RowKey(key)).value == nil, "\(key)")
        }
        #expect(
            form.instance(of: filled, since: filled, updating: instance).description == instance.description)
    }

    @Test("the library's form(reading:) shows a read-only member and writes the instance back the same")
    func library() throws {
        let schema = try JSONSchemaForm(data: Data(Self.schema.utf8), file: "s.json")
        let original = Data(#"{"id": "abc", "name": "x"}"#.utf8)
        let (loaded, notes) = try schema.form(reading: original, file: "i.json")
        #expect(notes.isEmpty, "\(notes)")
        #expect(try loaded.row("id").value == .text("abc"))
        let data = try schema.instance(of: loaded, since: loaded, updating: original, file: "i.json")
        #expect(String(decoding: data, as: UTF8.self) == "{\n  \"id\": \"abc\",\n  \"name\": \"x\"\n}\n")
        #expect(try schema.form(reading: nil).form.row("id").value == nil)
    }
}
