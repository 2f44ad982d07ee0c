import Foundation

/// An action with a name (`button`; `submit`, `reset` or any name an app gives, its cell's
/// `action`): tapping it reports the action in ``FormChange/action``. It holds no value.
public struct ButtonKind: KindDefinition {
    /// The action the button reports.
    public let settings: String

    /// A button reporting `action`.
    public init(action: String = ButtonKind.defaultAction) { settings = action }

    /// The action a button reports when its cell names none.
    public static let defaultAction = "submit"

    /// `button`.
    public var name: String { "button" }
    /// ``RowControl/button(action:)`` reporting its action.
    public var control: RowControl { .button(action: settings) }
    /// Yes: it does, it holds nothing.
    public var isDisplayOnly: Bool { true }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// Refuses: a button holds no value.
    public func parse(_ text: String) throws(FormError) -> Value { throw holdsNoValue }
    /// No.
    public var clearsOnEmptyText: Bool { false }
    /// Refuses every value.
    public func check(_ value: Value) throws(FormError) -> Value { throw cannotHold(value) }
    /// Never.
    public func normalises(_ text: String, to value: Value) -> Bool { false }
    /// No value or empty text.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// Shown by its type.
    public func displayText(of value: Value, locale: Locale?) -> String? { nil }
    /// The value as displayed (a button adds nothing to its parent's summary).
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// None.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? { nil }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None (its title is the row's).
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> ButtonKind { self }
}

extension ButtonKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> ButtonKind {
        ButtonKind(action: cell.buttonAction(problem: problem)).checkedSettings { problem(nil, $0) }
    }
    /// An empty action is refused: `submit`.
    func checkedSettings(problem: (String) -> Void) -> ButtonKind {
        guard settings.isEmpty else { return self }
        problem(ButtonKind.actionProblem(.string(settings)))
        return ButtonKind()
    }
    var rowKind: RowKind { .button(action: settings) }
    var valueType: ValueType? { nil }
    var summarySource: SummarySource { .nothing }
    var tapEffect: TapEffect { .report(action: settings) }
    var takesTextRules: Bool { false }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        parsedInitialValue(value, problem: problem)
    }
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        checkedStartingValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? { nil }
    var checksValues: Bool { false }
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    { [] }
    /// None: what the descriptor does, not what a person answered.
    func answer(for value: Value) -> Answer? { nil }
}

extension CellRecord {
    /// A button's `action`: a non-empty name, `submit` when the cell gives none.
    func buttonAction(problem: (_ key: String?, _ reason: String) -> Void) -> String {
        guard let action else { return ButtonKind.defaultAction }
        guard let text = action.text else {
            problem(nil, ButtonKind.actionProblem(action))
            return ButtonKind.defaultAction
        }
        return text
    }
}

extension ButtonKind {
    /// What is wrong with an `action` that names no action.
    static func actionProblem(_ action: PlistScalar) -> String {
        "action must be a non-empty string, not \(action.typeName)"
    }
}

extension Cell {
    /// A button (`button`) reporting `action` when tapped (`submit`, `reset` or the app's own
    /// name) in ``FormChange/action``.
    public static func button(_ key: RowKey, _ title: String, action: String = ButtonKind.defaultAction)
        -> Cell
    {
        Cell(key, title, kind: .button(action: action))
    }
}
