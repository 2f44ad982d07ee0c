import FormEngine

/// What the full-screen walk knows about rules: which rows are required, how long text may be,
/// which rules fail now, and which rows have been left (whose problems are marked).
///
/// After a change only the rows it touched are checked again (``update(_:after:)``, through the
/// library's `ProblemTally`, as `FormController` keeps them); Ctrl-D checks the whole form
/// (``refresh(_:)``). Nothing is checked while drawing, so a frame costs the lines shown.
struct ScreenChecks {
    /// The rules of each row that has any, by key.
    private let rules: [RowKey: [Rule]]
    /// The rules of the items of each editable list, by section.
    private let itemRules: [Int: [Rule]]
    /// The rows required only while a condition holds (a JSON Schema's `dependentRequired`).
    private let conditionallyRequired: Set<RowKey>
    /// The problems of the rows whose rules fail now.
    private var tally: ProblemTally
    /// The problems in form order, as of the last full check (``refresh(_:)``, on Ctrl-D).
    private(set) var list: [ValidationProblem] = []
    /// How many problems there are now.
    var count: Int { tally.count }
    /// The rows the cursor has left (their problems are marked), or every row after Ctrl-D.
    private(set) var left: Set<RowKey> = []
    /// Whether every problem is marked (after Ctrl-D was refused).
    var marksAll = false

    /// Reads the rules of `form`'s descriptor and checks its values.
    init(form: Form) {
        var rules: [RowKey: [Rule]] = [:]
        var itemRules: [Int: [Rule]] = [:]
        var conditionallyRequired: Set<RowKey> = []
        for (index, section) in form.descriptor.sections.enumerated() {
            for row in section.rows {
                if !row.rules.isEmpty { rules[row.key] = row.rules }
                if !row.requirements.isEmpty { conditionallyRequired.insert(row.key) }
            }
            if let template = section.template, !template.rules.isEmpty { itemRules[index] = template.rules }
        }
        self.rules = rules
        self.itemRules = itemRules
        self.conditionallyRequired = conditionallyRequired
        tally = ProblemTally(form)
        list = tally.problems(in: form)
    }

    /// Checks every row again and lists the problems in form order.
    mutating func refresh(_ form: Form) {
        tally = ProblemTally(form)
        list = tally.problems(in: form)
    }

    /// Checks again the rows `change` touched.
    mutating func update(_ form: Form, after change: FormChange) {
        tally.update(form, after: change)
    }

    /// The rows typed into or edited: only these are marked when the cursor leaves them, so
    /// arrowing past an empty required row does not mark it before it is touched.
    private(set) var touched: Set<RowKey> = []

    /// Records that the row `key` was typed into or edited.
    mutating func touch(_ key: RowKey) { touched.insert(key) }

    /// Records that the cursor left the row `key`: when it was touched, its problems are marked
    /// from now on.
    mutating func leave(_ key: RowKey) {
        if touched.contains(key) { left.insert(key) }
    }

    /// The problem to mark on `key`, when its rules fail and it has been left (or all are marked).
    func shownProblem(_ key: RowKey) -> String? {
        guard marksAll || left.contains(key) else { return nil }
        return tally.problems(of: key).first?.message
    }

    /// The rules of the row `key`, an item of `section` when it has none of its own.
    func rules(of key: RowKey, section: Int?) -> [Rule] {
        rules[key] ?? section.flatMap { itemRules[$0] } ?? []
    }

    /// Whether the row must hold a value in `form` as it is now: a `required` rule, or a
    /// requirement whose condition holds.
    func isRequired(_ key: RowKey, section: Int?, in form: Form) -> Bool {
        if rules(of: key, section: section).contains(.required) { return true }
        return conditionallyRequired.contains(key) && form.isRequiredNow(key)
    }

    /// The most characters the row's text may have, if it is limited.
    func maxLength(_ key: RowKey, section: Int?) -> Int? {
        rules(of: key, section: section).compactMap { rule -> Int? in
            if case .maxLength(let count) = rule { return count }
            return nil
        }.min()
    }
}
