import FormDocuments
import Foundation
import Testing

/// YAML read under the core schema, with its anchors, merges, tags and streams; refused at the
/// place of the problem.
@Suite struct YAMLReadingTests {
    static func read(_ text: String, options: DocumentOptions = DocumentOptions()) throws -> JSONValue {
        try Document(bytes: Array(text.utf8), format: .yaml, file: "t.yaml", options: options).value
    }

    static func number(_ literal: String) -> JSONValue { .number(JSONNumber(literal: literal)) }

    static func object(_ members: [(String, JSONValue)]) -> JSONValue { .object(JSONObject(members)) }

    @Test(arguments: [
        ("null", JSONValue.null), ("Null", .null), ("NULL", .null), ("~", .null), ("", .null),
        ("true", .bool(true)), ("True", .bool(true)), ("FALSE", .bool(false)),
        ("yes", .string("yes")), ("on", .string("on")), ("no", .string("no")), ("off", .string("off")),
        ("12", number("12")), ("+12", number("12")), ("-012", number("-12")), ("0o17", number("15")),
        ("0x1F", number("31")), ("0xFFFFFFFFFFFFFFFFFF", number("4722366482869645213695")),
        ("1.5", number("1.5")), (".5", number("0.5")), ("1e3", number("1e3")), ("-2.5E-3", number("-2.5E-3")),
        ("2001-12-14", .string("2001-12-14")),
        ("2001-12-14t21:59:43.10-05:00", .string("2001-12-14t21:59:43.10-05:00")),
        ("0777", number("777")), ("1:20", .string("1:20")), ("'12'", .string("12")),
        ("\"true\"", .string("true")),
        ("!!str 12", .string("12")), ("!!int '7'", number("7")), ("!!float 1", number("1")),
        ("!!bool \"true\"", .bool(true)), ("!!null ''", .null), ("!Ref Foo", .string("Foo")),
        ("!custom 3", number("3")),
    ])
    func coreSchema(text: String, value: JSONValue) throws {
        #expect(try Self.read("a: \(text)\n") == Self.object([("a", value)]))
    }

    @Test func githubOnIsAKey() throws {
        let value = try Self.read("on:\n  push:\n    branches: [main]\n")
        #expect(
            value
                == Self.object([
                    ("on", Self.object([("push", Self.object([("branches", .array([.string("main")]))]))]))
                ]))
    }

    @Test func blockScalars() throws {
        let text =
            "a: |\n  one\n  two\n\nb: >-\n  folded\n  text\n\n  para\nc: |+\n  kept\n\nd: |2\n    indented\n"
        #expect(
            try Self.read(text)
                == Self.object([
                    ("a", .string("one\ntwo\n")), ("b", .string("folded text\npara")),
                    ("c", .string("kept\n\n")),
                    ("d", .string("  indented\n")),
                ]))
    }

    @Test func quotedScalarsAndEscapes() throws {
        let text = "a: \"x\\ty\\u00e9\\x41\\U0001F600\\n\"\nb: 'it''s'\nc: \"folded\n  line\"\n"
        #expect(
            try Self.read(text)
                == Self.object([
                    ("a", .string("x\tyéA😀\n")), ("b", .string("it's")), ("c", .string("folded line")),
                ]))
    }

    @Test func flowCollections() throws {
        #expect(
            try Self.read("{a: [1, two, \"3\"], b: {c: null}, d: []}")
                == Self.object([
                    ("a", .array([Self.number("1"), .string("two"), .string("3")])),
                    ("b", Self.object([("c", .null)])), ("d", .array([])),
                ]))
    }

    @Test func anchorsAliasesAndMergeKeys() throws {
        let text = """
            x-defaults: &defaults
              image: base
              restart: always
            services:
              web:
                <<: *defaults
                image: web
              db:
                <<: [*defaults, {ports: [5432]}]
            """
        let value = try Self.read(text)
        #expect(
            value[pointer: ["services", "web"]]
                == Self.object([("image", .string("web")), ("restart", .string("always"))]))
        #expect(
            value[pointer: ["services", "db"]]
                == Self.object([
                    ("image", .string("base")), ("restart", .string("always")),
                    ("ports", .array([Self.number("5432")])),
                ]))
    }

    @Test func streamOfDocuments() throws {
        let text = "---\na: 1\n---\nb: 2\n...\n"
        #expect(try Self.read(text) == Self.object([("a", Self.number("1"))]))
        #expect(
            try Self.read(text, options: DocumentOptions(documentIndex: 1))
                == Self.object([("b", Self.number("2"))]))
        #expect {
            _ = try Self.read(text, options: DocumentOptions(documentIndex: 2))
        } throws: { "\($0)" == "t.yaml: the stream holds 2 documents; there is no document 3" }
    }

    @Test func emptyFileIsNull() throws {
        #expect(try Self.read("") == .null)
        #expect(try Self.read("# only a comment\n") == .null)
    }

    @Test func billionLaughsIsRefusedAtItsPlace() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for level in "bcdefghi" {
            let name = String(level)
            text +=
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
                + "]\n"
            previous = name
        }
        #expect {
            _ = try Self.read(text)
        } throws: {
            let error = $0 as? DocumentError
            return error?.line ?? 0 > 1 && error?.message.contains("billion laughs") == true
        }
    }

    @Test(arguments: [
        ("a: 1\na: 2\n", "2:1: the key 'a' is there already (line 1)"),
        ("a: .inf\n", "1:4: .inf is not a number JSON can hold"),
        ("a: !!float .nan\n", "1:4: .nan is not a number JSON can hold"),
        ("[a, b]: c\n", "1:1: a key must be a scalar: a mapping or list as a key has no place in JSON"),
        ("a: *nope\n", "1:4: the alias *nope names no anchor before it"),
        ("a: 'open\n", "1:4: a quoted scalar is not closed"),
        ("a:\n\t- b\n", "2:2: a tab in the indentation of a list"),
        ("a: b: c\n", "1:4: a mapping cannot start on the line of its key"),
        ("a: !!int x\n", "1:4: !!int on 'x', not an integer"),
        ("a: 1\n  b: 2\n", "2:4: unexpected ':' (a plain value cannot hold ': '; quote it)"),
        ("<<: 1\n", "1:5: a merge key (<<) takes a mapping or a list of mappings"),
    ])
    func refusedAtTheirPlace(text: String, message: String) {
        #expect {
            _ = try Self.read(text)
        } throws: { "\($0)" == "t.yaml:\(message)" }
    }

    @Test func invalidUTF8IsRefusedAtItsPlace() {
        #expect {
            _ = try Document(bytes: Array("a: ".utf8) + [0xFF, 0x0A], format: .yaml, file: "t.yaml")
        } throws: { ($0 as? DocumentError)?.line == 1 && ($0 as? DocumentError)?.column == 4 }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: DocumentError.self) { _ = try Self.read(deep) }
        let indented = (0..<2_000).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        #expect(throws: DocumentError.self) { _ = try Self.read(indented) }
    }

    @Test func positionsOfValues() throws {
        let document = try Document(
            bytes: Array("a:\n  - 1\n  - b: &x true\nc: *x\nd: {e: 'f'}\n".utf8), format: .yaml,
            file: "p.yaml")
        #expect(document.position(of: ["a"])! == (2, 3))
        #expect(document.position(of: ["a", "1", "b"])! == (3, 8))
        #expect(document.position(of: ["c"])! == (4, 4))
        #expect(document.position(of: ["d", "e"])! == (5, 8))
        #expect(document.position(of: ["nope"]) == nil)
    }

    @Test func bomAndCRLFAreRead() throws {
        #expect(
            try Self.read("\u{FEFF}a: 1\r\nb: |\r\n  x\r\n")
                == Self.object([("a", Self.number("1")), ("b", .string("x\n"))]))
    }
}
