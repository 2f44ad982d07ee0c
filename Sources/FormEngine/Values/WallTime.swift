/// A wall-clock time of day (hour and minute), written `HH:mm`, with no day and no time zone.
///
/// ```swift
/// WallTime("9:05")?.description   // "09:05"
/// WallTime("24:00")                // nil
/// ```
public struct WallTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The hour, 0 to 23.
    public let hour: Int
    /// The minute, 0 to 59.
    public let minute: Int

    /// Creates a time, or returns `nil` when the hour or minute is out of range.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Parses `H:mm` or `HH:mm` (24-hour clock); `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// The time as `HH:mm`.
    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// Orders times through the day.
    public static func < (lhs: WallTime, rhs: WallTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }
}

/// A day and a wall-clock time, written `yyyy-MM-ddTHH:mm`: local time, no time zone of its own
/// (a `dateTime` row's `timeZone` says where it is meant).
package struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The day.
    package let date: CalendarDate
    /// The time on that day.
    package let time: WallTime

    /// Creates a date and time.
    package init(date: CalendarDate, time: WallTime) {
        self.date = date
        self.time = time
    }

    /// Parses `yyyy-MM-ddTHH:mm` (a space instead of `T` is accepted too).
    package init?(_ text: String) {
        guard text.count >= 15 else { return nil }
        let split = text.index(text.startIndex, offsetBy: 10)
        guard text[split] == "T" || text[split] == " ", let date = CalendarDate(String(text[..<split])),
            let time = WallTime(String(text[text.index(after: split)...]))
        else { return nil }
        self.init(date: date, time: time)
    }

    /// The date and time as `yyyy-MM-ddTHH:mm`.
    package var description: String { "\(date)T\(time)" }

    /// Orders chronologically.
    package static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.time) < (rhs.date, rhs.time)
    }
}
