import Foundation

/// A live form: the descriptor it was made from, the values the user gave, which rows are
/// expanded, and — derived from those — which rows are visible.
///
/// `Form` is a value type. Every edit returns the ``FormChange`` it made to the visible rows, or
/// throws an ``EditError`` and changes nothing.
///
/// ```swift
/// var form = try Form(DescriptorLoader().load(contentsOf: url))
/// let change = try form.apply(.tap("fullName"))         // shows firstName and lastName
/// try form.apply(.set("firstName", .text("Ada")))       // fullName now reads "Ada"
/// ```
public struct Form: Sendable {
    /// What the file said; never changes.
    public let descriptor: FormDescriptor
    /// How dates are shown to people: `nil` (the default) shows `12 Mar 1990` on every machine.
    /// Given when the form is made (``init(_:locale:clock:rules:behaviors:)``).
    public var locale: Locale? {
        get { storedLocale }
        @available(*, deprecated, message: "give the locale to Form(_:locale:clock:rules:behaviors:)")
        set { storedLocale = newValue }
    }
    /// ``locale``.
    var storedLocale: Locale?

    var structure: FormStructure
    /// The rows and their values as they are now: the descriptor's rows, with run-time changes
    /// (a picker's selection mode, the items of editable sections).
    package var layout: [SectionRows]
    var expanded: [[Bool]]
    /// Whether each row's own `visibleWhen` holds (`true` for rows without one).
    var conditionHolds: [[Bool]]
    /// Whether each section's own `visibleWhen` holds (`true` for sections without one).
    var sectionHolds: [Bool]
    var visibility: [VisibleIndex]
    /// Whether the form is in edit mode, where items of editable lists can be moved, selected
    /// and deleted (``Edit/setEditing(_:)``).
    public internal(set) var isEditing = false
    /// The items selected for ``Edit/deleteSelectedItems``, in edit mode.
    var selectedItems: Set<RowKey> = []
    /// The number the next item of each editable section tries first (see `newItemKey`).
    var nextItemNumber: [Int: Int] = [:]
    /// What "today" is for relative date bounds (`today-18y`); the system clock by default.
    /// Given when the form is made (``init(_:locale:clock:rules:behaviors:)``).
    public var clock: FormClock {
        get { storedClock }
        @available(*, deprecated, message: "give the clock to Form(_:locale:clock:rules:behaviors:)")
        set { storedClock = newValue }
    }
    /// ``clock``.
    var storedClock: FormClock = .system
    /// The rows whose value a person or the app has changed since the form was made or restored
    /// (see ``ValidationProblem/isTouched``).
    var touched: Set<RowKey> = []
    /// The custom rules the app registered, by name (``init(_:locale:clock:rules:behaviors:)``).
    var customRules: [String: CustomRule] = [:]
    /// For each row a `matches` rule names, the rows whose rule reads it: a change to it
    /// checks them again.
    var ruleReaders: [RowKey: [RowKey]] = [:]
    /// What the form does on every edit, inside ``apply(_:)`` (see ``FormBehavior``), in order.
    public package(set) var behaviors: [any FormBehavior] = []
    /// While behaviours run, the changes of the edits they make, to be joined into one.
    var behaviorLog: [FormChange]?
    /// For each row a computed part reads, the rows that read it (``Cell/options(reading:make:)`` …).
    var computedReaders = ComputedReaders()

    /// Makes a live form from a descriptor, in the starting state its file describes. A
    /// descriptor from ``DescriptorLoader``, the builder or ``FormDescriptor/validated()`` is
    /// checked already; one assembled any other way is checked here as
    /// ``FormDescriptor/validated()`` checks it.
    /// - Throws: ``LoadError/invalidDescriptor(_:reason:)`` for the first problem the loader
    ///   would report (ranges past their section, duplicate keys, options outside a picker, a
    ///   starting value or a condition that does not fit its row, …).
    ///
    /// - Parameters:
    ///   - descriptor: the rows, sections and rules of the form.
    ///   - locale: how dates are shown to people; `nil` shows `12 Mar 1990` on every machine.
    ///   - clock: what "today" is for relative date bounds (`today-18y`).
    ///   - rules: the custom rules a descriptor's rows name in `rules`, by name (see
    ///     ``CustomRule``); a row built in code carries its own check instead
    ///     (``Cell/validate(reading:check:)``).
    ///   - behaviors: what runs inside every ``apply(_:)``, in order (see ``FormBehavior``).
    /// - Complexity: O(n) in the number of rows.
    public init(
        _ descriptor: FormDescriptor, locale: Locale? = nil, clock: FormClock = .system,
        rules: [RuleName: CustomRule] = [:], behaviors: [any FormBehavior] = []
    ) throws(LoadError) {
        // A loaded, built or validated descriptor carries the structure its check derived; one
        // made any other way is checked here as the loader checks a file, and the form takes the
        // descriptor that check gives. The form's copy does not keep the structure, as the form
        // changes its own.
        var descriptor = descriptor
        let structure: FormStructure
        if let checked = descriptor.structure {
            structure = checked
        } else {
            let result = descriptor.checked()
            if let first = result.problems.first { throw LoadError(first) }
            (descriptor, structure) = (result.descriptor, result.structure)
        }
        descriptor.structure = nil
        self.descriptor = descriptor
        storedLocale = locale
        storedClock = clock
        for (name, rule) in rules { customRules[name.rawValue] = rule }
        self.behaviors = behaviors
        self.structure = structure
        layout = descriptor.sections.map {
            SectionRows($0.rows, values: $0.rows.map(\.initialValue), reorderable: $0.isEditable)
        }
        expanded = descriptor.sections.map { $0.rows.map(\.startsExpanded) }
        conditionHolds = descriptor.sections.map { Array(repeating: true, count: $0.rows.count) }
        sectionHolds = Array(repeating: true, count: descriptor.sections.count)
        visibility = []
        do {
            try setUpComputedRows()
        } catch {
            throw LoadError(error)
        }
        for node in structure.conditions.order { setHolds(node, evaluate(node)) }
        for (s, section) in descriptor.sections.enumerated() {
            guard let template = section.template, section.isEditable else { continue }
            nextItemNumber[s] = Self.itemNumber(after: section.rows, prefix: "\(template.key)-")
        }
        for section in descriptor.sections {
            for row in section.rows where !row.rules.isEmpty {
                for case .matches(let other) in row.rules { ruleReaders[other, default: []].append(row.key) }
            }
        }
        visibility.reserveCapacity(descriptor.sections.count)
        for s in structure.sections.indices { visibility.append(VisibleIndex(flags: computedVisibility(s))) }
        checkInvariants()
    }

    /// Records whether a row's or a section's own condition holds.
    mutating func setHolds(_ node: ConditionNode, _ holds: Bool) {
        switch node {
        case .row(let ref): conditionHolds[ref.section][ref.row] = holds
        case .section(let section): sectionHolds[section] = holds
        }
    }

    /// The visible flags of a section computed from scratch: a row is visible when its section
    /// is shown, its own condition holds and its owner is visible and expanded.
    func computedVisibility(_ section: Int) -> [Bool] {
        let tree = structure.sections[section]
        var flags = Array(repeating: false, count: tree.count)
        guard sectionHolds[section] else { return flags }
        for r in 0..<tree.count {
            let parent = Int(tree.parent[r])
            let open = parent < 0 || (flags[parent] && expanded[section][parent])
            flags[r] = conditionHolds[section][r] && open
        }
        return flags
    }

    /// Every row of `section`, hidden ones included, in order; a UI wants
    /// ``visibleRows(in:)`` instead.
    /// - Complexity: O(n) in the section's rows.
    public func allRows(in section: Int) -> [Row] {
        rows(layout[section].indices, in: section)
    }

    /// The number of sections.
    public var sectionCount: Int { descriptor.sections.count }

    /// How many rows of `section` are visible.
    public func visibleRowCount(in section: Int) -> Int { visibility[section].count }

    /// Whether a row with this key exists.
    public func contains(_ key: RowKey) -> Bool { structure.index[key] != nil }

    /// The current value of the row `key` (`nil` when it holds none yet).
    public func value(of key: RowKey) throws(FormError) -> Value? {
        let ref = try ref(key)
        return layout[ref.section].value(at: ref.row)
    }

    /// Whether the row `key` is expanded (apps read ``Row/isExpanded`` of ``row(_:)``).
    package func isExpanded(_ key: RowKey) throws(FormError) -> Bool {
        let ref = try ref(key)
        return expanded[ref.section][ref.row]
    }

    /// Whether the row `key` is visible: every row that owns it is expanded, and its
    /// `visibleWhen` conditions and those of its owners hold.
    public func isVisible(_ key: RowKey) throws(FormError) -> Bool {
        let ref = try ref(key)
        return visibility[ref.section].isVisible[ref.row]
    }

    /// Where the row `key` is, or ``FormError/unknownRow(_:)``.
    package func ref(_ key: RowKey) throws(FormError) -> RowRef {
        guard let ref = lookup(key) else { throw .unknownRow(key) }
        return ref
    }

    /// Where the row `key` is now, or `nil`. The key index holds each row's slot, which is its
    /// position except in an editable list, whose order says where the slot shows.
    func lookup(_ key: RowKey) -> RowRef? {
        guard let stored = structure.index[key] else { return nil }
        return RowRef(section: stored.section, row: layout[stored.section].position(ofSlot: stored.row))
    }

    func descriptor(_ ref: RowRef) -> RowDescriptor {
        layout[ref.section][ref.row]
    }

    func location(_ ref: RowRef) -> Location {
        Location(section: ref.section + 1, row: ref.row + 1, key: descriptor(ref).key.rawValue)
    }

    /// Where the row `key` is, as messages name it (`section 1, row 5 (volume)`).
    package func location(of key: RowKey) throws(FormError) -> Location {
        try location(ref(key))
    }
}
