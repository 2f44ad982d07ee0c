import Foundation

/// A day in JSON and other `Codable` formats: the string `yyyy-MM-dd`.
extension CalendarDate: Codable {
    /// Decodes a `yyyy-MM-dd` string.
    /// - Throws: `DecodingError.dataCorrupted` for a string that is not a day of the calendar.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDate(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a date written yyyy-MM-dd, found '\(text)'")
        }
        self = day
    }

    /// Encodes the day as a `yyyy-MM-dd` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The instant this day starts in UTC: what ``Form/decode(_:)`` puts in a `Date`.
    var midnightUTC: Date {
        // Day 0 is 0001-01-01; 1970-01-01 is day 719162 of the proleptic Gregorian calendar.
        Date(timeIntervalSince1970: Double(dayNumber - 719_162) * 86_400)
    }
}
