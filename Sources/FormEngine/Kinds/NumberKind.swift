import Foundation

/// A number typed in (`integer`, `decimal`), stepped (`stepper`) or a `duration` in whole
/// seconds: one family told apart by its ``NumberStyle``, with an optional range. A value
/// outside the range is kept and reported by validation, never clamped.
public struct NumberKind: KindDefinition {
    /// The style, range, step and fraction digits.
    public let settings: NumberSettings

    /// A number row with `settings`.
    public init(_ settings: NumberSettings) { self.settings = settings }

    /// The style's name: `integer`, `decimal`, `stepper`, `duration`.
    public var name: String { settings.style.rawValue }
    /// ``RowPresentation/stepperControl`` for a stepper, else ``RowPresentation/numberField``.
    public var presentation: RowPresentation { settings.style == .stepper ? .stepperControl : .numberField }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// Digits typed locale-free (`1234.5`), whole where the style says so; a duration as
    /// `5400`, `90m`, `1h30m` or `1:30:00`.
    public func parse(_ text: String) throws(FormError) -> Value {
        try NumberHandler.parse(text, settings: settings)
    }
    /// No.
    public var clearsOnEmptyText: Bool { false }
    /// A finite number, whole where the style says so, a decimal rounded to its digits.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .number(let number) = value else { throw cannotHold(value) }
        return .number(try NumberHandler.normalise(number, settings: settings))
    }
    /// When the number kept differs from the number typed, or the text had spaces around it
    /// (a duration's spellings are left alone).
    public func normalises(_ text: String, to value: Value) -> Bool {
        guard let typed = NumberHandler.typedValue(text, settings: settings) else { return false }
        return typed != value || text != text.trimmedOfSpaces
    }
    /// No value.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// The number in its style: a duration `1:30:00`, a decimal with its digits in `locale`.
    public func displayText(of value: Value, locale: Locale?) -> String? {
        guard case .number(let number) = value else { return nil }
        return NumberHandler.display(number, settings: settings, locale: locale)
    }
    /// The value as displayed.
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// A saved number.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        switch saved {
        case .integer(let number): return .number(Double(number))
        case .real(let number): return .number(number)
        default: return nil
        }
    }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None.
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> NumberKind { self }
}

extension NumberKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> NumberKind {
        NumberKind(cell.numberSettings(style: settings.style, problem: problem))
    }
    func write(into cell: inout CellRecord) { cell.write(settings) }
    var rowKind: RowKind { .number(settings) }
    var valueType: ValueType? { .number }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { false }
    func describe(into row: inout Row.Fixed) {
        row.minimum = settings.minimum
        row.maximum = settings.maximum
        row.step = settings.step
        row.numberStyle = settings.style
        row.fractionDigits = settings.fractionDigits
    }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        if value.text == "" { return defaultValue }
        guard let number = value.number else { return parsedInitialValue(value, problem: problem) }
        return checkedInitialValue(problem: problem) { () throws(FormError) in try check(.number(number)) }
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(
            scalar.number.map { .number($0) }, scalar, key: key, "\(rowPhrase): compare with a number")
    }
    var checksValues: Bool { true }
    /// Below `minimum` or above `maximum`.
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    {
        guard case .number(let number) = value else { return [] }
        return NumberKinds.problems(of: number, settings: settings, name: name, locale: locale)
    }
    /// A whole-number style's value as an integer.
    func answer(for value: Value) -> Answer? { NumberKinds.answer(value, settings: settings) ?? value.answer }
    /// `"fractionDigits"` when given.
    func writeJSONMembers(of row: Row, today: CalendarDate?, into out: inout JSONWriter) {
        if let digits = settings.fractionDigits {
            out.member("fractionDigits")
            out.integer(digits)
        }
    }
}
