import FormDocuments
import Foundation
import Testing

/// JSON and JSON with comments read, and edited in place: only the edited member's bytes change.
@Suite struct JSONDocumentTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let format: DocumentFormat
        let before: String
        let edit: DocumentEdit
        let after: String
        var testDescription: String { name }
    }

    static func string(_ text: String) -> JSONValue { .string(text) }

    static let cases: [Case] = [
        Case(
            name: "a scalar in a nested object", format: .json,
            before: "{\n  \"files\": [\"README.md\", \"CONTRIBUTING.md\"],\n  \"a\": {\"b\": 1}\n}\n",
            edit: .set(["a", "b"], .number(JSONNumber(2))),
            after: "{\n  \"files\": [\"README.md\", \"CONTRIBUTING.md\"],\n  \"a\": {\"b\": 2}\n}\n"),
        Case(
            name: "a new member after the last, on its own line", format: .json,
            before: "{\n    \"a\": 1\n}", edit: .set(["b"], string("x")),
            after: "{\n    \"a\": 1,\n    \"b\": \"x\"\n}"),
        Case(
            name: "a new member on one line", format: .json,
            before: "{\"a\":1}", edit: .set(["b"], .bool(true)), after: "{\"a\":1, \"b\":true}"),
        Case(
            name: "a new member after a comment, CRLF", format: .jsonc,
            before: "{\r\n  \"a\": 1 // one\r\n}\r\n", edit: .set(["b"], .null),
            after: "{\r\n  \"a\": 1, // one\r\n  \"b\": null\r\n}\r\n"),
        Case(
            name: "a new member with a trailing comma kept", format: .jsonc,
            before: "{\n  \"a\": 1,\n}\n", edit: .set(["b"], .number(JSONNumber(2))),
            after: "{\n  \"a\": 1,\n  \"b\": 2,\n}\n"),
        Case(
            name: "a member into an empty object", format: .json,
            before: "{\n  \"a\": {}\n}\n", edit: .set(["a", "k"], string("v")),
            after: "{\n  \"a\": {\n    \"k\": \"v\"\n  }\n}\n"),
        Case(
            name: "the last member goes with the comma before it", format: .json,
            before: "{\n  \"a\": 1,\n  \"b\": 2\n}\n", edit: .remove(["b"]), after: "{\n  \"a\": 1\n}\n"),
        Case(
            name: "a middle member goes with its line and comment", format: .jsonc,
            before: "{\n  \"a\": 1,\n  \"b\": 2, // two\n  \"c\": 3\n}\n", edit: .remove(["b"]),
            after: "{\n  \"a\": 1,\n  \"c\": 3\n}\n"),
        Case(
            name: "an item on one line", format: .json,
            before: "[1, 2, 3]", edit: .remove(["1"]), after: "[1, 3]"),
        Case(
            name: "the last item on one line", format: .json,
            before: "[1, 2, 3]", edit: .remove(["2"]), after: "[1, 2]"),
        Case(
            name: "an item appended", format: .json,
            before: "{\"files\": [\"a\"]}", edit: .set(["files", "-"], string("b")),
            after: "{\"files\": [\"a\", \"b\"]}"),
        Case(
            name: "an item inserted on its own line", format: .json,
            before: "[\n  1,\n  2\n]", edit: .insert(["1"], .number(JSONNumber(9))),
            after: "[\n  1,\n  9,\n  2\n]"),
        Case(
            name: "a renamed member", format: .json,
            before: "{\"a\": 1, \"b\": 2}", edit: .rename(["a"], to: "z"), after: "{\"z\": 1, \"b\": 2}"),
        Case(
            name: "a byte-order mark and the missing final newline stay", format: .json,
            before: "\u{FEFF}{\"a\": \"é\"}", edit: .set(["a"], string("ü")), after: "\u{FEFF}{\"a\": \"ü\"}"),
        Case(
            name: "the only member goes", format: .json,
            before: "{\"a\": 1}", edit: .remove(["a"]), after: "{}"),
        Case(
            name: "an object value laid out at its depth", format: .json,
            before: "{\n  \"a\": 1\n}\n",
            edit: .set(["a"], .object(JSONObject([("x", .number(JSONNumber(1)))]))),
            after: "{\n  \"a\": {\n    \"x\": 1\n  }\n}\n"),
    ]

    @Test(arguments: cases)
    func editChangesOnlyItsMember(_ testCase: Case) throws {
        var document = try Document(
            bytes: Array(testCase.before.utf8), format: testCase.format, file: "t.json")
        try document.apply(testCase.edit)
        #expect(String(decoding: document.bytes, as: UTF8.self) == testCase.after)
        #expect(document.isChanged)
    }

    @Test func unchangedDocumentIsTheInput() throws {
        let text = "// settings\n{\n  \"a\": [1, 2,], /* x */\n}\n"
        var document = try Document(bytes: Array(text.utf8), format: .jsonc, file: "s.json")
        try document.update(to: document.value)
        #expect(!document.isChanged)
        #expect(document.bytes == Array(text.utf8))
    }

    @Test func updateEditsOnlyWhatDiffers() throws {
        let text = "{\n  \"name\": \"a\",   \"list\": [1,2],\n  \"n\": 1.0\n}\n"
        var document = try Document(bytes: Array(text.utf8), format: .json, file: "u.json")
        var object = try #require(document.value.objectValue)
        object.set("name", .string("b"))
        object.set("n", .number(JSONNumber(1)))
        try document.update(to: .object(object))
        #expect(
            String(decoding: document.bytes, as: UTF8.self)
                == "{\n  \"name\": \"b\",   \"list\": [1,2],\n  \"n\": 1.0\n}\n")
    }

    @Test func positionsOfValues() throws {
        let document = try Document(
            bytes: Array("{\n  \"a\": [10,\n    {\"b\": true}]\n}".utf8), format: .json, file: "p.json")
        #expect(document.position(of: ["a"])! == (2, 8))
        #expect(document.position(of: ["a", "1", "b"])! == (3, 11))
        #expect(document.position(of: ["nope"]) == nil)
    }

    @Test(arguments: [
        (
            "{\"a\": 1 // c\n}", DocumentFormat.json,
            "1:9: a comment, which JSON does not allow (JSON with comments does: a .jsonc file)"
        ),
        ("{\"a\": \"\u{0}\"}", .json, "1:8: a control character in a string must be escaped (U+0000)"),
        ("{\"a\": \"\\ud800\"}", .json, "1:8: \\u escape of a lone surrogate (D800)"),
        ("[1,]", .json, "1:4: unexpected character ']'"),
        ("/* open", .jsonc, "1:1: a comment is not closed"),
        ("{\"a\": 1}}", .json, "1:9: unexpected text after the JSON value"),
    ])
    func refusedAtTheirPlace(text: String, format: DocumentFormat, message: String) {
        #expect {
            _ = try Document(bytes: Array(text.utf8), format: format, file: "bad.json")
        } throws: { error in
            "\(error)" == "bad.json:\(message)"
        }
    }

    @Test func trailingCommasAndCommentsInJSONC() throws {
        let document = try Document(
            bytes: Array("{\"a\": [1, 2,], /* b */ \"b\": {\"c\": 3,},}".utf8), format: .jsonc, file: "x")
        #expect(
            document.value
                == .object(
                    JSONObject([
                        ("a", .array([.number(JSONNumber(1)), .number(JSONNumber(2))])),
                        ("b", .object(JSONObject([("c", .number(JSONNumber(3)))]))),
                    ])))
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: DocumentError.self) {
            _ = try Document(bytes: Array(deep.utf8), format: .json, file: "deep")
        }
    }

    @Test func longStringsAreRefused() {
        let text = "\"" + String(repeating: "x", count: 100) + "\""
        #expect {
            _ = try Document(
                bytes: Array(text.utf8), format: .json, file: "s",
                options: DocumentOptions(maxStringBytes: 10))
        } throws: { "\($0)" == "s:1:1: a string of 100 bytes, over the limit of 10" }
    }
}
