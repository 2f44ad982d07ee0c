import Foundation

/// Inline choices (`segmented`) changed without expanding; the value is a choice's key.
public struct SegmentedKind: KindDefinition {
    /// The choices, in order.
    public let settings: [Choice]

    /// A segmented row choosing one of `choices`.
    public init(_ choices: [Choice] = []) { settings = choices }

    /// `segmented`.
    public var name: String { "segmented" }
    /// ``RowControl/segmented(options:)`` with its choices.
    public var control: RowControl { .segmented(options: settings) }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// The choice `text` names: its key, else its title (ignoring case).
    public func parse(_ text: String) throws(FormError) -> Value {
        try SegmentedKind.choice(text, among: settings)
    }
    /// No.
    public var clearsOnEmptyText: Bool { false }
    /// The key of one of the choices.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .choice(let key) = value else { throw cannotHold(value) }
        return try SegmentedKind.checked(key, among: settings)
    }
    /// Never.
    public func normalises(_ text: String, to value: Value) -> Bool { false }
    /// No value.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// The choice's title.
    public func displayText(of value: Value, locale: Locale?) -> String? {
        guard case .choice(let key) = value else { return nil }
        return settings.first { $0.key == key }?.title ?? key.rawValue
    }
    /// The value as displayed.
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// A saved key.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        guard case .string(let choice) = saved else { return nil }
        return .choice(RowKey(choice))
    }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// The choices' titles.
    public var localizableTexts: [String] { SegmentedKind.texts(settings) }
    /// The choices with their titles translated.
    public func localized(_ localize: (String) -> String) -> SegmentedKind {
        SegmentedKind(SegmentedKind.localized(settings, localize))
    }
}

extension SegmentedKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> SegmentedKind {
        // Without options the file's problem is said already: nothing to check.
        guard let choices = cell.choices(problem: problem) else { return SegmentedKind() }
        return SegmentedKind(choices).checkedSettings { problem(nil, $0) }
    }
    /// A key that is empty or holds a comma or a line break, or is given twice, is dropped; no
    /// option at all is a problem.
    func checkedSettings(problem: (String) -> Void) -> SegmentedKind {
        var choices: [Choice] = []
        var dropped = false
        for choice in settings {
            let key = choice.key.rawValue
            guard SegmentedKind.isValidKey(key) else {
                problem(SegmentedKind.keyProblem(.string(key)))
                dropped = true
                continue
            }
            if choices.contains(where: { $0.key == choice.key }) {
                problem("option '\(key)' is given twice")
                dropped = true
                continue
            }
            choices.append(choice)
        }
        if choices.isEmpty { problem("a segmented row needs at least one option") }
        return dropped ? SegmentedKind(choices) : self
    }
    var rowKind: RowKind { .segmented(settings) }
    var valueType: ValueType? { .choice }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { false }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        parsedInitialValue(value, problem: problem)
    }
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        checkedStartingValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(
            scalar.text.flatMap { try? SegmentedKind.choice($0, among: settings) }, scalar, key: key,
            "a segmented row: compare with one of its options (\(SegmentedKind.keys(settings)))")
    }
    var checksValues: Bool { false }
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    { [] }
    func answer(for value: Value) -> Answer? { value.answer }
}

/// One inline choice of a `segmented` row (`options`: a string, or `{key, title}`).
public struct Choice: Hashable, Sendable {
    /// What the row's value holds when this choice is made.
    public var key: RowKey
    /// What a person reads.
    public var title: String

    /// Creates a choice; the title defaults to the key.
    public init(key: RowKey, title: String? = nil) {
        self.key = key
        self.title = title ?? key.rawValue
    }
}

/// ``SegmentedKind``'s helpers: finding a choice by key or title, its translated titles.
extension SegmentedKind {
    /// The choice `text` names (its key, else its title), or a refusal listing the titles.
    static func choice(_ text: String, among choices: [Choice]) throws(FormError) -> Value {
        guard let choice = SegmentedKind.choice(named: text, among: choices) else {
            throw .invalidValue(Location(), reason: "'\(text)' is none of the choices (\(titles(choices)))")
        }
        return .choice(choice.key)
    }

    /// `key` when it is one of `choices`.
    static func checked(_ key: RowKey, among choices: [Choice]) throws(FormError) -> Value {
        guard choices.contains(where: { $0.key == key }) else {
            throw .invalidValue(Location(), reason: "'\(key)' is none of the choices")
        }
        return .choice(key)
    }

    /// The choices' keys for messages: `a, b, c`.
    static func keys(_ choices: [Choice]) -> String { choices.map(\.key.rawValue).joined(separator: ", ") }

    /// The choices as a person reads and types them, for refusals: `Small, Large`.
    static func titles(_ choices: [Choice]) -> String {
        choices.map { $0.title.isEmpty ? $0.key.rawValue : $0.title }.joined(separator: ", ")
    }

    /// The texts a translation replaces: the choices' titles.
    static func texts(_ choices: [Choice]) -> [String] { choices.map(\.title) }

    /// The choices with their titles translated by `localize`.
    static func localized(_ choices: [Choice], _ localize: (String) -> String) -> [Choice] {
        choices.map { Choice(key: $0.key, title: localize($0.title)) }
    }

    /// The inline choice `text` names: its key first, then its title (ignoring case).
    static func choice(named text: String, among choices: [Choice]) -> Choice? {
        let trimmed = text.trimmedOfSpaces
        return choices.first { $0.key.rawValue == trimmed }
            ?? choices.first { $0.title.compare(trimmed, options: .caseInsensitive) == .orderedSame }
    }
}

extension CellRecord {
    /// `options` of a segmented row: keys, or `{key, title}`, as given (checked by
    /// ``SegmentedKind/checkedSettings(problem:)``); `nil` when there are none to check.
    func choices(problem: (_ key: String?, _ reason: String) -> Void) -> [Choice]? {
        switch options {
        case nil:
            problem(nil, "a segmented row needs options (an array of keys or {key, title})")
            return nil
        case .invalid(let what)?:
            problem(nil, "options must be an array of keys or {key, title} dictionaries, not \(what)")
            return nil
        case .list(let items)?:
            var choices: [Choice] = []
            for item in items {
                guard let key = item.key.text else {
                    problem(nil, SegmentedKind.keyProblem(item.key))
                    continue
                }
                choices.append(Choice(key: RowKey(key), title: item.title?.text))
            }
            return choices
        }
    }
}

extension SegmentedKind {
    /// Whether `key` can name an option: not empty, without commas or line breaks.
    static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && !key.contains(where: { $0 == "," || $0.isNewline })
    }

    /// What is wrong with an option's `key` that cannot name it.
    static func keyProblem(_ key: PlistScalar) -> String {
        "an option key must be a non-empty string without commas, not \(key.typeName)"
    }
}

extension Cell {
    /// A segmented row choosing one of `options` in place (`segmented`, `options`).
    public static func segmented(_ key: RowKey, _ title: String, options: [(key: RowKey, title: String)])
        -> Cell
    {
        segmented(key, title, options: options.map { Choice(key: $0.key, title: $0.title) })
    }

    /// A segmented row choosing one of `options` in place.
    public static func segmented(_ key: RowKey, _ title: String, options: [Choice]) -> Cell {
        Cell(key, title, kind: .segmented(options))
    }
}
