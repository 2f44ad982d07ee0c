import FormEngine
import FormSchema
import Foundation

/// A `oneOf` or `anyOf` shown as a choice of variant: a picker whose options are the variants,
/// followed by each variant's rows, shown only while that variant is chosen.
package struct SchemaChoice: Sendable {
    /// The picker row (its options are `KEY#0`, `KEY#1` …, one per variant).
    package let key: RowKey
    /// The member the variants describe: JSON pointer tokens from the instance's root.
    package let pointer: [String]
    /// The variants, in the schema's order.
    package let variants: [Variant]

    /// One variant of a choice.
    package struct Variant: Sendable {
        /// The variant's schema: an instance's member is checked against it to choose.
        package let node: SchemaNode
        /// What the member is in this variant.
        package let shape: Shape
        /// The rows that hold the member (or its members) in this variant: fields of the form.
        package let fields: [RowKey]
    }

    /// What the member is in a variant.
    package enum Shape: Sendable, Hashable {
        /// An object: the variant's rows hold its properties.
        case object
        /// A string, number, boolean or one of an `enum`: the variant's row holds it.
        case value
        /// `null`: the variant has no rows, and choosing it writes `null`.
        case null
    }

    /// The option row of variant `index`.
    package func optionKey(_ index: Int) -> RowKey { SchemaForm.optionKey(key, index) }
}

/// The mapper's state for variants: the choices made so far, and whether a variant's rows are
/// being made (a choice inside a variant is kept, not nested).
struct VariantMapping {
    var choices: [SchemaChoice] = []
    var inside = false
}

extension SchemaMapper {
    /// The most variants a choice shows; a `oneOf` with more is kept as it is.
    static let maxVariants = 64

    /// The picker, its options and the variants' rows of a member whose schema is a `oneOf` or
    /// an `anyOf` of objects with properties, scalars, `enum`s or `null`; `nil` (nothing made)
    /// for any other member, which is then mapped as before.
    mutating func variantRows(
        named name: String, facet: SchemaFacet, pointer: [String], required: Bool, depth: Int,
        path: Set<String>
    ) -> [RowDescriptor]? {
        guard !variants.inside, facet.properties.isEmpty, facet.enumValues == nil, facet.constValue == nil,
            let parts = variantParts(of: facet, path: path)
        else { return nil }
        let before = self
        let key = newKey(pointer)
        var picker = RowDescriptor(
            key: key, kind: .normal, title: facet.title ?? (name.isEmpty ? "Value" : name),
            childCount: parts.count, selection: .single)
        if required { picker.rules.append(.required) }
        // The variant the member's `default` is valid against is chosen at the start. (The picker
        // is not read-only even for `readOnly`: reading an instance sets it.)
        if let value = facet.defaultValue,
            let index = parts.firstIndex(where: { schema.isValid(value, against: $0.node) })
        {
            picker.initialValue = .choice(SchemaForm.optionKey(key, index))
        }
        picker.help = facet.description
        if facet.deprecated { picker.subtitle = "deprecated" }
        let options = parts.enumerated().map { index, part in
            RowDescriptor(
                key: SchemaForm.optionKey(key, index), kind: .option,
                title: Self.variantTitle(part.facet, part.shape))
        }
        rowCount += 1 + options.count
        variants.inside = true
        var shown: [RowDescriptor] = []
        var made: [SchemaChoice.Variant] = []
        for (index, part) in parts.enumerated() {
            let first = fields.count
            var rows: [RowDescriptor] = []
            switch part.shape {
            case .null: break
            case .value:
                rows = self.rows(
                    named: name, facet: part.facet, pointer: pointer, required: false, depth: depth,
                    path: path)
            case .object:
                if depth < SchemaForm.maxDepth {
                    rows = properties(
                        of: part.facet, pointer: pointer, depth: depth, path: path.union(part.facet.gathered))
                }
            }
            guard part.shape == .null || !rows.isEmpty else {
                // A variant that shows nothing: the member is kept as before, with its warning.
                self = before
                return nil
            }
            let condition = Condition.equals(key, .choice(SchemaForm.optionKey(key, index)))
            var at = 0
            while at < rows.count {
                rows[at].visibleWhen = rows[at].visibleWhen.map { .all([condition, $0]) } ?? condition
                at += 1 + rows[at].childCount
            }
            shown += rows
            made.append(
                SchemaChoice.Variant(node: part.node, shape: part.shape, fields: fields[first...].map(\.key)))
        }
        variants.inside = false
        variants.choices.append(SchemaChoice(key: key, pointer: pointer, variants: made))
        for keyword in facet.unshown where keyword != "oneOf" && keyword != "anyOf" {
            warn(facet, "\(keyword) is checked by the validator, not shown")
        }
        return [picker] + options + shown
    }

    /// The variants of the one `oneOf` or `anyOf` the member's schema holds, each with its
    /// facet (a variant that names no type takes the member's) and shape; `nil` when there is
    /// not exactly one such keyword, or a variant is not one a form can show.
    private func variantParts(of facet: SchemaFacet, path: Set<String>)
        -> [(node: SchemaNode, facet: SchemaFacet, shape: SchemaChoice.Shape)]?
    {
        var found: [(owner: SchemaNode, keyword: String, count: Int)] = []
        for node in facet.composite {
            for keyword in ["oneOf", "anyOf"] {
                if case .array(let parts)? = node.value[keyword] {
                    found.append((node, keyword, parts.count))
                }
            }
        }
        guard found.count == 1, let owner = found.first, (2...Self.maxVariants).contains(owner.count) else {
            return nil
        }
        var parts: [(node: SchemaNode, facet: SchemaFacet, shape: SchemaChoice.Shape)] = []
        for index in 0..<owner.count {
            guard let node = schema.subschema(owner.owner, [owner.keyword, String(index)]) else { return nil }
            var part = SchemaFacet.of(node, in: schema, visiting: path)
            if !part.typeNamed, part.impliedType == nil, part.enumValues == nil, part.constValue == nil {
                part.types = facet.types
                part.typeNamed = facet.typeNamed
            }
            guard let shape = Self.shape(of: part) else { return nil }
            parts.append((node, part, shape))
        }
        return parts
    }

    /// What a variant is, or `nil` when it is not one a form can show.
    private static func shape(of part: SchemaFacet) -> SchemaChoice.Shape? {
        guard part.unresolved == nil, !part.recursive else { return nil }
        if let values = part.enumValues ?? part.constValue.map({ [$0] }) {
            guard !values.isEmpty, values.count <= SchemaForm.maxOptions, values.allSatisfy(isScalar) else {
                return nil
            }
            return .value
        }
        if part.typeNamed, part.types.isEmpty { return .null }
        switch part.impliedType {
        case "string", "integer", "number", "boolean": return .value
        case "object": return part.properties.isEmpty ? nil : .object
        default: return nil
        }
    }

    /// An option's title: the variant's `title`, else what it is (`null`, `string (email)`, the
    /// `const`, `one of a, b, c`, `object: a, b` naming its required properties or else its first).
    static func variantTitle(_ part: SchemaFacet, _ shape: SchemaChoice.Shape) -> String {
        if let title = part.title { return title }
        func listed(_ names: [String]) -> String {
            names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        }
        if let value = part.constValue { return value.stringValue ?? value.description }
        if let values = part.enumValues {
            return "one of " + listed(values.map { $0.stringValue ?? $0.description })
        }
        switch shape {
        case .null: return "null"
        case .object:
            let names = part.properties.map(\.name)
            let required = names.filter(part.required.contains)
            return "object: " + listed(required.isEmpty ? names : required)
        case .value:
            let type = part.impliedType ?? "value"
            return part.format.map { "\(type) (\($0))" } ?? type
        }
    }
}

extension SchemaFacet {
    /// The keywords that make a gathered schema one of ``composite``.
    static let compositeKeywords = [
        "oneOf", "anyOf", "if", "dependentRequired", "dependentSchemas", "dependencies",
    ]
}
