import Foundation

/// Where a form's "today" comes from: the day relative date bounds (`today-18y`) are worked out
/// against. The system clock by default; tests and previews fix it when the form is made:
///
/// ```swift
/// let form = try Form(descriptor, clock: .fixed(CalendarDate(year: 2026, month: 12, day: 1)!))
/// ```
public struct FormClock: Sendable {
    /// Today's day: `form.clock.today()`.
    public let today: @Sendable () -> CalendarDate

    /// Creates a clock from a function giving today's day.
    public init(today: @escaping @Sendable () -> CalendarDate) {
        self.today = today
    }

    /// The system clock, today in the machine's time zone.
    public static var system: FormClock {
        FormClock {
            let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: Date())
            return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
                ?? CalendarDate(validYear: 1970, month: 1, day: 1)
        }
    }

    /// A clock for which today is always `day`.
    public static func fixed(_ day: CalendarDate) -> FormClock {
        FormClock { day }
    }
}
