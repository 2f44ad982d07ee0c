import Foundation

/// An app's ``CustomKind`` as a kind: it reads, checks, saves and compares values as the
/// built-in kind of the type it holds does (``CustomKind/Storage``), and shows them by its
/// summary.
extension CustomKind: KindDefinition {
    /// The type of value it holds.
    public var settings: Storage { holds }
    /// What the built-in kind of its type draws.
    public var control: RowControl { holds.builtInKind.control }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// None (a boolean custom kind holds no value until set).
    public var defaultValue: Value? { nil }
    /// As the built-in kind of its type reads it.
    public func parse(_ text: String) throws(FormError) -> Value { try holds.builtInKind.parse(text) }
    /// No.
    public var clearsOnEmptyText: Bool { false }
    /// As the built-in kind of its type checks it.
    public func check(_ value: Value) throws(FormError) -> Value { try holds.builtInKind.check(value) }
    /// As the built-in kind of its type says.
    public func normalises(_ text: String, to value: Value) -> Bool {
        holds.builtInKind.normalises(text, to: value)
    }
    /// No value, empty text or no chosen option.
    public func countsAsEmpty(_ value: Value?) -> Bool {
        switch value {
        case nil, .text("")?, .choices([])?: return true
        default: return false
        }
    }
    /// Its summary of the value.
    public func displayText(of value: Value, locale: Locale?) -> String? { summary(value) }
    /// The value as displayed.
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// As the built-in kind of its type restores it.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        try holds.builtInKind.savedValue(saved)
    }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None.
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> CustomKind { self }
}

extension CustomKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> CustomKind {
        self
    }
    func write(into cell: inout CellRecord) {}
    var rowKind: RowKind { .custom(self) }
    var valueType: ValueType? { holds.builtInKind.valueType }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { false }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        parsedInitialValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try holds.builtInKind.conditionValue(scalar, key: key)
    }
    var checksValues: Bool { false }
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    { [] }
    func answer(for value: Value) -> Answer? { value.answer }
    func writeJSONMembers(of row: Row, today: CalendarDate?, into out: inout JSONWriter) {}
}

extension CustomKind.Storage {
    /// The built-in kind that reads, checks and compares values of this type.
    var builtInKind: any BuiltInKind {
        switch self {
        case .text: return TextKind(.plain)
        case .number: return NumberKind(NumberSettings(style: .decimal))
        case .bool: return ToggleKind()
        case .date: return DateKind()
        }
    }
}
