import Foundation

/// A URL the row shows (`link`); it opens nothing by itself, apps and the walk present it.
public struct LinkKind: KindDefinition {
    /// A link row.
    public init() {}

    /// `link`.
    public var name: String { "link" }
    /// None.
    public var settings: NoSettings { NoSettings() }
    /// ``RowControl/link(url:)`` (the row gives its URL, its value).
    public var control: RowControl { .link(url: nil) }
    /// Yes: shown, neither saved nor answered.
    public var isDisplayOnly: Bool { true }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// One line of text (a control character is refused).
    public func parse(_ text: String) throws(FormError) -> Value {
        try ValueParser.checkedText(text, lines: false)
    }
    /// No.
    public var clearsOnEmptyText: Bool { false }
    /// Text, as ``parse(_:)`` takes it.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .text(let text) = value else { throw cannotHold(value) }
        return try ValueParser.checkedText(text, lines: false)
    }
    /// Never.
    public func normalises(_ text: String, to value: Value) -> Bool { false }
    /// No value or empty text.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// Shown as it is.
    public func displayText(of value: Value, locale: Locale?) -> String? { nil }
    /// The value as displayed.
    public func summaryText(of value: Value) -> String? { nil }
    /// The text it holds.
    public func linkURL(_ value: Value?) -> String? {
        guard case .text(let url)? = value else { return nil }
        return url
    }
    /// None: it is not saved.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? { nil }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None (its texts are the row's).
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> LinkKind { self }
}

extension LinkKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> LinkKind {
        self
    }
    func checkedSettings(problem: (String) -> Void) -> Self { self }
    var rowKind: RowKind { .link }
    var valueType: ValueType? { .text }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { false }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        parsedInitialValue(value, problem: problem)
    }
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        checkedStartingValue(value, problem: problem)
    }
    /// The text it shows.
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(scalar.text.map { .text($0) }, scalar, key: key, "a text row: compare with a string")
    }
    var checksValues: Bool { false }
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    { [] }
    /// None: what the descriptor shows, not what a person answered.
    func answer(for value: Value) -> Answer? { nil }
}

extension Cell {
    /// A link (`link`) to `url` when given, which apps and the walk present; not saved.
    public static func link(_ key: RowKey, _ title: String, url: String? = nil) -> Cell {
        let cell = Cell(key, title, kind: .link)
        return url.map { cell.value(.text($0)) } ?? cell
    }
}
