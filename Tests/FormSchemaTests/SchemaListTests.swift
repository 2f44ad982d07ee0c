import FormDocuments
import FormEngine
import FormSchema
import FormSchemaForms
import Foundation
import Testing

/// Issue #36: arrays of scalars at any depth and `additionalProperties`/`patternProperties`
/// maps as editable lists, read from the instance and written back in order.
@Suite("JSON Schema forms: editable lists")
struct SchemaListTests {
    static let schema = """
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "type": "object",
          "properties": {
            "name": {"type": "string"},
            "server": {"type": "object", "title": "Server", "properties": {
              "host": {"type": "string"},
              "ports": {"type": "array", "items": {"type": "integer", "minimum": 1}},
              "tls": {"type": "object", "properties": {
                "ciphers": {"type": "array", "title": "Ciphers", "items": {"type": "string"}}}}
            }},
            "env": {"type": "object", "description": "Variables.",
                    "additionalProperties": {"type": "string", "title": "Text"}},
            "limits": {"type": "object", "patternProperties": {"^[a-z]+$": {"type": "number"}},
                       "additionalProperties": false},
            "mixed": {"type": "object", "patternProperties": {"^a": {"type": "number"}, "^b": {"type": "string"}}},
            "people": {"type": "array", "items": {"type": "object", "properties": {"n": {"type": "string"}}}},
            "tags": {"type": "array", "items": {"type": "string"}}
          }
        }
        """

    static func form() throws -> SchemaForm {
        try SchemaForm(data: Data(schema.utf8), file: "lists.schema.json")
    }

    @Test("nested arrays of scalars and maps of scalars are editable lists, each a section")
    func mapping() throws {
        let form = try Self.form()
        let sections = form.descriptor.sections
        #expect(
            sections.map { $0.title ?? "-" } == [
                "-", "Server", "server/ports", "Ciphers", "env", "limits", "people", "tags",
            ])
        #expect(sections[0].rows.map(\.key) == ["name", "mixed"])
        #expect(sections[1].rows.map(\.key) == ["server/host"])
        let ports = sections[2]
        #expect(ports.isEditable && ports.template?.key == "server/ports" && ports.rows.isEmpty)
        #expect(ports.template?.kind == .number(NumberSettings(style: .integer, minimum: 1)))
        #expect(sections[3].template?.key == "server/tls/ciphers")
        let env = sections[4]
        #expect(env.isEditable && env.template?.kind == .text(.plain) && env.template?.title == "Text")
        #expect(env.footer == "Variables.")
        #expect(sections[5].template?.kind == .number(NumberSettings(style: .decimal)))
        // An array of objects is a list of JSON items; a map of several kinds one JSON row.
        #expect(sections[6].template?.key == "people" && sections[6].template?.kind.name == "json")
        #expect(sections[0].rows[1].kind.name == "json")
        // A new item of an array is asked for its value, of a map for its name and value.
        #expect(
            sections.map(\.itemEntry) == [
                .title, .title, .value, .value, .titleAndValue, .titleAndValue, .value, .value,
            ])
        // An object holding only a list is no row and no warning; JSON text is said once.
        #expect(!form.warnings.contains { $0.contains("properties/tls") })
        #expect(
            form.warnings.contains {
                $0.contains("#/properties/mixed") && $0.contains("\"mixed\" is shown as JSON text")
            })
        #expect(!form.warnings.contains { $0.contains("#/properties/people") })
        #expect(!form.warnings.contains { $0.contains("#/properties/env") })
        _ = try Form(form.descriptor)
    }

    @Test("lists read from an instance are written back the same, then edited in order")
    func roundTrip() throws {
        let form = try Self.form()
        let text = """
            {"tags": ["x", "y"], "env": {"PATH": "/bin", "HOME": "/h"},
             "server": {"ports": [80, 443], "host": "h", "tls": {"ciphers": ["a"]}},
             "limits": {"cpu": 1.5}, "people": [{"n": "a"}], "mixed": {"a": 1, "b": "s"}, "zz": null}
            """
        let instance = try JSONValue.parse(text)
        var filled = try Form(form.descriptor)
        #expect(form.restore(instance, into: &filled, file: "i.json").isEmpty)
        let env = try #require(filled.section(named: "env"))
        let items = try filled.items(in: env)
        #expect(try items.map { try filled.row($0).title } == ["PATH", "HOME"])
        #expect(try filled.row(items[1]).value == .text("/h"))
        let ports = try #require(filled.section(named: "server/ports"))
        #expect(try filled.items(in: ports).map { try filled.row($0).value } == [.number(80), .number(443)])
        #expect(
            form.instance(of: filled, since: filled, updating: instance).description == instance.description)

        var edited = filled
        _ = try edited.apply(.deleteItems([items[1]]))
        let added = try edited.apply(.addItem(section: env, title: "USER"))
        _ = try edited.apply(.set(try #require(added.changedKeys.first), .text("me")))
        let port = try edited.apply(.addItem(section: ports, title: "Item"))
        _ = try edited.apply(.set(try #require(port.changedKeys.first), .number(8080)))
        let written = form.instance(of: edited, since: filled, updating: instance)
        #expect(
            written.description
                == #"{"tags":["x","y"],"env":{"PATH":"/bin","USER":"me"},"#
                + #""server":{"ports":[80,443,8080],"host":"h","tls":{"ciphers":["a"]}},"#
                + #""limits":{"cpu":1.5},"people":[{"n":"a"}],"mixed":{"a":1,"b":"s"},"zz":null}"#)
        #expect(form.schema.validate(written).isEmpty)
        #expect(form.hasChanges(edited, since: filled) && !form.hasChanges(filled, since: filled))

        // A nested list into an instance without its owner makes the owner.
        var fresh = try Form(form.descriptor)
        let cipher = try fresh.apply(.addItem(section: 3, title: "Item"))
        _ = try fresh.apply(.set(try #require(cipher.changedKeys.first), .text("c")))
        let empty = try Form(form.descriptor)
        #expect(
            form.instance(of: fresh, since: empty, updating: nil).description
                == #"{"server":{"tls":{"ciphers":["c"]}}}"#)
    }

    @Test("an array of objects is a list of JSON items, each checked against the item's schema")
    func jsonItems() throws {
        let form = try Self.form()
        let instance = try JSONValue.parse(#"{"people": [{"n": "a"}, {"n": "b", "x": [1, 2.50]}]}"#)
        var filled = try Form(form.descriptor)
        #expect(form.restore(instance, into: &filled, file: "i.json").isEmpty)
        let people = try #require(filled.section(named: "people"))
        let items = try filled.items(in: people)
        #expect(
            try items.map { try filled.row($0).value } == [
                .text(#"{"n":"a"}"#), .text(#"{"n":"b","x":[1,2.50]}"#),
            ])
        #expect(filled.validate().isEmpty)

        var edited = filled
        // Text that is not JSON is refused, naming where; a value the item's schema refuses is
        // a problem of the row, with the pointer inside the item.
        #expect(throws: EditError.self) { try edited.apply(.setText(items[0], #"{"n": "#)) }
        _ = try edited.apply(.setText(items[0], #"{ "n" : 7 }"#))
        #expect(try edited.row(items[0]).value == .text(#"{"n":7}"#))
        #expect(edited.validate().map(\.message) == ["Item/n: must be string, not integer"])
        let added = try edited.apply(.addItem(section: people, title: "Item"))
        _ = try edited.apply(.setText(try #require(added.changedKeys.first), #"{"n": "c"}"#))
        #expect(
            form.instance(of: edited, since: filled, updating: instance).description
                == #"{"people":[{"n":7},{"n":"b","x":[1,2.50]},{"n":"c"}]}"#)
    }

    @Test("an item left empty is a problem and is left out; the items filled are written")
    func emptyItems() throws {
        let form = try Self.form()
        let instance = try JSONValue.parse(#"{"people": [{"n": "a"}], "tags": ["x"]}"#)
        var filled = try Form(form.descriptor)
        _ = form.restore(instance, into: &filled, file: "i.json")
        var edited = filled
        let people = try #require(edited.section(named: "people"))
        let added = try #require(try edited.apply(.addItem(section: people, title: "Item")).changedKeys.first)
        _ = try edited.apply(.setText(added, #"{"n": "b"}"#))
        let empty = try #require(try edited.apply(.addItem(section: people, title: "Item")).changedKeys.first)
        let tags = try #require(edited.section(named: "tags"))
        _ = try edited.apply(.addItem(section: tags, title: "Item"))
        #expect(edited.validate().map(\.key) == [empty, try edited.items(in: tags)[1]])
        #expect(!edited.canSubmit)
        #expect(
            form.instance(of: edited, since: filled, updating: instance).description
                == #"{"people":[{"n":"a"},{"n":"b"}],"tags":["x"]}"#)
    }

    @Test("a JSON item opens as a form of the item's schema, and its edits come back as the item")
    func nestedItems() throws {
        let form = try Self.form()
        let instance = try JSONValue.parse(#"{"people": [{"n": "a", "x": [1, 2.50]}]}"#)
        var filled = try Form(form.descriptor)
        _ = form.restore(instance, into: &filled, file: "i.json")
        let people = try #require(filled.section(named: "people"))
        let item = try #require(try filled.items(in: people).first)
        let nested = try #require(filled.nestedForm(for: item))
        #expect(nested.title == "Item")
        #expect(try nested.form.row("n").value == .text("a"))
        // Left as it was, the item is the same text; an edit rewrites only what changed.
        #expect(nested.value(of: nested.form) == (try filled.row(item).value))
        var edited = nested.form
        _ = try edited.apply(.setText("n", "b"))
        #expect(nested.value(of: edited) == .text(#"{"n":"b","x":[1,2.50]}"#))
        // A new item starts empty; a row that is not JSON text has no nested form.
        let added = try filled.apply(.addItem(section: people, title: "Item"))
        let newKey = try #require(added.changedKeys.first)
        let fresh = try #require(filled.nestedForm(for: newKey))
        #expect(try fresh.form.row("n").value == nil && fresh.value(of: fresh.form) == nil)
        #expect(filled.nestedForm(for: "name") == nil)
    }

    @Test("a map of objects is a key–value list of JSON items, each checked by the one value schema")
    func mapOfObjects() throws {
        let jobs = try SchemaForm(
            data: Data(
                ##"""
                {"properties": {"jobs": {"type": "object", "additionalProperties": {"type": "object",
                  "required": ["runs-on"], "properties": {"runs-on": {"type": "string"}}}},
                 "free": {"type": "object", "patternProperties": {"^x": {"type": "object"}}}}}
                """##.utf8),
            file: "jobs.json")
        let section = try #require(jobs.descriptor.sections.first { $0.template?.key == "jobs" })
        #expect(section.itemEntry == .titleAndValue && section.template?.kind.name == "json")
        // Names other than the pattern's may hold anything: the whole object is one JSON row.
        #expect(jobs.descriptor.sections[0].rows.map { "\($0.key) \($0.kind.name)" } == ["free json"])
        let instance = try JSONValue.parse(#"{"jobs": {"build": {"runs-on": "linux"}, "test": {}}}"#)
        var form = try Form(jobs.descriptor)
        #expect(jobs.restore(instance, into: &form, file: "i.json").isEmpty)
        #expect(form.validate().map(\.message) == [#"test: missing required member "runs-on""#])
        let items = try form.items(in: try #require(form.section(named: "jobs")))
        #expect(try items.map { try form.row($0).title } == ["build", "test"])
        #expect(jobs.instance(of: form, since: form, updating: instance) == instance)
    }

    @Test("a recursive schema opens a level at a time")
    func recursion() throws {
        let tree = try SchemaForm(
            data: Data(
                ##"{"properties": {"name": {"type": "string"}, "kids": {"type": "array", "items": {"$ref": "#"}}}}"##
                    .utf8),
            file: "tree.json")
        var form = try Form(tree.descriptor)
        let kids = try #require(form.section(named: "kids"))
        let kid = try #require(try form.apply(.addItem(section: kids, title: "Item")).changedKeys.first)
        let level1 = try #require(form.nestedForm(for: kid))
        var child = level1.form
        _ = try child.apply(.setText("name", "c"))
        let grandkids = try #require(child.section(named: "kids"))
        let grandkid = try #require(
            try child.apply(.addItem(section: grandkids, title: "Item")).changedKeys.first)
        let level2 = try #require(child.nestedForm(for: grandkid))
        var grandchild = level2.form
        _ = try grandchild.apply(.setText("name", "g"))
        let grandValue = try #require(level2.value(of: grandchild))
        _ = try child.apply(.set(grandkid, grandValue))
        let kidValue = try #require(level1.value(of: child))
        _ = try form.apply(.set(kid, kidValue))
        #expect(
            tree.instance(of: form, since: try Form(tree.descriptor), updating: nil).description
                == #"{"kids":[{"name":"c","kids":[{"name":"g"}]}]}"#)
    }

    @Test("a map with a value its rows cannot hold is not shown and kept, even when added to")
    func unfitMembers() throws {
        let form = try Self.form()
        let instance = try JSONValue.parse(#"{"env": {"A": "a", "B": 2}, "limits": {"x\ty": 1}}"#)
        var filled = try Form(form.descriptor)
        let notes = form.restore(instance, into: &filled, file: "i.json")
        #expect(notes.contains { $0.hasPrefix("i.json: /env: ") && $0.hasSuffix("kept as it is") })
        // A name a title cannot hold (a tab) keeps the map too.
        #expect(notes.contains { $0.hasPrefix("i.json: /limits: ") })
        let env = try #require(filled.section(named: "env"))
        #expect(try filled.items(in: env).isEmpty)
        var added = filled
        let item = try added.apply(.addItem(section: env, title: "C"))
        _ = try added.apply(.set(try #require(item.changedKeys.first), .text("c")))
        #expect(
            form.instance(of: added, since: filled, updating: instance).description == instance.description)
    }

    @Test("a root that is an array of scalars or a map is one list")
    func rootLists() throws {
        let array = try SchemaForm(
            data: Data(#"{"type": "array", "items": {"type": "boolean"}}"#.utf8), file: "a.json")
        #expect(array.descriptor.sections.count == 1 && array.descriptor.sections[0].template?.key == "value")
        let instance = try JSONValue.parse("[true, false]")
        var filled = try Form(array.descriptor)
        #expect(array.restore(instance, into: &filled, file: "i.json").isEmpty)
        #expect(try filled.items(in: 0).count == 2)
        var edited = filled
        _ = try edited.apply(.deleteItems([try #require(filled.items(in: 0).first)]))
        #expect(array.instance(of: edited, since: filled, updating: instance).description == "[false]")

        let map = try SchemaForm(
            data: Data(#"{"type": "object", "additionalProperties": {"type": "integer"}}"#.utf8),
            file: "m.json")
        #expect(map.descriptor.sections.map(\.isEditable) == [true])
        let counts = try JSONValue.parse(#"{"b": 2, "a": 1}"#)
        var read = try Form(map.descriptor)
        #expect(map.restore(counts, into: &read, file: "i.json").isEmpty)
        #expect(map.instance(of: read, since: read, updating: counts).description == #"{"b":2,"a":1}"#)
    }
}
