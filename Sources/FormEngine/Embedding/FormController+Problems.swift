/// The form's problems, kept by the controller as the form changes: an app (or a walk) shows how
/// many rules fail after every edit without validating the whole form each time.
extension FormController {
    /// The problems, kept up to date change by change from the first time they are asked for:
    /// each published change checks again only the rows it touched — the rows whose value
    /// changed and, for a list that gained, lost or reordered items, that list's section; a
    /// change to a row some `visibleWhen` condition reads checks the whole form. Always what
    /// ``Form/validate()`` would give.
    private var tallied: ProblemTally {
        if let tally { return tally }
        let tally = ProblemTally(form)
        self.tally = tally
        return tally
    }

    /// How many rules the form breaks now, as ``Form/validate()`` counts them.
    ///
    /// ```swift
    /// let subscription = controller.observe { _ in
    ///     nextButton.isEnabled = controller.problemCount == 0
    /// }
    /// ```
    /// - Complexity: O(n) in the rows the first time, then O(1); each change costs the rows it
    ///   touched (see ``Form/validate()`` for what is checked).
    public var problemCount: Int { tallied.count }

    /// Whether no rule is broken: the form can be submitted (``Form/canSubmit``).
    public var canSubmit: Bool { tallied.isEmpty }

    /// The problems of the row `key` (empty when its rules hold, it is hidden by a condition or
    /// no row has that key).
    public func problems(of key: RowKey) -> [ValidationProblem] { tallied.problems(of: key) }

    /// Every problem in form order, as ``Form/validate()`` lists them.
    /// - Complexity: O(p log p) in the problems.
    public var problems: [ValidationProblem] { tallied.problems(in: form) }
}
