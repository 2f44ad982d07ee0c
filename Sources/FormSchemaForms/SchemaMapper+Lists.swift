import FormDocuments
import FormEngine
import FormSchema
import Foundation

/// Editable lists: an array of scalars, at any depth, is a list of its items; an object whose
/// members are all described by `additionalProperties` or `patternProperties` (no `properties`)
/// is a key–value list, each item titled with its member's name. A list is a section of its
/// own, placed after the section of the top-level member it is in (``SchemaMapper/lists``).
///
/// An item is one row: FormEngine's list items cannot own rows, so an item of an array of
/// objects (or of arrays, or of several types) is JSON text checked against the item's schema.
extension SchemaMapper {
    /// The editable list the array `facet` (at `pointer`) is when it is not a set of `enum`
    /// values: its items are rows of their kind for strings, numbers or booleans, JSON text
    /// checked against the item's schema (``JSONValueKind``) for anything else; `nil` when the
    /// item's schema is not at hand. Its items are unnamed: a new one is asked for its value
    /// (``SectionDescriptor/ItemEntry/value``).
    mutating func list(_ pointer: [String], name: String, facet: SchemaFacet, item: SchemaFacet)
        -> SectionDescriptor?
    {
        guard facet.enumValues == nil, facet.constValue == nil else { return nil }
        let key = newKey(pointer)
        var made =
            item.enumValues == nil && item.constValue == nil && item.unresolved == nil && !item.recursive
            ? template(key, item, title: item.title ?? "Item") : nil
        if made == nil, let node = item.node {
            made = (jsonTemplate(key, item, node, title: item.title ?? "Item"), .json)
        }
        guard let (template, encoding) = made else { return nil }
        fields.append(SchemaField(key: key, pointer: pointer, encoding: .list(encoding)))
        rowCount += 1
        return SectionDescriptor(
            title: facet.title ?? Self.listTitle(pointer), footer: facet.description, rows: [],
            isEditable: true, template: template, itemEntry: .value)
    }

    /// The key–value list the object `facet` without `properties` is when `additionalProperties`
    /// (a schema) and `patternProperties` all describe values of one scalar kind, or when one
    /// schema describes every member's value (its items are then JSON text); `nil` otherwise. An item's title is the member's name, its value the member's value: a new one
    /// is asked for both (``SectionDescriptor/ItemEntry/titleAndValue``).
    mutating func keyValueList(
        _ pointer: [String], name: String, facet: SchemaFacet, path: Set<String>
    ) -> SectionDescriptor? {
        let nodes = (facet.additional.map { [$0] } ?? []) + facet.patterns
        guard facet.enumValues == nil, facet.constValue == nil, !nodes.isEmpty else { return nil }
        let key = RowKey(pointer.joined(separator: "/"))
        var made: (RowDescriptor, SchemaField.Encoding)?
        for node in nodes {
            let value = SchemaFacet.of(node, in: schema, visiting: path)
            guard value.enumValues == nil, value.constValue == nil, value.unresolved == nil,
                !value.recursive, let this = template(key, value, title: value.title ?? "Value"),
                made.map({ $0.1 == this.1 && $0.0.kind == this.0.kind }) ?? true
            else {
                // Values of another kind are JSON text, when one schema describes every member
                // (that schema checks each item); otherwise the object is.
                guard nodes.count == 1, let node = nodes.first, facet.patterns.isEmpty || facet.closed
                else { return nil }
                made = (jsonTemplate(key, value, node, title: value.title ?? "Value"), .json)
                break
            }
            // Every value schema must make the same row: one template holds them all.
            if made == nil { made = this }
        }
        guard case (let found, let encoding)? = made else { return nil }
        var template = found
        template.key = newKey(pointer)
        fields.append(SchemaField(key: template.key, pointer: pointer, encoding: .keyed(encoding)))
        rowCount += 1
        return SectionDescriptor(
            title: facet.title ?? Self.listTitle(pointer), footer: facet.description, rows: [],
            isEditable: true, template: template, itemEntry: .titleAndValue)
    }

    /// The template of a list whose items are shown as JSON text, checked against `node`.
    private func jsonTemplate(_ key: RowKey, _ item: SchemaFacet, _ node: SchemaNode, title: String)
        -> RowDescriptor
    {
        var template = RowDescriptor(
            key: key, kind: .custom(JSONValueKind(schema: schema, node: node)), title: title)
        template.placeholder = item.examples.first?.description
        template.help = item.description
        // An item is a value of the array: one left empty is a problem, not a gap.
        template.rules.append(.required)
        return template
    }

    /// A list's section title: the member's path (`address/lines`), `Items` for the root.
    static func listTitle(_ pointer: [String]) -> String {
        pointer.isEmpty ? "Items" : pointer.joined(separator: "/")
    }

    /// The row an item of a list is made from, for a string, number or boolean `item`, and how
    /// its value is written; `nil` for anything else.
    private func template(_ key: RowKey, _ item: SchemaFacet, title: String)
        -> (RowDescriptor, SchemaField.Encoding)?
    {
        var template: RowDescriptor
        let encoding: SchemaField.Encoding
        switch item.impliedType {
        case "string":
            template = RowDescriptor(key: key, kind: Self.textKind(item.format), title: title)
            if case .text = template.kind {
                if let count = item.minLength, count > 0 { template.rules.append(.minLength(count)) }
                if let count = item.maxLength { template.rules.append(.maxLength(count)) }
            }
            encoding = .string
        case "integer", "number":
            let whole = item.impliedType == "integer"
            template = RowDescriptor(
                key: key,
                kind: .number(
                    NumberSettings(
                        style: whole ? .integer : .decimal, minimum: item.minimum.flatMap(Self.finite),
                        maximum: item.maximum.flatMap(Self.finite))), title: title)
            encoding = whole ? .integer : .number
        case "boolean":
            template = RowDescriptor(
                key: key, kind: .toggle(ToggleSettings(onTitle: title, offTitle: "")), title: title)
            encoding = .boolean
        default:
            return nil
        }
        template.placeholder = item.examples.first.map { $0.stringValue ?? $0.description }
        template.help = item.description
        // An item is a value of the array: one left empty is a problem, not a gap (a switch
        // always holds one).
        if encoding != .boolean { template.rules.append(.required) }
        return (template, encoding)
    }
}
