/// Which rule a ``ValidationProblem`` reports: one of a row's ``Rule``s, a check its kind makes
/// (`minimum`, `maximum`, `format`), a multiple picker's selection limits, or a custom rule an
/// app registered (its name).
///
/// The raw value is the descriptor's name for the rule, the key a `message` dictionary uses
/// (see ``RuleMessages``).
///
/// ```swift
/// if form.validate().contains(where: { $0.rule == .required }) { showRequiredHint() }
/// ```
public struct ValidationRule: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The rule's name.
    public var rawValue: String

    /// A rule by name; any name is valid (custom rules are named by the app).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The row must hold a value (``Rule/required``).
    public static let required = ValidationRule(rawValue: "required")
    /// Text must have at least so many characters (``Rule/minLength(_:)``).
    public static let minLength = ValidationRule(rawValue: "minLength")
    /// Text must have at most so many characters (``Rule/maxLength(_:)``).
    public static let maxLength = ValidationRule(rawValue: "maxLength")
    /// The whole text must match a regular expression (``Rule/pattern(_:)``).
    public static let pattern = ValidationRule(rawValue: "pattern")
    /// A multiple picker needs at least ``SelectionLimits/minimum`` options selected.
    public static let minimumSelections = ValidationRule(rawValue: "minimumSelections")
    /// A multiple picker takes at most ``SelectionLimits/maximum`` options selected.
    public static let maximumSelections = ValidationRule(rawValue: "maximumSelections")
    /// A number, date or time is below its row's `minimum`, `minimumDate` or `minimumTime`.
    public static let minimum = ValidationRule(rawValue: "minimum")
    /// A number, date or time is above its row's `maximum`, `maximumDate` or `maximumTime`.
    public static let maximum = ValidationRule(rawValue: "maximum")
    /// An `email`, `url` or `phone` row's text is not in the kind's format.
    public static let format = ValidationRule(rawValue: "format")
    /// The value differs from the row its `matches` names (``Rule/matches(_:)``).
    public static let matches = ValidationRule(rawValue: "matches")
    /// A `file` row with `mustExist` names nothing that exists (``FileSettings/mustExist``).
    public static let mustExist = ValidationRule(rawValue: "mustExist")
    /// A `file` row names a directory where it takes a file, or a file where it takes a
    /// directory (``FileSettings/isDirectory``).
    public static let directory = ValidationRule(rawValue: "directory")
    /// A `file` row's file name ends in none of its `extensions` (``FileSettings/extensions``).
    public static let extensions = ValidationRule(rawValue: "extensions")

    /// The built-in rules, whose names a `message` dictionary may use without a warning.
    public static let builtIn: [ValidationRule] = [
        .required, .minLength, .maxLength, .pattern, .minimumSelections, .maximumSelections, .minimum,
        .maximum, .format, .matches, .mustExist, .directory, .extensions,
    ]

    /// The descriptor's name for the rule (the `rawValue`).
    public var description: String { rawValue }
}

extension Rule {
    /// The kind of rule, as a ``ValidationProblem`` reports it when this rule is broken.
    public var validationRule: ValidationRule { ValidationRule(rawValue: name) }
}
