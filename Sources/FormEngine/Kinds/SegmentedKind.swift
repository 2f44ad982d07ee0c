import Foundation

/// Inline choices (`segmented`) changed without expanding; the value is a choice's key.
public struct SegmentedKind: KindDefinition {
    /// The choices, in order.
    public let settings: [Choice]

    /// A segmented row choosing one of `choices`.
    public init(_ choices: [Choice] = []) { settings = choices }

    /// `segmented`.
    public var name: String { "segmented" }
    /// ``RowPresentation/choiceList``.
    public var presentation: RowPresentation { .choiceList }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// The choice `text` names: its key, else its title (ignoring case).
    public func parse(_ text: String) throws(FormError) -> Value {
        try ChoiceKinds.choice(text, among: settings)
    }
    /// No.
    public var clearsOnEmptyText: Bool { false }
    /// The key of one of the choices.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .choice(let key) = value else { throw cannotHold(value) }
        return try ChoiceKinds.checked(key, among: settings)
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
    public var localizableTexts: [String] { ChoiceKinds.texts(settings) }
    /// The choices with their titles translated.
    public func localized(_ localize: (String) -> String) -> SegmentedKind {
        SegmentedKind(ChoiceKinds.localized(settings, localize))
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
    func describe(into row: inout Row.Fixed) { row.options = settings }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        parsedInitialValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(
            scalar.text.flatMap { try? ChoiceKinds.choice($0, among: settings) }, scalar, key: key,
            "a segmented row: compare with one of its options (\(ChoiceKinds.keys(settings)))")
    }
    var checksValues: Bool { false }
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    { [] }
    func answer(for value: Value) -> Answer? { value.answer }
    func writeJSONMembers(of row: Row, today: CalendarDate?, into out: inout JSONWriter) {}
}
