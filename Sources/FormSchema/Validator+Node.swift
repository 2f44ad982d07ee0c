import FormDocuments

extension JSONSchema {
    /// Whether `instance` is valid against the subschema `node` (a variant of a `oneOf`, say),
    /// its `$ref`s resolved as where it stands: a quiet walk, on the caller's stack, abandoned
    /// (and then `false`) past ``callerStackNesting`` levels.
    package func isValid(_ instance: JSONValue, against node: SchemaNode) -> Bool {
        let (problems, abandoned) = walk(instance, against: node, quiet: true)
        return problems.isEmpty && !abandoned
    }

    /// The problems of `instance` against the subschema `node` (a member's schema), each with
    /// its pointer from `instance`: the walk of ``isValid(_:against:)`` with messages. A walk
    /// nested past ``callerStackNesting`` levels is abandoned with a problem saying so.
    package func problems(_ instance: JSONValue, against node: SchemaNode) -> [SchemaProblem] {
        let (problems, abandoned) = walk(instance, against: node, quiet: false)
        guard abandoned else { return problems }
        return problems + [
            SchemaProblem(
                instancePointer: "", schemaLocation: node.location,
                message: "nested too deep to check here; the whole file is checked when it is saved")
        ]
    }

    private func walk(_ instance: JSONValue, against node: SchemaNode, quiet: Bool) -> (
        [SchemaProblem], abandoned: Bool
    ) {
        var problems = Problems(quiet: quiet)
        var annotations = Annotations()
        let walk = Walk(limit: Self.callerStackNesting, abandonsAtLimit: true)
        let context = Context(
            base: node.located.base, draft: node.draft, scope: [node.located.base.text], following: [],
            walk: walk)
        check(
            instance, node.value, at: "", location: node.location, context, &problems, &annotations)
        return (problems.list, walk.abandoned)
    }
}
