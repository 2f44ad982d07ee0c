/// A rule an app adds to the vocabulary: given a row's value (`nil` when it holds none) and the
/// form, it returns the message to show when the rule is broken, or `nil` when it holds.
///
/// A descriptor names it in a row's `rules` array; give it to the form by that name when the form
/// is made, ``Form/init(_:locale:clock:rules:behaviors:)``:
///
/// ```swift
/// let form = try Form(descriptor, rules: ["adult": { value, form in
///     guard case .date(let born)? = value, let limit = form.clock.today().adding(years: -18)
///     else { return nil }
///     return born > limit ? "You must be 18 or over" : nil
/// }])
/// ```
///
/// Its problems arrive from ``Form/validate()`` like the built-in ones, with the rule's name as
/// ``ValidationProblem/rule``; a row's `message` dictionary may give its message by that name. A
/// rule the form was not given is a problem of its row, whatever its value (`no rule 'adult' is
/// registered`), so that a missing rule cannot pass in silence (``Form/unregisteredRules`` lists
/// them). In a form built in code, prefer a validation the row carries:
/// ``Cell/validate(reading:check:)``.
///
/// A rule is checked again when its own row changes; one that reads other rows is checked again
/// by ``Form/validate()``, not by ``FormController/problemCount`` (name such a row with `matches`
/// when equality is what is meant).
public typealias CustomRule = @Sendable (_ value: Value?, _ form: Form) -> String?

extension Form {
    /// Registers a custom rule under `name`, for the rows whose descriptor lists it in `rules`.
    ///
    /// Deprecated: give the rules when the form is made,
    /// ``init(_:locale:clock:rules:behaviors:)`` (see ``CustomRule``).
    @available(*, deprecated, message: "give the rule to Form(_:locale:clock:rules:behaviors:) by name")
    public mutating func addRule(_ name: RuleName, _ rule: @escaping CustomRule) {
        customRules[name.rawValue] = rule
    }

    /// The names of custom rules some row lists that no app registered.
    public var unregisteredRules: [String] {
        var names: Set<String> = []
        for section in descriptor.sections {
            for row in section.rows + (section.template.map { [$0] } ?? []) {
                for case .custom(let name) in row.rules where customRules[name.rawValue] == nil {
                    names.insert(name.rawValue)
                }
            }
        }
        return names.sorted()
    }
}
