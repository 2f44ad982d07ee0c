import Foundation

/// A switch (`switch`, the tutorial's `idCellSwitch`) or a checkbox (`check`): one family told
/// apart by its ``ToggleStyle``, holding a boolean, off to start with; tapping it flips it, and
/// its parent shows its on or off title.
public struct ToggleKind: KindDefinition {
    /// The style and what the parent shows for on and off.
    public let settings: ToggleSettings

    /// A switch or checkbox with `settings`.
    public init(_ settings: ToggleSettings = ToggleSettings()) { self.settings = settings }

    /// The style's name: `switch`, `check`.
    public var name: String { settings.style.rawValue }
    /// ``RowPresentation/checkbox`` for a checkbox, else ``RowPresentation/switchControl``.
    public var presentation: RowPresentation { settings.style == .check ? .checkbox : .switchControl }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// Off.
    public var defaultValue: Value? { .bool(false) }
    /// On or off in the usual words (`yes`, `on`, `true`, `1`, …).
    public func parse(_ text: String) throws(FormError) -> Value { .bool(try ToggleHandler.parse(text)) }
    /// No: a switch always holds a value.
    public var clearsOnEmptyText: Bool { false }
    /// A boolean.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .bool = value else { throw cannotHold(value) }
        return value
    }
    /// Never.
    public func normalises(_ text: String, to value: Value) -> Bool { false }
    /// No value, or off (`I accept the terms` is required to be on).
    public func countsAsEmpty(_ value: Value?) -> Bool { value == .bool(false) || isEmptyValue(value) }
    /// Shown by its type (`on`, `off`).
    public func displayText(of value: Value, locale: Locale?) -> String? { nil }
    /// Its on or off title (empty when it has none).
    public func summaryText(of value: Value) -> String? {
        guard case .bool(let flag) = value else { return "" }
        return ToggleHandler.display(flag, settings: settings)
    }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// A saved boolean.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        guard case .bool(let flag) = saved else { return nil }
        return .bool(flag)
    }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// The on and off titles.
    public var localizableTexts: [String] { ToggleKinds.texts(settings) }
    /// The on and off titles translated.
    public func localized(_ localize: (String) -> String) -> ToggleKind {
        ToggleKind(ToggleKinds.localized(settings, localize))
    }
}

extension ToggleKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> ToggleKind {
        ToggleKind(cell.toggleSettings(style: settings.style, problem: problem))
    }
    func write(into cell: inout CellRecord) { cell.write(settings) }
    var rowKind: RowKind { .toggle(settings) }
    var valueType: ValueType? { .bool }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .flip }
    var takesTextRules: Bool { false }
    func describe(into row: inout Row.Fixed) {}
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        if value.text == "" { return defaultValue }
        return ToggleKinds.initialValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(
            scalar.bool.map { .bool($0) }, scalar, key: key, "a switch: compare with true or false")
    }
    var checksValues: Bool { false }
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    { [] }
    func answer(for value: Value) -> Answer? { value.answer }
    func writeJSONMembers(of row: Row, today: CalendarDate?, into out: inout JSONWriter) {}
}
