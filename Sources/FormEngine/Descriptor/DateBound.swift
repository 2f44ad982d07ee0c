/// One end of a date range: a fixed day, or a day relative to today (`today`, `today-18y`,
/// `today+30d`, `today-6m`) worked out against the form's clock each time it is checked.
///
/// Months and years are calendar arithmetic: `today-18y` on 29 February is 28 February
/// eighteen years before (the last day of the month when the day does not exist).
public enum DateBound: Hashable, Sendable, CustomStringConvertible {
    /// A fixed day.
    case day(CalendarDate)
    /// So many years, months and days from today (negative: before).
    case relative(years: Int, months: Int, days: Int)

    /// Parses `yyyy-MM-dd` or `today[±N(d|m|y)]…` (several terms may follow: `today-1y+2d`).
    package init?(_ text: String) {
        if let day = CalendarDate(text) {
            self = .day(day)
            return
        }
        guard text.hasPrefix("today") else { return nil }
        var rest = Substring(text.dropFirst(5))
        var years = 0
        var months = 0
        var days = 0
        while let sign = rest.first {
            guard sign == "+" || sign == "-" else { return nil }
            rest = rest.dropFirst()
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 5, let amount = Int(digits),
                let unit = rest.dropFirst(digits.count).first
            else { return nil }
            let signed = sign == "-" ? -amount : amount
            switch unit {
            case "d": days += signed
            case "m": months += signed
            case "y": years += signed
            default: return nil
            }
            rest = rest.dropFirst(digits.count + 1)
        }
        self = .relative(years: years, months: months, days: days)
    }

    /// The day this bound names when today is `today`; `nil` when it falls outside years 1…9999.
    public func resolved(today: CalendarDate) -> CalendarDate? {
        switch self {
        case .day(let day): return day
        case .relative(let years, let months, let days):
            return today.adding(years: years, months: months, days: days)
        }
    }

    /// The bound as the descriptor writes it.
    public var description: String {
        switch self {
        case .day(let day): return day.description
        case .relative(let years, let months, let days):
            var text = "today"
            for (amount, unit) in [(years, "y"), (months, "m"), (days, "d")] where amount != 0 {
                text += (amount < 0 ? "-" : "+") + String(abs(amount)) + unit
            }
            return text
        }
    }
}
