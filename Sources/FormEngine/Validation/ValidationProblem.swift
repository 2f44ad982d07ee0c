/// A rule a row's current value breaks, as ``Form/validate()`` reports it.
///
/// ```swift
/// for problem in form.validate() { print(problem) }
/// // section 1, row 2 (firstName): First name is required
/// ```
public struct ValidationProblem: Hashable, Sendable, CustomStringConvertible {
    /// The row at fault.
    public var key: RowKey
    /// The name of the rule broken, as the descriptor writes it and its `message` dictionary
    /// keys it: `required`, `minLength`, `maxLength`, `pattern`, `matches`, `minimumSelections`,
    /// `maximumSelections`, `minimum`, `maximum`, `format`, `mustExist`, `directory`,
    /// `extensions`, or the name of a rule the app gave the form (``CustomRule``).
    ///
    /// ```swift
    /// if form.validate().contains(where: { $0.rule == .required }) { showRequiredHint() }
    /// ```
    public var rule: RuleName
    /// What a person reads: the descriptor's `message` for the rule, or a generated sentence.
    public var message: String
    /// Where the row is (1-based section and row in the form's current order, and the key).
    public var location: Location
    /// Whether the row's value was changed since the form was made or restored: a UI shows the
    /// problems of touched rows as they happen (on blur) and all of them on submit.
    public var isTouched: Bool

    /// Creates a problem (the library's checks make them; an app's rule returns a message).
    package init(
        key: RowKey, rule: RuleName, message: String, location: Location, isTouched: Bool = false
    ) {
        self.key = key
        self.rule = rule
        self.message = message
        self.location = location
        self.isTouched = isTouched
    }

    /// `section S, row R (KEY): message`.
    public var description: String { "\(location): \(message)" }

    /// The same problem with its location's file set.
    package func inFile(_ path: String?) -> ValidationProblem {
        var copy = self
        copy.location = location.inFile(path)
        return copy
    }
}
