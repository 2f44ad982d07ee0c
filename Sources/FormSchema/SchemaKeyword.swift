/// A keyword the validator reads, and its bit in ``JSONObject/keywords``: a schema object says
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

    /// Each keyword's bit by name.
    static let bits: [String: UInt64] = [
        "$schema": 1 << 0,
        "$ref": 1 << 1,
        "$recursiveRef": 1 << 2,
        "$dynamicRef": 1 << 3,
        "type": 1 << 4,
        "enum": 1 << 5,
        "const": 1 << 6,
        "allOf": 1 << 7,
        "anyOf": 1 << 8,
        "oneOf": 1 << 9,
        "not": 1 << 10,
        "if": 1 << 11,
        "unevaluatedItems": 1 << 12,
        "unevaluatedProperties": 1 << 13,
        "multipleOf": 1 << 14,
        "maximum": 1 << 15,
        "exclusiveMaximum": 1 << 16,
        "minimum": 1 << 17,
        "exclusiveMinimum": 1 << 18,
        "maxLength": 1 << 19,
        "minLength": 1 << 20,
        "pattern": 1 << 21,
        "format": 1 << 22,
        "maxItems": 1 << 23,
        "minItems": 1 << 24,
        "uniqueItems": 1 << 25,
        "prefixItems": 1 << 26,
        "items": 1 << 27,
        "additionalItems": 1 << 28,
        "contains": 1 << 29,
        "minContains": 1 << 30,
        "maxContains": 1 << 31,
        "maxProperties": 1 << 32,
        "minProperties": 1 << 33,
        "required": 1 << 34,
        "properties": 1 << 35,
        "patternProperties": 1 << 36,
        "additionalProperties": 1 << 37,
        "propertyNames": 1 << 38,
        "dependencies": 1 << 39,
        "dependentRequired": 1 << 40,
        "dependentSchemas": 1 << 41,
    ]
}

extension JSONObject {
    /// The member `keyword`, or `nil`: absent keywords are told by a bit.
    subscript(keyword: SchemaKeyword) -> JSONValue? {
        keywords & keyword.bit == 0 ? nil : self[keyword.name]
    }
}
