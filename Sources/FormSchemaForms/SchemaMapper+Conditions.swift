import FormEngine
import FormSchema
import Foundation

extension SchemaMapper {
    /// The rows an object's conditional keywords add, each visible only while its condition
    /// holds: the properties of `then` (of `else`) that the object does not describe itself,
    /// while `if` holds (does not); those of a `dependentSchemas` (draft 7: `dependencies`)
    /// schema while its member is set. An `if` is a condition when it tests members the form
    /// shows with `const` or `enum` (and `required` of those); any other is the validator's only.
    /// Requirements (`required` in `then`, `dependentRequired`) are the validator's too: a row
    /// is required or not, whatever other rows hold.
    mutating func conditionalRows(of facet: SchemaFacet, pointer: [String], depth: Int, path: Set<String>)
        -> [RowDescriptor]
    {
        guard !facet.composite.isEmpty else { return [] }
        let own = Set(facet.properties.map(\.name))
        var rows: [RowDescriptor] = []
        for node in facet.composite {
            if node.draft >= .draft7, node.value["if"] != nil, let test = schema.subschema(node, ["if"]),
                let condition = condition(of: test, pointer: pointer)
            {
                for (branch, when) in [("then", condition), ("else", Condition.not(condition))] {
                    guard let part = schema.subschema(node, [branch]) else { continue }
                    rows += added(by: part, own: own, when: when, pointer: pointer, depth: depth, path: path)
                }
            }
            // `dependencies` in every draft, `dependentSchemas` from 2019-09: as the validator reads them.
            for keyword in ["dependencies"] + (node.draft >= .draft2019 ? ["dependentSchemas"] : []) {
                guard case .object(let members)? = node.value[keyword] else { continue }
                for (name, value) in members.members where value.objectValue != nil {
                    guard let key = fieldKey(pointer + [name]),
                        let part = schema.subschema(node, [keyword, name])
                    else { continue }
                    rows += added(
                        by: part, own: own, when: .isSet(key, true), pointer: pointer, depth: depth,
                        path: path)
                }
            }
        }
        return rows
    }

    /// The rows of the properties of `node` that the object does not describe itself
    /// (`own`), each visible only `when`.
    private mutating func added(
        by node: SchemaNode, own: Set<String>, when condition: Condition, pointer: [String], depth: Int,
        path: Set<String>
    ) -> [RowDescriptor] {
        let part = SchemaFacet.of(node, in: schema, visiting: path)
        var rows: [RowDescriptor] = []
        for (name, child) in part.properties where !own.contains(name) {
            let facet = SchemaFacet.of(child, in: schema, visiting: path)
            var made = self.rows(
                named: name, facet: facet, pointer: pointer + [name], required: part.required.contains(name),
                depth: depth + 1, path: path)
            if !made.isEmpty {
                made[0].visibleWhen = made[0].visibleWhen.map { .all([condition, $0]) } ?? condition
            }
            rows += made
        }
        return rows
    }

    /// The condition an `if` schema is, when it only tests members the form shows as rows
    /// with `const` or `enum`; `nil` for any other.
    private func condition(of test: SchemaNode, pointer: [String]) -> Condition? {
        guard case .object(let object) = test.value, case .object(let properties)? = object["properties"],
            properties.count > 0
        else { return nil }
        let tested = Set(properties.members.map(\.key))
        var required: Set<String> = []
        if case .array(let names)? = object["required"] {
            required = Set(names.compactMap(\.stringValue))
        }
        // Nothing but `properties` and `required` of the tested members.
        guard object.members.allSatisfy({ $0.key == "properties" || $0.key == "required" }),
            required.isSubset(of: tested)
        else { return nil }
        var conditions: [Condition] = []
        for (name, value) in properties.members {
            guard case .object(let test) = value, test.count == 1,
                let values = test["const"].map({ [$0] }) ?? test["enum"]?.arrayValue,
                let key = fieldKey(pointer + [name]), let field = fields.first(where: { $0.key == key })
            else { return nil }
            var wanted: [Value] = []
            for value in values {
                guard let one = Self.rowValue(value, of: field) else { return nil }
                wanted.append(one)
            }
            // A member not set does not hold the value: `then`'s rows show once it is chosen. (JSON
            // Schema lets an absent member pass `properties` unless `required` asks for it: the
            // validator judges that, the form does not show every branch while nothing is chosen.)
            conditions.append(wanted.count == 1 ? .equals(key, wanted[0]) : .oneOf(key, wanted))
        }
        return conditions.count == 1 ? conditions[0] : .all(conditions)
    }

    /// The row that holds the member at `pointer`, if the form shows it (outside variants).
    private func fieldKey(_ pointer: [String]) -> RowKey? {
        let inVariants = Set(variants.choices.flatMap { $0.variants.flatMap(\.fields) })
        // The last made: an object's own row, made before the rows its conditions add.
        return fields.last { $0.pointer == pointer && !inVariants.contains($0.key) }?.key
    }

    /// `value` as the row of `field` holds it, or `nil` when the row cannot hold it.
    private static func rowValue(_ value: JSONValue, of field: SchemaField) -> Value? {
        switch (field.encoding, value) {
        case (.choice(let values), _):
            return values.firstIndex(of: value).map { .choice(SchemaForm.optionKey(field.key, $0)) }
        case (.string, .string(let text)): return .text(text)
        case (.integer, .number(let number)), (.number, .number(let number)):
            return number.double.isFinite ? .number(number.double) : nil
        case (.boolean, .bool(let flag)): return .bool(flag)
        case (.json, _): return .text(value.description)
        default: return nil
        }
    }
}
