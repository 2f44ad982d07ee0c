import Foundation

/// A wall-clock time (`time`), text written `HH:mm`, with an optional range.
public struct TimeKind: KindDefinition {
    /// The range.
    public let settings: TimeSettings

    /// A time row with `settings`.
    public init(_ settings: TimeSettings = TimeSettings()) { self.settings = settings }

    /// `time`.
    public var name: String { "time" }
    /// ``RowControl/time(earliest:latest:)`` between its bounds.
    public var control: RowControl { .time(earliest: settings.earliest, latest: settings.latest) }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// A time written `HH:mm`, kept so written.
    public func parse(_ text: String) throws(FormError) -> Value { try DateKinds.parseTime(text) }
    /// No.
    public var clearsOnEmptyText: Bool { false }
    /// Text, as ``parse(_:)`` takes it.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .text(let text) = value else { throw cannotHold(value) }
        return try DateKinds.parseTime(text)
    }
    /// When the text kept is not the text typed (`9:05` kept `09:05`).
    public func normalises(_ text: String, to value: Value) -> Bool { value != .text(text) }
    /// No value or empty text.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// Shown as it is written.
    public func displayText(of value: Value, locale: Locale?) -> String? { nil }
    /// The value as displayed.
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// A saved string.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        guard case .string(let text) = saved else { return nil }
        return .text(text)
    }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None.
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> TimeKind { self }
}

extension TimeKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> TimeKind {
        TimeKind(cell.timeSettings(problem: problem)).checkedSettings { problem(nil, $0) }
    }
    /// Times in the wrong order: no bounds.
    func checkedSettings(problem: (String) -> Void) -> TimeKind {
        guard let low = settings.earliest, let high = settings.latest, low > high else { return self }
        problem("minimumTime \(low) is after maximumTime \(high)")
        return TimeKind()
    }
    var rowKind: RowKind { .time(settings) }
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
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(
            scalar.text.flatMap { try? DateKinds.parseTime($0) }, scalar, key: key,
            "\(rowPhrase): compare with \(DateKinds.timeShape)")
    }
    var checksValues: Bool { true }
    /// Before `minimumTime` or after `maximumTime`.
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    {
        guard case .text(let text) = value else { return [] }
        return DateKinds.problems(of: text, settings: settings, name: name)
    }
    func answer(for value: Value) -> Answer? { value.answer }
}

/// The range a `time` row accepts (`minimumTime`, `maximumTime`, both inclusive and optional).
/// A time outside it is kept and reported by ``Form/validate()``.
///
/// A view reads them from the row's ``RowControl/time(earliest:latest:)``.
public struct TimeSettings: Hashable, Sendable {
    /// The earliest time accepted.
    public package(set) var earliest: WallTime?
    /// The latest time accepted.
    public package(set) var latest: WallTime?

    /// Creates time settings.
    public init(earliest: WallTime? = nil, latest: WallTime? = nil) {
        self.earliest = earliest
        self.latest = latest
    }
}

extension Cell {
    /// A wall-clock time (`time`), between `earliest` and `latest` when given (`minimumTime`,
    /// `maximumTime`); its ``value(_:)`` is text written `HH:mm`.
    public static func time(
        _ key: RowKey, _ title: String, earliest: WallTime? = nil, latest: WallTime? = nil
    ) -> Cell {
        Cell(key, title, kind: .time(TimeSettings(earliest: earliest, latest: latest)))
    }
}
