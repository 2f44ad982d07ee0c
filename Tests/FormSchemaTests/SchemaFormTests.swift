import FormDocuments
import FormEngine
import FormSchema
import FormSchemaForms
import Foundation
import Testing

/// Issue #36: a JSON Schema mapped to the typed descriptor, an instance read into the form and
/// written back.
@Suite("JSON Schema forms")
struct SchemaFormTests {
    static let schema = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "title": "Profile",
          "description": "Who you are.",
          "type": "object",
          "required": ["name", "plan"],
          "properties": {
            "name": {"type": "string", "title": "Name", "minLength": 2, "maxLength": 40,
                     "pattern": "^[A-Z]", "examples": ["Ada"]},
            "email": {"type": "string", "format": "email", "description": "Where we write."},
            "site": {"type": "string", "format": "uri"},
            "born": {"type": "string", "format": "date"},
            "alarm": {"type": "string", "format": "time"},
            "age": {"type": "integer", "minimum": 0, "maximum": 150, "default": 30},
            "ratio": {"type": "number", "multipleOf": 0.5},
            "news": {"type": "boolean", "default": true},
            "plan": {"enum": ["free", "pro", 3]},
            "kind": {"const": "person"},
            "id": {"type": "string", "readOnly": true, "deprecated": true},
            "tags": {"type": "array", "uniqueItems": true, "minItems": 1, "maxItems": 2,
                     "items": {"enum": ["a", "b", "c"]}},
            "notes": {"type": "array", "items": {"type": "string"}},
            "address": {"$ref": "#/$defs/address"},
            "extra": {}
          },
          "$defs": {
            "address": {"type": "object", "title": "Address", "properties": {
              "city": {"type": "string"},
              "lines": {"type": "array", "items": {"type": "string"}},
              "geo": {"type": "object", "properties": {"lat": {"type": "number"}, "lon": {"type": "number"}}}
            }}
          }
        }
        """

    static func form(_ text: String = schema) throws -> SchemaForm {
        try SchemaForm(data: Data(text.utf8), file: "profile.schema.json")
    }

    static func row(_ form: SchemaForm, _ key: String) throws -> RowDescriptor {
        try #require(
            form.descriptor.sections.flatMap(\.rows).first { $0.key == RowKey(key) }, "no row \(key)")
    }

    @Test("each keyword maps to its kind, rule or field")
    func mapping() throws {
        let form = try Self.form()
        #expect(form.descriptor.title == "Profile")
        #expect(form.descriptor.sections.count == 4)
        #expect(form.descriptor.sections[0].footer == "Who you are.")
        #expect(
            form.descriptor.sections[1].title == "notes" && form.descriptor.sections[2].title == "Address")
        let name = try Self.row(form, "name")
        #expect(name.kind == .text(.plain) && name.title == "Name" && name.placeholder == "Ada")
        #expect(name.rules.contains(.required) && name.rules.contains(.minLength(2)))
        #expect(name.rules.contains(.maxLength(40)) && name.rules.contains { $0.name == "pattern" })
        let email = try Self.row(form, "email")
        #expect(
            email.kind == .text(.email) && email.help == "Where we write." && !email.rules.contains(.required)
        )
        #expect(try Self.row(form, "site").kind == .text(.url))
        #expect(try Self.row(form, "born").kind == .date(DateSettings()))
        #expect(try Self.row(form, "alarm").kind == .time(TimeSettings()))
        let age = try Self.row(form, "age")
        #expect(age.kind == .number(NumberSettings(style: .integer, minimum: 0, maximum: 150)))
        #expect(age.initialValue == .number(30))
        #expect(try Self.row(form, "ratio").kind == .number(NumberSettings(style: .decimal, step: 0.5)))
        let news = try Self.row(form, "news")
        #expect(news.kind.name == "switch" && news.initialValue == .bool(true))
        let plan = try Self.row(form, "plan")
        #expect(plan.childCount == 3 && plan.rules.contains(.required))
        #expect(try Self.row(form, "plan#2").title == "3")
        #expect(try Self.row(form, "kind").childCount == 1)
        let id = try Self.row(form, "id")
        #expect(id.isReadOnly && id.subtitle == "deprecated")
        let tags = try Self.row(form, "tags")
        #expect(tags.selection == .multiple(minimum: 1, maximum: 2) && tags.childCount == 3)
        // Nested objects: the top-level one a section, the deeper one an expandable row.
        let geo = try Self.row(form, "address/geo")
        #expect(geo.childCount == 2 && geo.kind == .normal)
        #expect(
            form.descriptor.sections[2].rows.map(\.key.rawValue) == [
                "address/city", "address/geo", "address/geo/lat", "address/geo/lon",
            ])
        // Kept, not shown: one warning for each place.
        // An array of scalars is an editable list, a nested one too (after its section).
        let notes = try #require(form.descriptor.sections.first { $0.template?.key == "notes" })
        #expect(notes.isEditable && notes.template?.kind == .text(.plain) && notes.rows.isEmpty)
        #expect(form.descriptor.sections[3].template?.key == "address/lines")
        #expect(!form.warnings.contains { $0.contains("#/$defs/address/properties/lines") })
        #expect(form.warnings.contains { $0.contains("#/properties/extra") && $0.contains("any type") })
        #expect(Set(form.warnings).count == form.warnings.count)
        #expect(form.descriptor.sections.flatMap(\.rows).first { $0.key == "extra" }?.kind.name == "json")
        _ = try Form(form.descriptor)
    }

    @Test("a default of several lines makes a text area, so the schema loads (pre-commit-config, jekyll)")
    func defaultWithALineBreak() throws {
        let text = """
            {"$schema": "http://json-schema.org/draft-07/schema#", "properties": {
              "separator": {"type": "string", "default": "\\n\\n"},
              "mail": {"type": "string", "format": "email", "default": "a\\nb"}}}
            """
        let form = try Self.form(text)
        #expect(try Self.row(form, "separator").kind == .text(.textArea))
        #expect(try Self.row(form, "mail").kind != .text(.email))
        _ = try Form(form.descriptor)
    }

    @Test("a row of JSON text takes a bare word as the string the schema takes, as YAML would")
    func bareWordInJSONText() throws {
        let form = try Self.form(
            """
            {"$schema": "http://json-schema.org/draft-07/schema#", "properties": {
              "image": {"type": ["string", "array"], "items": {"type": "string"}},
              "size": {"type": ["integer", "array"]}}}
            """)
        var filled = try Form(form.descriptor)
        let loaded = filled
        _ = try filled.apply(.setText("image", "Visual Studio 2022"))
        #expect(try filled.row("image").value == .text(#""Visual Studio 2022""#))
        // What starts as JSON does was meant as JSON; a word the schema does not take is refused.
        #expect(throws: EditError.self) { try filled.apply(.setText("image", "[ubuntu")) }
        #expect(throws: EditError.self) { try filled.apply(.setText("size", "big")) }
        _ = try filled.apply(.setText("size", "3"))
        #expect(
            form.instance(of: filled, since: loaded, updating: nil).description
                == #"{"image":"Visual Studio 2022","size":3}"#)
    }

    @Test("an instance read in and written back is the same instance, unknown members and order kept")
    func roundTrip() throws {
        let form = try Self.form()
        let text = """
            {"zeta": [1, {"x": null}], "name": "Ada", "age": 36.0, "plan": 3, "tags": ["b"],
             "address": {"geo": {"lat": 1.5, "alt": 2}, "city": "London"}, "notes": ["n"], "news": false}
            """
        let instance = try JSONValue.parse(text)
        var filled = try Form(form.descriptor)
        #expect(form.restore(instance, into: &filled, file: "i.json").isEmpty)
        #expect(try filled.row("plan").value == .choice("plan#2"))
        #expect(try filled.row("tags").value == .choices(["tags#1"]))
        #expect(try filled.row("address/geo/lat").value == .number(1.5))
        let same = form.instance(of: filled, since: filled, updating: instance)
        #expect(same.description == instance.description)
        var edited = filled
        _ = try edited.apply(.setText("address/city", "Paris"))
        _ = try edited.apply(.setText("age", "37"))
        _ = try edited.apply(.setText("born", "1990-03-12"))
        _ = try edited.apply(.set("tags", .choices(["tags#0", "tags#2"])))
        #expect(try filled.items(in: 1).count == 1)
        let added = try edited.apply(.addItem(section: 1, title: "Item"))
        _ = try edited.apply(.set(try #require(added.changedKeys.first), .text("m")))
        let written = form.instance(of: edited, since: filled, updating: instance)
        #expect(
            written.description
                == #"{"zeta":[1,{"x":null}],"name":"Ada","age":37,"plan":3,"tags":["a","c"],"#
                + #""address":{"geo":{"lat":1.5,"alt":2},"city":"Paris"},"notes":["n","m"],"news":false,"born":"1990-03-12"}"#
        )
        #expect(form.schema.validate(written).isEmpty)
    }

    @Test("a value a row cannot hold is kept and named")
    func unfitValues() throws {
        let form = try Self.form()
        let instance = try JSONValue.parse(#"{"age": "old", "plan": "gold", "name": "Al"}"#)
        var filled = try Form(form.descriptor)
        let notes = form.restore(instance, into: &filled, file: "i.json")
        #expect(notes.contains { $0.hasPrefix("i.json: /age: ") && $0.hasSuffix("kept as it is") })
        #expect(notes.contains { $0.hasPrefix("i.json: /plan: not one of the schema's values") })
        // A list with an item its rows cannot hold is not shown, and kept even when added to.
        let mixed = try JSONValue.parse(#"{"notes": ["n", 3]}"#)
        var listed = try Form(form.descriptor)
        #expect(
            form.restore(mixed, into: &listed, file: "i.json").contains { $0.hasPrefix("i.json: /notes: ") })
        #expect(try listed.items(in: 1).isEmpty)
        var added = listed
        let item = try added.apply(.addItem(section: 1, title: "Item"))
        _ = try added.apply(.set(try #require(item.changedKeys.first), .text("m")))
        #expect(form.instance(of: added, since: listed, updating: mixed).description == mixed.description)
        #expect(
            form.instance(of: filled, since: filled, updating: instance).description == instance.description)
    }

    @Test("pretty JSON keeps the members' order and the numbers as written")
    func prettyJSON() throws {
        let value = try JSONValue.parse(#"{"b": [1.50, {}], "a": {"c": []}, "e": "\u00e9\n"}"#)
        #expect(
            PrettyJSON.render(value)
                == "{\n  \"b\": [\n    1.50,\n    {}\n  ],\n  \"a\": {\n    \"c\": []\n  },\n  \"e\": \"é\\n\"\n}\n"
        )
    }

    @Test("a schema is told apart from a descriptor")
    func detection() {
        #expect(SchemaForm.isSchema(Data(#"{"$schema": "http://json-schema.org/draft-07/schema#"}"#.utf8)))
        #expect(SchemaForm.isSchema(Data(#" {"properties": {}}"#.utf8)))
        #expect(!SchemaForm.isSchema(Data(#"{"properties": {}, "sections": []}"#.utf8)))
        #expect(!SchemaForm.isSchema(Data(#"{"sections": []}"#.utf8)))
        #expect(!SchemaForm.isSchema(Data(#"[[{"kind": "text"}]]"#.utf8)))
        #expect(!SchemaForm.isSchema(Data("<?xml version=\"1.0\"?><plist/>".utf8)))
    }

    @Test("hostile schemas: a $ref cycle, deep nesting and a huge enum are kept within limits")
    func hostile() throws {
        let cycle = try Self.form(
            ##"{"properties": {"a": {"$ref": "#/$defs/x"}, "n": {"type": "string"}}, "$defs": {"x": {"$ref": "#/$defs/y"}, "y": {"$ref": "#/$defs/x"}}}"##
        )
        // The member whose reference never ends is JSON text; checking it ends, with a problem.
        #expect(cycle.descriptor.sections.flatMap(\.rows).map(\.key) == ["a", "n"])
        #expect(cycle.schema.validate(try JSONValue.parse(#"{"a": 1}"#)).count == 1)
        var looping = try Form(cycle.descriptor)
        _ = try looping.apply(.setText("a", "1"))
        #expect(looping.validate().count == 1)
        let tree = try Self.form(##"{"properties": {"self": {"$ref": "#"}, "name": {"type": "string"}}}"##)
        #expect(tree.warnings.contains { $0.contains("recursive") })
        var deep = #"{"type": "string"}"#
        for _ in 0..<100 { deep = #"{"type": "object", "properties": {"a": \#(deep)}}"# }
        let nested = try Self.form(#"{"type": "object", "properties": {"a": \#(deep)}}"#)
        #expect(nested.warnings.contains { $0.contains("nested over \(SchemaForm.maxDepth) deep") })
        let values = (0...SchemaForm.maxOptions).map { "\"v\($0)\"" }.joined(separator: ",")
        let huge = try Self.form(#"{"properties": {"e": {"enum": [\#(values)]}, "n": {"type": "boolean"}}}"#)
        #expect(huge.warnings.contains { $0.contains("an enum of \(SchemaForm.maxOptions + 1) values") })
        #expect(huge.descriptor.sections.flatMap(\.rows).map(\.key) == ["e", "n"])
        #expect(huge.descriptor.sections[0].rows[0].kind.name == "json")
        // Ten members a level, each an object of the next level, 20 levels: 10^20 members
        // without one row; the mapping stops looking after maxMembers.
        var defs: [String] = []
        for level in 0..<20 {
            let members = (0..<10).map { ##""m\##($0)": {"$ref": "#/$defs/l\##(level + 1)"}"## }
            defs.append(
                ##""l\##(level)": {"type": "object", "properties": {\##(members.joined(separator: ","))}}"##)
        }
        defs.append(##""l20": {}"##)
        let wide = try Self.form(
            ##"{"properties": {"top": {"$ref": "#/$defs/l0"}}, "$defs": {\##(defs.joined(separator: ","))}}"##
        )
        #expect(wide.warnings.contains { $0.contains("looked at \(SchemaForm.maxMembers) members") })
    }
}
