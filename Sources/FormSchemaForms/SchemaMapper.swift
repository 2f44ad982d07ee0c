import FormDocuments
import FormEngine
import FormSchema
import Foundation

/// Makes the rows of a ``SchemaForm`` from its schema (the mapping is described there).
struct SchemaMapper {
    let schema: JSONSchema
    var title: String?
    var sections: [SectionDescriptor] = []
    var fields: [SchemaField] = []
    var warnings: [String] = []
    /// The editable lists made since the last were placed (SchemaMapper+Lists.swift): each
    /// goes in a section of its own after the section of the top-level member it is in.
    var lists: [SectionDescriptor] = []
    /// The schema locations warned about (once each).
    private var warned: Set<String> = []
    /// The row keys given so far.
    private var keys: Set<String> = []
    var rowCount = 0
    /// The choices of variant made so far, and whether a variant is being mapped.
    var variants = VariantMapping()
    /// How many members were looked at (kept ones too): what bounds the work on a schema whose
    /// objects reference each other widely without making rows.
    private var visited = 0
    /// The rows required only while a condition holds (SchemaMapper+Conditions.swift), given
    /// to their rows once every row is made.
    var requirements: [SchemaRequirement] = []
    /// The title of each row made, for the words of a requirement's condition.
    var titles: [RowKey: String] = [:]

    /// The schema whose instance the form holds: the root's, or a member's (a nested form).
    let root: SchemaNode

    init(schema: JSONSchema, root: SchemaNode? = nil) {
        self.schema = schema
        self.root = root ?? schema.rootNode
    }

    mutating func map() {
        mapSections()
        attachRequirements()
    }

    private mutating func mapSections() {
        let facet = SchemaFacet.of(root, in: schema, visiting: [root.location])
        title = facet.title
        let path = Set(facet.gathered)
        if facet.impliedType == "object", !facet.properties.isEmpty {
            var main: [RowDescriptor] = []
            var own: [SectionDescriptor] = []
            for (name, node) in facet.properties {
                let child = SchemaFacet.of(node, in: schema, visiting: path)
                let required = facet.required.contains(name)
                if child.impliedType == "object", !child.properties.isEmpty, !child.recursive,
                    child.enumValues == nil, child.constValue == nil
                {
                    // A top-level object: a section of its own, its properties as rows.
                    let rows = properties(
                        of: child, pointer: [name], depth: 1, path: path.union(child.gathered))
                    defer {
                        own += lists
                        lists = []
                    }
                    if rows.isEmpty, lists.isEmpty {
                        keep(child, name: name, reason: "an object none of whose properties can be shown")
                    } else if !rows.isEmpty {
                        own.append(
                            SectionDescriptor(
                                title: child.title ?? name, footer: child.description, rows: rows))
                    }
                    continue
                }
                main += rows(
                    named: name, facet: child, pointer: [name], required: required, depth: 1, path: path)
                // The member's editable lists, each a section of its own, after it.
                own += lists
                lists = []
            }
            main += conditionalRows(of: facet, pointer: [], depth: 0, path: path)
            if !main.isEmpty || own.isEmpty {
                if main.isEmpty { main = [placeholderRow(facet)] }
                sections.append(SectionDescriptor(title: nil, footer: facet.description, rows: main))
            }
            sections += own
            return
        }
        // Not an object with properties: the root value is one row, or kept.
        var rows = rows(
            named: "", facet: facet, pointer: [], required: false, depth: 1, path: path)
        if rows.isEmpty, lists.isEmpty { rows = [placeholderRow(facet)] }
        if !rows.isEmpty {
            sections.append(SectionDescriptor(title: nil, footer: facet.description, rows: rows))
        }
        sections += lists
        lists = []
    }

    /// The read-only row a form without any row shows: what the schema is.
    private mutating func placeholderRow(_ facet: SchemaFacet) -> RowDescriptor {
        RowDescriptor(
            key: newKey(["schema"]), kind: .info, title: facet.title ?? "JSON Schema",
            initialValue: .text("nothing here can be shown as a row; values are kept as they are"),
            isReadOnly: true, persists: false, help: facet.description)
    }

    /// The rows of an object's properties, in the schema's order.
    mutating func properties(of facet: SchemaFacet, pointer: [String], depth: Int, path: Set<String>)
        -> [RowDescriptor]
    {
        var rows: [RowDescriptor] = []
        for (name, node) in facet.properties {
            let child = SchemaFacet.of(node, in: schema, visiting: path)
            rows += self.rows(
                named: name, facet: child, pointer: pointer + [name], required: facet.required.contains(name),
                depth: depth + 1, path: path)
        }
        return rows + conditionalRows(of: facet, pointer: pointer, depth: depth, path: path)
    }

    /// The rows of one member: one row, or an expandable row and its owned rows for an object;
    /// none (with a warning) for what cannot be shown.
    mutating func rows(
        named name: String, facet: SchemaFacet, pointer: [String], required: Bool, depth: Int,
        path: Set<String>
    ) -> [RowDescriptor] {
        visited += 1
        guard rowCount < SchemaForm.maxRows, visited <= SchemaForm.maxMembers else {
            keep(
                facet, name: name,
                reason:
                    "the form already has \(SchemaForm.maxRows) rows or looked at \(SchemaForm.maxMembers) members"
            )
            return []
        }
        let title = facet.title ?? (name.isEmpty ? "Value" : name)
        /// The member as one row of JSON text, or kept when it cannot be (said once either way).
        func asJSON(_ reason: String) -> [RowDescriptor] {
            guard let row = jsonRow(facet, name: name, title: title, pointer: pointer, reason: reason) else {
                return []
            }
            return finished(row, [], facet, required: required)
        }
        if let missing = facet.unresolved {
            return asJSON("the reference \(JSONValue.quoted(missing)) resolves to nothing")
        }
        if facet.recursive, facet.properties.isEmpty, facet.impliedType == nil {
            return asJSON("a recursive schema (not unrolled)")
        }
        if let shown = variantRows(
            named: name, facet: facet, pointer: pointer, required: required, depth: depth, path: path)
        {
            return shown
        }
        var row: RowDescriptor
        var options: [RowDescriptor] = []
        if let values = facet.enumValues ?? facet.constValue.map({ [$0] }) {
            guard values.count <= SchemaForm.maxOptions else {
                return asJSON(
                    "an enum of \(values.count) values (at most \(SchemaForm.maxOptions) are options)")
            }
            guard !values.isEmpty, values.allSatisfy(Self.isScalar) else {
                return asJSON("an enum or const that is not all strings, numbers, booleans and null")
            }
            let key = newKey(pointer)
            (row, options) = picker(key, title, values, selection: .single)
            if let value = facet.defaultValue, let index = values.firstIndex(of: value) {
                row.initialValue = .choice(options[index].key)
            }
            fields.append(SchemaField(key: key, pointer: pointer, encoding: .choice(values)))
        } else {
            switch facet.impliedType {
            case "boolean":
                let key = newKey(pointer)
                row = RowDescriptor(
                    key: key, kind: .toggle(ToggleSettings(onTitle: title, offTitle: "")), title: title)
                if case .bool(let flag)? = facet.defaultValue { row.initialValue = .bool(flag) }
                fields.append(SchemaField(key: key, pointer: pointer, encoding: .boolean))
            case "integer", "number":
                let key = newKey(pointer)
                let whole = facet.impliedType == "integer"
                var step = 1.0
                if let multiple = facet.multipleOf, multiple > 0, multiple.isFinite,
                    !whole || multiple == multiple.rounded()
                {
                    step = multiple
                }
                let settings = NumberSettings(
                    style: whole ? .integer : .decimal, minimum: facet.minimum.flatMap(Self.finite),
                    maximum: facet.maximum.flatMap(Self.finite), step: step)
                row = RowDescriptor(key: key, kind: .number(settings), title: title)
                if let number = facet.defaultValue?.numberValue, number.double.isFinite,
                    !whole || number.hasIntegralValue
                {
                    row.initialValue = .number(number.double)
                }
                fields.append(SchemaField(key: key, pointer: pointer, encoding: whole ? .integer : .number))
            case "string":
                var kind = Self.textKind(facet.format)
                if case .string(let text)? = facet.defaultValue, case .text(let format) = kind {
                    // JSON strings hold any character once escaped: a default of several lines
                    // is a text area's; one a text row cannot hold at all is shown as JSON text.
                    switch Self.textFormat(holding: text, preferring: format) {
                    case .success(let fitting): kind = .text(fitting)
                    case .failure(let error):
                        return asJSON("a default the text row cannot hold: \(error.reason)")
                    }
                }
                let key = newKey(pointer)
                row = RowDescriptor(key: key, kind: kind, title: title)
                if case .text = row.kind {
                    if let count = facet.minLength, count > 0 { row.rules.append(.minLength(count)) }
                    if let count = facet.maxLength { row.rules.append(.maxLength(count)) }
                    if let source = facet.pattern {
                        do {
                            row.rules.append(.pattern(try TextPattern(source)))
                        } catch {
                            warn(
                                facet,
                                "the pattern \(JSONValue.quoted(source)) is checked by the validator only")
                        }
                    }
                }
                if case .string(let text)? = facet.defaultValue {
                    row.initialValue = Self.value(text, for: row.kind)
                }
                fields.append(SchemaField(key: key, pointer: pointer, encoding: .string))
            case "array":
                guard let items = facet.items else {
                    return asJSON("an array without one schema for its items")
                }
                let item = SchemaFacet.of(items, in: schema, visiting: path)
                guard facet.uniqueItems, let values = item.enumValues, !values.isEmpty,
                    values.count <= SchemaForm.maxOptions, values.allSatisfy(Self.isScalar)
                else {
                    if let list = list(pointer, name: name, facet: facet, item: item) {
                        lists.append(list)
                        return []
                    }
                    return asJSON("an array a list cannot show")
                }
                let key = newKey(pointer)
                (row, options) = picker(
                    key, title, values,
                    selection: .multiple(minimum: facet.minItems ?? 0, maximum: facet.maxItems))
                if case .array(let chosen)? = facet.defaultValue {
                    let indexes = chosen.compactMap { values.firstIndex(of: $0) }
                    if indexes.count == chosen.count {
                        row.initialValue = .choices(indexes.map { options[$0].key })
                    }
                }
                fields.append(SchemaField(key: key, pointer: pointer, encoding: .choices(values)))
            case "object":
                if facet.recursive { return asJSON("a recursive schema (not unrolled)") }
                guard depth < SchemaForm.maxDepth else {
                    return asJSON("objects nested over \(SchemaForm.maxDepth) deep")
                }
                if facet.properties.isEmpty,
                    let list = keyValueList(pointer, name: name, facet: facet, path: path)
                {
                    lists.append(list)
                    return []
                }
                guard !facet.properties.isEmpty else { return asJSON("an object without properties") }
                let key = newKey(pointer)
                let told = warnings.count
                let listed = lists.count
                let children = properties(
                    of: facet, pointer: pointer, depth: depth, path: path.union(facet.gathered))
                guard !children.isEmpty else {
                    // Kept whole; said once, where the reason is, not again at each owner.
                    if warnings.count == told, lists.count == listed {
                        keep(facet, name: name, reason: "an object none of whose properties can be shown")
                    }
                    return []
                }
                row = RowDescriptor(key: key, kind: .normal, title: title, childCount: children.count)
                options = children
            default:
                let choice = facet.composite.contains { $0.value["oneOf"] != nil || $0.value["anyOf"] != nil }
                let what =
                    facet.types.count > 1
                    ? "a value of type " + facet.types.joined(separator: " or ")
                    : variants.inside && choice
                        ? "a choice of variants inside a variant" : "a value of any type"
                return asJSON(what)
            }
        }
        return finished(row, options, facet, required: required)
    }

    /// `row` (and the rows it owns) with what every member's row takes from its schema:
    /// `required`, `readOnly`, `description`, `deprecated`, `examples`; counted.
    private mutating func finished(
        _ row: RowDescriptor, _ options: [RowDescriptor], _ facet: SchemaFacet, required: Bool
    ) -> [RowDescriptor] {
        var row = row
        let isJSON = row.kind.name == "json"
        if required, isJSON || facet.impliedType != "object",
            isJSON || facet.impliedType != "boolean" || facet.enumValues != nil
        {
            row.rules.append(.required)
        }
        row.isReadOnly = facet.readOnly
        row.help = facet.description
        if facet.deprecated { row.subtitle = "deprecated" }
        if let example = facet.examples.first {
            row.placeholder = example.stringValue ?? example.description
        }
        // A row of JSON text checks its value against the whole schema, these keywords too.
        if !isJSON {
            for keyword in facet.unshown { warn(facet, "\(keyword) is checked by the validator, not shown") }
        }
        titles[row.key] = row.title
        // An object's owned rows were counted as they were made.
        rowCount += 1 + (facet.impliedType == "object" && facet.enumValues == nil ? 0 : options.count)
        return [row] + options
    }

    /// The row that shows a member as JSON text, checked against its schema (``JSONValueKind``),
    /// with a warning saying why, once per schema location; `nil` (the member kept, with a
    /// warning) when its schema is not at hand.
    mutating func jsonRow(
        _ facet: SchemaFacet, name: String, title: String, pointer: [String], reason: String
    ) -> RowDescriptor? {
        guard let node = facet.node else {
            keep(facet, name: name, reason: reason)
            return nil
        }
        let what = name.isEmpty ? "the instance" : JSONValue.quoted(name)
        warn(facet, "\(what) is shown as JSON text, not rows of its own: \(reason)")
        let key = newKey(pointer)
        var row = RowDescriptor(
            key: key, kind: .custom(JSONValueKind(schema: schema, node: node)), title: title)
        row.initialValue = facet.defaultValue.map { .text($0.description) }
        fields.append(SchemaField(key: key, pointer: pointer, encoding: .json))
        return row
    }

    /// A picker row and its option rows, one per value, titled with the value (a string as it
    /// is, anything else as JSON).
    private mutating func picker(
        _ key: RowKey, _ title: String, _ values: [JSONValue], selection: SelectionMode
    )
        -> (RowDescriptor, [RowDescriptor])
    {
        let options = values.enumerated().map { index, value in
            RowDescriptor(
                key: RowKey(key.rawValue + "#" + String(index)), kind: .option,
                title: value.stringValue ?? value.description)
        }
        var row = RowDescriptor(
            key: key, kind: .normal, title: title, childCount: options.count, selection: selection)
        row.selection = selection
        return (row, options)
    }

    /// The text kind `format` chooses.
    static func textKind(_ format: String?) -> RowKind {
        switch format {
        case "email", "idn-email": return .text(.email)
        case "uri", "url", "iri": return .text(.url)
        case "date": return .date(DateSettings())
        case "date-time": return .dateTime(DateTimeSettings())
        case "time": return .time(TimeSettings())
        default: return .text(.plain)
        }
    }

    /// The text format whose rows hold `text`: `format` when it does, a text area for several
    /// lines of plain text, else why no text row can.
    static func textFormat(holding text: String, preferring format: TextFormat) -> Result<
        TextFormat, FormError
    > {
        do {
            _ = try TextKind(format).parse(text)
            return .success(format)
        } catch {
            guard format == .plain, (try? TextKind(.textArea).parse(text)) != nil else {
                return .failure(error)
            }
            return .success(.textArea)
        }
    }

    /// A string as the value of a row of `kind`, or `nil` when it cannot hold it.
    static func value(_ text: String, for kind: RowKind) -> Value? {
        switch kind {
        case .date: return CalendarDate(text).map(Value.date)
        case .time(let settings): return try? TimeKind(settings).parse(text)
        case .dateTime(let settings): return try? DateTimeKind(settings).parse(text)
        default: return .text(text)
        }
    }

    static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: return false
        default: return true
        }
    }

    static func finite(_ number: Double) -> Double? { number.isFinite ? number : nil }

    /// A new row key for the member at `pointer`: its names joined by `/`, white space and `=`
    /// made `_`, made unique with `~2`, `~3` ….
    mutating func newKey(_ pointer: [String]) -> RowKey {
        var base = pointer.map { token in
            String(token.map { $0.isWhitespace || $0 == "=" || $0 == "#" ? "_" : $0 })
        }.joined(separator: "/")
        if base.isEmpty { base = "value" }
        var key = base
        var index = 2
        while keys.contains(key) {
            key = base + "~" + String(index)
            index += 1
        }
        keys.insert(key)
        return RowKey(key)
    }

    /// Warns, once for the schema location, that a member is kept rather than shown.
    mutating func keep(_ facet: SchemaFacet, name: String, reason: String) {
        let what = name.isEmpty ? "the instance" : JSONValue.quoted(name)
        warn(facet, "\(what) is kept as it is, not shown as a row: \(reason)")
    }

    mutating func warn(_ facet: SchemaFacet, _ message: String) {
        let id = facet.location + " " + message
        guard !warned.contains(id) else { return }
        warned.insert(id)
        warnings.append("\(schema.file): \(facet.location): \(message)")
    }
}
