import Foundation

/// Turning a raw cell's `kind` (or the tutorial's `identifier`) and the fields that kind takes
/// into a ``RowKind``, reporting every field that does not fit.
extension CellRecord {
    /// The kind names a descriptor's `kind` key takes.
    static let kindNames = [
        "normal", "text", "email", "url", "phone", "password", "textArea", "integer", "decimal", "stepper",
        "duration", "date", "time", "dateTime", "switch", "check", "option", "slider", "segmented", "info",
        "link", "button", "file",
    ]

    /// The kind from `kind` or the tutorial's `identifier`, with its settings; `customKinds`
    /// are the kinds an app registered, by name.
    func resolveKind(customKinds: [String: CustomKind], problem: (_ key: String?, _ reason: String) -> Void)
        -> RowKind
    {
        var name = "normal"
        if let kind {
            name = kind.text ?? ""
        } else if let identifier {
            // An identifier FormEngine does not know is the app's own cell: a kind the app
            // registered, or a plain row and a warning (RowAssembler).
            guard let text = identifier.text else {
                problem(nil, "identifier must be a string, not \(identifier.typeName)")
                return .normal
            }
            if let known = CellIdentifier.kindName(text) {
                name = known
            } else if let custom = customKinds[text] {
                return .custom(custom)
            }
        }
        switch name {
        case "normal": return .normal
        case "option": return .option
        case "info": return .info
        case "link": return .link
        case "text", "email", "url", "phone", "password", "textArea":
            return .text(TextFormat(rawValue: name) ?? .plain)
        case "switch", "check":
            for (field, name) in [(Field.onTitle, "onTitle"), (.offTitle, "offTitle")] {
                if let value = self[field], value.text == nil {
                    problem(nil, "\(name) must be a string, not \(value.typeName)")
                }
            }
            return .toggle(
                ToggleSettings(
                    // The tutorial's files give neither: the switch's own title when on
                    // ("Married"), and the parent's placeholder when off ("Single").
                    onTitle: onTitle?.text ?? firstTitle?.text ?? "On", offTitle: offTitle?.text ?? "",
                    style: name == "check" ? .check : .switch))
        case "date":
            let (minimum, maximum) = dateBounds(problem: problem)
            return .date(DateSettings(minimum: minimum, maximum: maximum))
        case "dateTime":
            let (minimum, maximum) = dateBounds(problem: problem)
            var zone: String?
            if let timeZone {
                if let text = timeZone.text, TimeZoneNames.isKnown(text) {
                    zone = text
                } else {
                    problem(
                        nil,
                        "timeZone must be an IANA time zone name such as Europe/Paris, not \(timeZone.typeName)"
                    )
                }
            }
            return .dateTime(DateTimeSettings(minimum: minimum, maximum: maximum, timeZone: zone))
        case "time":
            var settings = TimeSettings()
            for (field, name) in [(Field.minimumTime, "minimumTime"), (.maximumTime, "maximumTime")] {
                guard let value = self[field] else { continue }
                guard let time = value.text.flatMap(WallTime.init) else {
                    problem(nil, "\(name) must be a time written HH:mm, not \(value.typeName)")
                    continue
                }
                if field == .minimumTime { settings.minimum = time } else { settings.maximum = time }
            }
            if let low = settings.minimum, let high = settings.maximum, low > high {
                problem(nil, "minimumTime \(low) is after maximumTime \(high)")
                settings = TimeSettings()
            }
            return .time(settings)
        case "integer", "decimal", "stepper", "duration":
            return .number(numberSettings(style: NumberStyle(rawValue: name) ?? .integer, problem: problem))
        case "slider":
            var settings = SliderSettings()
            for (field, name) in [(Field.minimum, "minimum"), (.maximum, "maximum"), (.step, "step")] {
                guard let value = self[field] else { continue }
                guard let number = value.number else {
                    problem(nil, "\(name) must be a number, not \(value.typeName)")
                    continue
                }
                switch field {
                case .minimum: settings.minimum = number
                case .maximum: settings.maximum = number
                default: settings.step = number
                }
            }
            if settings.minimum > settings.maximum || settings.step < 0 {
                problem(
                    nil,
                    "slider range \(Value.format(settings.minimum))...\(Value.format(settings.maximum)) "
                        + "step \(Value.format(settings.step)) is empty or has a negative step")
                settings = SliderSettings()
            }
            return .slider(settings)
        case "segmented":
            return .segmented(choices(problem: problem))
        case "file":
            return .file(fileSettings(problem: problem))
        case "button":
            guard let action else { return .button(action: "submit") }
            guard let text = action.text, !text.isEmpty else {
                problem(nil, "action must be a non-empty string, not \(action.typeName)")
                return .button(action: "submit")
            }
            return .button(action: text)
        default:
            if let custom = customKinds[name] { return .custom(custom) }
            let known = Self.kindNames.joined(separator: ", ")
            problem(nil, "unknown kind '\(name)' (expected one of \(known))")
            return .normal
        }
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
        if case .day(let low)? = bounds[0], case .day(let high)? = bounds[1], low > high {
            problem(nil, "minimumDate \(low) is after maximumDate \(high)")
            return (nil, nil)
        }
        return (bounds[0], bounds[1])
    }

    /// `minimum`, `maximum`, `step` and `fractionDigits` of a number row.
    private func numberSettings(style: NumberStyle, problem: (_ key: String?, _ reason: String) -> Void)
        -> NumberSettings
    {
        var settings = NumberSettings(style: style)
        for (field, name) in [(Field.minimum, "minimum"), (.maximum, "maximum"), (.step, "step")] {
            guard let value = self[field] else { continue }
            let number: Double?
            if style == .duration, let text = value.text, let seconds = DurationText.seconds(text) {
                number = Double(seconds)
            } else {
                number = value.number
            }
            guard let number else {
                problem(nil, "\(name) must be a number, not \(value.typeName)")
                continue
            }
            if style != .decimal, number != number.rounded() {
                problem(
                    nil,
                    "\(name) of \(RowKind.article(for: style.rawValue)) \(style.rawValue) row must be whole, not \(Value.format(number))"
                )
                continue
            }
            switch field {
            case .minimum: settings.minimum = number
            case .maximum: settings.maximum = number
            default:
                if number > 0 { settings.step = number } else { problem(nil, "step must be more than 0") }
            }
        }
        if let low = settings.minimum, let high = settings.maximum, low > high {
            problem(nil, "minimum \(Value.format(low)) is more than maximum \(Value.format(high))")
            settings.minimum = nil
            settings.maximum = nil
        }
        if let fractionDigits {
            if style != .decimal {
                problem(nil, "fractionDigits applies to decimal rows only")
            } else if let digits = fractionDigits.integer, (0...12).contains(digits) {
                settings.fractionDigits = digits
            } else {
                problem(
                    nil, "fractionDigits must be a whole number from 0 to 12, not \(fractionDigits.typeName)")
            }
        }
        return settings
    }

    /// `options` of a segmented row: keys, or `{key, title}`.
    private func choices(problem: (_ key: String?, _ reason: String) -> Void) -> [Choice] {
        switch options {
        case nil:
            problem(nil, "a segmented row needs options (an array of keys or {key, title})")
            return []
        case .invalid(let what)?:
            problem(nil, "options must be an array of keys or {key, title} dictionaries, not \(what)")
            return []
        case .list(let items)?:
            var choices: [Choice] = []
            for item in items {
                guard let key = item.key.text, !key.isEmpty,
                    !key.contains(where: { $0 == "," || $0.isNewline })
                else {
                    problem(
                        nil,
                        "an option key must be a non-empty string without commas, not \(item.key.typeName)")
                    continue
                }
                if choices.contains(where: { $0.key.rawValue == key }) {
                    problem(nil, "option '\(key)' is given twice")
                    continue
                }
                choices.append(Choice(key: RowKey(key), title: item.title?.text))
            }
            if choices.isEmpty { problem(nil, "a segmented row needs at least one option") }
            return choices
        }
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
