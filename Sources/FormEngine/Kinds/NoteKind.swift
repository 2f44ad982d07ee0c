import Foundation

/// A read-only block of text between the questions (`note`): its title (and its value, when it
/// has one, after it), wrapped to the width where it is shown, never focused or answered. It
/// draws as ``RowControl/info`` in every renderer; the full-screen walk wraps it over as many
/// lines as it needs and moves the cursor past it.
public struct NoteKind: KindDefinition {
    /// A note.
    public init() {}

    /// `note`.
    public var name: String { "note" }
    /// None.
    public var settings: NoSettings { NoSettings() }
    /// ``RowControl/info``.
    public var control: RowControl { .info }
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
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// None: it is not saved.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? { nil }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None (its texts are the row's).
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> NoteKind { self }
}

extension NoteKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> NoteKind {
        self
    }
    func checkedSettings(problem: (String) -> Void) -> Self { self }
    var rowKind: RowKind { .note }
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
    /// None: text to read, not an answer.
    func answer(for value: Value) -> Answer? { nil }
}

extension Cell {
    /// A note (`note`): `text`, read-only, shown between the questions and wrapped; not saved.
    public static func note(_ key: RowKey, _ text: String) -> Cell {
        Cell(key, text, kind: .note)
    }
}
