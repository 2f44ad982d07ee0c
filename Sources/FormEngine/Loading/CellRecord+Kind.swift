/// Turning a raw cell's `kind` (or the tutorial's `identifier`) into a kind: the name picks one
/// of ``BuiltInKinds/all`` (or a kind the app registered), which reads the fields it takes and
/// reports every one that does not fit.
extension CellRecord {
    /// The kind names a descriptor's `kind` key takes, in the order messages list them.
    static let kindNames = BuiltInKinds.all.map(\.name)

    /// The kind from `kind` or the tutorial's `identifier`, with its settings; `customKinds`
    /// are the kinds an app registered, by name. A `kind` FormEngine does not know is an error;
    /// an `identifier` it does not know is the app's own cell: a kind the app registered, or a
    /// plain row and a warning (RowAssembler).
    func resolveKind(customKinds: [String: any AppKind], problem: (_ key: String?, _ reason: String) -> Void)
        -> AnyKind
    {
        let kind = resolvedKind(customKinds: customKinds, problem: problem)
        if let shared = BuiltInKinds.shared[kind.name], shared.base.isSame(as: kind) { return shared }
        return AnyKind(kind)
    }

    /// The kind from `kind` or `identifier`, with its settings (``resolveKind(customKinds:problem:)``).
    private func resolvedKind(
        customKinds: [String: any AppKind], problem: (_ key: String?, _ reason: String) -> Void
    ) -> any BuiltInKind {
        var prototype: any BuiltInKind = NormalKind()
        if let kind {
            let name = kind.text ?? ""
            if let known = BuiltInKinds.byName[name] {
                prototype = known
            } else if let custom = customKinds[name] {
                prototype = custom.adapted
            } else {
                let names = Self.kindNames + customKinds.keys.sorted()
                var reason = "unknown kind '\(name)' (expected one of \(names.joined(separator: ", ")))"
                if let suggestion = DescriptorKeys.suggestion(for: name, in: names) {
                    reason += "; did you mean \(suggestion)?"
                }
                problem(nil, reason)
                return NormalKind()
            }
        } else if let identifier {
            guard let text = identifier.text else {
                problem(nil, "identifier must be a string, not \(identifier.typeName)")
                return NormalKind()
            }
            if let known = BuiltInKinds.tutorial[text] {
                prototype = known
            } else if let custom = customKinds[text] {
                prototype = custom.adapted
            }
        }
        return prototype.loaded(from: self, problem: problem)
    }
}
