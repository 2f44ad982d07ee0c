import Foundation

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
