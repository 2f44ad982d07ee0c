import Foundation

/// A text field (`text`, the tutorial's `idCellTextfield`; `email`, `url`, `phone`, `password`,
/// `textArea`): one family sharing everything but its ``TextFormat`` — its name, its keyboard,
/// its format check and whether it is masked.
public struct TextKind: KindDefinition {
    /// Which text the row holds.
    public let settings: TextFormat

    /// A text row of `format`.
    public init(_ format: TextFormat = .plain) { settings = format }

    /// The format's name: `text`, `email`, `url`, `phone`, `password`, `textArea`.
    public var name: String { settings.rawValue }
    /// ``RowPresentation/secureField`` for a password, ``RowPresentation/multilineField`` for
    /// a `textArea`, else ``RowPresentation/textField``.
    public var presentation: RowPresentation {
        switch settings {
        case .password: return .secureField
        case .textArea: return .multilineField
        case .plain, .email, .url, .phone: return .textField
        }
    }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// A password's.
    public var isSecret: Bool { TextKinds.isSecret(settings) }
    /// None.
    public var defaultValue: Value? { nil }
    /// The text as it is: one line, or several for a `textArea`; a control character refused.
    public func parse(_ text: String) throws(FormError) -> Value {
        try TextKinds.checked(text, format: settings)
    }
    /// Yes.
    public var clearsOnEmptyText: Bool { true }
    /// Text, as ``parse(_:)`` takes it.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .text(let text) = value else { throw cannotHold(value) }
        return try TextKinds.checked(text, format: settings)
    }
    /// Never: free text is kept as typed (its spaces are the person's).
    public func normalises(_ text: String, to value: Value) -> Bool { false }
    /// No value or empty text.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// Shown as it is (a secure row's is masked by the form).
    public func displayText(of value: Value, locale: Locale?) -> String? { nil }
    /// The value as displayed.
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// A saved string, as it was written.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        guard case .string(let text) = saved else { return nil }
        return .text(text)
    }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None (its texts are the row's).
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> TextKind { self }
}

extension TextKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> TextKind {
        self
    }
    func write(into cell: inout CellRecord) {}
    var rowKind: RowKind { .text(settings) }
    var valueType: ValueType? { .text }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { true }
    func describe(into row: inout Row.Fixed) { row.keyboard = settings.keyboard }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        parsedInitialValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(scalar.text.map { .text($0) }, scalar, key: key, "a text row: compare with a string")
    }
    var checksValues: Bool { true }
    /// The format's check (rule `format`).
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    {
        guard case .text(let text) = value else { return [] }
        return TextKinds.problem(text, format: settings, name: name).map { [$0] } ?? []
    }
    func answer(for value: Value) -> Answer? { value.answer }
    func writeJSONMembers(of row: Row, today: CalendarDate?, into out: inout JSONWriter) {}
}
