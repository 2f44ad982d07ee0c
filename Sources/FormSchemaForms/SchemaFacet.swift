import FormDocuments
import FormSchema
import Foundation

/// What one property's schema says, gathered through `$ref` and `allOf`: the keywords a row is
/// made from. Where several places say the same keyword, the first one met wins (the property's
/// own schema before what it references).
struct SchemaFacet {
    /// Where the property's own schema is (for warnings).
    let location: String
    /// The property's own schema: what a value shown as JSON is checked against.
    var node: SchemaNode?
    var title: String?
    var description: String?
    /// The types named (`type`, without `null`); empty when any type goes.
    var types: [String] = []
    var typeNamed = false
    var properties: [(name: String, node: SchemaNode)] = []
    var required: Set<String> = []
    var enumValues: [JSONValue]?
    var constValue: JSONValue?
    var format: String?
    var minLength: Int?
    var maxLength: Int?
    var pattern: String?
    var minimum: Double?
    var maximum: Double?
    var multipleOf: Double?
    var readOnly = false
    var deprecated = false
    var defaultValue: JSONValue?
    var examples: [JSONValue] = []
    var items: SchemaNode?
    var uniqueItems = false
    var minItems: Int?
    var maxItems: Int?
    /// `additionalProperties` when it is a schema (an object), and `patternProperties`' schemas:
    /// what the values of an object's other members are (a key–value list).
    var additional: SchemaNode?
    var patterns: [SchemaNode] = []
    /// `additionalProperties: false`: no member but those `properties` and `patternProperties`
    /// describe.
    var closed = false
    /// Keywords the form does not show (`oneOf`, `anyOf`, `if`, `additionalProperties` …):
    /// the validator still applies them.
    var unshown: [String] = []
    /// A `$ref` that resolves to nothing.
    var unresolved: String?
    /// A `$ref` seen again inside itself: the schema is recursive here.
    var recursive = false
    /// The locations of the schemas gathered (the property's own and what it references).
    var gathered: [String] = []
    /// The schemas gathered that hold `oneOf`, `anyOf`, `if`, `dependentRequired`,
    /// `dependentSchemas` or `dependencies`: what variants and conditions are made from.
    var composite: [SchemaNode] = []

    init(location: String) { self.location = location }

    /// The facet of `node`, following `$ref` and `allOf` (at most ``maxGathered`` schemas); a
    /// reference to a schema on `path` (the property's owners) is not followed: ``recursive``.
    static func of(_ node: SchemaNode, in schema: JSONSchema, visiting path: Set<String> = []) -> SchemaFacet
    {
        var facet = SchemaFacet(location: node.location)
        facet.node = node
        var seen = 0
        facet.gather(node, schema, path, &seen)
        return facet
    }

    /// The most schemas one facet gathers (through `$ref` and `allOf`).
    static let maxGathered = 256

    private mutating func gather(
        _ node: SchemaNode, _ schema: JSONSchema, _ path: Set<String>, _ seen: inout Int
    ) {
        seen += 1
        guard seen <= Self.maxGathered, case .object(let object) = node.value else { return }
        gathered.append(node.location)
        if title == nil { title = object["title"]?.stringValue }
        if description == nil { description = object["description"]?.stringValue }
        if let reference = schema.referenced(by: node) {
            switch reference {
            case .success(let target):
                if path.contains(target.location) {
                    recursive = true
                } else {
                    gather(target, schema, path.union([target.location]), &seen)
                }
            case .failure(let missing): unresolved = missing.reference
            }
            // Drafts 4 to 7: a keyword beside `$ref` is ignored (the specification, as the
            // validator does); only its title and description are shown.
            if node.draft.refOverridesSiblings { return }
        }
        if !typeNamed, let type = object["type"] {
            typeNamed = true
            switch type {
            case .string(let name): types = name == "null" ? [] : [name]
            case .array(let names):
                types = names.compactMap(\.stringValue).filter { $0 != "null" }
            default: break
            }
        }
        if case .object(let members)? = object["properties"] {
            for (name, _) in members.members where !properties.contains(where: { $0.name == name }) {
                if let child = schema.subschema(node, ["properties", name]) {
                    properties.append((name, child))
                }
            }
        }
        if case .array(let names)? = object["required"] {
            required.formUnion(names.compactMap(\.stringValue))
        }
        if enumValues == nil, case .array(let values)? = object["enum"] { enumValues = values }
        if constValue == nil, node.draft >= .draft6, let value = object["const"] { constValue = value }
        if format == nil { format = object["format"]?.stringValue }
        if minLength == nil { minLength = Self.count(object["minLength"]) }
        if maxLength == nil { maxLength = Self.count(object["maxLength"]) }
        if pattern == nil { pattern = object["pattern"]?.stringValue }
        if minimum == nil { minimum = object["minimum"]?.numberValue?.double }
        if maximum == nil { maximum = object["maximum"]?.numberValue?.double }
        if multipleOf == nil { multipleOf = object["multipleOf"]?.numberValue?.double }
        if object["readOnly"]?.boolValue == true { readOnly = true }
        if object["deprecated"]?.boolValue == true { deprecated = true }
        if defaultValue == nil { defaultValue = object["default"] }
        if examples.isEmpty, case .array(let values)? = object["examples"] { examples = values }
        if items == nil, let value = object["items"], value.objectValue != nil || value.boolValue != nil {
            items = schema.subschema(node, ["items"])
        }
        if object["uniqueItems"]?.boolValue == true { uniqueItems = true }
        if Self.compositeKeywords.contains(where: { object[$0] != nil }) { composite.append(node) }
        if minItems == nil { minItems = Self.count(object["minItems"]) }
        if maxItems == nil { maxItems = Self.count(object["maxItems"]) }
        if additional == nil, object["additionalProperties"]?.objectValue != nil {
            additional = schema.subschema(node, ["additionalProperties"])
        }
        if object["additionalProperties"] == .bool(false) { closed = true }
        if case .object(let members)? = object["patternProperties"] {
            patterns += members.keys.compactMap { schema.subschema(node, ["patternProperties", $0]) }
        }
        // `additionalProperties: false` only forbids what a form cannot add anyway.
        for keyword in Self.unshownKeywords
        where object[keyword] != nil && object[keyword] != .bool(false) && !unshown.contains(keyword) {
            unshown.append(keyword)
        }
        if case .array(let parts)? = object["allOf"] {
            for index in parts.indices {
                if let part = schema.subschema(node, ["allOf", String(index)]) {
                    gather(part, schema, path, &seen)
                }
            }
        }
    }

    /// The keywords a row does not show; the validator applies them all the same.
    static let unshownKeywords = [
        "oneOf", "anyOf", "not", "if", "additionalProperties", "patternProperties", "dependencies",
        "dependentRequired", "dependentSchemas", "propertyNames", "prefixItems", "contains",
    ]

    private static func count(_ value: JSONValue?) -> Int? {
        guard let number = value?.numberValue, number.hasIntegralValue, number.double >= 0,
            number.double < Double(Int.max / 2)
        else { return nil }
        return Int(number.double)
    }

    /// The type the row is made for: the one type named, else the one the keywords imply.
    var impliedType: String? {
        if types.count == 1 { return types[0] }
        if !types.isEmpty {
            // `["integer", "number"]` is a number.
            if Set(types) == ["integer", "number"] { return "number" }
            return nil
        }
        if typeNamed { return nil }
        if !properties.isEmpty { return "object" }
        if format != nil || pattern != nil || minLength != nil || maxLength != nil { return "string" }
        if minimum != nil || maximum != nil || multipleOf != nil { return "number" }
        if items != nil { return "array" }
        return nil
    }
}
