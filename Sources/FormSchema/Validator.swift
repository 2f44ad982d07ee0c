import FormDocuments
import Foundation

/// What a subschema evaluated, for `unevaluatedProperties` and `unevaluatedItems`.
struct Annotations {
    var properties: Set<String> = []
    var items: Set<Int> = []
    var allItems = false

    mutating func merge(_ other: Annotations) {
        properties.formUnion(other.properties)
        items.formUnion(other.items)
        allItems = allItems || other.allItems
    }
}

/// Where validation is: the schema's base URI and draft, the dynamic scope, the `$ref`s followed.
struct Context {
    var base: URIReference
    var draft: SchemaDraft
    /// The resources entered, outermost first (for `$dynamicRef` and `$recursiveRef`).
    var scope: [String]
    /// The `$ref` targets being followed, with the instance location each was entered at.
    var following: [String]
    /// How many schemas are being checked one inside another (the walk's recursion).
    var nesting = 0
    /// The walk's limit on ``nesting``, and whether reaching it abandons the walk (on the
    /// caller's stack) rather than report a problem (on the walk's own thread).
    let walk: Walk
}

/// The problems found so far; a quiet list (a branch of `anyOf`, `not`, `if`, …, or
/// ``JSONSchema/isValid(_:)``) only needs to know whether there are any, so its messages are
/// not written and its walk stops at the first.
struct Problems {
    var list: [SchemaProblem] = []
    let quiet: Bool

    init(quiet: Bool) { self.quiet = quiet }

    var count: Int { list.count }
    var isEmpty: Bool { list.isEmpty }
}

/// How one validation walk runs: on the caller's stack with a small nesting limit, abandoned
/// when the limit is reached, or on a thread of its own with a large stack.
final class Walk {
    let limit: Int
    let abandonsAtLimit: Bool
    var abandoned = false
    /// Whether strings breaking a `format` that is not asserted are noted
    /// (``JSONSchema/validateNotingFormats(_:)``).
    let notesFormats: Bool
    /// Those strings, found where the instance is judged for certain (not in a branch of
    /// `anyOf`, `not` …): what a warning names.
    var formatNotes: [SchemaProblem] = []

    init(limit: Int, abandonsAtLimit: Bool, notesFormats: Bool = false) {
        self.limit = limit
        self.abandonsAtLimit = abandonsAtLimit
        self.notesFormats = notesFormats
    }
}

extension JSONSchema {
    /// The problems of `instance` against the schema: empty when it is valid.
    ///
    /// The walk recurses (schemas in schemas, values in values, `$ref` in `$ref`). It runs on the
    /// caller's stack up to ``callerStackNesting`` levels; a deeper walk starts again on a thread
    /// of its own with a 64 MiB stack, whatever the caller's stack, and past
    /// ``maxNesting`` levels stops with a problem rather than recurse further.
    package func validate(_ instance: JSONValue) -> [SchemaProblem] {
        validate(instance, quiet: false).problems
    }

    /// The problems of `instance`, and the strings in it that break a `format` the schema does
    /// not assert (`format` is an annotation unless ``SchemaOptions/assertFormat``): what a
    /// warning, not a verdict, names (`/ip: is not a valid ipv4`).
    package func validateNotingFormats(_ instance: JSONValue) -> (
        problems: [SchemaProblem], formats: [SchemaProblem]
    ) {
        validate(instance, quiet: false, notingFormats: true)
    }

    private func validate(_ instance: JSONValue, quiet: Bool, notingFormats: Bool = false) -> (
        problems: [SchemaProblem], formats: [SchemaProblem]
    ) {
        let shallow = Walk(limit: Self.callerStackNesting, abandonsAtLimit: true, notesFormats: notingFormats)
        let problems = walk(instance, shallow, quiet: quiet)
        if !shallow.abandoned { return (problems, shallow.formatNotes) }
        let deep = try? BigStack.run { [self] in
            let walk = Walk(limit: Self.maxNesting, abandonsAtLimit: false, notesFormats: notingFormats)
            return (self.walk(instance, walk, quiet: quiet), walk.formatNotes)
        }
        return deep ?? ([], [])
    }

    /// How deep a walk may nest on the caller's stack: 16 levels stay well under 512 KiB (a
    /// secondary thread's stack on Apple platforms) even in a debug build (about 21 KiB a level).
    package static let callerStackNesting = 16

    /// The deepest the walk nests (each schema checked inside another is a level): far beyond
    /// real schemas and instances, well within the thread's stack.
    package static let maxNesting = 2000

    private func walk(_ instance: JSONValue, _ walk: Walk, quiet: Bool = false) -> [SchemaProblem] {
        var problems = Problems(quiet: quiet)
        var annotations = Annotations()
        let context = Context(
            base: root.base, draft: root.draft, scope: [root.base.text], following: [], walk: walk)
        check(instance, root.value, at: "", location: root.location, context, &problems, &annotations)
        return problems.list
    }

    /// Parses `data` as the instance (with ``SchemaOptions/limits``) and validates it.
    package func validate(data: Data, file: String = "instance.json") throws -> [SchemaProblem] {
        validate(try JSONValue.parse(data, file: file, options: options.limits))
    }

    /// Whether `instance` is valid.
    /// Whether `instance` is valid: the walk stops at the first problem and writes no message.
    package func isValid(_ instance: JSONValue) -> Bool { validate(instance, quiet: true).problems.isEmpty }

    // MARK: - The walk

    private func problem(
        _ problems: inout Problems, _ pointer: String, _ location: String,
        _ message: @autoclosure () -> String
    ) {
        problems.list.append(
            SchemaProblem(
                instancePointer: pointer, schemaLocation: location, message: problems.quiet ? "" : message()))
    }

    // The one function that reads every keyword: long, but each keyword's block stands alone.
    func check(
        _ instance: JSONValue, _ schema: JSONValue, at pointer: String, location: String, _ outer: Context,
        _ problems: inout Problems, _ annotations: inout Annotations
    ) {
        let object: JSONObject
        switch schema {
        case .bool(let allowed):
            if !allowed {
                problem(&problems, pointer, location, "no value is allowed here (the schema is false)")
            }
            return
        case .object(let value): object = value
        default: return  // Not a schema: nothing to check.
        }
        // A quiet walk only asks whether there is a problem: once there is one, it is done.
        if problems.quiet, !problems.isEmpty { return }
        var context = outer
        context.nesting += 1
        if context.walk.abandoned { return }
        if context.nesting > context.walk.limit {
            if context.walk.abandonsAtLimit {
                context.walk.abandoned = true
            } else {
                problem(
                    &problems, pointer, location,
                    "the schema and the instance nest deeper than \(context.walk.limit) levels")
            }
            return
        }
        if let uri = object[.schema]?.stringValue, let draft = SchemaDraft(schemaURI: uri) {
            context.draft = draft
        }
        let draft = context.draft
        if let id = object[draft.idKeyword]?.stringValue, !id.hasPrefix("#"),
            !(draft.refOverridesSiblings && object[.ref] != nil)
        {
            context.base = context.base.resolving(id).withoutFragment
            if context.scope.last != context.base.text { context.scope.append(context.base.text) }
        }
        func at(_ keyword: String) -> String { location + "/" + keyword }

        if let reference = object[.ref]?.stringValue {
            follow(reference, kind: "$ref", instance, pointer, at("$ref"), context, &problems, &annotations)
            if draft.refOverridesSiblings { return }
        }
        if draft == .draft2019, let reference = object[.recursiveRef]?.stringValue {
            follow(
                reference, kind: "$recursiveRef", instance, pointer, at("$recursiveRef"), context, &problems,
                &annotations)
        }
        if draft >= .draft2020, let reference = object[.dynamicRef]?.stringValue {
            follow(
                reference, kind: "$dynamicRef", instance, pointer, at("$dynamicRef"), context, &problems,
                &annotations)
        }

        // Any type.
        if let type = object[.type] {
            let names = type.arrayValue?.compactMap(\.stringValue) ?? type.stringValue.map { [$0] } ?? []
            if !names.isEmpty, !names.contains(where: { Self.has(instance, type: $0, draft: draft) }) {
                let expected = names.count == 1 ? names[0] : "one of " + names.joined(separator: ", ")
                problem(
                    &problems, pointer, at("type"),
                    "must be \(expected), not \(Self.typeWord(instance, draft))")
            }
        }
        if let values = object[.enum]?.arrayValue, !values.contains(instance) {
            let shown = values.prefix(10).map(\.description).joined(separator: ", ")
            let more = values.count > 10 ? " … (\(values.count) values)" : ""
            problem(
                &problems, pointer, at("enum"),
                values.count == 1 ? "must be \(shown)" : "must be one of \(shown)\(more)")
        }
        if draft >= .draft6, let value = object[.const], value != instance {
            problem(&problems, pointer, at("const"), "must be \(Self.short(value))")
        }

        if problems.quiet, !problems.isEmpty { return }
        switch instance {
        case .number(let number):
            checkNumber(number, object, pointer, location, draft, &problems)
        case .string(let string):
            checkString(string, object, pointer, location, context.walk, &problems)
        case .array(let array):
            checkArray(array, object, pointer, location, context, &problems, &annotations)
        case .object(let members):
            checkObject(members, object, pointer, location, context, &problems, &annotations)
        default: break
        }

        if problems.quiet, !problems.isEmpty { return }
        // In-place applicators.
        if let schemas = object[.allOf]?.arrayValue {
            for (index, subschema) in schemas.enumerated() {
                var local = Annotations()
                let before = problems.count
                check(
                    instance, subschema, at: pointer, location: at("allOf/\(index)"), context, &problems,
                    &local)
                if problems.count == before { annotations.merge(local) }
            }
        }
        if let schemas = object[.anyOf]?.arrayValue {
            var any = false
            for (index, subschema) in schemas.enumerated() {
                var local = Annotations()
                var found = Problems(quiet: true)
                check(
                    instance, subschema, at: pointer, location: at("anyOf/\(index)"), context, &found, &local)
                if found.isEmpty {
                    any = true
                    annotations.merge(local)
                }
            }
            if !any {
                problem(
                    &problems, pointer, at("anyOf"),
                    "must match at least one of the \(schemas.count) schemas of anyOf"
                        + hint(instance, schemas, pointer, at("anyOf"), context))
            }
        }
        if let schemas = object[.oneOf]?.arrayValue {
            var matching: [Int] = []
            var chosen = Annotations()
            for (index, subschema) in schemas.enumerated() {
                var local = Annotations()
                var found = Problems(quiet: true)
                check(
                    instance, subschema, at: pointer, location: at("oneOf/\(index)"), context, &found, &local)
                if found.isEmpty {
                    matching.append(index)
                    chosen = local
                }
            }
            if matching.isEmpty {
                problem(
                    &problems, pointer, at("oneOf"),
                    "must match exactly one of the \(schemas.count) schemas of oneOf, matches none"
                        + hint(instance, schemas, pointer, at("oneOf"), context))
            } else if matching.count > 1 {
                let which = matching.map(String.init).joined(separator: ", ")
                problem(
                    &problems, pointer, at("oneOf"),
                    "must match exactly one schema of oneOf, matches \(matching.count) (\(which))")
            } else {
                annotations.merge(chosen)
            }
        }
        if let subschema = object[.not] {
            var local = Annotations()
            var found = Problems(quiet: true)
            check(instance, subschema, at: pointer, location: at("not"), context, &found, &local)
            if found.isEmpty { problem(&problems, pointer, at("not"), "must not match the schema of not") }
        }
        if draft >= .draft7, let condition = object[.if] {
            var local = Annotations()
            var found = Problems(quiet: true)
            check(instance, condition, at: pointer, location: at("if"), context, &found, &local)
            let branch = found.isEmpty ? "then" : "else"
            if found.isEmpty { annotations.merge(local) }
            if let subschema = object[branch] {
                var branchAnnotations = Annotations()
                let before = problems.count
                check(
                    instance, subschema, at: pointer, location: at(branch), context, &problems,
                    &branchAnnotations)
                if problems.count == before { annotations.merge(branchAnnotations) }
            }
        }

        if problems.quiet, !problems.isEmpty { return }
        // Last: what nothing else evaluated.
        if draft >= .draft2019, case .array(let array) = instance, let subschema = object[.unevaluatedItems] {
            if !annotations.allItems {
                for (index, element) in array.enumerated() where !annotations.items.contains(index) {
                    var local = Annotations()
                    check(
                        element, subschema, at: pointer + "/\(index)", location: at("unevaluatedItems"),
                        context, &problems, &local)
                }
            }
            annotations.allItems = true
        }
        if draft >= .draft2019, case .object(let members) = instance,
            let subschema = object[.unevaluatedProperties]
        {
            for (key, value) in members.members where !annotations.properties.contains(key) {
                var local = Annotations()
                let before = problems.count
                check(
                    value, subschema, at: pointer + "/" + JSONPointer.escape(key),
                    location: at("unevaluatedProperties"), context, &problems, &local)
                if problems.count > before, subschema == .bool(false) {
                    problems.list[problems.count - 1] = SchemaProblem(
                        instancePointer: pointer + "/" + JSONPointer.escape(key),
                        schemaLocation: at("unevaluatedProperties"),
                        message: "member \(JSONValue.quoted(key)) is not allowed (unevaluatedProperties)")
                }
                annotations.properties.insert(key)
            }
        }
    }

    /// Follows `$ref`, `$recursiveRef` or `$dynamicRef`.
    private func follow(
        _ reference: String, kind: String, _ instance: JSONValue, _ pointer: String, _ location: String,
        _ context: Context, _ problems: inout Problems, _ annotations: inout Annotations
    ) {
        guard var target = resolve(reference, from: context.base) else {
            problem(
                &problems, pointer, location, "cannot resolve the reference \(JSONValue.quoted(reference))")
            return
        }
        if kind == "$dynamicRef" {
            let fragment = context.base.resolving(reference).fragment ?? ""
            if !fragment.isEmpty, !fragment.hasPrefix("/"),
                target.value["$dynamicAnchor"]?.stringValue == fragment
            {
                for resource in context.scope {
                    if let dynamic = dynamicAnchors[resource]?[fragment] {
                        target = dynamic
                        break
                    }
                }
            }
        } else if kind == "$recursiveRef", target.value["$recursiveAnchor"]?.boolValue == true {
            for resource in context.scope {
                if let candidate = resources[resource], candidate.value["$recursiveAnchor"]?.boolValue == true
                {
                    target = candidate
                    break
                }
            }
        }
        let key = target.location + " " + pointer
        if context.following.contains(key) {
            problem(
                &problems, pointer, location,
                "the reference \(JSONValue.quoted(reference)) leads back to itself at the same place in the instance"
            )
            return
        }
        if context.following.count >= options.maxReferenceDepth {
            problem(&problems, pointer, location, "references nest deeper than \(options.maxReferenceDepth)")
            return
        }
        var inner = context
        inner.base = target.base
        inner.draft = target.draft
        inner.following.append(key)
        // A target that is a resource of its own enters the scope by its `$id` (in `check`); one
        // inside another resource enters that resource.
        let ownID = target.value[target.draft.idKeyword]?.stringValue.map { !$0.hasPrefix("#") } ?? false
        if !ownID, inner.scope.last != target.base.text { inner.scope.append(target.base.text) }
        var local = Annotations()
        let before = problems.count
        check(instance, target.value, at: pointer, location: target.location, inner, &problems, &local)
        if problems.count == before { annotations.merge(local) }
    }

    // MARK: - Types and scalars

    static func has(_ instance: JSONValue, type: String, draft: SchemaDraft) -> Bool {
        switch (type, instance) {
        case ("integer", .number(let number)):
            return draft == .draft4 ? number.isIntegerLiteral : number.hasIntegralValue
        case ("number", .number): return true
        default: return instance.typeName == type
        }
    }

    static func typeWord(_ instance: JSONValue, _ draft: SchemaDraft) -> String {
        if has(instance, type: "integer", draft: draft) { return "integer" }
        return instance.typeName
    }

    static func short(_ value: JSONValue) -> String {
        let text = value.description
        return text.count > 80 ? String(text.prefix(77)) + "…" : text
    }

    /// The deepest problem of the branches, as a hint: ` (for instance /a: must be string)`.
    /// Written only when the message is (the branches are walked again, not quietly).
    private func hint(
        _ instance: JSONValue, _ schemas: [JSONValue], _ pointer: String, _ location: String,
        _ context: Context
    ) -> String {
        var problems = Problems(quiet: false)
        for (index, subschema) in schemas.enumerated() {
            var local = Annotations()
            check(
                instance, subschema, at: pointer, location: location + "/\(index)", context, &problems, &local
            )
        }
        guard let deepest = problems.list.max(by: { $0.instancePointer.count < $1.instancePointer.count })
        else {
            return ""
        }
        return " (for instance \(deepest))"
    }

    private static func number(_ value: JSONValue?) -> JSONNumber? { value?.numberValue }

    private static func count(_ value: JSONValue?) -> Int? {
        guard let number = value?.numberValue, number.double.isFinite, number.double >= 0 else { return nil }
        return number.double > Double(Int.max / 2) ? Int.max / 2 : Int(number.double)
    }

    private func checkNumber(
        _ number: JSONNumber, _ object: JSONObject, _ pointer: String, _ location: String,
        _ draft: SchemaDraft,
        _ problems: inout Problems
    ) {
        if let divisor = Self.number(object[.multipleOf]), divisor.double > 0,
            !number.isMultiple(of: divisor)
        {
            problem(&problems, pointer, location + "/multipleOf", "must be a multiple of \(divisor)")
        }
        if let maximum = Self.number(object[.maximum]) {
            let exclusive = draft == .draft4 && object[.exclusiveMaximum]?.boolValue == true
            let order = JSONNumber.compare(number, maximum)
            if order == .orderedDescending || (exclusive && order == .orderedSame) {
                problem(
                    &problems, pointer, location + "/maximum",
                    exclusive ? "must be less than \(maximum)" : "must be at most \(maximum)")
            }
        }
        if let minimum = Self.number(object[.minimum]) {
            let exclusive = draft == .draft4 && object[.exclusiveMinimum]?.boolValue == true
            let order = JSONNumber.compare(number, minimum)
            if order == .orderedAscending || (exclusive && order == .orderedSame) {
                problem(
                    &problems, pointer, location + "/minimum",
                    exclusive ? "must be greater than \(minimum)" : "must be at least \(minimum)")
            }
        }
        if draft >= .draft6 {
            if let maximum = Self.number(object[.exclusiveMaximum]),
                JSONNumber.compare(number, maximum) != .orderedAscending
            {
                problem(&problems, pointer, location + "/exclusiveMaximum", "must be less than \(maximum)")
            }
            if let minimum = Self.number(object[.exclusiveMinimum]),
                JSONNumber.compare(number, minimum) != .orderedDescending
            {
                problem(&problems, pointer, location + "/exclusiveMinimum", "must be greater than \(minimum)")
            }
        }
    }

    private func checkString(
        _ string: String, _ object: JSONObject, _ pointer: String, _ location: String, _ walk: Walk,
        _ problems: inout Problems
    ) {
        let maximum = Self.count(object[.maxLength])
        let minimum = Self.count(object[.minLength])
        if maximum != nil || minimum != nil {
            let length = string.unicodeScalars.count
            if let maximum, length > maximum {
                problem(
                    &problems, pointer, location + "/maxLength",
                    "must be at most \(maximum) characters long (is \(length))")
            }
            if let minimum, length < minimum {
                problem(
                    &problems, pointer, location + "/minLength",
                    "must be at least \(minimum) characters long (is \(length))")
            }
        }
        if let pattern = object[.pattern]?.stringValue {
            switch match(pattern, string) {
            case .match: break
            case .noMatch:
                problem(
                    &problems, pointer, location + "/pattern",
                    "must match the pattern \(JSONValue.quoted(pattern))")
            case .tooSlow:
                problem(
                    &problems, pointer, location + "/pattern",
                    "the pattern \(JSONValue.quoted(pattern)) took too long to match")
            case nil:
                problem(
                    &problems, pointer, location + "/pattern",
                    "the pattern \(JSONValue.quoted(pattern)) does not compile")
            }
        }
        // A `regex` is not compiled for a note: only asserting it is worth that cost.
        if options.assertFormat || (walk.notesFormats && !problems.quiet),
            let format = object[.format]?.stringValue, options.assertFormat || format != "regex",
            !FormatCheck.accepts(string, format: format)
        {
            if options.assertFormat {
                problem(&problems, pointer, location + "/format", "must be a valid \(format)")
            } else {
                walk.formatNotes.append(
                    SchemaProblem(
                        instancePointer: pointer, schemaLocation: location + "/format",
                        message: "is not a valid \(format)"))
            }
        }
    }

    /// `nil` when the pattern does not compile.
    func match(_ pattern: String, _ string: String) -> ECMARegex.Outcome? {
        if let regex = regexes[pattern] { return regex.search(string) }
        // A pattern reached only through a `$ref` into a place the index does not walk.
        guard let regex = try? ECMARegex(pattern) else { return nil }
        return regex.search(string)
    }

    // MARK: - Arrays

    private func checkArray(
        _ array: [JSONValue], _ object: JSONObject, _ pointer: String, _ location: String, _ context: Context,
        _ problems: inout Problems, _ annotations: inout Annotations
    ) {
        let draft = context.draft
        if let maximum = Self.count(object[.maxItems]), array.count > maximum {
            problem(
                &problems, pointer, location + "/maxItems",
                "must have at most \(maximum) items (has \(array.count))")
        }
        if let minimum = Self.count(object[.minItems]), array.count < minimum {
            problem(
                &problems, pointer, location + "/minItems",
                "must have at least \(minimum) items (has \(array.count))")
        }
        if object[.uniqueItems]?.boolValue == true, array.count > 1 {
            var seen: [JSONValue: Int] = [:]
            for (index, element) in array.enumerated() {
                if let first = seen[element] {
                    problem(
                        &problems, pointer, location + "/uniqueItems",
                        "items \(first) and \(index) are equal; items must be unique")
                    break
                }
                seen[element] = index
            }
        }
        var prefix: [JSONValue]? = nil
        var prefixKeyword = "items"
        var rest: JSONValue? = nil
        var restKeyword = "items"
        if draft >= .draft2020 {
            prefix = object[.prefixItems]?.arrayValue
            prefixKeyword = "prefixItems"
            rest = object[.items]
        } else if let items = object[.items]?.arrayValue {
            prefix = items
            rest = object[.additionalItems]
            restKeyword = "additionalItems"
        } else {
            rest = object[.items]
        }
        var evaluated = 0
        if let prefix {
            for (index, subschema) in prefix.enumerated() where index < array.count {
                var local = Annotations()
                check(
                    array[index], subschema, at: pointer + "/\(index)",
                    location: location + "/\(prefixKeyword)/\(index)",
                    context, &problems, &local)
                annotations.items.insert(index)
            }
            evaluated = min(prefix.count, array.count)
        }
        if let rest, rest.arrayValue == nil {
            for index in evaluated..<max(evaluated, array.count) {
                var local = Annotations()
                let before = problems.count
                check(
                    array[index], rest, at: pointer + "/\(index)", location: location + "/" + restKeyword,
                    context, &problems, &local)
                if problems.count > before, rest == .bool(false) {
                    problems.list[problems.count - 1] = SchemaProblem(
                        instancePointer: pointer + "/\(index)", schemaLocation: location + "/" + restKeyword,
                        message: "must have at most \(evaluated) items (\(restKeyword) is false)")
                }
            }
            annotations.allItems = true
        }
        if draft >= .draft6, let contains = object[.contains] {
            var matches: [Int] = []
            for (index, element) in array.enumerated() {
                var local = Annotations()
                var found = Problems(quiet: true)
                check(
                    element, contains, at: pointer + "/\(index)", location: location + "/contains", context,
                    &found, &local)
                if found.isEmpty { matches.append(index) }
            }
            let minimum = draft >= .draft2019 ? (Self.count(object[.minContains]) ?? 1) : 1
            if matches.count < minimum {
                problem(
                    &problems, pointer, location + "/contains",
                    minimum == 1
                        ? "must contain an item that matches the schema of contains"
                        : "must contain at least \(minimum) items that match the schema of contains (has \(matches.count))"
                )
            }
            if draft >= .draft2019, let maximum = Self.count(object[.maxContains]), matches.count > maximum {
                problem(
                    &problems, pointer, location + "/maxContains",
                    "must contain at most \(maximum) items that match the schema of contains (has \(matches.count))"
                )
            }
            if draft >= .draft2020 { annotations.items.formUnion(matches) }
        }
    }

    // MARK: - Objects

    private func checkObject(
        _ members: JSONObject, _ object: JSONObject, _ pointer: String, _ location: String,
        _ context: Context,
        _ problems: inout Problems, _ annotations: inout Annotations
    ) {
        let draft = context.draft
        func child(_ key: String) -> String { pointer + "/" + JSONPointer.escape(key) }
        if let maximum = Self.count(object[.maxProperties]), members.count > maximum {
            problem(
                &problems, pointer, location + "/maxProperties",
                "must have at most \(maximum) members (has \(members.count))")
        }
        if let minimum = Self.count(object[.minProperties]), members.count < minimum {
            problem(
                &problems, pointer, location + "/minProperties",
                "must have at least \(minimum) members (has \(members.count))")
        }
        if let required = object[.required]?.arrayValue {
            for name in required.compactMap(\.stringValue) where members[name] == nil {
                problem(
                    &problems, pointer, location + "/required",
                    "missing required member \(JSONValue.quoted(name))")
            }
        }
        var evaluated: Set<String> = []
        if let properties = object[.properties]?.objectValue {
            for (key, subschema) in properties.members {
                guard let value = members[key] else { continue }
                var local = Annotations()
                check(
                    value, subschema, at: child(key),
                    location: location + "/properties/" + JSONPointer.escape(key), context, &problems, &local)
                evaluated.insert(key)
            }
        }
        if let patterns = object[.patternProperties]?.objectValue {
            for (pattern, subschema) in patterns.members {
                for (key, value) in members.members {
                    switch match(pattern, key) {
                    case .match:
                        var local = Annotations()
                        check(
                            value, subschema, at: child(key),
                            location: location + "/patternProperties/" + JSONPointer.escape(pattern), context,
                            &problems, &local)
                        evaluated.insert(key)
                    case .noMatch: break
                    case .tooSlow, nil:
                        problem(
                            &problems, child(key), location + "/patternProperties",
                            "the pattern \(JSONValue.quoted(pattern)) does not compile or took too long")
                    }
                }
            }
        }
        if let additional = object[.additionalProperties] {
            for (key, value) in members.members where !evaluated.contains(key) {
                if additional == .bool(false) {
                    problem(
                        &problems, child(key), location + "/additionalProperties",
                        "member \(JSONValue.quoted(key)) is not allowed")
                } else {
                    var local = Annotations()
                    check(
                        value, additional, at: child(key), location: location + "/additionalProperties",
                        context, &problems, &local)
                }
            }
            evaluated.formUnion(members.keys)
        }
        annotations.properties.formUnion(evaluated)
        if draft >= .draft6, let names = object[.propertyNames] {
            for key in members.keys {
                var local = Annotations()
                var found = Problems(quiet: problems.quiet)
                check(
                    .string(key), names, at: child(key), location: location + "/propertyNames", context,
                    &found, &local)
                if let first = found.list.first {
                    problem(
                        &problems, child(key), location + "/propertyNames",
                        "the member name \(JSONValue.quoted(key)) is not allowed: \(first.message)")
                }
            }
        }
        var dependentRequired: [(String, JSONValue, String)] = []
        var dependentSchemas: [(String, JSONValue, String)] = []
        // `dependencies` split in two in 2019-09; it is still read there, as most validators do.
        if let dependencies = object[.dependencies]?.objectValue {
            for (key, value) in dependencies.members {
                if value.arrayValue != nil {
                    dependentRequired.append((key, value, "dependencies"))
                } else {
                    dependentSchemas.append((key, value, "dependencies"))
                }
            }
        }
        if draft >= .draft2019 {
            for (key, value) in object[.dependentRequired]?.objectValue?.members ?? [] {
                dependentRequired.append((key, value, "dependentRequired"))
            }
            for (key, value) in object[.dependentSchemas]?.objectValue?.members ?? [] {
                dependentSchemas.append((key, value, "dependentSchemas"))
            }
        }
        for (key, names, keyword) in dependentRequired where members[key] != nil {
            for name in names.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
                problem(
                    &problems, pointer, location + "/\(keyword)/" + JSONPointer.escape(key),
                    "missing member \(JSONValue.quoted(name)), required when \(JSONValue.quoted(key)) is present"
                )
            }
        }
        for (key, subschema, keyword) in dependentSchemas where members[key] != nil {
            var local = Annotations()
            let before = problems.count
            check(
                .object(members), subschema, at: pointer,
                location: location + "/\(keyword)/" + JSONPointer.escape(key), context, &problems, &local)
            if problems.count == before { annotations.merge(local) }
        }
    }
}
