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
        SegmentedKind(cell.choices(problem: problem))
    }
    func write(into cell: inout CellRecord) { cell.write(settings) }
    var rowKind: RowKind { .segmented(settings) }
    var valueType: ValueType? { .choice }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { false }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        parsedInitialValue(value, problem: problem)
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
    /// The choice `text` names (its key, else its title), or a refusal listing the keys.
    static func choice(_ text: String, among choices: [Choice]) throws(FormError) -> Value {
        guard let choice = SegmentedKind.choice(named: text, among: choices) else {
            throw .invalidValue(Location(), reason: "'\(text)' is none of the choices (\(keys(choices)))")
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
    /// `options` of a segmented row: keys, or `{key, title}`.
    func choices(problem: (_ key: String?, _ reason: String) -> Void) -> [Choice] {
        switch options {
        case nil:
            problem(nil, "a segmented row needs options (an array of keys or {key, title})")
            return []
        case .invalid(let what)?:
            problem(nil, "options must be an array of keys or {key, title} dictionaries, not \(what)")
            return []
        case .list(let items)?:
            var choices: [Choice] = []
            for item in items {
                guard let key = item.key.text, !key.isEmpty,
                    !key.contains(where: { $0 == "," || $0.isNewline })
                else {
                    problem(
                        nil,
                        "an option key must be a non-empty string without commas, not \(item.key.typeName)")
                    continue
                }
                if choices.contains(where: { $0.key.rawValue == key }) {
                    problem(nil, "option '\(key)' is given twice")
                    continue
                }
                choices.append(Choice(key: RowKey(key), title: item.title?.text))
            }
            if choices.isEmpty { problem(nil, "a segmented row needs at least one option") }
            return choices
        }
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

extension CellRecord {
    /// Writes a segmented row's `options` as `{key, title}` entries.
    mutating func write(_ choices: [Choice]) {
        options = .list(choices.map { (key: .string($0.key.rawValue), title: .string($0.title)) })
    }
}
