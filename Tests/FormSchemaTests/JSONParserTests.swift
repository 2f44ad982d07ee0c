import FormDocuments
import FormSchema
import Foundation
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test("values, member order and numbers")
    func values() throws {
        let value = try JSONValue.parse(#"{"b": [1, 2.5, -3e2, true, null], "a": "é\u00e9\ud83d\ude00"}"#)
        #expect(value.objectValue?.keys == ["b", "a"])
        #expect(value["a"] == .string("éé😀"))
        #expect(value["b"]?.arrayValue?.count == 5)
        #expect(JSONValue.number(JSONNumber(literal: "1.0")) == .number(JSONNumber(literal: "1")))
    }

    @Test("member names are code points: é and e + U+0301 are two members")
    func exactNames() throws {
        let value = try JSONValue.parse(#"{"\u00e9": 1, "e\u0301": 2}"#)
        #expect(value.objectValue?.count == 2)
        #expect(value["\u{e9}"] == .number(JSONNumber(1)))
        #expect(value["e\u{301}"] == .number(JSONNumber(2)))
        #expect(JSONValue.string("\u{e9}") != .string("e\u{301}"))
    }
}
