import Foundation

// What the date kinds share (``DateKind``, ``TimeKind``, ``DateTimeKind``): parsing, range
// checks, and the cell keys their settings are read from.

/// What ``DateKind``, ``TimeKind`` and ``DateTimeKind`` share: parsing and range checks.
enum DateKinds {
    /// How a condition writes a value it compares with a `time` row.
    static let timeShape = "HH:mm"
    /// How a condition writes a value it compares with a `dateTime` row.
    static let dateTimeShape = "yyyy-MM-ddTHH:mm"

    /// A day before `minimum` or after `maximum` (each relative to `today` when written so;
    /// `today` is asked only when a bound is given).
    static func problems(
        of day: CalendarDate, minimum: DateBound?, maximum: DateBound?, name: String,
        today: () -> CalendarDate, locale: Locale?
    ) -> [(rule: ValidationRule, message: String)] {
        guard minimum != nil || maximum != nil else { return [] }
        var problems: [(rule: ValidationRule, message: String)] = []
        let today = today()
        if let minimum = minimum?.resolved(today: today), day < minimum {
            problems.append(
                (.minimum, "\(name) must be on or after \(DateHandler.display(minimum, locale: locale))"))
        }
        if let maximum = maximum?.resolved(today: today), day > maximum {
            problems.append(
                (.maximum, "\(name) must be on or before \(DateHandler.display(maximum, locale: locale))"))
        }
        return problems
    }

    /// A `dateTime` value's day outside the settings' range.
    static func problems(
        of text: String, settings: DateTimeSettings, name: String, today: () -> CalendarDate, locale: Locale?
    ) -> [(rule: ValidationRule, message: String)] {
        guard let moment = LocalDateTime(text) else { return [] }
        return problems(
            of: moment.date, minimum: settings.earliest, maximum: settings.latest, name: name, today: today,
            locale: locale)
    }

    /// A `time` value outside the settings' range.
    static func problems(of text: String, settings: TimeSettings, name: String)
        -> [(rule: ValidationRule, message: String)]
    {
        guard let time = WallTime(text) else { return [] }
        var problems: [(rule: ValidationRule, message: String)] = []
        if let minimum = settings.earliest, time < minimum {
            problems.append((.minimum, "\(name) must be \(minimum) or later"))
        }
        if let maximum = settings.latest, time > maximum {
            problems.append((.maximum, "\(name) must be \(maximum) or earlier"))
        }
        return problems
    }

    /// A saved day, written `yyyy-MM-dd`.
    static func savedDay(_ text: String) throws(FormError) -> Value {
        guard let date = CalendarDate(text) else {
            throw .invalidValue(Location(), reason: "'\(text)' is not a date written yyyy-MM-dd")
        }
        return .date(date)
    }

    // A `time` or `dateTime` value is text in a fixed shape (`HH:mm`, `yyyy-MM-ddTHH:mm`),
    // normalised so that equal times are equal values.

    /// `text` as a time, written `HH:mm`.
    static func parseTime(_ text: String) throws(FormError) -> Value {
        let trimmed = text.trimmedOfSpaces
        guard let time = WallTime(trimmed) else {
            throw .invalidValue(
                Location(), reason: "'\(trimmed)' is not a time written HH:mm (00:00 to 23:59)")
        }
        return .text(time.description)
    }

    /// `text` as a day and a time, written `yyyy-MM-ddTHH:mm`.
    static func parseDateTime(_ text: String) throws(FormError) -> Value {
        let trimmed = text.trimmedOfSpaces
        guard let moment = LocalDateTime(trimmed) else {
            throw .invalidValue(
                Location(), reason: "'\(trimmed)' is not a date and time written yyyy-MM-ddTHH:mm")
        }
        return .text(moment.description)
    }
}

extension CellRecord {
    /// `minimumDate` and `maximumDate` of a `date` row.
    func dateSettings(problem: (_ key: String?, _ reason: String) -> Void) -> DateSettings {
        let (minimum, maximum) = dateBounds(problem: problem)
        return DateSettings(earliest: minimum, latest: maximum)
    }

    /// `minimumDate`, `maximumDate` and `timeZone` of a `dateTime` row.
    func dateTimeSettings(problem: (_ key: String?, _ reason: String) -> Void) -> DateTimeSettings {
        let (minimum, maximum) = dateBounds(problem: problem)
        var zone: String?
        if let timeZone {
            if let text = timeZone.text {
                zone = text
            } else {
                problem(nil, DateKinds.timeZoneProblem(timeZone))
            }
        }
        return DateTimeSettings(earliest: minimum, latest: maximum, timeZone: zone)
    }

    /// `minimumTime` and `maximumTime` of a `time` row.
    func timeSettings(problem: (_ key: String?, _ reason: String) -> Void) -> TimeSettings {
        var settings = TimeSettings()
        for (field, name) in [(Field.minimumTime, "minimumTime"), (.maximumTime, "maximumTime")] {
            guard let value = self[field] else { continue }
            guard let time = value.text.flatMap(WallTime.init) else {
                problem(nil, "\(name) must be a time written HH:mm, not \(value.typeName)")
                continue
            }
            if field == .minimumTime { settings.earliest = time } else { settings.latest = time }
        }
        return settings
    }

    /// `minimumDate` and `maximumDate`: days, or days relative to today (`today-18y`).
    private func dateBounds(problem: (_ key: String?, _ reason: String) -> Void) -> (DateBound?, DateBound?) {
        var bounds: [DateBound?] = [nil, nil]
        for (index, (field, name)) in [(Field.minimumDate, "minimumDate"), (.maximumDate, "maximumDate")]
            .enumerated()
        {
            guard let value = self[field] else { continue }
            if let day = value.calendarDate {
                bounds[index] = .day(day)
            } else if let text = value.text, let bound = DateBound(text) {
                bounds[index] = bound
            } else {
                problem(
                    nil, "\(name) must be a date written yyyy-MM-dd or today±N(d|m|y), not \(value.typeName)")
            }
        }
        return (bounds[0], bounds[1])
    }
}

extension DateKinds {
    /// What is wrong with day bounds in the wrong order, if they are (bounds relative to today
    /// are not compared).
    static func boundsProblem(_ minimum: DateBound?, _ maximum: DateBound?) -> String? {
        guard case .day(let low)? = minimum, case .day(let high)? = maximum, low > high else { return nil }
        return "minimumDate \(low) is after maximumDate \(high)"
    }

    /// What is wrong with a `timeZone` that names no zone this system knows.
    static func timeZoneProblem(_ zone: PlistScalar) -> String {
        "timeZone must be an IANA time zone name such as Europe/Paris, not \(zone.typeName)"
    }
}

/// Whether a name is one of the IANA time zones this system knows.
enum TimeZoneNames {
    /// The system's zone names, listed once: making a `TimeZone` reads its rules from disk.
    private static let known = Set(TimeZone.knownTimeZoneIdentifiers)

    static func isKnown(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && (known.contains(name) || TimeZone(identifier: name) != nil)
    }
}
