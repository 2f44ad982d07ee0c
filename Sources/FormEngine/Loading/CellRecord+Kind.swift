/// Turning a raw cell's `kind` (or the tutorial's `identifier`) into a ``RowKind``: the name
/// picks one of ``RowKind/builtIn`` (or a kind the app registered), whose unit reads the fields
/// that kind takes and reports every one that does not fit.
extension CellRecord {
    /// The kind names a descriptor's `kind` key takes, in the order messages list them.
    static let kindNames = RowKind.builtIn.map(\.name)

    /// The kind from `kind` or the tutorial's `identifier`, with its settings; `customKinds`
    /// are the kinds an app registered, by name. A `kind` FormEngine does not know is an error;
    /// an `identifier` it does not know is the app's own cell: a kind the app registered, or a
    /// plain row and a warning (RowAssembler).
    func resolveKind(customKinds: [String: CustomKind], problem: (_ key: String?, _ reason: String) -> Void)
        -> RowKind
    {
        var prototype = RowKind.normal
        if let kind {
            let name = kind.text ?? ""
            if let known = RowKind.builtInByName[name] {
                prototype = known
            } else if let custom = customKinds[name] {
                return .custom(custom)
            } else {
                let known = Self.kindNames.joined(separator: ", ")
                problem(nil, "unknown kind '\(name)' (expected one of \(known))")
                return .normal
            }
        } else if let identifier {
            guard let text = identifier.text else {
                problem(nil, "identifier must be a string, not \(identifier.typeName)")
                return .normal
            }
            if let known = RowKind.tutorialKinds[text] {
                prototype = known
            } else if let custom = customKinds[text] {
                return .custom(custom)
            }
        }
        return prototype.loaded(from: self, problem: problem)
    }
}
