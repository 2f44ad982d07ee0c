import Foundation

/// A day (`date`, the tutorial's `idCellDatePicker`), written `yyyy-MM-dd`, with an optional
/// range that may be relative to today (`today-18y`).
public struct DateKind: KindDefinition {
    /// The range.
    public let settings: DateSettings

    /// A date row with `settings`.
    public init(_ settings: DateSettings = DateSettings()) { self.settings = settings }

    /// `date`.
    public var name: String { "date" }
    /// ``RowControl/date(earliest:latest:)`` between its bounds.
    public var control: RowControl { .date(earliest: settings.earliest, latest: settings.latest) }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// A day written `yyyy-MM-dd`.
    public func parse(_ text: String) throws(FormError) -> Value { try DateHandler.parse(text) }
    /// Yes.
    public var clearsOnEmptyText: Bool { true }
    /// A day, as it is (a day outside the range is kept and reported by validation).
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .date = value else { throw cannotHold(value) }
        return value
    }
    /// When the text typed had spaces around the day.
    public func normalises(_ text: String, to value: Value) -> Bool {
        guard case .date(let day) = value else { return false }
        return day.description != text
    }
    /// No value.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// Shown by its type (the day in the form's locale).
    public func displayText(of value: Value, locale: Locale?) -> String? { nil }
    /// The value as displayed.
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// A saved day, written `yyyy-MM-dd`.
    /// - Throws: ``FormError/invalidValue(_:reason:)`` for a string that is no such day.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        guard case .string(let text) = saved else { return nil }
        return try DateKinds.savedDay(text)
    }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None.
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> DateKind { self }
}

extension DateKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> DateKind {
        DateKind(cell.dateSettings(problem: problem)).checkedSettings { problem(nil, $0) }
    }
    /// Days in the wrong order: no bounds.
    func checkedSettings(problem: (String) -> Void) -> DateKind {
        guard let mistake = DateKinds.boundsProblem(settings.earliest, settings.latest) else { return self }
        problem(mistake)
        return DateKind()
    }
    var rowKind: RowKind { .date(settings) }
    var valueType: ValueType? { .date }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { false }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        if value.text == "" { return defaultValue }
        guard let day = value.calendarDate else { return parsedInitialValue(value, problem: problem) }
        return startingValue(.date(day), problem: problem)
    }
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        checkedStartingValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(
            scalar.calendarDate.map { .date($0) }, scalar, key: key, "a date row: compare with yyyy-MM-dd")
    }
    var checksValues: Bool { true }
    /// Before the earliest day or after the latest.
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    {
        guard case .date(let day) = value else { return [] }
        return DateKinds.problems(
            of: day, minimum: settings.earliest, maximum: settings.latest, name: name, today: today,
            locale: locale)
    }
    func answer(for value: Value) -> Answer? { value.answer }
}

/// The range a date row accepts; both ends are optional and inclusive, and may be relative to
/// today (`today-18y`).
///
/// A view reads them from the row's ``RowControl/date(earliest:latest:)``.
public struct DateSettings: Hashable, Sendable {
    /// The earliest day accepted (`minimumDate`).
    public package(set) var earliest: DateBound?
    /// The latest day accepted (`maximumDate`).
    public package(set) var latest: DateBound?

    /// Creates date settings.
    public init(earliest: DateBound? = nil, latest: DateBound? = nil) {
        self.earliest = earliest
        self.latest = latest
    }
}

/// Date rows: `yyyy-MM-dd` in and out, and the text a parent shows. A day outside the row's
/// range is kept and reported by validation (``DateSettings``).
enum DateHandler {
    static func parse(_ text: String) throws(FormError) -> Value {
        let trimmed = text.trimmedOfSpaces
        guard let date = CalendarDate(trimmed) else {
            let shape = trimmed.count == 10 && trimmed.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "-") }
            throw .invalidValue(
                Location(),
                reason: shape
                    ? "'\(trimmed)' is not a day of the calendar"
                    : "'\(trimmed)' is not a date written yyyy-MM-dd")
        }
        return .date(date)
    }

    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// The day for display: `12 Mar 1990` everywhere, or the locale's medium style when one is
    /// given.
    static func display(_ date: CalendarDate, locale: Locale?) -> String {
        guard let locale else { return "\(date.day) \(months[date.month - 1]) \(date.year)" }
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.timeZone = utc
        let parts = DateComponents(year: date.year, month: date.month, day: date.day)
        guard let instant = calendar.date(from: parts) else { return date.description }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = utc
        formatter.calendar = calendar
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: instant)
    }
}

extension Cell {
    /// A day (`date`), between `earliest` and `latest` when given (`minimumDate`,
    /// `maximumDate`: a day, or one relative to today such as
    /// `.relative(years: -18, months: 0, days: 0)`), checked as rules `minimum` and `maximum`.
    public static func date(
        _ key: RowKey, _ title: String, earliest: DateBound? = nil, latest: DateBound? = nil
    ) -> Cell {
        Cell(key, title, kind: .date(DateSettings(earliest: earliest, latest: latest)))
    }
}
