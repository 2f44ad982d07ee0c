import Foundation

/// A plain row (`normal`, the tutorial's `idCellNormal`): a label and a detail, holding no value
/// a person edits. As a parent it summarises its children; owning option rows, it is a picker
/// and holds the choice.
public struct NormalKind: KindDefinition {
    /// A plain row.
    public init() {}

    /// `normal`.
    public var name: String { "normal" }
    /// None.
    public var settings: NoSettings { NoSettings() }
    /// ``RowControl/normal`` (a picker's control is the form's: it knows the options).
    public var control: RowControl { .normal }
    /// No: a plain row's value is its picker's choice.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// Refuses: a plain row holds no value of its own (a picker's choice is the form's to read).
    public func parse(_ text: String) throws(FormError) -> Value { throw holdsNoValue }
    /// No.
    public var clearsOnEmptyText: Bool { false }
    /// Refuses every value.
    public func check(_ value: Value) throws(FormError) -> Value { throw cannotHold(value) }
    /// Never.
    public func normalises(_ text: String, to value: Value) -> Bool { false }
    /// No value, empty text or no chosen option.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// Shown by its type.
    public func displayText(of value: Value, locale: Locale?) -> String? { nil }
    /// The value as displayed.
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// None of its own (a picker's entry is the form's: it knows the options).
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? { nil }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None.
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> NormalKind { self }
}

extension NormalKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> NormalKind {
        self
    }
    func checkedSettings(problem: (String) -> Void) -> Self { self }
    var rowKind: RowKind { .normal }
    var valueType: ValueType? { nil }
    var summarySource: SummarySource { .ownRows }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { false }
    /// A picker's starting option, by key or title: text the picker resolves once its options
    /// are known.
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        value.text == "" ? nil : value.text.map { .text($0) }
    }
    /// A picker's starting options as the text a file gives (keys separated by commas), which
    /// the picker resolves once its options are known.
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        switch value {
        case .text(let text): return text.isEmpty ? nil : value
        case .choice(let key): return .text(key.rawValue)
        case .choices(let keys):
            return keys.isEmpty ? nil : .text(keys.map(\.rawValue).joined(separator: ","))
        default: return checkedStartingValue(value, problem: problem)
        }
    }
    /// None of its own: a picker's is the form's (it knows the options).
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? { nil }
    var checksValues: Bool { false }
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    { [] }
    /// A picker's choice.
    func answer(for value: Value) -> Answer? { value.answer }
}

extension Cell {
    /// A plain row (`normal`): a label, with a ``value(_:)`` it shows, if any.
    public static func normal(_ key: RowKey, _ title: String) -> Cell {
        Cell(key, title, kind: .normal)
    }
}
