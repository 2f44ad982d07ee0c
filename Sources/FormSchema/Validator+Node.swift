extension JSONSchema {
    /// Whether `instance` is valid against the subschema `node` (a variant of a `oneOf`, say),
    /// its `$ref`s resolved as where it stands: a quiet walk, on the caller's stack, abandoned
    /// (and then `false`) past ``callerStackNesting`` levels.
    package func isValid(_ instance: JSONValue, against node: SchemaNode) -> Bool {
        var problems = Problems(quiet: true)
        var annotations = Annotations()
        let walk = Walk(limit: Self.callerStackNesting, abandonsAtLimit: true)
        let context = Context(
            base: node.located.base, draft: node.draft, scope: [node.located.base.text], following: [],
            walk: walk)
        check(
            instance, node.value, at: "", location: node.location, context, &problems, &annotations)
        return problems.isEmpty && !walk.abandoned
    }
}
