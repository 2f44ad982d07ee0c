/// The name of a rule: one of a row's ``Rule``s, a check its kind makes (`minimum`, `maximum`,
/// `format`), a multiple picker's selection limits, or a custom rule an app registered.
///
/// The raw value is the descriptor's name for the rule, the key a `message` dictionary uses
/// (see ``RuleMessages``). A ``ValidationProblem`` reports its rule by name
/// (``ValidationProblem/rule``), the builder gives a rule's message by name
/// (``Cell/message(_:for:)``), and an app registers a custom rule by name
/// (given to ``Form/init(_:locale:clock:rules:behaviors:)``). The built-in rules are the static members; a custom rule's name
/// is written as a string literal or with ``init(rawValue:)``.
///
/// ```swift
/// if form.validate().contains(where: { $0.rule == .required }) { showRequiredHint() }
/// Cell.text("code", "Code").rules("checksum").message("Check the code", for: "checksum")
/// ```
public struct RuleName: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The rule's name, as a descriptor writes it.
    public var rawValue: String

    /// A rule by name; any name is valid here (custom rules are named by the app), and the
    /// descriptor's checks refuse a custom rule named like a built-in one or with spaces.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A rule named by a string literal (`"adult"`).
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The row must hold a value (``Rule/required``).
    public static let required = RuleName(rawValue: "required")
    /// Text must have at least so many characters (``Rule/minLength(_:)``).
    public static let minLength = RuleName(rawValue: "minLength")
    /// Text must have at most so many characters (``Rule/maxLength(_:)``).
    public static let maxLength = RuleName(rawValue: "maxLength")
    /// The whole text must match a regular expression (``Rule/pattern(_:)``).
    public static let pattern = RuleName(rawValue: "pattern")
    /// A multiple picker needs at least `minimumSelections` options selected.
    public static let minimumSelections = RuleName(rawValue: "minimumSelections")
    /// A multiple picker takes at most `maximumSelections` options selected.
    public static let maximumSelections = RuleName(rawValue: "maximumSelections")
    /// A number, date or time is below its row's `minimum`, `minimumDate` or `minimumTime`.
    public static let minimum = RuleName(rawValue: "minimum")
    /// A number, date or time is above its row's `maximum`, `maximumDate` or `maximumTime`.
    public static let maximum = RuleName(rawValue: "maximum")
    /// An `email`, `url` or `phone` row's text is not in the kind's format.
    public static let format = RuleName(rawValue: "format")
    /// The value differs from the row its `matches` names (``Rule/matches(_:)``).
    public static let matches = RuleName(rawValue: "matches")
    /// A `file` row with `mustExist` names nothing that exists (``FileSettings/mustExist``).
    public static let mustExist = RuleName(rawValue: "mustExist")
    /// A `file` row names a directory where it takes a file, or a file where it takes a
    /// directory (``FileSettings/isDirectory``).
    public static let directory = RuleName(rawValue: "directory")
    /// A `file` row's file name ends in none of its `extensions` (``FileSettings/extensions``).
    public static let extensions = RuleName(rawValue: "extensions")

    /// A row's validation in code (``Cell/validate(reading:check:)``) refused the value.
    public static let validate = RuleName(rawValue: "validate")

    /// The built-in rules, whose names a `message` dictionary may use without a warning.
    public static let builtIn: [RuleName] = [
        .required, .minLength, .maxLength, .pattern, .minimumSelections, .maximumSelections, .minimum,
        .maximum, .format, .matches, .mustExist, .directory, .extensions,
    ]

    /// The descriptor's name for the rule (the `rawValue`).
    public var description: String { rawValue }
}

/// The library's name for ``RuleName`` where it reports problems (the kinds' checks).
package typealias ValidationRule = RuleName

extension Rule {
    /// The kind of rule, as a ``ValidationProblem`` reports it when this rule is broken.
    var validationRule: RuleName { RuleName(rawValue: name) }
}
