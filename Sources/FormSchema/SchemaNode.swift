import FormDocuments
import Foundation

/// A subschema with where it is, for readers of a schema other than the validator (the schema
/// forms of `FormSchemaForms`): its value, its location (`#/properties/a`, `URI#/…` in another
/// file) and the base URI its `$ref`s resolve against.
package struct SchemaNode: Sendable {
    let located: Located

    /// The subschema (an object or a boolean).
    package var value: JSONValue { located.value }
    /// Where it is: `#/definitions/a` in the root file, `URI#/…` in another.
    package var location: String { located.location }
    /// The draft that applies to it.
    package var draft: SchemaDraft { located.draft }

    /// The base URI inside the subschema: its own `$id` applied (not beside a `$ref` in drafts
    /// 4 to 7, which ignore it there).
    var innerBase: URIReference {
        guard case .object(let object) = located.value,
            let id = object[located.draft.idKeyword]?.stringValue, !id.hasPrefix("#"),
            !(located.draft.refOverridesSiblings && object["$ref"] != nil)
        else { return located.base }
        return located.base.resolving(id).withoutFragment
    }
}

extension JSONSchema {
    /// The root schema as a node.
    package var rootNode: SchemaNode { SchemaNode(located: root) }

    /// The subschema of `node` at `tokens` (`["properties", "name"]`), or `nil` when there is none.
    package func subschema(_ node: SchemaNode, _ tokens: [String]) -> SchemaNode? {
        guard let value = JSONPointer.resolve(tokens, in: node.value) else { return nil }
        let location = tokens.reduce(node.location) { $0 + "/" + JSONPointer.escape($1) }
        return SchemaNode(
            located: Located(value: value, base: node.innerBase, draft: node.draft, location: location))
    }

    /// What the `$ref` of `node` names: `nil` when it has none, `.failure` with the reference's
    /// text when it resolves to nothing (a warning of the schema already).
    package func referenced(by node: SchemaNode) -> Result<SchemaNode, UnresolvedReference>? {
        guard let reference = node.value["$ref"]?.stringValue else { return nil }
        guard let target = resolve(reference, from: node.innerBase) else {
            return .failure(UnresolvedReference(reference: reference))
        }
        return .success(SchemaNode(located: target))
    }
}

/// A `$ref` that names no schema the catalogue holds.
package struct UnresolvedReference: Error, Sendable {
    /// The reference as written.
    package let reference: String
}
