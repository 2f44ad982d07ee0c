import Foundation

/// `time` and `dateTime` rows: the value is text in a fixed shape (`HH:mm`,
/// `yyyy-MM-ddTHH:mm`), normalised so that equal times are equal values.
enum TimeHandler {
    static func parseTime(_ text: String) throws(FormError) -> Value {
        let trimmed = text.trimmedOfSpaces
        guard let time = WallTime(trimmed) else {
            throw .invalidValue(
                Location(), reason: "'\(trimmed)' is not a time written HH:mm (00:00 to 23:59)")
        }
        return .text(time.description)
    }

    static func parseDateTime(_ text: String) throws(FormError) -> Value {
        let trimmed = text.trimmedOfSpaces
        guard let moment = LocalDateTime(trimmed) else {
            throw .invalidValue(
                Location(), reason: "'\(trimmed)' is not a date and time written yyyy-MM-ddTHH:mm")
        }
        return .text(moment.description)
    }
}
