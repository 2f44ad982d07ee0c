import Foundation

/// The one place that maps each ``RowKind`` case to what its unit says about it: the
/// presentation views draw, the type of value the row holds (which typed accessors fit it),
/// and how messages name it. The units themselves (`TextKinds`, `NumberKinds`, …) hold each
/// kind's parsing, checks and JSON members.
extension RowKind {
    /// The type of value a row of this kind holds, or `nil` when it holds none of its own (a
    /// plain row, an option, a button; a picker's value is its selection, see ``Row/selection``).
    var valueType: ValueType? {
        switch self {
        case .text, .time, .dateTime, .info, .link, .file: return .text
        case .number, .slider: return .number
        case .date: return .date
        case .toggle: return .bool
        case .segmented: return .choice
        case .custom(let custom): return custom.holds.builtInKind.valueType
        case .normal, .option, .button: return nil
        }
    }

    /// How a view draws a row of this kind; a plain row that owns options is a
    /// ``RowPresentation/picker`` instead (the form knows which, ``Row/presentation``).
    var presentation: RowPresentation {
        switch self {
        case .normal: return .basic
        case .text(.password): return .secureField
        case .text(.textArea): return .textArea
        case .text: return .textField
        case .number(let settings): return settings.style == .stepper ? .stepper : .numberField
        case .slider: return .slider
        case .date: return .date
        case .time: return .time
        case .dateTime: return .dateTime
        case .toggle(let settings): return settings.style == .check ? .checkbox : .toggle
        case .option: return .option
        case .segmented: return .choiceList
        case .info: return .readOnly
        case .link: return .link
        case .button: return .action
        case .file: return .path
        case .custom(let custom): return custom.holds.builtInKind.presentation
        }
    }

    /// Fills in what a view needs from the kind's settings: a text row's keyboard, a number's or
    /// slider's range and step, a segmented row's options, a button's action (a link's URL is
    /// its value: ``linkURL(_:)``).
    func describe(into row: inout Row.Fixed) {
        switch self {
        case .text(let format): row.keyboard = format.keyboard
        case .number(let settings):
            row.minimum = settings.minimum
            row.maximum = settings.maximum
            row.step = settings.step
        case .slider(let settings):
            row.minimum = settings.minimum
            row.maximum = settings.maximum
            row.step = settings.step
        case .segmented(let choices): row.options = choices
        case .button(let action): row.action = action
        default: break
        }
    }

    /// A link row's URL: the text it holds; `nil` for every other row.
    func linkURL(_ value: Value?) -> String? {
        guard case .link = self, case .text(let url)? = value else { return nil }
        return url
    }

    /// Whether a row of this kind is chosen in its picker (an option).
    var isChoosable: Bool {
        if case .option = self { return true }
        return false
    }

    /// What a row of this kind adds to its parent's summary (see ``summaryText(of:)``).
    enum SummarySource {
        /// Nothing: an option (its picker summarises the choice), a button.
        case nothing
        /// What it owns: a picker's choice, or its children's summaries (a plain row).
        case ownRows
        /// Its value's text.
        case value
    }

    /// What a row of this kind adds to its parent's summary.
    var summarySource: SummarySource {
        switch self {
        case .normal: return .ownRows
        case .option, .button: return .nothing
        default: return .value
        }
    }

    /// The text a value adds to the parent's summary when it is not the value as displayed (a
    /// switch's on or off title, empty when it has none); `nil` for the other kinds.
    func summaryText(of value: Value) -> String? {
        guard case .toggle(let settings) = self else { return nil }
        guard case .bool(let flag) = value else { return "" }
        return ToggleHandler.display(flag, settings: settings)
    }

    /// A value as a person reads it, for a kind that shows it its own way (a number in its
    /// style, a segmented choice by its title, a custom kind by its summary); `nil` for the kinds
    /// shown by the value's type alone.
    func displayText(of value: Value, locale: Locale?) -> String? {
        switch (self, value) {
        case (.number(let settings), .number(let number)):
            return NumberHandler.display(number, settings: settings, locale: locale)
        case (.segmented(let choices), .choice(let key)):
            return choices.first { $0.key == key }?.title ?? key.rawValue
        case (.custom(let custom), _):
            return custom.summary(value)
        default:
            return nil
        }
    }

    /// Whether the row holds text a person types freely, restored and compared as it is written
    /// (the text kinds and `file`; not `time` or `dateTime`, whose text has a format).
    var holdsFreeText: Bool {
        switch self {
        case .text, .file: return true
        default: return false
        }
    }

    /// Whether a condition compares the row's value as plain text: free text, and the text an
    /// `info` or `link` row shows.
    var comparesAsText: Bool {
        switch self {
        case .info, .link: return true
        default: return holdsFreeText
        }
    }

    /// Whether setting the row from empty text clears it (text, day and path rows).
    var clearsOnEmptyText: Bool {
        switch self {
        case .text, .date, .file: return true
        default: return false
        }
    }

    /// The value of a kind whose unit reads its own (`file`), parsed from `text`; `nil` for the
    /// kinds ``ValueParser`` reads itself.
    func unitValue(from text: String) throws(FormError) -> Value? {
        switch self {
        case .file: return try FileKind.parse(text)
        default: return nil
        }
    }

    /// The problems a unit's own checks find in a value (`file`: its settings).
    func unitProblems(_ value: Value, name: String) -> [(rule: ValidationRule, message: String)] {
        switch (self, value) {
        case (.file(let settings), .text(let path)):
            return FileKind.problems(path, settings: settings, name: name)
        default: return []
        }
    }

    /// Writes the JSON members of `row` that its kind's settings add, each starting with a
    /// comma (docs/OUTPUT-FORMATS.md): a number's `"fractionDigits"`; a time's `"minimum"` and
    /// `"maximum"` (`HH:mm`); a date's or date-time's `"minimumDate"` and `"maximumDate"` as
    /// written (`today-18y`) with the day each names `today` (`"minimumDay"`, `"maximumDay"`,
    /// `null` past year 9999 or without `today`) and a date-time's `"timeZone"`; a link's
    /// `"url"`; a file's `"mustExist"`, `"directory"` and `"extensions"`.
    package func writeJSONMembers(of row: Row, today: CalendarDate?, into out: inout JSONWriter) {
        func bounds(_ minimum: DateBound?, _ maximum: DateBound?) {
            for (name, bound) in [("minimum", minimum), ("maximum", maximum)] {
                guard let bound else { continue }
                out.raw(",\"\(name)Date\":")
                out.string(bound.description)
                out.raw(",\"\(name)Day\":")
                out.stringOrNull(today.flatMap { bound.resolved(today: $0) }?.description)
            }
        }
        switch self {
        case .number(let settings):
            if let digits = settings.fractionDigits {
                out.member("fractionDigits")
                out.integer(digits)
            }
        case .time(let settings):
            for (name, time) in [("minimum", settings.minimum), ("maximum", settings.maximum)] {
                guard let time else { continue }
                out.raw(",\"\(name)\":")
                out.string(time.description)
            }
        case .date(let settings):
            bounds(settings.minimum, settings.maximum)
        case .dateTime(let settings):
            bounds(settings.minimum, settings.maximum)
            out.member("timeZone", ifGiven: settings.timeZone)
        case .link:
            out.member("url", ifGiven: row.linkURL)
        case .file(let settings):
            out.raw(FileKind.jsonMembers(settings))
        default:
            break
        }
    }

    /// A value of this kind read from `text` (as a person types it or saved state gives it), each
    /// kind by its handler. Text with a control character is refused (``ControlCharacters``); a
    /// `textArea` takes newlines.
    func parsedValue(from text: String) throws(FormError) -> Value {
        switch self {
        case .text(let format):
            return try ValueParser.checkedText(text, lines: format == .textArea)
        case .info, .link:
            return try ValueParser.checkedText(text, lines: false)
        case .number(let settings): return try NumberHandler.parse(text, settings: settings)
        case .date: return try DateHandler.parse(text)
        case .time: return try TimeHandler.parseTime(text)
        case .dateTime: return try TimeHandler.parseDateTime(text)
        case .toggle: return .bool(try ToggleHandler.parse(text))
        case .slider(let settings): return try SliderHandler.parse(text, settings: settings)
        case .segmented(let choices):
            guard let choice = SegmentedHandler.choice(named: text, among: choices) else {
                let names = choices.map(\.key.rawValue).joined(separator: ", ")
                throw .invalidValue(Location(), reason: "'\(text)' is none of the choices (\(names))")
            }
            return .choice(choice.key)
        case .custom(let custom): return try custom.holds.builtInKind.parsedValue(from: text)
        case .normal, .option, .button:
            throw .invalidValue(Location(), reason: "\(rowPhrase) holds no value of its own")
        default:
            // A kind whose unit reads its own values.
            guard let value = try unitValue(from: text) else {
                throw .invalidValue(Location(), reason: "\(rowPhrase) holds no value of its own")
            }
            return value
        }
    }

    /// `value` checked against this kind and normalised (a slider value clamped and rounded to
    /// its step, a time written `HH:mm`).
    func checkedValue(_ value: Value) throws(FormError) -> Value {
        switch (self, value) {
        case (.text(let format), .text(let text)):
            return try ValueParser.checkedText(text, lines: format == .textArea)
        case (.info, .text(let text)), (.link, .text(let text)):
            return try ValueParser.checkedText(text, lines: false)
        case (.number(let settings), .number(let number)):
            return .number(try NumberHandler.normalise(number, settings: settings))
        case (.date, .date): return value
        case (.time, .text(let text)): return try TimeHandler.parseTime(text)
        case (.dateTime, .text(let text)): return try TimeHandler.parseDateTime(text)
        case (.toggle, .bool): return value
        case (.slider(let settings), .number(let number)):
            return .number(try SliderHandler.normalise(number, settings: settings))
        case (.segmented(let choices), .choice(let key)):
            guard choices.contains(where: { $0.key == key }) else {
                throw .invalidValue(Location(), reason: "'\(key)' is none of the choices")
            }
            return value
        case (.custom(let custom), _):
            return try custom.holds.builtInKind.checkedValue(value)
        case (_, .text(let text)):
            if let value = try unitValue(from: text) { return value }
        default: break
        }
        throw .invalidValue(Location(), reason: "\(rowPhrase) cannot hold \(value.kindDescription)")
    }

    /// The value `text` spells before this kind normalises it — a number as typed, not yet
    /// clamped or rounded — or `nil` when the kind keeps the value it parses.
    func typedValue(_ text: String) -> Value? {
        switch self {
        case .slider: return Double(text.trimmedOfSpaces).map(Value.number)
        case .number(let settings): return NumberHandler.typedValue(text, settings: settings)
        case .custom(let custom): return custom.holds.builtInKind.typedValue(text)
        default: return nil
        }
    }

    /// The value a row of this kind holds before anyone sets it.
    var defaultValue: Value? {
        switch self {
        case .toggle: return .bool(false)
        case .slider(let settings): return .number(settings.minimum)
        default: return nil
        }
    }

    /// The checks this kind makes of a value a row holds: a text format, a number's, day's or
    /// time's range (relative days worked out against `today`, asked only when a bound needs
    /// it), a unit's own checks (`file`).
    func problems(
        of value: Value, name: String, today: () -> CalendarDate, locale: Locale?
    ) -> [(rule: ValidationRule, message: String)] {
        var problems: [(rule: ValidationRule, message: String)] = []
        func fail(_ rule: ValidationRule, _ message: String) { problems.append((rule, message)) }
        func dayProblems(_ day: CalendarDate, minimum: DateBound?, maximum: DateBound?) {
            guard minimum != nil || maximum != nil else { return }
            let today = today()
            if let minimum = minimum?.resolved(today: today), day < minimum {
                fail(.minimum, "\(name) must be on or after \(DateHandler.display(minimum, locale: locale))")
            }
            if let maximum = maximum?.resolved(today: today), day > maximum {
                fail(.maximum, "\(name) must be on or before \(DateHandler.display(maximum, locale: locale))")
            }
        }
        switch (self, value) {
        case (.text(let format), .text(let text)):
            if !TextFormatCheck.passes(text, format: format) {
                fail(.format, "\(name) \(TextFormatCheck.expectation(format))")
            }
        case (.number(let settings), .number(let number)):
            let shown = { (bound: Double) in
                NumberHandler.display(bound, settings: settings, locale: locale)
            }
            if let minimum = settings.minimum, number < minimum {
                fail(.minimum, "\(name) must be at least \(shown(minimum))")
            }
            if let maximum = settings.maximum, number > maximum {
                fail(.maximum, "\(name) must be at most \(shown(maximum))")
            }
        case (.date(let settings), .date(let day)):
            dayProblems(day, minimum: settings.minimum, maximum: settings.maximum)
        case (.dateTime(let settings), .text(let text)):
            guard let moment = LocalDateTime(text) else { break }
            dayProblems(moment.date, minimum: settings.minimum, maximum: settings.maximum)
        case (.time(let settings), .text(let text)):
            guard let time = WallTime(text) else { break }
            if let minimum = settings.minimum, time < minimum {
                fail(.minimum, "\(name) must be \(minimum) or later")
            }
            if let maximum = settings.maximum, time > maximum {
                fail(.maximum, "\(name) must be \(maximum) or earlier")
            }
        default:
            problems += unitProblems(value, name: name)
        }
        return problems
    }

    /// The value a saved entry stands for in a row of this kind, before it is checked as an
    /// edit is; `nil` when the kind cannot hold that type. Numbers and durations as numbers,
    /// times and date-times as their text, a segmented row's choice as its key, a custom kind as
    /// the built-in kind of its type. (A picker's entry is the form's: it knows the options.)
    /// - Throws: ``FormError/invalidValue(_:reason:)`` for a day not written `yyyy-MM-dd`.
    func savedValue(_ value: PlistValue) throws(FormError) -> Value? {
        switch (self, value) {
        case (_, .string(let text)) where holdsFreeText: return .text(text)
        case (.date, .string(let text)):
            guard let date = CalendarDate(text) else {
                throw .invalidValue(Location(), reason: "'\(text)' is not a date written yyyy-MM-dd")
            }
            return .date(date)
        case (.toggle, .bool(let flag)): return .bool(flag)
        case (.slider, .integer(let number)), (.number, .integer(let number)): return .number(Double(number))
        case (.slider, .real(let number)), (.number, .real(let number)): return .number(number)
        case (.time, .string(let text)), (.dateTime, .string(let text)): return .text(text)
        case (.segmented, .string(let choice)): return .choice(RowKey(choice))
        case (.custom(let custom), _): return try custom.holds.builtInKind.savedValue(value)
        default: return nil
        }
    }

    /// "an integer row", "a url row": the kind's name with its article, for messages.
    var rowPhrase: String { "\(Self.article(for: name)) \(name) row" }

    /// `an` before a vowel sound, `a` otherwise (`a url`, `an email`).
    static func article(for word: String) -> String {
        let lower = word.lowercased()
        if lower.hasPrefix("ur") || lower.hasPrefix("us") { return "a" }
        return "aeiou".contains(lower.first ?? "x") ? "an" : "a"
    }
}

extension Row {
    /// Writes the JSON members its kind's settings add (``RowKind/writeJSONMembers(of:today:into:)``),
    /// for the dumps, which name no kind.
    package func writeKindJSONMembers(today: CalendarDate?, into out: inout JSONWriter) {
        kind.writeJSONMembers(of: self, today: today, into: &out)
    }
}

/// The types of value a row holds, as ``Value``'s cases name them.
enum ValueType: Hashable, Sendable {
    case text, number, date, bool, choice, choices
}
