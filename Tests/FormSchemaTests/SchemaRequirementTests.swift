import FormDocuments
import FormEngine
import FormSchema
import FormSchemaForms
import Foundation
import Testing

/// Requirements that depend on other members (`dependentRequired`, draft 7's `dependencies`
/// with a list, `required` in `then` and `else`) are part of the form: an empty row is a
/// `required` problem while its condition holds, and none otherwise.
@Suite("JSON Schema conditional requirements")
struct SchemaRequirementTests {
    static func form(_ text: String) throws -> SchemaForm {
        try SchemaForm(data: Data(text.utf8), file: "r.schema.json")
    }

    /// The messages of the problems of the row `key`.
    static func messages(_ form: Form, _ key: RowKey) throws -> [String] {
        try form.problems(of: key).map(\.message)
    }

    static let payment = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "properties": {
            "name": {"type": "string"},
            "credit_card": {"title": "Credit card", "type": "string"},
            "billing_address": {"title": "Billing address", "type": "string"},
            "newsletter": {"type": "boolean"}
          },
          "required": ["name"],
          "dependentRequired": {"credit_card": ["billing_address", "newsletter", "nowhere"]}
        }
        """

    @Test("dependentRequired: the row is required while the other is set")
    func dependentRequired() throws {
        let schema = try Self.form(Self.payment)
        var form = try Form(schema.descriptor)
        _ = try form.apply(.setText("name", "Ada"))
        #expect(form.validate().isEmpty)
        #expect(form.canSubmit)
        _ = try form.apply(.setText("credit_card", "4111"))
        let problems = form.validate()
        #expect(problems.map(\.key) == ["billing_address"])
        #expect(problems.map(\.rule) == [.required])
        #expect(problems.map(\.message) == ["Billing address is required when Credit card is set"])
        #expect(!form.canSubmit)
        // Filled, the problem goes; emptied again, it is back.
        _ = try form.apply(.setText("billing_address", "1 Main St"))
        #expect(form.validate().isEmpty)
        _ = try form.apply(.setText("billing_address", ""))
        #expect(try Self.messages(form, "billing_address").count == 1)
        // The other row cleared: no longer required.
        _ = try form.apply(.setText("credit_card", ""))
        #expect(form.validate().isEmpty)
        // A switch (`false` is a value) and a member that is no row stay the validator's.
        #expect(try form.row("newsletter").isRequired == false)
        let rowKeys = Set(schema.descriptor.sections.flatMap(\.rows).map(\.key))
        #expect(!rowKeys.contains("nowhere"))
    }

    @Test("the validator agrees: the instance the form writes passes once the form has no problem")
    func agreesWithTheValidator() throws {
        let schema = try Self.form(Self.payment)
        let loaded = try Form(schema.descriptor)
        var form = loaded
        _ = try form.apply(.setText("name", "Ada"))
        _ = try form.apply(.setText("credit_card", "4111"))
        // `nowhere` is no row: the instance has it, as the validator wants.
        let empty = try JSONValue.parse(#"{"nowhere": 1}"#)
        let missing = schema.instance(of: form, since: loaded, updating: empty)
        #expect(schema.schema.validate(missing).count == 2, "billing_address and newsletter missing")
        #expect(!form.validate().isEmpty)
        _ = try form.apply(.setText("billing_address", "1 Main St"))
        _ = try form.apply(.set("newsletter", .bool(true)))
        let whole = schema.instance(of: form, since: loaded, updating: empty)
        #expect(schema.schema.validate(whole).isEmpty)
        #expect(form.validate().isEmpty)
    }

    @Test("draft 7 dependencies with a list, in a nested object, by the members' paths")
    func dependenciesList() throws {
        let schema = try Self.form(
            """
            {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
             "properties": {
               "server": {"type": "object", "properties": {
                 "tls": {"type": "object", "properties": {
                   "cert": {"type": "string", "title": "Certificate"},
                   "key": {"type": "string", "title": "Key file"}},
                   "dependencies": {"cert": ["key"]}}}}}}
            """)
        var form = try Form(schema.descriptor)
        #expect(form.validate().isEmpty)
        _ = try form.apply(.setText("server/tls/cert", "a.pem"))
        #expect(try Self.messages(form, "server/tls/key") == ["Key file is required when Certificate is set"])
        #expect(try form.problems(of: "server/tls/key").map(\.rule) == [.required])
        _ = try form.apply(.setText("server/tls/key", "a.key"))
        #expect(form.validate().isEmpty)
        _ = try form.apply(.setText("server/tls/key", ""))
        _ = try form.apply(.setText("server/tls/cert", ""))
        #expect(form.validate().isEmpty)
    }

    @Test("a switch, which holds false from the start, requires while it is on")
    func switchCondition() throws {
        let schema = try Self.form(
            """
            {"$schema": "http://json-schema.org/draft-04/schema#", "type": "object",
             "properties": {"tls": {"type": "boolean", "title": "TLS"}, "cert": {"type": "string"}},
             "dependencies": {"tls": ["cert"]}}
            """)
        var form = try Form(schema.descriptor)
        #expect(form.validate().isEmpty)
        _ = try form.apply(.set("tls", .bool(true)))
        #expect(try Self.messages(form, "cert") == ["cert is required when TLS is on"])
        _ = try form.apply(.set("tls", .bool(false)))
        #expect(form.validate().isEmpty)
    }

    @Test("dependentSchemas' required on a member shown already; a list requires nothing so")
    func dependentSchemasRequired() throws {
        let schema = try Self.form(
            """
            {"$schema": "https://json-schema.org/draft/2019-09/schema", "type": "object",
             "properties": {"card": {"type": "string"}, "email": {"type": "string", "format": "email"},
                            "tags": {"type": "array", "items": {"type": "string"}}},
             "dependentSchemas": {"card": {"properties": {"cvc": {"type": "string"}},
                                           "required": ["email", "cvc"]}},
             "dependentRequired": {"tags": ["email"]}}
            """)
        let email = try #require(schema.descriptor.sections.flatMap(\.rows).first { $0.key == "email" })
        #expect(email.requirements.map(\.condition) == [.isSet("card", true)], "none for the list")
        var form = try Form(schema.descriptor)
        #expect(form.validate().isEmpty)
        _ = try form.apply(.setText("card", "4111"))
        // `cvc`, added by the schema, is a required row shown while the card is set.
        #expect(form.validate().map(\.message) == ["email is required when card is set", "cvc is required"])
        _ = try form.apply(.setText("email", "a@b.org"))
        _ = try form.apply(.setText("cvc", "123"))
        #expect(form.validate().isEmpty)
    }

    static let shipping = """
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "type": "object",
          "properties": {
            "country": {"title": "Country", "enum": ["US", "CA", "FR"]},
            "zip": {"title": "ZIP code", "type": "string"},
            "postcode": {"title": "Postcode", "type": "string"}
          },
          "if": {"properties": {"country": {"const": "US"}}},
          "then": {"required": ["zip"]},
          "else": {"required": ["postcode"]}
        }
        """

    @Test("if/then/else: then's required while the if holds, else's while it fails")
    func ifThenRequired() throws {
        let schema = try Self.form(Self.shipping)
        var form = try Form(schema.descriptor)
        // Nothing chosen: the `if` passes for JSON Schema (no `required`), so `else` does not
        // apply; the form does not ask for the ZIP code before the country is chosen.
        #expect(form.validate().isEmpty)
        _ = try form.apply(.set("country", .choice("country#0")))
        #expect(try Self.messages(form, "zip") == ["ZIP code is required when Country is US"])
        #expect(try Self.messages(form, "postcode") == [])
        _ = try form.apply(.set("country", .choice("country#2")))
        #expect(try Self.messages(form, "zip") == [])
        #expect(try Self.messages(form, "postcode") == ["Postcode is required when Country is not US"])
        #expect(form.validate().map(\.rule) == [.required])
        _ = try form.apply(.setText("postcode", "75001"))
        #expect(form.validate().isEmpty)
        _ = try form.apply(.set("country", .choice("country#0")))
        #expect(form.validate().map(\.key) == ["zip"])
    }

    @Test("an if that requires its member: else applies while it is not set")
    func ifWithRequired() throws {
        let schema = try Self.form(
            """
            {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
             "properties": {"mode": {"enum": ["a", "b", "c"]}, "path": {"type": "string"},
                            "url": {"type": "string"}},
             "if": {"properties": {"mode": {"enum": ["a", "b"]}}, "required": ["mode"]},
             "then": {"required": ["path"]}, "else": {"required": ["url"]}}
            """)
        var form = try Form(schema.descriptor)
        #expect(try Self.messages(form, "url") == ["url is required when mode is none of a, b"])
        _ = try form.apply(.set("mode", .choice("mode#1")))
        #expect(try Self.messages(form, "url") == [])
        #expect(try Self.messages(form, "path") == ["path is required when mode is one of a, b"])
    }

    @Test("FormController's problem count follows the other row, edit by edit and in a batch")
    @MainActor
    func problemCount() throws {
        let schema = try Self.form(Self.payment)
        let controller = try FormController(schema.descriptor)
        _ = try controller.apply(.setText("name", "Ada"))
        #expect(controller.problemCount == 0)
        let change = try controller.apply(.setText("credit_card", "4111"))
        #expect(change.changedKeys.contains("billing_address"))
        #expect(controller.problemCount == 1)
        #expect(controller.problems(of: "billing_address").map(\.rule) == [.required])
        #expect(!controller.canSubmit)
        _ = try controller.apply(.setText("credit_card", ""))
        #expect(controller.problemCount == 0)
        // Several edits in one change, compared before and after.
        _ = try controller.perform([.setText("credit_card", "4111"), .setText("name", "Bob")])
        #expect(controller.problemCount == 1)
        #expect(controller.problemCount == controller.form.validate().count)
        _ = try controller.apply(.resetAll)
        #expect(controller.problemCount == controller.form.validate().count)
        #expect(controller.problemCount == 1, "name is required again")
    }
}
