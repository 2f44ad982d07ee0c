/// The answers a computed row's closure reads: the values of the rows it declared (the keys of
/// `reading:` in ``Cell/options(reading:make:)``, ``Cell/title(reading:make:)``,
/// ``Cell/validate(reading:check:)`` …), as they are when the closure runs.
///
/// A row not declared reads as `nil`: a closure sees only what it said it reads, so the form
/// runs it again exactly when one of those rows changes, and never for any other edit.
public struct FormReading: Sendable {
    /// The declared rows' values (`nil` when a row holds none).
    let values: [RowKey: Value?]

    /// The value of the declared row `key`; `nil` when it holds none or was not declared.
    public subscript(key: RowKey) -> Value? { values[key] ?? nil }

    /// The declared row `key`'s value as text: a text row's text, a picker's chosen option's
    /// key, a number or a switch as written; `nil` when it holds none or was not declared.
    public func text(_ key: RowKey) -> String? {
        switch self[key] {
        case .text(let text)?: return text
        case .choice(let choice)?: return choice.rawValue
        case let value?: return "\(value)"
        case nil: return nil
        }
    }
}

/// A row's closures and the rows each reads: what ``Cell``'s computed modifiers set. Immutable
/// and shared: a descriptor compares equal to another only when they hold the same closures
/// (the same built cell), as closures cannot be compared.
final class ComputedRow: Hashable, Sendable {
    /// One closure with the rows it reads.
    struct Part<Output>: Sendable {
        let reads: [RowKey]
        let make: @Sendable (FormReading) -> Output
    }

    /// A picker's options, as `(key, title)`.
    let options: Part<[(key: RowKey, title: String)]>?
    let title: Part<String>?
    let help: Part<String>?
    let placeholder: Part<String>?
    /// A validation: the row's value and its reads, to a message or `nil`.
    let validation: (reads: [RowKey], check: @Sendable (Value?, FormReading) -> String?)?
    /// The starting value, computed each time a form is made.
    let startingValue: (@Sendable () -> Value?)?
    /// Requirements that hold only while a condition on other rows does
    /// (``RowDescriptor/require(when:clause:)``).
    let requirements: [RowRequirement]

    init(
        options: Part<[(key: RowKey, title: String)]>? = nil, title: Part<String>? = nil,
        help: Part<String>? = nil, placeholder: Part<String>? = nil,
        validation: (reads: [RowKey], check: @Sendable (Value?, FormReading) -> String?)? = nil,
        startingValue: (@Sendable () -> Value?)? = nil, requirements: [RowRequirement] = []
    ) {
        self.options = options
        self.title = title
        self.help = help
        self.placeholder = placeholder
        self.validation = validation
        self.startingValue = startingValue
        self.requirements = requirements
    }

    /// A copy with `change` made to its parts.
    func with(
        options: Part<[(key: RowKey, title: String)]>?? = nil, title: Part<String>?? = nil,
        help: Part<String>?? = nil, placeholder: Part<String>?? = nil,
        validation: (reads: [RowKey], check: @Sendable (Value?, FormReading) -> String?)?? = nil,
        startingValue: (@Sendable () -> Value?)?? = nil, requirements: [RowRequirement]? = nil
    ) -> ComputedRow {
        ComputedRow(
            options: options ?? self.options, title: title ?? self.title, help: help ?? self.help,
            placeholder: placeholder ?? self.placeholder, validation: validation ?? self.validation,
            startingValue: startingValue ?? self.startingValue,
            requirements: requirements ?? self.requirements)
    }

    /// The rows the validation and the requirements read: a change to one may change the row's
    /// problems.
    var checkReads: [RowKey] {
        (validation?.reads ?? []) + requirements.flatMap(\.condition.keys)
    }

    /// The rows the texts (title, help, placeholder), the validation and the requirements read:
    /// a change to one reconfigures the row.
    var textReads: [RowKey] {
        (title?.reads ?? []) + (help?.reads ?? []) + (placeholder?.reads ?? []) + checkReads
    }

    /// Whether the row has problems to find beyond its rules: a validation or a requirement.
    var checks: Bool { validation != nil || !requirements.isEmpty }

    /// Every row any closure reads.
    var allReads: [RowKey] { (options?.reads ?? []) + textReads }

    static func == (a: ComputedRow, b: ComputedRow) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A requirement that holds only while a condition on other rows does: the row must hold a
/// value then (`billing_address` while `credit_card` is set). Made by
/// ``RowDescriptor/require(when:clause:)``.
package struct RowRequirement: Sendable, Hashable {
    /// When the row must hold a value, read as a `visibleWhen` condition is (a row hidden by its
    /// conditions holds none).
    package let condition: Condition
    /// The words that follow "<Title> is required" in the problem's message
    /// (`when Credit card is set`).
    package let clause: String
}

extension RowDescriptor {
    /// Makes the row required while `condition` holds, as a ``Rule/required`` rule is: an
    /// empty row is a problem then (rule ``RuleName/required``, message "<Title> is required
    /// `clause`", or the row's `required` message), and none while the condition does not
    /// hold. The condition reads other rows as a `visibleWhen` condition does; a change to one
    /// of them reconfigures the row and is in the change's ``FormChange/changedKeys``, so a
    /// problem count follows it. Not written to a descriptor file: for forms made in code (a
    /// JSON Schema's `dependentRequired`).
    package mutating func require(when condition: Condition, clause: String) {
        let requirement = RowRequirement(condition: condition, clause: clause)
        let old = computed ?? ComputedRow()
        guard !old.requirements.contains(requirement) else { return }
        computed = old.with(requirements: old.requirements + [requirement])
    }

    /// The requirements ``require(when:clause:)`` gave the row.
    package var requirements: [RowRequirement] { computed?.requirements ?? [] }
}

extension Cell {
    /// The cell with its computed part changed by `change`.
    private func computing(_ change: (ComputedRow) -> ComputedRow) -> Cell {
        var cell = self
        cell.row.computed = change(row.computed ?? ComputedRow())
        return cell
    }

    /// A picker whose options are computed from the rows `keys` (a city picker that follows the
    /// country): `make` runs when the form is made and again whenever one of those rows
    /// changes, in place of any options the picker was made with. The change of the edit
    /// that ran it inserts, deletes or reconfigures the option rows; a choice that is no longer
    /// an option is cleared (``FormChange/clearedSelections``). Options whose key another row
    /// already has, or that repeat a key, are left out; a picker given no options has none to
    /// expand and holds no value. Pickers only, outside editable lists.
    ///
    /// ```swift
    /// Cell.picker("city", "City").options(reading: "country") { answers in
    ///     answers.text("country") == "fr" ? [("paris", "Paris"), ("lyon", "Lyon")] : [("rome", "Rome")]
    /// }
    /// ```
    public func options(
        reading keys: RowKey..., make: @escaping @Sendable (FormReading) -> [(key: RowKey, title: String)]
    ) -> Cell {
        var cell = computing { $0.with(options: ComputedRow.Part(reads: keys, make: make)) }
        cell.problems.removeAll { $0 == Self.noOptions }
        cell.options = []
        cell.row.childCount = 0
        return cell
    }

    /// A picker whose options ``options(reading:make:)`` computes (until it does, the picker
    /// has none, which the builder refuses): `Cell.picker("city", "City").options(reading:
    /// "country") { … }`.
    public static func picker(_ key: RowKey, _ title: String, selection: SelectionMode = .single) -> Cell {
        picker(key, title, options: [(key: RowKey, title: String)](), selection: selection)
    }

    /// The problem a picker without options has.
    static let noOptions = "an expandable row must own at least one row (additionalRows)"

    /// A title computed from the rows `keys`, when the form is made and whenever one of them
    /// changes (the row is reconfigured then).
    public func title(reading keys: RowKey..., make: @escaping @Sendable (FormReading) -> String) -> Cell {
        computing { $0.with(title: ComputedRow.Part(reads: keys, make: make)) }
    }

    /// A line of help (``help(_:)``) computed from the rows `keys`, as ``title(reading:make:)``.
    public func help(reading keys: RowKey..., make: @escaping @Sendable (FormReading) -> String) -> Cell {
        computing { $0.with(help: ComputedRow.Part(reads: keys, make: make)) }
    }

    /// A placeholder (``placeholder(_:)``) computed from the rows `keys`, as
    /// ``title(reading:make:)``.
    public func placeholder(reading keys: RowKey..., make: @escaping @Sendable (FormReading) -> String)
        -> Cell
    {
        computing { $0.with(placeholder: ComputedRow.Part(reads: keys, make: make)) }
    }

    /// A validation in code: `check` takes the row's value and the rows `keys` and returns the
    /// problem's message, or `nil` when the value passes. It runs with the row's other rules
    /// (``Form/validate()``, ``Form/problems(of:)``), under the rule name
    /// ``RuleName/validate``; a change to a row in `keys` reconfigures
    /// the row, as its problems may have changed. It replaces a rule registered by name.
    ///
    /// ```swift
    /// Cell.text("directory", "Directory").validate { value, _ in
    ///     FileManager.default.fileExists(atPath: "\(value ?? .text(""))") ? "already exists" : nil
    /// }
    /// ```
    public func validate(
        reading keys: RowKey...,
        check: @escaping @Sendable (_ value: Value?, _ answers: FormReading) -> String?
    ) -> Cell {
        computing { $0.with(validation: (reads: keys, check: check)) }
    }

    /// A starting value computed each time a form is made from the descriptor (and on
    /// ``Edit/resetAll``), in place of ``value(_:)``: the author's name from `git config`, today's
    /// folder. Checked against the row as a written starting value is; one that does not fit
    /// makes ``Form/init(_:locale:clock:rules:behaviors:)`` throw ``FormError/invalidValue(_:reason:)``.
    public func value(computed make: @escaping @Sendable () -> Value?) -> Cell {
        computing { $0.with(startingValue: make) }
    }
}
