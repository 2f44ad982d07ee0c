import Foundation

/// A day and a wall-clock time (`dateTime`), text written `yyyy-MM-ddTHH:mm`, with an optional
/// day range and the time zone it is meant in.
public struct DateTimeKind: KindDefinition {
    /// The day range and time zone.
    public let settings: DateTimeSettings

    /// A date-and-time row with `settings`.
    public init(_ settings: DateTimeSettings = DateTimeSettings()) { self.settings = settings }

    /// `dateTime`.
    public var name: String { "dateTime" }
    /// ``RowControl/dateTime(earliest:latest:timeZone:)`` between its bounds, in its time zone.
    public var control: RowControl {
        .dateTime(earliest: settings.earliest, latest: settings.latest, timeZone: settings.timeZone)
    }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// A day and a time written `yyyy-MM-ddTHH:mm`, kept so written.
    public func parse(_ text: String) throws(FormError) -> Value { try DateKinds.parseDateTime(text) }
    /// No.
    public var clearsOnEmptyText: Bool { false }
    /// Text, as ``parse(_:)`` takes it.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .text(let text) = value else { throw cannotHold(value) }
        return try DateKinds.parseDateTime(text)
    }
    /// When the text kept is not the text typed.
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
    public func localized(_ localize: (String) -> String) -> DateTimeKind { self }
}

extension DateTimeKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> DateTimeKind {
        DateTimeKind(cell.dateTimeSettings(problem: problem)).checkedSettings { problem(nil, $0) }
    }
    /// Days in the wrong order: no bounds; a time zone this system does not know: none.
    func checkedSettings(problem: (String) -> Void) -> DateTimeKind {
        var checked = settings
        if let mistake = DateKinds.boundsProblem(settings.earliest, settings.latest) {
            problem(mistake)
            (checked.earliest, checked.latest) = (nil, nil)
        }
        if let zone = settings.timeZone, !TimeZoneNames.isKnown(zone) {
            problem(DateKinds.timeZoneProblem(.string(zone)))
            checked.timeZone = nil
        }
        return checked == settings ? self : DateTimeKind(checked)
    }
    var rowKind: RowKind { .dateTime(settings) }
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
            scalar.text.flatMap { try? DateKinds.parseDateTime($0) }, scalar, key: key,
            "\(rowPhrase): compare with \(DateKinds.dateTimeShape)")
    }
    var checksValues: Bool { true }
    /// A day outside the range.
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    {
        guard case .text(let text) = value else { return [] }
        return DateKinds.problems(of: text, settings: settings, name: name, today: today, locale: locale)
    }
    func answer(for value: Value) -> Answer? { value.answer }
}

/// A `dateTime` row's day range (`minimumDate`, `maximumDate`, which may be relative to today)
/// and the time zone its wall time is meant in (`timeZone`, an IANA name such as
/// `Europe/Paris`; `nil` for a time that means the same wall time wherever it is read).
///
/// A view reads them from the row's ``RowControl/dateTime(earliest:latest:timeZone:)``.
public struct DateTimeSettings: Hashable, Sendable {
    /// The earliest day accepted.
    public package(set) var earliest: DateBound?
    /// The latest day accepted.
    public package(set) var latest: DateBound?
    /// The IANA time zone the value is meant in, when it names an instant.
    public package(set) var timeZone: String?

    /// Creates date-time settings.
    public init(earliest: DateBound? = nil, latest: DateBound? = nil, timeZone: String? = nil) {
        self.earliest = earliest
        self.latest = latest
        self.timeZone = timeZone
    }
}

extension Cell {
    /// A day and a wall-clock time (`dateTime`), its day between `earliest` and `latest` when
    /// given, in `timeZone` (an IANA name such as `Europe/Paris`) when given; its
    /// ``value(_:)`` is text written `yyyy-MM-ddTHH:mm`.
    public static func dateTime(
        _ key: RowKey, _ title: String, earliest: DateBound? = nil, latest: DateBound? = nil,
        timeZone: String? = nil
    ) -> Cell {
        Cell(
            key, title,
            kind: .dateTime(DateTimeSettings(earliest: earliest, latest: latest, timeZone: timeZone)))
    }
}
