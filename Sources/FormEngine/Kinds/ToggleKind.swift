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
    /// ``RowControl/check`` for a `check`, else ``RowControl/toggle``.
    public var control: RowControl { settings.style == .check ? .check : .toggle }
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
    public var localizableTexts: [String] { ToggleKind.texts(settings) }
    /// The on and off titles translated.
    public func localized(_ localize: (String) -> String) -> ToggleKind {
        ToggleKind(ToggleKind.localized(settings, localize))
    }
}

extension ToggleKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> ToggleKind {
        ToggleKind(cell.toggleSettings(style: settings.style, problem: problem))
    }
    /// Itself: any titles will do.
    func checkedSettings(problem: (String) -> Void) -> ToggleKind { self }
    var rowKind: RowKind { .toggle(settings) }
    var valueType: ValueType? { .bool }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .flip }
    var takesTextRules: Bool { false }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        if value.text == "" { return defaultValue }
        return ToggleKind.initialValue(value, problem: problem)
    }
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        checkedStartingValue(value, problem: problem)
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
}

/// What a switch's parent shows for each state (`onTitle`, `offTitle`). An empty title shows
/// nothing, so the parent falls back to its own `firstTitle`. A file that gives neither key gets
/// the switch's `firstTitle` when on and nothing when off, as in the tutorial's form.
public struct ToggleSettings: Hashable, Sendable {
    /// Shown by the parent while the switch is on.
    public package(set) var onTitle: String
    /// Shown by the parent while the switch is off.
    public package(set) var offTitle: String
    /// A switch (`switch`) or a checkbox (`check`).
    public package(set) var style: ToggleStyle

    /// Creates switch settings; the defaults are `On` and `Off`.
    public init(onTitle: String = "On", offTitle: String = "Off", style: ToggleStyle = .switch) {
        self.onTitle = onTitle
        self.offTitle = offTitle
        self.style = style
    }
}

/// How a boolean row is drawn.
public enum ToggleStyle: String, Hashable, Sendable {
    /// A switch (`switch`), usually the child of a row that summarises it.
    case `switch`
    /// A checkbox in place (`check`).
    case check
}

/// ``ToggleKind``'s helpers: its starting value and its translated texts.
extension ToggleKind {
    /// The starting `value` of a cell: a boolean, or off and a problem.
    static func initialValue(_ value: PlistScalar, problem: (String) -> Void) -> Value {
        guard let flag = value.bool else {
            problem("value must be true or false, not \(value.typeName)")
            return .bool(false)
        }
        return .bool(flag)
    }

    /// The texts a translation replaces: what the parent shows for on and off.
    static func texts(_ settings: ToggleSettings) -> [String] { [settings.onTitle, settings.offTitle] }

    /// The settings with their texts translated by `localize`.
    static func localized(_ settings: ToggleSettings, _ localize: (String) -> String) -> ToggleSettings {
        var settings = settings
        settings.onTitle = localize(settings.onTitle)
        settings.offTitle = localize(settings.offTitle)
        return settings
    }
}

extension CellRecord {
    /// `onTitle` and `offTitle` of a switch or checkbox of `style`.
    func toggleSettings(style: ToggleStyle, problem: (_ key: String?, _ reason: String) -> Void)
        -> ToggleSettings
    {
        for (field, name) in [(Field.onTitle, "onTitle"), (.offTitle, "offTitle")] {
            if let value = self[field], value.text == nil {
                problem(nil, "\(name) must be a string, not \(value.typeName)")
            }
        }
        // The tutorial's files give neither: the switch's own title when on ("Married"), and
        // the parent's placeholder when off ("Single").
        return ToggleSettings(
            onTitle: onTitle?.text ?? firstTitle?.text ?? "On", offTitle: offTitle?.text ?? "", style: style)
    }
}

/// Switch rows: a Bool, read from the usual words, shown by the parent as `onTitle`/`offTitle`.
enum ToggleHandler {
    static func parse(_ text: String) throws(FormError) -> Bool {
        guard let flag = BooleanWords.flag(text) else {
            throw .invalidValue(Location(), reason: "'\(text)' is not on or off (use \(BooleanWords.listed))")
        }
        return flag
    }

    static func display(_ flag: Bool, settings: ToggleSettings) -> String {
        flag ? settings.onTitle : settings.offTitle
    }
}

extension Cell {
    /// A switch (`switch`). Its parent shows `onTitle` when on (the title, or `On` without one)
    /// and `offTitle` when off (`onTitle`, `offTitle`).
    public static func toggle(
        _ key: RowKey, _ title: String, onTitle: String? = nil, offTitle: String = ""
    ) -> Cell {
        Cell(key, title, kind: .toggle(toggleSettings(title, onTitle, offTitle, style: .switch)))
    }

    /// A checkbox (`check`), as a switch otherwise: ``required(_:)`` makes it one to tick.
    public static func check(
        _ key: RowKey, _ title: String, onTitle: String? = nil, offTitle: String = ""
    ) -> Cell {
        Cell(key, title, kind: .toggle(toggleSettings(title, onTitle, offTitle, style: .check)))
    }

    /// The settings a file without `onTitle` and `offTitle` gives: the title when on, nothing
    /// when off.
    private static func toggleSettings(_ title: String, _ on: String?, _ off: String, style: ToggleStyle)
        -> ToggleSettings
    {
        ToggleSettings(onTitle: on ?? (title.isEmpty ? "On" : title), offTitle: off, style: style)
    }
}
