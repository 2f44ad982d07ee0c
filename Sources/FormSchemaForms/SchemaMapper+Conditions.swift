import FormDocuments
import FormEngine
import FormSchema
import Foundation

/// A row the mapping found required only while a condition holds (`dependentRequired`,
/// draft 7's `dependencies` with a list, `required` in `then`, `else` or a `dependentSchemas`
/// schema naming a member the object already shows): given to the row as a requirement
/// (``RowDescriptor/require(when:clause:)``) once every row is made.
struct SchemaRequirement {
    /// The row that must hold a value.
    let key: RowKey
    /// While what holds.
    let condition: Condition
    /// The words after "<Title> is required" (`when Credit card is set`).
    let clause: String
}

/// An `if` the form can evaluate: the condition `then`'s rows show while, and the words of it.
struct IfTest {
    /// Every tested member holds its value: `then`'s rows show while it holds, `else`'s while
    /// it does not.
    let shown: Condition
    /// When the `if` fails as JSON Schema says (an absent member passes unless `required` asks
    /// for it): what `else`'s `required` applies while.
    let fails: Condition
    /// `Kind is http and Mode is one of a, b`.
    let words: String
    /// `Kind is not http or Mode is none of a, b`.
    let negatedWords: String
}

extension SchemaMapper {
    /// The rows an object's conditional keywords add, each visible only while its condition
    /// holds: the properties of `then` (of `else`) that the object does not describe itself,
    /// while `if` holds (does not); those of a `dependentSchemas` (draft 7: `dependencies`)
    /// schema while its member is set. An `if` is a condition when it tests members the form
    /// shows with `const` or `enum` (and `required` of those); any other is the validator's only.
    /// Requirements on members the form shows as rows (`dependentRequired`, `dependencies` with
    /// a list, `required` in `then`, `else` and those schemas) are gathered in
    /// ``requirements``; those on members kept are the validator's.
    mutating func conditionalRows(of facet: SchemaFacet, pointer: [String], depth: Int, path: Set<String>)
        -> [RowDescriptor]
    {
        guard !facet.composite.isEmpty else { return [] }
        let own = Set(facet.properties.map(\.name))
        var rows: [RowDescriptor] = []
        for node in facet.composite {
            if node.draft >= .draft7, node.value["if"] != nil, let test = schema.subschema(node, ["if"]),
                let condition = ifTest(of: test, pointer: pointer)
            {
                for (branch, when) in [("then", condition.shown), ("else", Condition.not(condition.shown))] {
                    guard let part = schema.subschema(node, [branch]) else { continue }
                    rows += added(by: part, own: own, when: when, pointer: pointer, depth: depth, path: path)
                    let required = branch == "then" ? condition.shown : condition.fails
                    let words = branch == "then" ? condition.words : condition.negatedWords
                    require(
                        by: part, own: own, when: required, clause: "when " + words, pointer: pointer,
                        path: path)
                }
            }
            // `dependencies` in every draft, `dependentSchemas` and `dependentRequired` from
            // 2019-09: as the validator reads them.
            let later = node.draft >= .draft2019
            for keyword in ["dependencies"] + (later ? ["dependentSchemas", "dependentRequired"] : []) {
                guard case .object(let members)? = node.value[keyword] else { continue }
                for (name, value) in members.members {
                    guard let key = fieldKey(pointer + [name]) else { continue }
                    // A switch holds `false` from the start, set or not: it requires while on. A
                    // list is no row a condition reads: what it requires is the validator's.
                    let encoding = fields.last { $0.key == key }?.encoding
                    let isRow = encoding.map(Self.isRowEncoding) ?? false
                    let isSwitch = encoding == .boolean
                    let required = isSwitch ? Condition.equals(key, .bool(true)) : .isSet(key, true)
                    let clause = "when \(title(of: key)) is " + (isSwitch ? "on" : "set")
                    if case .array(let names) = value, keyword != "dependentSchemas" {
                        for case .string(let other) in names where isRow {
                            require(pointer + [other], when: required, clause: clause)
                        }
                        continue
                    }
                    guard value.objectValue != nil, keyword != "dependentRequired",
                        let part = schema.subschema(node, [keyword, name])
                    else { continue }
                    let when = Condition.isSet(key, true)
                    rows += added(by: part, own: own, when: when, pointer: pointer, depth: depth, path: path)
                    if isRow {
                        require(
                            by: part, own: own, when: required, clause: clause, pointer: pointer, path: path)
                    }
                }
            }
        }
        return rows
    }

    /// Gathers the requirements of `required` in `node` (a `then`, an `else`, a dependent
    /// schema) on the members the object shows as rows, each while `condition` holds. The
    /// members `node` adds as rows of its own are required rows already, shown only while
    /// `condition` holds.
    private mutating func require(
        by node: SchemaNode, own: Set<String>, when condition: Condition, clause: String, pointer: [String],
        path: Set<String>
    ) {
        let part = SchemaFacet.of(node, in: schema, visiting: path)
        let adds = Set(part.properties.map(\.name)).subtracting(own)
        for name in part.required.sorted() where !adds.contains(name) {
            require(pointer + [name], when: condition, clause: clause)
        }
    }

    /// Gathers a requirement on the member at `pointer` while `condition` holds, when the form
    /// shows it as a row that a `required` rule can require (not a switch, whose `false` is a
    /// value, nor a row of a variant).
    private mutating func require(_ pointer: [String], when condition: Condition, clause: String) {
        guard !variants.inside, let key = fieldKey(pointer), let field = fields.last(where: { $0.key == key })
        else { return }
        guard field.encoding != .boolean, Self.isRowEncoding(field.encoding) else { return }
        requirements.append(SchemaRequirement(key: key, condition: condition, clause: clause))
    }

    /// Whether a field of `encoding` is one row holding the member's value (not a list).
    private static func isRowEncoding(_ encoding: SchemaField.Encoding) -> Bool {
        switch encoding {
        case .string, .integer, .number, .boolean, .choice, .choices, .json: return true
        case .list, .keyed: return false
        }
    }

    /// Gives each row the requirements gathered for it, once every row is made.
    mutating func attachRequirements() {
        guard !requirements.isEmpty else { return }
        var byKey: [RowKey: [SchemaRequirement]] = [:]
        for requirement in requirements { byKey[requirement.key, default: []].append(requirement) }
        for s in sections.indices where !sections[s].isEditable {
            for r in sections[s].rows.indices {
                guard let found = byKey[sections[s].rows[r].key],
                    !sections[s].rows[r].rules.contains(.required)
                else { continue }
                for requirement in found {
                    sections[s].rows[r].require(when: requirement.condition, clause: requirement.clause)
                }
            }
        }
    }

    /// How a condition's words name the row `key`: its title, else its key.
    private func title(of key: RowKey) -> String {
        guard let title = titles[key], !title.isEmpty else { return key.rawValue }
        return title
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
    private func ifTest(of test: SchemaNode, pointer: [String]) -> IfTest? {
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
        var passes: [Condition] = []
        var words: [String] = []
        var negated: [String] = []
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
            let holds = wanted.count == 1 ? Condition.equals(key, wanted[0]) : .oneOf(key, wanted)
            conditions.append(holds)
            passes.append(required.contains(name) ? holds : .any([.isSet(key, false), holds]))
            let listed = values.map { $0.stringValue ?? $0.description }.joined(separator: ", ")
            words.append("\(title(of: key)) is " + (values.count == 1 ? listed : "one of " + listed))
            negated.append("\(title(of: key)) is " + (values.count == 1 ? "not " : "none of ") + listed)
        }
        return IfTest(
            shown: conditions.count == 1 ? conditions[0] : .all(conditions),
            fails: .not(passes.count == 1 ? passes[0] : .all(passes)),
            words: words.joined(separator: " and "), negatedWords: negated.joined(separator: " or "))
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
