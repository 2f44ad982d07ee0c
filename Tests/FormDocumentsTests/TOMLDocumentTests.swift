import FormDocuments
import Foundation
import Testing

/// TOML read and edited in place: only the edited member's bytes change.
@Suite struct TOMLDocumentTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let before: String
        let edit: DocumentEdit
        let after: String
        var testDescription: String { name }
    }

    static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

    static func object(_ members: [(String, JSONValue)]) -> JSONValue { .object(JSONObject(members)) }

    static let cases: [Case] = [
        Case(
            name: "a basic string set in place, its comment kept",
            before: "name = \"a\" # the name\n", edit: .set(["name"], .string("b\"c")),
            after: "name = \"b\\\"c\" # the name\n"),
        Case(
            name: "a literal string stays literal", before: "path = 'C:\\x'\n",
            edit: .set(["path"], .string("D:\\y")), after: "path = 'D:\\y'\n"),
        Case(
            name: "a literal string becomes basic for a quote", before: "s = 'x'\n",
            edit: .set(["s"], .string("it's")), after: "s = \"it's\"\n"),
        Case(
            name: "a multi-line string keeps its style", before: "s = \"\"\"\nhello\"\"\"\n",
            edit: .set(["s"], .string("bye\nnow")), after: "s = \"\"\"\nbye\nnow\"\"\"\n"),
        Case(
            name: "a hex integer stays hex", before: "mask = 0xff\n", edit: .set(["mask"], number(16)),
            after: "mask = 0x10\n"),
        Case(
            name: "a float", before: "x = 1_000.5\n",
            edit: .set(["x"], .number(JSONNumber(literal: "2.5e3"))),
            after: "x = 2.5e3\n"),
        Case(
            name: "a float stays a float", before: "ratio = 0.5\n", edit: .set(["ratio"], number(2)),
            after: "ratio = 2.0\n"),
        Case(
            name: "a date-time stays bare", before: "when = 1979-05-27 07:32:00Z\n",
            edit: .set(["when"], .string("2001-01-01 00:00:00+01:00")),
            after: "when = 2001-01-01 00:00:00+01:00\n"),
        Case(
            name: "a date-time becomes a string when the new text is none", before: "when = 1979-05-27\n",
            edit: .set(["when"], .string("soon")), after: "when = \"soon\"\n"),
        Case(
            name: "a new root member before the comments of the next header",
            before: "a = 1\n\n# the server\n[server]\nport = 80\n", edit: .set(["b"], .bool(true)),
            after: "a = 1\nb = true\n\n# the server\n[server]\nport = 80\n"),
        Case(
            name: "a new member of a header's table, after its last line",
            before: "[server]\nport = 80\n\n[db]\nname = \"x\"\n",
            edit: .set(["server", "host"], .string("h")),
            after: "[server]\nport = 80\nhost = \"h\"\n\n[db]\nname = \"x\"\n"),
        Case(
            name: "a new member of an empty header's table", before: "[a]\n\n[b]\n",
            edit: .set(["a", "k"], number(1)), after: "[a]\nk = 1\n\n[b]\n"),
        Case(
            name: "a new table after its parent's section",
            before: "[a]\nx = 1\n\n[b]\ny = 2\n", edit: .set(["a", "c"], object([("z", number(3))])),
            after: "[a]\nx = 1\n\n[a.c]\nz = 3\n\n[b]\ny = 2\n"),
        Case(
            name: "a new table of the root at the end", before: "a = 1\n\n[b]\ny = 2\n",
            edit: .set(["c"], object([("z", number(3)), ("d", object([("w", .string("v"))]))])),
            after: "a = 1\n\n[b]\ny = 2\n\n[c]\nz = 3\n\n[c.d]\nw = \"v\"\n"),
        Case(
            name: "an array of tables written as [[…]] sections", before: "a = 1\n",
            edit: .set(["p"], .array([object([("n", number(1))]), object([("n", number(2))])])),
            after: "a = 1\n\n[[p]]\nn = 1\n\n[[p]]\nn = 2\n"),
        Case(
            name: "a table appended to an array of tables", before: "[[p]]\nn = 1\n\n[q]\n",
            edit: .set(["p", "-"], object([("n", number(2))])), after: "[[p]]\nn = 1\n\n[[p]]\nn = 2\n\n[q]\n"
        ),
        Case(
            name: "a table of an array of tables removed",
            before: "[[p]]\nn = 1\n\n[[p]]\nn = 2\n\n[[p]]\nn = 3\n",
            edit: .remove(["p", "1"]), after: "[[p]]\nn = 1\n\n[[p]]\nn = 3\n"),
        Case(
            name: "a member of a dotted-key table, where it is",
            before: "[fruit]\napple.color = \"red\"\napple.taste = \"sweet\"\n\n[veg]\n",
            edit: .set(["fruit", "apple", "size"], number(3)),
            after: "[fruit]\napple.color = \"red\"\napple.taste = \"sweet\"\napple.size = 3\n\n[veg]\n"),
        Case(
            name: "a member of a table named only by headers gets its header", before: "[a.b]\nx = 1\n",
            edit: .set(["a", "y"], number(2)), after: "[a]\ny = 2\n\n[a.b]\nx = 1\n"),
        Case(
            name: "a member added to an inline table", before: "point = { x = 1, y = 2 }\n",
            edit: .set(["point", "z"], number(3)), after: "point = { x = 1, y = 2, z = 3 }\n"),
        Case(
            name: "a member removed from an inline table", before: "point = { x = 1, y = 2 }\n",
            edit: .remove(["point", "y"]), after: "point = { x = 1 }\n"),
        Case(
            name: "a member into an empty inline table", before: "t = {}\n",
            edit: .set(["t", "k"], .string("v")), after: "t = { k = \"v\" }\n"),
        Case(
            name: "an item appended on one line", before: "files = [\"a\"]\n",
            edit: .set(["files", "-"], .string("b")),
            after: "files = [\"a\", \"b\"]\n"),
        Case(
            name: "an item appended, one a line, trailing comma kept", before: "xs = [\n  1,\n  2,\n]\n",
            edit: .set(["xs", "-"], number(3)), after: "xs = [\n  1,\n  2,\n  3,\n]\n"),
        Case(
            name: "an item inserted on its own line", before: "xs = [\n  1, # one\n  2\n]\n",
            edit: .insert(["xs", "1"], number(9)), after: "xs = [\n  1, # one\n  9,\n  2\n]\n"),
        Case(
            name: "an item removed with its line and comment", before: "xs = [\n  1,\n  2, # two\n  3,\n]\n",
            edit: .remove(["xs", "1"]), after: "xs = [\n  1,\n  3,\n]\n"),
        Case(
            name: "an inline table into an array", before: "xs = []\n",
            edit: .set(["xs", "-"], object([("a", number(1))])), after: "xs = [{ a = 1 }]\n"),
        Case(
            name: "a member removed with its line", before: "a = 1 # one\nb = 2\nc = 3\n",
            edit: .remove(["b"]),
            after: "a = 1 # one\nc = 3\n"),
        Case(
            name: "a table removed with its sections and comments",
            before: "a = 1\n\n# b's\n[b]\nx = 1\n\n[b.c]\ny = 2\n\n[d]\nz = 3\n", edit: .remove(["b"]),
            after: "a = 1\n\n[d]\nz = 3\n"),
        Case(
            name: "a key renamed", before: "[a]\nold = 1 # kept\n",
            edit: .rename(["a", "old"], to: "new key"),
            after: "[a]\n\"new key\" = 1 # kept\n"),
        Case(
            name: "a table renamed in every header", before: "[a]\nx = 1\n[a.b]\ny = 2\n",
            edit: .rename(["a"], to: "z"), after: "[z]\nx = 1\n[z.b]\ny = 2\n"),
        Case(
            name: "a scalar set to a table becomes a section", before: "a = 1\nb = 2\n",
            edit: .set(["a"], object([("x", number(1))])), after: "b = 2\n\n[a]\nx = 1\n"),
        Case(
            name: "CRLF stays CRLF", before: "[a]\r\nx = 1\r\n\r\n[b]\r\n",
            edit: .set(["a", "y"], .string("é")), after: "[a]\r\nx = 1\r\ny = \"é\"\r\n\r\n[b]\r\n"),
        Case(
            name: "a byte-order mark and a missing final newline stay", before: "\u{FEFF}a = 1",
            edit: .set(["b"], number(2)), after: "\u{FEFF}a = 1\nb = 2"),
        Case(
            name: "a new root member after the file's first comments",
            before: "#:schema ./schema.json\n[project]\nname = \"a\"\n\n[tool]\n",
            edit: .set(["top"], .string("x")),
            after: "#:schema ./schema.json\ntop = \"x\"\n\n[project]\nname = \"a\"\n\n[tool]\n"),
        Case(
            name: "a table only named by headers gets its own, a blank line apart",
            before: "# x\n[tool.ruff]\nline-length = 88\n\n[[tool.mypy.overrides]]\nmodule = \"a\"\n",
            edit: .set(["tool", "mypy", "strict"], .bool(true)),
            after:
                "# x\n[tool.ruff]\nline-length = 88\n\n[tool.mypy]\nstrict = true\n\n[[tool.mypy.overrides]]\nmodule = \"a\"\n"
        ),
        Case(
            name: "an array of tables in a section's table, after its sections",
            before: "[project]\nname = \"a\"\n\n[project.urls]\nhome = \"h\"\n\n# tools\n[tool.x]\n",
            edit: .set(["project", "authors"], .array([object([("name", .string("Me"))])])),
            after:
                "[project]\nname = \"a\"\n\n[project.urls]\nhome = \"h\"\n\n[[project.authors]]\nname = \"Me\"\n\n# tools\n[tool.x]\n"
        ),
        Case(
            name: "the first line removed with the blank lines after it", before: "a = 1\n\n[b]\nc = 2\n",
            edit: .remove(["a"]), after: "[b]\nc = 2\n"),
        Case(
            name: "a header's table set whole, where it is",
            before: "# a's\n[a]\nx = 1 # old\n\n[a.s]\nk = 1\n\n[b]\n",
            edit: .set(["a"], object([("y", number(2))])), after: "# a's\n[a]\ny = 2\n\n[b]\n"),
        Case(
            name: "a table into an array of tables' first table, before the next, CRLF",
            before: "[[p]]\r\nn = 1\r\n\r\n[[p]]\r\nn = 2\r\n",
            edit: .set(["p", "0", "t"], object([("x", .string("a\nb"))])),
            after: "[[p]]\r\nn = 1\r\n\r\n[p.t]\r\nx = \"a\\nb\"\r\n\r\n[[p]]\r\nn = 2\r\n"),
        Case(
            name: "a table inserted first in an array of tables", before: "[[p]]\nn = 1\n",
            edit: .insert(["p", "0"], object([("n", number(0))])), after: "[[p]]\nn = 0\n\n[[p]]\nn = 1\n"),
        Case(
            name: "the only table of an array of tables removed: the array stays, empty",
            before: "a = 1\n\n[[p]]\nn = 1\n\n[q]\n", edit: .remove(["p", "0"]),
            after: "a = 1\np = []\n\n[q]\n"),
        Case(
            name: "a dotted table renamed in every key", before: "x.y.z = 1\nx.y.w = 2\n",
            edit: .rename(["x", "y"], to: "Y"), after: "x.Y.z = 1\nx.Y.w = 2\n"),
        Case(
            name: "a dotted table's last member removed: the table stays", before: "[a]\nb.c = 1\nd = 2\n",
            edit: .remove(["a", "b", "c"]), after: "[a]\nd = 2\nb = {}\n"),
        Case(
            name: "the last line removed, no final newline", before: "a = 1\nb = 2",
            edit: .remove(["b"]), after: "a = 1"),
    ]

    @Test(arguments: cases)
    func editChangesOnlyItsMember(_ testCase: Case) throws {
        var document = try Document(bytes: Array(testCase.before.utf8), format: .toml, file: "t.toml")
        try document.apply(testCase.edit)
        #expect(String(decoding: document.bytes, as: UTF8.self) == testCase.after)
        #expect(document.isChanged)
    }

    @Test func valuesOfEveryKind() throws {
        let text = """
            # comment
            int = +1_000
            hex = 0xDEAD_beef
            oct = 0o755
            bin = 0b1101
            float = -3.1_4e+2
            yes = true
            when = 1979-05-27T00:32:00.999999-07:00
            local = 07:32:00
            "quoted key" = 'literal \\n'
            ml = \"\"\"
            one \\
              two\"\"\"
            a.b.c = [1, "x", { y = 2 }]

            [[t]]
            n = 1
            [t.sub]
            m = 2
            [[t]]
            """
        let document = try Document(bytes: Array(text.utf8), format: .toml, file: "v.toml")
        let expected = try JSONValue.parse(
            """
            {"int": 1000, "hex": 3735928559, "oct": 493, "bin": 13, "float": -314, "yes": true,
             "when": "1979-05-27T00:32:00.999999-07:00", "local": "07:32:00", "quoted key": "literal \\\\n",
             "ml": "one two", "a": {"b": {"c": [1, "x", {"y": 2}]}},
             "t": [{"n": 1, "sub": {"m": 2}}, {}]}
            """)
        #expect(document.value == expected)
        #expect(
            document.value.objectValue?.keys == [
                "int", "hex", "oct", "bin", "float", "yes", "when", "local", "quoted key", "ml", "a", "t",
            ])
        #expect(document.value["hex"]?.numberValue?.literal == "3735928559")
    }

    @Test func positionsOfValues() throws {
        let text = "a = 1\n[server]\nport = [80,\n  443]\n[[p]]\nx.y = 'z'\n"
        let document = try Document(bytes: Array(text.utf8), format: .toml, file: "p.toml")
        #expect(document.position(of: ["a"])! == (1, 5))
        #expect(document.position(of: ["server"])! == (2, 1))
        #expect(document.position(of: ["server", "port", "1"])! == (4, 3))
        #expect(document.position(of: ["p", "0"])! == (5, 1))
        #expect(document.position(of: ["p", "0", "x"])! == (6, 1))
        #expect(document.position(of: ["p", "0", "x", "y"])! == (6, 7))
        #expect(document.position(of: ["nope"]) == nil)
    }

    @Test(arguments: [
        ("x = inf\n", "1:5: 'inf' is a float JSON cannot hold (infinity)"),
        ("x = -nan\n", "1:5: '-nan' is a float JSON cannot hold (not a number)"),
        ("[a]\nx = 1\n[a]\n", "3:1: [a]: the table is defined twice"),
        ("a = 1\na = 2\n", "2:1: 'a' is defined twice"),
        ("a = {b = 1}\na.c = 2\n", "2:1: 'a' is an inline table, which cannot be extended"),
        ("s = \"\u{7}\"\n", "1:6: a control character in a string must be escaped (U+0007)"),
        ("# \u{1}\n", "1:3: a control character in a comment (U+0001)"),
        ("d = 2023-02-29\n", "1:13: day 29 of a month of 28 days"),
        (
            "n = 9223372036854775808\n",
            "1:5: '9223372036854775808' is not a TOML value (an integer outside 64 bits)"
        ),
        ("a = 1\r b = 2\n", "1:6: unexpected U+000D (expected the end of the line)"),
    ])
    func refusedAtTheirPlace(text: String, message: String) {
        #expect {
            _ = try Document(bytes: Array(text.utf8), format: .toml, file: "bad.toml")
        } throws: { error in
            "\(error)" == "bad.toml:\(message)"
        }
    }

    @Test func valuesTOMLCannotHoldAreRefused() throws {
        var document = try Document(bytes: Array("a = 1\n".utf8), format: .toml, file: "n.toml")
        #expect { try document.apply(.set(["a"], .null)) } throws: {
            "\($0)" == "n.toml: /a: TOML has no null"
        }
        #expect(throws: DocumentError.self) {
            try document.apply(.set(["a"], .number(JSONNumber(literal: "99999999999999999999"))))
        }
        #expect(!document.isChanged)
    }

    @Test func longStringsAreRefused() {
        let text = "s = '" + String(repeating: "x", count: 100) + "'\n"
        #expect {
            _ = try Document(
                bytes: Array(text.utf8), format: .toml, file: "s",
                options: DocumentOptions(maxStringBytes: 10))
        } throws: { "\($0)" == "s:1:5: a string of 100 bytes, over the limit of 10" }
    }

    @Test func invalidUTF8IsRefusedAtItsPlace() {
        #expect {
            _ = try Document(bytes: Array("a = \"".utf8) + [0xFF, 0x22], format: .toml, file: "u")
        } throws: { "\($0)" == "u:1:6: invalid UTF-8 (byte 0xFF at offset 5)" }
    }

    @Test func theFormatByName() {
        #expect(DocumentFormat.named("pyproject.toml") == .toml)
        #expect(DocumentFormat.named("dir/Cargo.TOML") == .toml)
        #expect(DocumentFormat.toml.description == "TOML")
    }

    @Test func updateWritesOnlyWhatDiffers() throws {
        let text =
            "# deps\n[tool.poetry]\nname = \"a\"  # the name\nversion = \"1.0\"\n\n[tool.ruff]\nline-length = 88\n"
        var document = try Document(bytes: Array(text.utf8), format: .toml, file: "pyproject.toml")
        try document.update(to: document.value)
        #expect(!document.isChanged)
        var value = document.value
        guard case .object(var root) = value, case .object(var tool)? = root["tool"],
            case .object(var ruff)? = tool["ruff"]
        else {
            Issue.record("not read as tables")
            return
        }
        ruff.set("line-length", Self.number(100))
        tool.set("ruff", .object(ruff))
        root.set("tool", .object(tool))
        value = .object(root)
        try document.update(to: value)
        #expect(
            String(decoding: document.bytes, as: UTF8.self)
                == "# deps\n[tool.poetry]\nname = \"a\"  # the name\nversion = \"1.0\"\n\n[tool.ruff]\nline-length = 100\n"
        )
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = "a = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: DocumentError.self) {
            _ = try Document(bytes: Array(deep.utf8), format: .toml, file: "deep")
        }
        let header = "[" + (0..<2_000).map { "k\($0)" }.joined(separator: ".") + "]\n"
        #expect(throws: DocumentError.self) {
            _ = try Document(bytes: Array(header.utf8), format: .toml, file: "deep")
        }
    }
}
