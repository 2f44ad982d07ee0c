import FormDocuments
import FormSchema
import Foundation
import Testing

private func schema(_ text: String, options: SchemaOptions = SchemaOptions()) throws -> JSONSchema {
    try JSONSchema(data: Data(text.utf8), file: "test.schema.json", options: options)
}

private func problems(_ schemaText: String, _ instance: String, options: SchemaOptions = SchemaOptions())
    throws
    -> [String]
{
    try schema(schemaText, options: options).validate(data: Data(instance.utf8)).map(\.description)
}

@Suite("JSON Schema validation")
struct ValidatorTests {
    @Test("problems name the instance pointer and say what the schema says")
    func messages() throws {
        let text = """
            {"type": "object", "required": ["name"], "properties": {
              "jobs": {"additionalProperties": {"properties": {
                "runs-on": {"enum": ["ubuntu-latest", "macos-latest"]}}}}}}
            """
        let found = try problems(text, #"{"jobs": {"build": {"runs-on": "windows"}}}"#)
        #expect(
            found == [
                #"(root): missing required member "name""#,
                #"/jobs/build/runs-on: must be one of "ubuntu-latest", "macos-latest""#,
            ])
        let located = try schema(text).validate(
            data: Data(#"{"name": 1, "jobs": {"a/b": {"runs-on": 1}}}"#.utf8))
        #expect(located.map(\.instancePointer) == ["/jobs/a~1b/runs-on"])
        #expect(
            located.map(\.schemaLocation) == [
                "#/properties/jobs/additionalProperties/properties/runs-on/enum"
            ])
    }

    @Test("numbers compare as numbers: decimals, big integers, integer-ness per draft")
    func numbers() throws {
        #expect(try problems(#"{"multipleOf": 0.0001}"#, "0.0075").isEmpty)
        #expect(try problems(#"{"multipleOf": 0.0001}"#, "0.00751").count == 1)
        #expect(try problems(#"{"maximum": 9007199254740993}"#, "9007199254740994").count == 1)
        #expect(try problems(#"{"maximum": 9007199254740993}"#, "9007199254740993").isEmpty)
        #expect(try problems(#"{"type": "integer"}"#, "1.0").isEmpty)
        let draft4 = #"{"$schema": "http://json-schema.org/draft-04/schema#", "type": "integer"}"#
        #expect(try problems(draft4, "1.0") == ["(root): must be integer, not number"])
        #expect(try problems(#"{"enum": [1]}"#, "1.0").isEmpty)
        #expect(try problems(#"{"maxLength": 2}"#, #""😀😀""#).isEmpty)
    }

    @Test("a $ref by URL resolves in the catalogue folder by $id and by SchemaStore name")
    func catalogue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formschema-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"$id": "https://example.com/name.json", "type": "string"}"#.utf8).write(
            to: folder.appendingPathComponent("whatever.json"))
        try Data(#"{"type": "integer"}"#.utf8).write(to: folder.appendingPathComponent("count.json"))
        let text = """
            {"properties": {"name": {"$ref": "https://example.com/name.json"},
              "count": {"$ref": "https://json.schemastore.org/count.json"},
              "lost": {"$ref": "https://example.com/nowhere.json"}}}
            """
        let loaded = try JSONSchema(data: Data(text.utf8), catalogue: folder)
        #expect(loaded.warnings == ["cannot resolve the reference https://example.com/nowhere.json"])
        #expect(loaded.validate(try JSONValue.parse(#"{"name": "a", "count": 1}"#)).isEmpty)
        let found = loaded.validate(try JSONValue.parse(#"{"name": 1, "count": "x", "lost": 0}"#))
        #expect(
            found.map(\.description) == [
                "/name: must be string, not integer", "/count: must be integer, not string",
                #"/lost: cannot resolve the reference "https://example.com/nowhere.json""#,
            ])
    }

    @Test("an unresolved $ref reads only the catalogue's files that look like schemas")
    func catalogueReadsSchemasOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formschema-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A data file whose `$id` comes after 64 KiB of data is no schema, and is not read.
        let data =
            #"{"rows": ["# + String(repeating: #""x", "#, count: 20_000)
            + #""x"], "$id": "https://example.com/data.json"}"#
        try Data(data.utf8).write(to: folder.appendingPathComponent("data.json"))
        try Data(#"{"$id": "https://example.com/name.json", "type": "string"}"#.utf8).write(
            to: folder.appendingPathComponent("name.json"))
        let text = """
            {"properties": {"name": {"$ref": "https://example.com/name.json"},
              "data": {"$ref": "https://example.com/data.json"}}}
            """
        let loaded = try JSONSchema(data: Data(text.utf8), catalogue: folder)
        #expect(loaded.warnings == ["cannot resolve the reference https://example.com/data.json"])
    }

    @Test("format annotates by default and asserts when asked")
    func format() throws {
        let text = #"{"format": "date"}"#
        #expect(try problems(text, #""2021-02-30""#).isEmpty)
        let asserting = SchemaOptions(assertFormat: true)
        #expect(try problems(text, #""2021-02-30""#, options: asserting) == ["(root): must be a valid date"])
        #expect(try problems(text, #""2024-02-29""#, options: asserting).isEmpty)
        for (format, good, bad) in [
            ("date-time", "2024-01-02T03:04:05Z", "2024-01-02 03:04"), ("email", "a@example.com", "a@"),
            ("ipv4", "192.168.0.1", "256.1.1.1"), ("ipv6", "::1", "1:::2"), ("uri", "https://x.org/a", "x y"),
            ("uuid", "123e4567-e89b-12d3-a456-426614174000", "123"), ("regex", "^a+$", "["),
            ("duration", "P1DT2H", "P"), ("hostname", "example.com", "-bad-.com"),
            ("time", "10:00:00+01:00", "25:00:00Z"),
        ] {
            let formatSchema = "{\"format\": \"\(format)\"}"
            #expect(
                try problems(formatSchema, "\"\(good)\"", options: asserting).isEmpty, "\(format) \(good)")
            #expect(
                try problems(formatSchema, "\"\(bad)\"", options: asserting).count == 1, "\(format) \(bad)")
        }
    }

    @Test("patterns are ECMA-262: \\d is ASCII, $ is the end; one that does not compile is a problem")
    func patterns() throws {
        #expect(try problems(#"{"pattern": "^\\d+$"}"#, #""١٢""#).count == 1)
        #expect(try problems(#"{"pattern": "^a$"}"#, #""a\n""#).count == 1)
        #expect(try problems(#"{"pattern": "[[]"}"#, #""[""#).isEmpty)
        let broken = try schema(#"{"pattern": "(("}"#)
        #expect(broken.warnings == [#"#/pattern: pattern "((" does not compile"#])
        #expect(broken.validate(.string("x")).map(\.message) == [#"the pattern "((" does not compile"#])
    }
}

@Suite("Hostile schemas and instances")
struct HostileInputTests {
    @Test("a $ref cycle is a problem, not a hang")
    func referenceCycle() throws {
        let found = try problems(##"{"$ref": "#"}"##, "1")
        #expect(
            found == [##"(root): the reference "#" leads back to itself at the same place in the instance"##])
        let mutual = try problems(
            ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"anyOf": [{"$ref": "#/$defs/a"}]}}, "$ref": "#/$defs/a"}"##,
            "1")
        #expect(!mutual.isEmpty)
    }

    @Test("10 000-deep nesting is a one-line error naming the file, line and column")
    func deepNesting() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect {
            try JSONValue.parse(deep, file: "deep.json")
        } throws: { error in
            "\(error)" == "deep.json:1:513: nesting deeper than 512 levels"
        }
        #expect(throws: SchemaError.self) { try schema("{\"items\": " + deep + "}") }
        let recursive = try schema(##"{"items": {"$ref": "#"}}"##)
        let nested = String(repeating: "[", count: 400) + String(repeating: "]", count: 400)
        #expect(
            recursive.validate(try JSONValue.parse(nested)).map(\.message) == [
                "references nest deeper than 200"
            ])
    }

    @Test("the deepest schema and instance the limits allow validate without running out of stack")
    func deepestAllowed() throws {
        let depth = 510
        let schemaText =
            String(repeating: #"{"items": "#, count: depth) + #"{"type": "string"}"#
            + String(repeating: "}", count: depth)
        let instanceText = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let deep = try schema(schemaText)
        let found = deep.validate(try JSONValue.parse(instanceText))
        #expect(found.map(\.message) == ["must be string, not integer"])
        #expect(found.first?.instancePointer == String(repeating: "/0", count: depth))
    }

    @Test("deep text parses, loads and validates from a thread with a 512 KiB stack")
    func smallStack() {
        final class Outcome: @unchecked Sendable {
            // Written by the thread before `done` is signalled, read after.
            var messages: [String] = []
            let done = DispatchSemaphore(value: 0)
        }
        let outcome = Outcome()
        let thread = Thread {
            let depth = 500
            let schemaText =
                String(repeating: #"{"items": "#, count: depth) + "false"
                + String(repeating: "}", count: depth)
            let instanceText =
                String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
            do {
                let deep = try schema(schemaText)
                outcome.messages = deep.validate(try JSONValue.parse(instanceText)).map(\.message)
            } catch {
                outcome.messages = ["\(error)"]
            }
            outcome.done.signal()
        }
        // A sanitizer's frames are several times larger (ASan's red zones): the 16 levels a walk
        // takes on its caller's stack then need more than 512 KiB.
        let sanitized = ProcessInfo.processInfo.environment["FORMENGINE_SANITIZED"] != nil
        thread.stackSize = (sanitized ? 4096 : 512) << 10
        thread.start()
        outcome.done.wait()
        #expect(outcome.messages == ["must have at most 0 items (items is false)"])
    }

    @Test("a walk nesting past its limit stops with a problem")
    func nestingLimit() throws {
        let inner =
            String(repeating: #"{"allOf": ["#, count: 240) + ##"{"items": {"$ref": "#/$defs/a"}}"##
            + String(repeating: "]}", count: 240)
        let deep = try schema(##"{"$ref": "#/$defs/a", "$defs": {"a": "## + inner + "}}")
        let instance = String(repeating: "[", count: 12) + String(repeating: "]", count: 12)
        let found = deep.validate(try JSONValue.parse(instance))
        #expect(found.count == 1)
        #expect(found.first?.message == "the schema and the instance nest deeper than 2000 levels")
    }

    @Test("a 100 000-value enum validates in bounded time")
    func hugeEnum() throws {
        let values = (0..<100_000).map { "\"v\($0)\"" }.joined(separator: ",")
        let big = try schema("{\"enum\": [\(values)]}")
        let start = ContinuousClock.now
        #expect(big.validate(.string("v99999")).isEmpty)
        let found = big.validate(.string("nope"))
        #expect(found.count == 1)
        #expect(found[0].message.hasSuffix("… (100000 values)"))
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test("a catastrophic pattern stops after its time limit")
    func backtracking() throws {
        let slow = try schema(#"{"pattern": "^(a+)+$"}"#)
        let start = ContinuousClock.now
        let found = slow.validate(.string(String(repeating: "a", count: 5_000) + "!"))
        #expect(found.count == 1)
        #expect(ContinuousClock.now - start < .seconds(10))
        let nested = try schema(#"{"pattern": "^(x+x+)+y$"}"#)
        // Short texts too: 40 characters are 2^40 steps of backtracking here.
        for count in [24, 40] {
            let short = ContinuousClock.now
            #expect(nested.validate(.string(String(repeating: "x", count: count))).count == 1)
            #expect(ContinuousClock.now - short < .seconds(5), "\(count)")
        }
    }

    @Test("malformed JSON is a one-line error, never a crash")
    func malformed() {
        for (text, message) in [
            ("{\"a\": }", "x.json:1:7: unexpected character '}'"),
            ("[1,\n 2", "x.json:2:3: unexpected end of the text in an array"),
            ("\"\\x\"", "x.json:1:2: unknown escape \\'x'"),
            ("01", "x.json:1:1: a number has a leading zero"),
            ("[1] 2", "x.json:1:5: unexpected text after the JSON value"),
            ("", "x.json:1:1: unexpected end of the text"),
        ] {
            #expect(throws: DocumentError.self) { try JSONValue.parse(text, file: "x.json") }
            do {
                _ = try JSONValue.parse(text, file: "x.json")
            } catch {
                #expect("\(error)" == message)
            }
        }
    }
}
