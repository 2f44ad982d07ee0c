import FormDocuments
import FormEngine
import FormSchema
import FormSchemaForms
import Foundation
import Testing

/// Issue #36: `oneOf`/`anyOf` as a choice of variant whose rows show only while it is chosen.
@Suite("JSON Schema variants")
struct SchemaVariantTests {
    static let schema = """
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "type": "object",
          "required": ["source"],
          "properties": {
            "name": {"type": "string"},
            "source": {
              "title": "Source",
              "oneOf": [
                {"title": "Git", "type": "object", "required": ["url"],
                 "properties": {"url": {"type": "string", "format": "uri"}, "branch": {"type": "string"}},
                 "additionalProperties": false},
                {"$ref": "#/definitions/path"}
              ]
            },
            "timeout": {"anyOf": [{"type": "integer", "minimum": 1}, {"type": "null"}], "default": null},
            "mixed": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "object"}}]}
          },
          "definitions": {
            "path": {"type": "object", "required": ["path"], "additionalProperties": false,
                     "properties": {"path": {"type": "string", "minLength": 1}}}
          }
        }
        """

    static func form() throws -> SchemaForm {
        try SchemaForm(data: Data(schema.utf8), file: "build.schema.json")
    }

    static func rows(_ form: SchemaForm) -> [RowDescriptor] { form.descriptor.sections.flatMap(\.rows) }

    static func row(_ form: SchemaForm, _ key: String) throws -> RowDescriptor {
        try #require(rows(form).first { $0.key == RowKey(key) }, "no row \(key)")
    }

    @Test("a oneOf of objects is a picker of variants, each variant's rows shown while it is chosen")
    func mapping() throws {
        let form = try Self.form()
        let picker = try Self.row(form, "source")
        #expect(picker.selection == .single)
        #expect(picker.childCount == 2)
        #expect(picker.rules == [.required])
        #expect(try Self.row(form, "source#0").title == "Git")
        #expect(try Self.row(form, "source#1").title == "object: path")
        let git = Condition.equals("source", .choice("source#0"))
        #expect(try Self.row(form, "source/url").visibleWhen == git)
        #expect(try Self.row(form, "source/url").rules == [.required])
        #expect(try Self.row(form, "source/branch").visibleWhen == git)
        #expect(
            try Self.row(form, "source/path").visibleWhen == .equals("source", .choice("source#1")))
        // A nullable integer: a number row and a `null` option.
        #expect(try Self.row(form, "timeout#0").title == "integer")
        #expect(try Self.row(form, "timeout#1").title == "null")
        #expect(try Self.row(form, "timeout").initialValue == .choice("timeout#1"))
        #expect(try Self.row(form, "source").initialValue == nil)
        #expect(
            try Self.row(form, "timeout~2").visibleWhen == .equals("timeout", .choice("timeout#0")))
        // A variant a form cannot show (an array of objects): the member is one row of JSON
        // text, checked against the whole `oneOf`.
        #expect(try Self.row(form, "mixed").kind.name == "json")
        #expect(!Self.rows(form).contains { $0.key.rawValue.hasPrefix("mixed#") })
        #expect(form.warnings.contains { $0.contains("\"mixed\" is shown as JSON text") })
        #expect(form.choices.map(\.key) == ["source", "timeout"])
    }

    @Test("the variant chosen is the one the instance validates against; only it is read")
    func restore() throws {
        let form = try Self.form()
        let instance = try JSONValue.parse(#"{"source": {"path": "src"}, "timeout": null, "mixed": [{}]}"#)
        var filled = try Form(form.descriptor)
        #expect(form.restore(instance, into: &filled, file: "b.json").isEmpty)
        #expect(try filled.row("source").value == .choice("source#1"))
        #expect(try filled.row("source/path").value == .text("src"))
        #expect(try filled.row("timeout").value == .choice("timeout#1"))
        #expect(filled.isActive("source/path"))
        #expect(!filled.isActive("source/url"))
        #expect(!filled.isActive("timeout~2"))
        #expect(
            form.instance(of: filled, since: filled, updating: instance).description == instance.description)

        let broken = try JSONValue.parse(#"{"source": {"path": 3}}"#)
        var kept = try Form(form.descriptor)
        let notes = form.restore(broken, into: &kept, file: "b.json")
        #expect(
            notes == [
                "b.json: /source: valid against none of the schema's variants; the value is kept as it is"
            ])
        #expect(try kept.row("source").value == nil)
        #expect(form.instance(of: kept, since: kept, updating: broken).description == broken.description)
    }

    @Test("choosing another variant shows its rows and writes only its members")
    func switching() throws {
        let form = try Self.form()
        let instance = try JSONValue.parse(#"{"name": "app", "source": {"path": "src"}, "timeout": 5}"#)
        var loaded = try Form(form.descriptor)
        #expect(form.restore(instance, into: &loaded, file: "b.json").isEmpty)
        #expect(try loaded.row("timeout").value == .choice("timeout#0"))
        #expect(try loaded.row("timeout~2").value == .number(5))
        var edited = loaded
        _ = try edited.apply(.set("source", .choice("source#0")))
        #expect(edited.isActive("source/url"))
        #expect(!edited.isActive("source/path"))
        _ = try edited.apply(.setText("source/url", "https://example.com/app.git"))
        _ = try edited.apply(.set("timeout", .choice("timeout#1")))
        #expect(form.hasChanges(edited, since: loaded))
        let written = form.instance(of: edited, since: loaded, updating: instance)
        #expect(
            written.description
                == #"{"name":"app","source":{"url":"https://example.com/app.git"},"timeout":null}"#)
        #expect(form.schema.validate(written).isEmpty)
        // Unchanged choice: a row of the chosen variant is written member by member.
        var again = loaded
        _ = try again.apply(.setText("source/path", "lib"))
        _ = try again.apply(.setText("source/url", "ignored: not the chosen variant"))
        #expect(
            form.instance(of: again, since: loaded, updating: instance).description
                == #"{"name":"app","source":{"path":"lib"},"timeout":5}"#)
    }

    static let conditional = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "properties": {"kind": {"enum": ["file", "http"]}, "card": {"type": "string"}},
          "if": {"properties": {"kind": {"const": "http"}}, "required": ["kind"]},
          "then": {"properties": {"url": {"type": "string", "format": "uri"}}, "required": ["url"]},
          "else": {"properties": {"path": {"type": "string"}}},
          "dependentSchemas": {"card": {"properties": {"billing": {"type": "string"}}}},
          "dependentRequired": {"card": ["kind"]}
        }
        """

    @Test("if/then/else and dependentSchemas add rows visible while their condition holds")
    func conditions() throws {
        let form = try SchemaForm(data: Data(Self.conditional.utf8), file: "c.schema.json")
        let http = Condition.equals("kind", .choice("kind#1"))
        #expect(try Self.row(form, "url").visibleWhen == http)
        #expect(try Self.row(form, "url").rules == [.required])
        #expect(try Self.row(form, "path").visibleWhen == .not(http))
        #expect(try Self.row(form, "billing").visibleWhen == .isSet("card", true))
        var filled = try Form(form.descriptor)
        #expect(!filled.isActive("url"))
        #expect(filled.isActive("path"))
        #expect(!filled.isActive("billing"))
        _ = try filled.apply(.set("kind", .choice("kind#1")))
        _ = try filled.apply(.setText("card", "visa"))
        #expect(filled.isActive("url"))
        #expect(!filled.isActive("path"))
        #expect(filled.isActive("billing"))
        let instance = try JSONValue.parse(#"{"kind": "file", "path": "a.txt"}"#)
        var loaded = try Form(form.descriptor)
        #expect(form.restore(instance, into: &loaded, file: "c.json").isEmpty)
        #expect(try loaded.row("path").value == .text("a.txt"))
        #expect(loaded.isActive("path"))
        let same = form.instance(of: loaded, since: loaded, updating: instance)
        #expect(same.description == instance.description)

        // Draft 7: `dependencies` with a schema; an `if` without `required` shows `then`'s rows
        // once the member holds the value, not while it is absent.
        let seven = """
            {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
             "properties": {"tls": {"type": "boolean"}, "mode": {"enum": ["a", "b"]}},
             "dependencies": {"tls": {"properties": {"cert": {"type": "string"}}}},
             "if": {"properties": {"mode": {"const": "b"}}},
             "then": {"properties": {"level": {"type": "integer"}}}}
            """
        let old = try SchemaForm(data: Data(seven.utf8), file: "7.schema.json")
        #expect(try Self.row(old, "cert").visibleWhen == .isSet("tls", true))
        #expect(try Self.row(old, "level").visibleWhen == .equals("mode", .choice("mode#1")))
    }

    @Test("a oneOf inside a variant is JSON text, whose nested form is the choice of its variants")
    func nestedVariants() throws {
        let form = try SchemaForm(
            data: Data(
                ##"""
                {"properties": {"source": {"oneOf": [
                  {"type": "object", "title": "Git", "required": ["url"], "properties": {"url": {"type": "string"},
                   "auth": {"oneOf": [
                     {"type": "object", "title": "Token", "required": ["token"], "properties": {"token": {"type": "string"}}},
                     {"type": "object", "title": "SSH", "required": ["key"], "properties": {"key": {"type": "string"}}}]}}},
                  {"type": "object", "title": "Path", "required": ["path"], "properties": {"path": {"type": "string"}}}]}}}
                """##.utf8),
            file: "nv.schema.json")
        #expect(try Self.row(form, "source/auth").kind.name == "json")
        #expect(form.warnings.contains { $0.hasSuffix("a choice of variants inside a variant") })
        #expect(!form.warnings.contains { $0.contains("oneOf is checked by the validator") })
        var filled = try Form(form.descriptor)
        _ = try filled.apply(.set("source", .choice("source#0")))
        _ = try filled.apply(.setText("source/url", "https://example.org/r.git"))
        let nested = try #require(filled.nestedForm(for: "source/auth"))
        var auth = nested.form
        #expect(try auth.row("value#1").title == "SSH")
        _ = try auth.apply(.set("value", .choice("value#1")))
        _ = try auth.apply(.setText("key", "id_ed25519"))
        let value = try #require(nested.value(of: auth))
        _ = try filled.apply(.set("source/auth", value))
        let written = form.instance(of: filled, since: try Form(form.descriptor), updating: nil)
        #expect(
            written.description
                == #"{"source":{"url":"https://example.org/r.git","auth":{"key":"id_ed25519"}}}"#)
        #expect(form.schema.validate(written).isEmpty)
    }
}
