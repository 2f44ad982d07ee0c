/// Which rule a ``ValidationProblem`` reports: one of a row's ``Rule``s, or a multiple picker's
/// selection limits (``SelectionLimits``).
///
/// The raw value is the descriptor's name for the rule, the key a `message` dictionary uses
/// (see ``RuleMessages``) and what `formcli --validate --json` prints.
///
/// ```swift
/// if form.validate().contains(where: { $0.rule == .required }) { showRequiredHint() }
/// ```
public enum ValidationRule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The row must hold a value (``Rule/required``).
    case required
    /// Text must have at least so many characters (``Rule/minLength(_:)``).
    case minLength
    /// Text must have at most so many characters (``Rule/maxLength(_:)``).
    case maxLength
    /// The whole text must match a regular expression (``Rule/pattern(_:)``).
    case pattern
    /// A multiple picker needs at least ``SelectionLimits/minimum`` options selected.
    case minimumSelections
    /// A multiple picker takes at most ``SelectionLimits/maximum`` options selected.
    case maximumSelections

    /// The descriptor's name for the rule (the `rawValue`).
    public var description: String { rawValue }
}

extension Rule {
    /// The kind of rule, as a ``ValidationProblem`` reports it when this rule is broken.
    public var validationRule: ValidationRule {
        switch self {
        case .required: return .required
        case .minLength: return .minLength
        case .maxLength: return .maxLength
        case .pattern: return .pattern
        }
    }
}
