/// The names of the rules a ``ValidationProblem`` reports (``ValidationProblem/rule``): one of a
/// row's ``Rule``s, a check its kind makes (`minimum`, `maximum`, `format`), a multiple picker's
/// selection limits, or a custom rule an app registered (its name).
///
/// The raw value is the descriptor's name for the rule, the key a `message` dictionary uses
/// (see ``RuleMessages``); apps read it as that string, so the library's own code names the
/// built-in rules through these constants.
package struct ValidationRule: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The rule's name.
    package var rawValue: String

    /// A rule by name; any name is valid (custom rules are named by the app).
    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The row must hold a value (``Rule/required``).
    package static let required = ValidationRule(rawValue: "required")
    /// Text must have at least so many characters (``Rule/minLength(_:)``).
    package static let minLength = ValidationRule(rawValue: "minLength")
    /// Text must have at most so many characters (``Rule/maxLength(_:)``).
    package static let maxLength = ValidationRule(rawValue: "maxLength")
    /// The whole text must match a regular expression (``Rule/pattern(_:)``).
    package static let pattern = ValidationRule(rawValue: "pattern")
    /// A multiple picker needs at least `minimumSelections` options selected.
    package static let minimumSelections = ValidationRule(rawValue: "minimumSelections")
    /// A multiple picker takes at most `maximumSelections` options selected.
    package static let maximumSelections = ValidationRule(rawValue: "maximumSelections")
    /// A number, date or time is below its row's `minimum`, `minimumDate` or `minimumTime`.
    package static let minimum = ValidationRule(rawValue: "minimum")
    /// A number, date or time is above its row's `maximum`, `maximumDate` or `maximumTime`.
    package static let maximum = ValidationRule(rawValue: "maximum")
    /// An `email`, `url` or `phone` row's text is not in the kind's format.
    package static let format = ValidationRule(rawValue: "format")
    /// The value differs from the row its `matches` names (``Rule/matches(_:)``).
    package static let matches = ValidationRule(rawValue: "matches")
    /// A `file` row with `mustExist` names nothing that exists (``FileSettings/mustExist``).
    package static let mustExist = ValidationRule(rawValue: "mustExist")
    /// A `file` row names a directory where it takes a file, or a file where it takes a
    /// directory (``FileSettings/isDirectory``).
    package static let directory = ValidationRule(rawValue: "directory")
    /// A `file` row's file name ends in none of its `extensions` (``FileSettings/extensions``).
    package static let extensions = ValidationRule(rawValue: "extensions")

    /// The built-in rules, whose names a `message` dictionary may use without a warning.
    package static let builtIn: [ValidationRule] = [
        .required, .minLength, .maxLength, .pattern, .minimumSelections, .maximumSelections, .minimum,
        .maximum, .format, .matches, .mustExist, .directory, .extensions,
    ]

    /// The descriptor's name for the rule (the `rawValue`).
    package var description: String { rawValue }
}

extension Rule {
    /// The kind of rule, as a ``ValidationProblem`` reports it when this rule is broken.
    var validationRule: ValidationRule { ValidationRule(rawValue: name) }
}
