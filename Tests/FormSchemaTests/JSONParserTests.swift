import FormSchema
import Foundation
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test("values, member order and numbers")
    func values() throws {
        let value = try JSONParser.parse(#"{"b": [1, 2.5, -3e2, true, null], "a": "é\u00e9\ud83d\ude00"}"#)
        #expect(value.objectValue?.keys == ["b", "a"])
        #expect(value["a"] == .string("éé😀"))
        #expect(value["b"]?.arrayValue?.count == 5)
        #expect(JSONValue.number(JSONNumber(literal: "1.0")) == .number(JSONNumber(literal: "1")))
    }
}
