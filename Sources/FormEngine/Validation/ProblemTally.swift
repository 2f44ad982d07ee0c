/// The problems of a form kept up to date change by change, so that ``FormController`` (and the
/// full-screen walk) can tell how many rules fail after every edit without validating the whole
/// form. Apps read ``FormController/problemCount`` and ``FormController/problems(of:)``.
///
/// Start it from a form, then pass every ``FormChange`` an edit returns to
/// `update(_:after:)`: only the rows the change touched are checked again — the rows whose
/// value changed and, for a list that gained, lost or reordered items, that list's section. A
/// change to a row some `visibleWhen` condition reads can hide or show any number of rows, so
/// it checks the whole form, as ``Form/validate()`` does. The result is always what
/// ``Form/validate()`` would give.
///
/// ```swift
/// var tally = ProblemTally(form)
/// let change = try form.apply(.setText("firstName", "Ada"))
/// tally.update(form, after: change)
/// nextButton.isEnabled = tally.isEmpty
/// ```
package struct ProblemTally: Hashable, Sendable {
    /// The problems of each row that has any, per section, by key.
    private var sections: [[RowKey: [ValidationProblem]]]
    /// How many problems there are in all.
    package private(set) var count = 0

    /// Validates `form` once, in full.
    /// - Complexity: O(n) in the rows of the form.
    package init(_ form: Form) {
        sections = []
        recount(form)
    }

    /// Whether no rule is broken (``Form/canSubmit``).
    package var isEmpty: Bool { count == 0 }

    /// Checks again the rows `change` touched in `form`, as it is after the change.
    /// - Complexity: O(rows changed) for a value change, O(rows in the section) for a change to
    ///   an editable list, O(n) for a change to a row a condition reads.
    package mutating func update(_ form: Form, after change: FormChange) {
        guard sections.count == form.sectionCount else { return recount(form) }
        let graph = form.structure.conditions
        var lists = Set<Int>()
        for section in change.sections where section.section < sections.count && !section.isEmpty {
            if form.descriptor.sections[section.section].isEditable { lists.insert(section.section) }
        }
        var keys: [(RowKey, RowRef)] = []
        for key in change.changedKeys {
            guard let ref = form.lookup(key) else { return recount(form) }
            if !graph.isEmpty, ref.section < graph.readRows.count,
                Self.contains(graph.readRows[ref.section], ref.row)
            {
                return recount(form)
            }
            if !lists.contains(ref.section) { keys.append((key, ref)) }
        }
        for section in lists { recount(section, form) }
        for (key, ref) in keys {
            let problems = form.isActive(ref) ? form.problems(at: ref) : []
            count += problems.count - (sections[ref.section][key]?.count ?? 0)
            sections[ref.section][key] = problems.isEmpty ? nil : problems
        }
    }

    /// The problems of the row `key` (empty when its rules hold, it is hidden by a condition or
    /// no row has that key).
    package func problems(of key: RowKey) -> [ValidationProblem] {
        for section in sections { if let problems = section[key] { return problems } }
        return []
    }

    /// The first problem's message for the row `key` in `section`, if its rules fail.
    package func firstMessage(of key: RowKey, section: Int) -> String? {
        guard section >= 0, section < sections.count else { return problems(of: key).first?.message }
        return sections[section][key]?.first?.message
    }

    /// Every problem in form order, as ``Form/validate()`` lists them.
    /// - Complexity: O(p log p) in the problems.
    package func problems(in form: Form) -> [ValidationProblem] {
        var all: [ValidationProblem] = []
        for section in sections {
            let ordered = section.compactMap { key, problems in form.lookup(key).map { ($0.row, problems) } }
                .sorted { $0.0 < $1.0 }
            for (_, problems) in ordered { all += problems }
        }
        return all
    }

    private mutating func recount(_ form: Form) {
        sections = Array(repeating: [:], count: form.sectionCount)
        count = 0
        for section in 0..<form.sectionCount { recount(section, form) }
    }

    private mutating func recount(_ section: Int, _ form: Form) {
        count -= sections[section].values.reduce(0) { $0 + $1.count }
        sections[section] = [:]
        for row in 0..<form.structure.sections[section].count {
            let ref = RowRef(section: section, row: row)
            guard form.isActive(ref) else { continue }
            let problems = form.problems(at: ref)
            guard let first = problems.first else { continue }
            sections[section][first.key] = problems
            count += problems.count
        }
    }

    /// Whether the ascending `rows` hold `row`.
    private static func contains(_ rows: [Int], _ row: Int) -> Bool {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low < rows.count && rows[low] == row
    }
}
