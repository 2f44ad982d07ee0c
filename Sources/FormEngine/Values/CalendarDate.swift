/// A calendar day (year, month, day) with no time and no time zone, written `yyyy-MM-dd`.
///
/// Dates in forms are days: a birthday is the same day on every machine, so FormEngine never
/// stores a `Date` at midnight in some time zone.
///
/// ```swift
/// let day = CalendarDate("1990-03-12")   // Optional(1990-03-12)
/// CalendarDate("1990-02-30")             // nil: February has no 30th
/// ```
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 28...31.
    public let day: Int

    /// Creates a day from its parts, or returns `nil` when no such day exists.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CalendarDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A day known to exist (a constant in the code, never outside input).
    init(validYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `yyyy-MM-dd` (ISO 8601 calendar date); returns `nil` for anything else.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = CalendarDate.number(bytes[0..<4]),
            let month = CalendarDate.number(bytes[5..<7]),
            let day = CalendarDate.number(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day as `yyyy-MM-dd`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Orders days chronologically.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The day after or before this one, `days` days away, or `nil` outside years 1 to 9999.
    func addingDays(_ days: Int) -> CalendarDate? {
        CalendarDate(dayNumber: dayNumber + days)
    }

    /// The day so many years, months and days away (negative: before), by calendar arithmetic:
    /// years and months first, landing on the month's last day when the day does not exist
    /// there (29 February plus one year is 28 February), then days. `nil` outside years 1 to 9999.
    public func adding(years: Int = 0, months: Int = 0, days: Int = 0) -> CalendarDate? {
        let (yearsInMonths, overflow) = years.multipliedReportingOverflow(by: 12)
        guard !overflow, abs(months) < 1_000_000, abs(days) < 10_000_000 else { return nil }
        let total = (year * 12 + month - 1) + yearsInMonths + months
        guard total >= 12 else { return nil }
        let newYear = total / 12
        let newMonth = total % 12 + 1
        guard newYear <= 9999 else { return nil }
        let newDay = min(day, CalendarDate.daysIn(month: newMonth, year: newYear))
        return CalendarDate(year: newYear, month: newMonth, day: newDay)?.addingDays(days)
    }

    /// Days since 0001-01-01 (proleptic Gregorian).
    var dayNumber: Int {
        let y = year - 1
        var days = y * 365 + y / 4 - y / 100 + y / 400
        for m in 1..<month { days += CalendarDate.daysIn(month: m, year: year) }
        return days + day - 1
    }

    init?(dayNumber: Int) {
        guard dayNumber >= 0 else { return nil }
        func firstDay(_ year: Int) -> Int {
            let y = year - 1
            return y * 365 + y / 4 - y / 100 + y / 400
        }
        var year = dayNumber * 400 / 146_097 + 1
        while firstDay(year + 1) <= dayNumber { year += 1 }
        while firstDay(year) > dayNumber { year -= 1 }
        var rest = dayNumber - firstDay(year)
        var month = 1
        while month < 12, rest >= CalendarDate.daysIn(month: month, year: year) {
            rest -= CalendarDate.daysIn(month: month, year: year)
            month += 1
        }
        self.init(year: year, month: month, day: rest + 1)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
