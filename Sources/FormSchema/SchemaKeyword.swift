import FormDocuments

/// A keyword the validator reads, and its bit in `JSONObject.keywords` (``JSONObject/keywordBits``): a schema object says
/// which keywords it has in one word, so the ~40 the validator asks for cost a test each, not a
/// hash each.
struct SchemaKeyword: Sendable {
    let name: String
    let bit: UInt64

    private init(_ name: String, _ index: Int) {
        self.name = name
        bit = 1 << UInt64(index)
    }

    static let `schema` = SchemaKeyword("$schema", 0)
    static let `ref` = SchemaKeyword("$ref", 1)
    static let `recursiveRef` = SchemaKeyword("$recursiveRef", 2)
    static let `dynamicRef` = SchemaKeyword("$dynamicRef", 3)
    static let `type` = SchemaKeyword("type", 4)
    static let `enum` = SchemaKeyword("enum", 5)
    static let `const` = SchemaKeyword("const", 6)
    static let `allOf` = SchemaKeyword("allOf", 7)
    static let `anyOf` = SchemaKeyword("anyOf", 8)
    static let `oneOf` = SchemaKeyword("oneOf", 9)
    static let `not` = SchemaKeyword("not", 10)
    static let `if` = SchemaKeyword("if", 11)
    static let `unevaluatedItems` = SchemaKeyword("unevaluatedItems", 12)
    static let `unevaluatedProperties` = SchemaKeyword("unevaluatedProperties", 13)
    static let `multipleOf` = SchemaKeyword("multipleOf", 14)
    static let `maximum` = SchemaKeyword("maximum", 15)
    static let `exclusiveMaximum` = SchemaKeyword("exclusiveMaximum", 16)
    static let `minimum` = SchemaKeyword("minimum", 17)
    static let `exclusiveMinimum` = SchemaKeyword("exclusiveMinimum", 18)
    static let `maxLength` = SchemaKeyword("maxLength", 19)
    static let `minLength` = SchemaKeyword("minLength", 20)
    static let `pattern` = SchemaKeyword("pattern", 21)
    static let `format` = SchemaKeyword("format", 22)
    static let `maxItems` = SchemaKeyword("maxItems", 23)
    static let `minItems` = SchemaKeyword("minItems", 24)
    static let `uniqueItems` = SchemaKeyword("uniqueItems", 25)
    static let `prefixItems` = SchemaKeyword("prefixItems", 26)
    static let `items` = SchemaKeyword("items", 27)
    static let `additionalItems` = SchemaKeyword("additionalItems", 28)
    static let `contains` = SchemaKeyword("contains", 29)
    static let `minContains` = SchemaKeyword("minContains", 30)
    static let `maxContains` = SchemaKeyword("maxContains", 31)
    static let `maxProperties` = SchemaKeyword("maxProperties", 32)
    static let `minProperties` = SchemaKeyword("minProperties", 33)
    static let `required` = SchemaKeyword("required", 34)
    static let `properties` = SchemaKeyword("properties", 35)
    static let `patternProperties` = SchemaKeyword("patternProperties", 36)
    static let `additionalProperties` = SchemaKeyword("additionalProperties", 37)
    static let `propertyNames` = SchemaKeyword("propertyNames", 38)
    static let `dependencies` = SchemaKeyword("dependencies", 39)
    static let `dependentRequired` = SchemaKeyword("dependentRequired", 40)
    static let `dependentSchemas` = SchemaKeyword("dependentSchemas", 41)

}

extension JSONObject {
    /// The member `keyword`, or `nil`: absent keywords are told by a bit.
    subscript(keyword: SchemaKeyword) -> JSONValue? {
        keywords & keyword.bit == 0 ? nil : self[keyword.name]
    }
}
