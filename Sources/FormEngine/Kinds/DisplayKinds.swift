// The kinds that hold no value a person edits: `normal` (a plain row; as a parent it summarises
// its children), `info` (a read-only label and value), `link` (a URL shown) and `button` (an
// action). What the unit holds: a button's action read from its cell, the tutorial's identifier.

/// The display kinds' behaviour, asked through ``RowKind``'s members (`Kinds/RowKind+Units.swift`).
enum DisplayKinds {
    /// The tutorial's plain row (`idCellNormal`).
    static let identifiers: [String: RowKind] = ["idCellNormal": .normal]

    /// The action a button reports when its cell names none.
    static let defaultAction = "submit"
}

extension CellRecord {
    /// A button's `action`: a non-empty name, `submit` when the cell gives none.
    func buttonAction(problem: (_ key: String?, _ reason: String) -> Void) -> String {
        guard let action else { return DisplayKinds.defaultAction }
        guard let text = action.text, !text.isEmpty else {
            problem(nil, "action must be a non-empty string, not \(action.typeName)")
            return DisplayKinds.defaultAction
        }
        return text
    }
}

extension CellRecord {
    /// Writes a button's `action`.
    mutating func write(action: String) {
        set(.action, .string(action))
    }
}
