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
        #expect(try #require(document.position(of: ["a"])) == (2, 3))
        #expect(try #require(document.position(of: ["a", "1", "b"])) == (3, 8))
        #expect(try #require(document.position(of: ["c"])) == (4, 4))
        #expect(try #require(document.position(of: ["d", "e"])) == (5, 8))
        #expect(document.position(of: ["nope"]) == nil)
    }

    @Test func bomAndCRLFAreRead() throws {
        #expect(
            try Self.read("\u{FEFF}a: 1\r\nb: |\r\n  x\r\n")
                == Self.object([("a", Self.number("1")), ("b", .string("x\n"))]))
    }
}

/// YAML edited in place: only the edited member's bytes change, in the file's style.
@Suite struct YAMLEditTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let before: String
        let edit: DocumentEdit
        let after: String
        var testDescription: String { name }
    }

    static func string(_ text: String) -> JSONValue { .string(text) }
    static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

    static let cases: [Case] = [
        Case(
            name: "a plain scalar stays plain", before: "a: 1 # one\nb: x\n", edit: .set(["b"], string("k")),
            after: "a: 1 # one\nb: k\n"),
        Case(
            name: "a bare y is quoted, which YAML 1.1 reads as true", before: "a: x\n",
            edit: .set(["a"], string("y")),
            after: "a: \"y\"\n"),
        Case(
            name: "a string YAML 1.1 reads otherwise is quoted", before: "a: x\n",
            edit: .set(["a"], string("yes")),
            after: "a: \"yes\"\n"),
        Case(
            name: "octal-looking text is quoted", before: "mode: x\n", edit: .set(["mode"], string("0777")),
            after: "mode: \"0777\"\n"),
        Case(
            name: "sexagesimal-looking text is quoted", before: "t: x\n", edit: .set(["t"], string("1:20")),
            after: "t: \"1:20\"\n"),
        Case(
            name: "an empty string is quoted", before: "t: x\n", edit: .set(["t"], string("")),
            after: "t: \"\"\n"),
        Case(
            name: "a single-quoted scalar stays single-quoted", before: "a: 'x'\n",
            edit: .set(["a"], string("it's")),
            after: "a: 'it''s'\n"),
        Case(
            name: "a double-quoted scalar stays double-quoted", before: "a: \"x\"\n",
            edit: .set(["a"], string("y\tz")),
            after: "a: \"y\\tz\"\n"),
        Case(
            name: "a number in place of a quoted string is plain", before: "a: \"x\"\n",
            edit: .set(["a"], number(3)),
            after: "a: 3\n"),
        Case(
            name: "a literal block scalar stays literal", before: "run: |\n  make\n  make test\nnext: 1\n",
            edit: .set(["run"], string("swift build\nswift test\n")),
            after: "run: |\n  swift build\n  swift test\nnext: 1\n"),
        Case(
            name: "a folded block scalar stays folded for one line",
            before: "d: >\n  old text\n  here\ne: 1\n",
            edit: .set(["d"], string("new text\n")), after: "d: >\n  new text\ne: 1\n"),
        Case(
            name: "a block scalar holding lines becomes literal, CRLF kept", before: "d: >-\r\n  a\r\n",
            edit: .set(["d"], string("x\ny")), after: "d: |-\r\n  x\r\n  y\r\n"),
        Case(
            name: "a new member after the last, before the next section's comment",
            before: "jobs:\n  build:\n    runs-on: linux\n\n# deploy\ndeploy: x\n",
            edit: .set(["jobs", "build", "timeout"], number(10)),
            after: "jobs:\n  build:\n    runs-on: linux\n    timeout: 10\n\n# deploy\ndeploy: x\n"),
        Case(
            name: "a new member with no final newline", before: "a: 1", edit: .set(["b"], number(2)),
            after: "a: 1\nb: 2"),
        Case(
            name: "a new member in a flow mapping", before: "a: {x: 1}\n",
            edit: .set(["a", "z"], string("on")),
            after: "a: {x: 1, z: \"on\"}\n"),
        Case(
            name: "a member goes with its lines and comment",
            before: "a: 1\nb: # two\n  c: 3\nd: 4\n", edit: .remove(["b"]), after: "a: 1\nd: 4\n"),
        Case(
            name: "the last member goes, the file still without a final newline", before: "a: 1\nb: 2",
            edit: .remove(["b"]), after: "a: 1"),
        Case(
            name: "the only member leaves an empty mapping", before: "a:\n  b: 1\n",
            edit: .remove(["a", "b"]),
            after: "a: {}\n"),
        Case(
            name: "the only item of a list at its key's column", before: "foo:\n- 42\nbar: 1\n",
            edit: .remove(["foo", "0"]), after: "foo: []\nbar: 1\n"),
        Case(
            name: "a member of a flow mapping", before: "a: {x: 1, y: 2}\n", edit: .remove(["a", "x"]),
            after: "a: {y: 2}\n"),
        Case(
            name: "a renamed key keeps its place and quotes", before: "'a': 1\nb: 2\n",
            edit: .rename(["a"], to: "z"),
            after: "'z': 1\nb: 2\n"),
        Case(
            name: "an item appended to a block list", before: "l:\n  - a\n  - b\nm: 1\n",
            edit: .set(["l", "-"], string("c")),
            after: "l:\n  - a\n  - b\n  - c\nm: 1\n"),
        Case(
            name: "an item inserted into a block list", before: "l:\n- a\n- b\n",
            edit: .insert(["l", "1"], string("x")),
            after: "l:\n- a\n- x\n- b\n"),
        Case(
            name: "an item removed from a block list", before: "l:\n  - a # first\n  - b\n",
            edit: .remove(["l", "0"]),
            after: "l:\n  - b\n"),
        Case(
            name: "an item appended to a flow list", before: "l: [a, b]\n",
            edit: .set(["l", "2"], string("c")),
            after: "l: [a, b, c]\n"),
        Case(
            name: "an item inserted into a flow list", before: "l: [a, b]\n",
            edit: .insert(["l", "0"], number(1)),
            after: "l: [1, a, b]\n"),
        Case(
            name: "an item removed from a flow list", before: "l: [a, b, c]\n", edit: .remove(["l", "2"]),
            after: "l: [a, b]\n"),
        Case(
            name: "an object in place of a scalar, as block YAML at its depth", before: "a:\n  b: 1\n",
            edit: .set(
                ["a", "b"],
                .object(JSONObject([("c", number(1)), ("d", .array([string("x"), string("w")]))]))),
            after: "a:\n  b:\n    c: 1\n    d:\n      - x\n      - w\n"),
        Case(
            name: "an object as a list item, compact", before: "- a\n",
            edit: .set(["0"], .object(JSONObject([("k", number(1)), ("v", number(2))]))),
            after: "- k: 1\n  v: 2\n"),
        Case(
            name: "CRLF stays CRLF", before: "a: 1\r\nb:\r\n  - x\r\n", edit: .set(["b", "-"], string("w")),
            after: "a: 1\r\nb:\r\n  - x\r\n  - w\r\n"),
        Case(
            name: "a byte-order mark stays", before: "\u{FEFF}a: é\n", edit: .set(["a"], string("ü")),
            after: "\u{FEFF}a: ü\n"),
        Case(
            name: "an unshared anchor is kept", before: "a: &x 1\n", edit: .set(["a"], number(2)),
            after: "a: &x 2\n"),
        Case(
            name: "an alias replaced by a value", before: "a: &x 1\nb: *x\n", edit: .set(["b"], number(2)),
            after: "a: &x 1\nb: 2\n"),
        Case(
            name: "a merged member overridden in its mapping",
            before: "base: &b\n  image: x\nweb:\n  <<: *b\n", edit: .set(["web", "image"], string("w")),
            after: "base: &b\n  image: x\nweb:\n  <<: *b\n  image: w\n"),
        Case(
            name: "the other documents of a stream stay", before: "a: 1\n---\na: 1\n",
            edit: .set(["a"], number(2)),
            after: "a: 2\n---\na: 1\n"),
        Case(
            name: "the first member of a compact mapping in a list", before: "- a: 1\n  b: 2\n",
            edit: .remove(["0", "a"]), after: "- b: 2\n"),
        Case(
            name: "a member added to a compact mapping in a list",
            before: "steps:\n  - name: a\n    run: b\n",
            edit: .set(["steps", "0", "if"], string("always()")),
            after: "steps:\n  - name: a\n    run: b\n    if: always()\n"),
        Case(
            name: "a value into an empty file", before: "# nothing yet\n",
            edit: .set([], .object(JSONObject([("a", number(1))]))), after: "# nothing yet\na: 1\n"),
        Case(
            name: "a list in place of a flow list stays flow", before: "l: [a]\n",
            edit: .set(["l"], .array([string("b"), number(2)])), after: "l: [b, 2]\n"),
        Case(
            name: "an item of a nested list inserted first", before: "- - a\n  - b\n",
            edit: .insert(["0", "0"], string("z")), after: "- - z\n  - a\n  - b\n"),
        Case(
            name: "a value set on an empty member", before: "a:\nb: 1\n", edit: .set(["a"], string("v")),
            after: "a: v\nb: 1\n"),
        Case(
            name: "a member of a multi-document stream's second document", before: "a: 1\n---\nb: 2\n",
            edit: .set(["a"], .bool(false)), after: "a: false\n---\nb: 2\n"),
        Case(
            name: "an application's tag stays", before: "v: !Ref A\n", edit: .set(["v"], string("B")),
            after: "v: !Ref B\n"),
    ]

    @Test(arguments: cases)
    func editChangesOnlyItsMember(_ testCase: Case) throws {
        var document = try Document(bytes: Array(testCase.before.utf8), format: .yaml, file: "t.yaml")
        try document.apply(testCase.edit)
        #expect(String(decoding: document.bytes, as: UTF8.self) == testCase.after)
        #expect(document.isChanged)
    }

    @Test func unchangedDocumentIsTheInput() throws {
        let text = "# ci\non:\n  push: {branches: [main]}\njobs: &j\n  a: |\n    x\n"
        var document = try Document(bytes: Array(text.utf8), format: .yaml, file: "c.yml")
        try document.update(to: document.value)
        #expect(!document.isChanged)
    }

    @Test(arguments: [
        (
            "base: &b\n  image: x\nweb: *b\n", DocumentEdit.set(["web", "image"], .string("y")),
            "t.yaml: /web/image: is reached through the alias *b; the node anchored &b is shared, so it is not edited here"
        ),
        (
            "base: &b\n  image: x\nweb: *b\n", .set(["base", "image"], .string("y")),
            "t.yaml: /base/image: is in the node anchored &b, which aliases share; an edit would change them all"
        ),
        (
            "base: &b\n  image: x\nweb: *b\n", .remove(["base"]),
            "t.yaml: /base: is the node anchored &b, which aliases share; an edit would change them all"
        ),
        (
            "base: &b\n  env: {A: 1}\nweb:\n  <<: *b\n", .set(["web", "env", "A"], .string("2")),
            "t.yaml: /web/env/A: comes from a merge key (<<) of the node anchored &b, which is not edited here"
        ),
    ])
    func sharedNodesAreRefusedNamingTheAnchor(text: String, edit: DocumentEdit, message: String) throws {
        var document = try Document(bytes: Array(text.utf8), format: .yaml, file: "t.yaml")
        #expect {
            try document.apply(edit)
        } throws: { "\($0)" == message }
        #expect(!document.isChanged)
    }

    @Test(arguments: [
        "yes", "No", "ON", "off", "y", "n", "0777", "1:20", "~", "null", "true", "1e3", "", "0x1F", ".inf",
        "2024-01-02", "- a", "a: b", "#x", "x #y", " lead",
    ])
    func stringsOtherReadersTakeOtherwiseAreQuoted(word: String) throws {
        var document = try Document(bytes: Array("a: x\n".utf8), format: .yaml, file: "q.yaml")
        try document.apply(.set(["a"], .string(word)))
        #expect(String(decoding: document.bytes, as: UTF8.self) == "a: \(JSONValue.quoted(word))\n")
    }

    @Test(arguments: ["hello world", "v1.2.3-beta", "http://example.com/a#b", "ubuntu-latest", "élan"])
    func safeStringsStayPlain(word: String) throws {
        var document = try Document(bytes: Array("a: x\n".utf8), format: .yaml, file: "q.yaml")
        try document.apply(.set(["a"], .string(word)))
        #expect(String(decoding: document.bytes, as: UTF8.self) == "a: \(word)\n")
    }

    @Test func longScalarsAreRefused() {
        let text = "a: " + String(repeating: "x", count: 100) + "\n"
        #expect {
            _ = try Document(
                bytes: Array(text.utf8), format: .yaml, file: "s.yaml",
                options: DocumentOptions(maxStringBytes: 10))
        } throws: { "\($0)" == "s.yaml:1:4: a string of 100 bytes, over the limit of 10" }
    }

    @Test func readingIsLinear() throws {
        var text = "services:\n"
        for index in 0..<8_000 {
            text +=
                "  s\(index):\n    image: \"repo/image:\(index)\"\n    ports: [80, 443]\n    env:\n      - A=1 # note\n    run: |\n      make\n"
        }
        let clock = ContinuousClock()
        let small = try clock.measure {
            _ = try Document(bytes: Array(text.prefix(text.count / 8).utf8), format: .yaml, file: "l")
        }
        let large = try clock.measure { _ = try Document(bytes: Array(text.utf8), format: .yaml, file: "l") }
        print("YAML read (debug build): \(text.utf8.count) bytes in \(large), 1/8 of them in \(small)")
        // Eight times the text, well under sixty-four times the time.
        #expect(large < small * 24, "\(small) for 1/8, \(large) for all (\(text.utf8.count) bytes)")
    }

    @Test func theChosenDocumentOfAStreamIsEdited() throws {
        var document = try Document(
            bytes: Array("a: 1\n---\n# two\nb: 2\n...\n".utf8), format: .yaml, file: "s.yaml",
            options: DocumentOptions(documentIndex: 1))
        try document.apply(.set(["c"], .string("x")))
        #expect(String(decoding: document.bytes, as: UTF8.self) == "a: 1\n---\n# two\nb: 2\nc: x\n...\n")
    }
}
