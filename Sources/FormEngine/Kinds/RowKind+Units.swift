import Foundation

/// The one place that maps each ``RowKind`` case to its unit: a dispatch switch per behaviour.
/// The units (`TextKinds`, `NumberKinds`, `DateKinds`, `ToggleKinds`, `ChoiceKinds`,
/// `DisplayKinds`, `FileKind`, one file each in `Kinds/`) hold each kind's settings and the cell
/// keys they are read from, parsing, checks, display, answers and localisable texts; every other
/// file of the core asks these members and names no kind.
///
/// Adding a kind: its case (and name) in `Descriptor/RowKind.swift`, its unit file, and its
/// line in each switch here (the compiler lists the switches that miss it).
extension RowKind {
    /// The kinds the descriptor's `kind` key names, each with its default settings, in the order
    /// messages list them; ``loaded(from:problem:)`` reads a cell's settings into one.
    static let builtIn: [RowKind] =
        [.normal] + TextFormat.allCases.map(RowKind.text)
        + NumberStyle.allCases.map { .number(NumberSettings(style: $0)) }
        + [
            .date(DateSettings()), .time(TimeSettings()), .dateTime(DateTimeSettings()),
            .toggle(ToggleSettings(style: .switch)), .toggle(ToggleSettings(style: .check)), .option,
            .slider(SliderSettings()), .segmented([]), .info, .link,
            .button(action: DisplayKinds.defaultAction), .file(FileSettings()),
        ]

    /// ``builtIn`` by name: the loader's vocabulary.
    static let builtInByName: [String: RowKind] = Dictionary(
        builtIn.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The kinds the tutorial's cell identifiers (`identifier` / `cellIdentifier`) stand for,
    /// from the units. An identifier is the app's own name for its cell class, so one FormEngine
    /// does not know (`idItemCell`) is not an error: the row loads as a plain row and the loader
    /// warns.
    static let tutorialKinds: [String: RowKind] = DisplayKinds.identifiers
        .merging(TextKinds.identifiers) { first, _ in first }
        .merging(NumberKinds.identifiers) { first, _ in first }
        .merging(DateKinds.identifiers) { first, _ in first }
        .merging(ToggleKinds.identifiers) { first, _ in first }
        .merging(ChoiceKinds.identifiers) { first, _ in first }

    /// This kind (one of ``builtIn``) with its settings read from `cell` by its unit, each key
    /// that does not fit reported through `problem`.
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> RowKind {
        switch self {
        case .normal, .option, .info, .link, .text, .custom: return self
        case .number(let settings):
            return .number(cell.numberSettings(style: settings.style, problem: problem))
        case .date: return .date(cell.dateSettings(problem: problem))
        case .time: return .time(cell.timeSettings(problem: problem))
        case .dateTime: return .dateTime(cell.dateTimeSettings(problem: problem))
        case .toggle(let settings):
            return .toggle(cell.toggleSettings(style: settings.style, problem: problem))
        case .slider: return .slider(cell.sliderSettings(problem: problem))
        case .segmented: return .segmented(cell.choices(problem: problem))
        case .button: return .button(action: cell.buttonAction(problem: problem))
        case .file: return .file(cell.fileSettings(problem: problem))
        }
    }

    /// The cell keys a file holds for this kind's settings, written by its unit: what
    /// ``loaded(from:problem:)`` reads back, so ``FormDescriptor/validated()`` checks a kind made
    /// in code (a slider whose minimum is above its maximum) with the loader's own messages.
    var settingsCell: CellRecord {
        var cell = CellRecord()
        switch self {
        case .normal, .option, .info, .link, .text, .custom: break
        case .number(let settings): cell.write(settings)
        case .date(let settings): cell.write(earliest: settings.minimum, latest: settings.maximum)
        case .time(let settings): cell.write(settings)
        case .dateTime(let settings): cell.write(settings)
        case .toggle(let settings): cell.write(settings)
        case .slider(let settings): cell.write(settings)
        case .segmented(let choices): cell.write(choices)
        case .button(let action): cell.write(action: action)
        case .file(let settings): cell.write(settings)
        }
        return cell
    }

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
        case .text(.textArea): return .multilineField
        case .text: return .textField
        case .number(let settings): return settings.style == .stepper ? .stepperControl : .numberField
        case .slider: return .sliderControl
        case .date: return .datePicker
        case .time: return .timePicker
        case .dateTime: return .dateTimePicker
        case .toggle(let settings): return settings.style == .check ? .checkbox : .switchControl
        case .option: return .pickerOption
        case .segmented: return .choiceList
        case .info: return .readOnly
        case .link: return .webLink
        case .button: return .action
        case .file: return .path
        case .custom(let custom): return custom.holds.builtInKind.presentation
        }
    }

    /// Fills in what a view needs from the kind's settings: a text row's keyboard, a number's or
    /// slider's range and step, a number's style and digits, a date's, date and time's or time's
    /// range, a date and time's zone, a segmented row's options, a button's action (a link's URL
    /// is its value: ``linkURL(_:)``).
    func describe(into row: inout Row.Fixed) {
        switch self {
        case .text(let format): row.keyboard = format.keyboard
        case .number(let settings):
            row.minimum = settings.minimum
            row.maximum = settings.maximum
            row.step = settings.step
            row.numberStyle = settings.style
            row.fractionDigits = settings.fractionDigits
        case .date(let settings):
            row.earliestDay = settings.minimum
            row.latestDay = settings.maximum
        case .dateTime(let settings):
            row.earliestDay = settings.minimum
            row.latestDay = settings.maximum
            row.timeZone = settings.timeZone
        case .time(let settings):
            row.earliestTime = settings.minimum
            row.latestTime = settings.maximum
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
        case .text(let format): return try TextKinds.checked(text, format: format)
        case .info, .link:
            return try ValueParser.checkedText(text, lines: false)
        case .number(let settings): return try NumberHandler.parse(text, settings: settings)
        case .date: return try DateHandler.parse(text)
        case .time: return try DateKinds.parseTime(text)
        case .dateTime: return try DateKinds.parseDateTime(text)
        case .toggle: return .bool(try ToggleHandler.parse(text))
        case .slider(let settings): return try SliderHandler.parse(text, settings: settings)
        case .segmented(let choices): return try ChoiceKinds.choice(text, among: choices)
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
        case (.text(let format), .text(let text)): return try TextKinds.checked(text, format: format)
        case (.info, .text(let text)), (.link, .text(let text)):
            return try ValueParser.checkedText(text, lines: false)
        case (.number(let settings), .number(let number)):
            return .number(try NumberHandler.normalise(number, settings: settings))
        case (.date, .date): return value
        case (.time, .text(let text)): return try DateKinds.parseTime(text)
        case (.dateTime, .text(let text)): return try DateKinds.parseDateTime(text)
        case (.toggle, .bool): return value
        case (.slider(let settings), .number(let number)):
            return .number(try SliderHandler.normalise(number, settings: settings))
        case (.segmented(let choices), .choice(let key)): return try ChoiceKinds.checked(key, among: choices)
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

    /// Whether the value this kind keeps for the `text` a person typed reads otherwise than
    /// that text, so the control that typed it must be set back: a number clamped, rounded or
    /// with spaces around it, a time or date-time written `HH:mm`, a date with spaces around it.
    /// Free text is kept as typed (its spaces are the person's: a name typed a word at a time, a
    /// password), so it never is; a number is compared as a number, so `1.` on the way to `1.5`
    /// is left alone, and a duration (`1` on the way to `1h30m`) too.
    func normalises(_ text: String, to value: Value) -> Bool {
        switch self {
        case .slider, .number:
            guard let typed = typedValue(text) else { return false }
            return typed != value || text != text.trimmedOfSpaces
        case .time, .dateTime: return value != .text(text)
        case .date:
            if case .date(let day) = value { return day.description != text }
            return false
        case .custom(let custom): return custom.holds.builtInKind.normalises(text, to: value)
        default: return false
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
    /// Whether a value of this kind can fail a check of its own (``problems(of:name:today:locale:)``:
    /// a format, a range, a path), so that validation steps over the rows whose kind cannot.
    var checksValues: Bool {
        switch self {
        case .text, .number, .date, .dateTime, .time, .file: return true
        case .normal, .option, .toggle, .slider, .segmented, .info, .link, .button, .custom: return false
        }
    }

    func problems(
        of value: Value, name: String, today: () -> CalendarDate, locale: Locale?
    ) -> [(rule: ValidationRule, message: String)] {
        switch (self, value) {
        case (.text(let format), .text(let text)):
            return TextKinds.problem(text, format: format, name: name).map { [$0] } ?? []
        case (.number(let settings), .number(let number)):
            return NumberKinds.problems(of: number, settings: settings, name: name, locale: locale)
        case (.date(let settings), .date(let day)):
            return DateKinds.problems(
                of: day, minimum: settings.minimum, maximum: settings.maximum, name: name, today: today,
                locale: locale)
        case (.dateTime(let settings), .text(let text)):
            return DateKinds.problems(of: text, settings: settings, name: name, today: today, locale: locale)
        case (.time(let settings), .text(let text)):
            return DateKinds.problems(of: text, settings: settings, name: name)
        default:
            return unitProblems(value, name: name)
        }
    }

    /// The value a saved entry stands for in a row of this kind, before it is checked as an
    /// edit is; `nil` when the kind cannot hold that type. Numbers and durations as numbers,
    /// times and date-times as their text, a segmented row's choice as its key, a custom kind as
    /// the built-in kind of its type. (A picker's entry is the form's: it knows the options.)
    /// - Throws: ``FormError/invalidValue(_:reason:)`` for a day not written `yyyy-MM-dd`.
    func savedValue(_ value: PlistValue) throws(FormError) -> Value? {
        switch (self, value) {
        case (_, .string(let text)) where holdsFreeText: return .text(text)
        case (.date, .string(let text)): return try DateKinds.savedDay(text)
        case (.toggle, .bool(let flag)): return .bool(flag)
        case (.slider, .integer(let number)), (.number, .integer(let number)): return .number(Double(number))
        case (.slider, .real(let number)), (.number, .real(let number)): return .number(number)
        case (.time, .string(let text)), (.dateTime, .string(let text)): return .text(text)
        case (.segmented, .string(let choice)): return .choice(RowKey(choice))
        case (.custom(let custom), _): return try custom.holds.builtInKind.savedValue(value)
        default: return nil
        }
    }

    /// The starting value a cell's `value` gives a row of this kind, checked as an edit is; a
    /// value that does not fit is reported through `problem` and the kind's default is used.
    /// Pickers resolve theirs later, once their options are known.
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        if value.text == "" { return defaultValue }
        func checked(_ make: () throws(FormError) -> Value) -> Value? {
            do {
                return try make()
            } catch {
                problem("value: \(error.reason)")
                return defaultValue
            }
        }
        switch self {
        case .normal: return value.text.map { .text($0) }
        case .option: return nil
        case .toggle: return ToggleKinds.initialValue(value, problem: problem)
        case .date where value.calendarDate != nil:
            guard let day = value.calendarDate else { return nil }
            return checked { () throws(FormError) in try checkedValue(.date(day)) }
        case .slider(let settings) where value.number != nil:
            let number = value.number ?? 0
            if let mistake = NumberKinds.startProblem(number, settings: settings) {
                problem(mistake)
                return defaultValue
            }
            return checked { () throws(FormError) in try checkedValue(.number(number)) }
        case .number where value.number != nil:
            let number = value.number ?? 0
            return checked { () throws(FormError) in try checkedValue(.number(number)) }
        default:
            return checked { () throws(FormError) in try parsedValue(from: value.text ?? "") }
        }
    }

    /// What restoring the saved `saved` as `loaded` changed, to tell the person (a slider whose
    /// range or step changed since the save), or `nil`.
    func restoreNote(saved: PlistValue, loaded: Value?) -> String? {
        switch self {
        case .slider: return NumberKinds.restoreNote(saved: saved, loaded: loaded)
        default: return nil
        }
    }

    /// Whether `value` leaves a row of this kind unanswered for `required`: no value, empty
    /// text or selection, and a switch or checkbox that is off (`I accept the terms`).
    func countsAsEmpty(_ value: Value?) -> Bool {
        switch (value, self) {
        case (nil, _), (.text("")?, _), (.choices([])?, _), (.bool(false)?, .toggle): return true
        default: return false
        }
    }

    /// The answer a row of this kind holding `value` gives, or `nil` when it gives none (the one
    /// place that maps kinds and values to answers; ``Answers`` lists the table). Kinds whose
    /// answer is their value's (a time or dateTime held as its text, a decimal as a number) take
    /// ``Value/answer``; one whose answer differs gets a case here.
    func answer(for value: Value) -> Answer? {
        switch self {
        case .option:
            // An option holds no answer of its own: its picker answers with the option's key.
            return nil
        case _ where isDisplayOnly:
            // What the descriptor shows or does (info, link, button), not what a person answered.
            return nil
        case .number(let settings):
            return NumberKinds.answer(value, settings: settings) ?? value.answer
        default:
            return value.answer
        }
    }

    /// The value a condition's `scalar` stands for when it reads a row of this kind (keyed
    /// `key`, for messages); `nil` for a kind that holds no value a condition reads (a picker's
    /// is the form's: it knows the options).
    /// - Throws: ``FormError/invalidDescriptor(_:reason:)`` saying what to compare with.
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        func fit(_ value: Value?, _ what: String) throws(FormError) -> Value {
            guard let value else {
                throw .invalidDescriptor(Location(), reason: "'\(key)' is \(what), not \(scalar.typeName)")
            }
            return value
        }
        var kind = self
        if case .custom(let custom) = kind { kind = custom.holds.builtInKind }
        switch kind {
        case _ where kind.comparesAsText:
            return try fit(scalar.text.map { .text($0) }, "a text row: compare with a string")
        case .time:
            return try fit(
                scalar.text.flatMap { try? DateKinds.parseTime($0) },
                "\(rowPhrase): compare with \(DateKinds.timeShape)")
        case .dateTime:
            return try fit(
                scalar.text.flatMap { try? DateKinds.parseDateTime($0) },
                "\(rowPhrase): compare with \(DateKinds.dateTimeShape)")
        case .toggle:
            return try fit(scalar.bool.map { .bool($0) }, "a switch: compare with true or false")
        case .slider, .number:
            return try fit(scalar.number.map { .number($0) }, "\(rowPhrase): compare with a number")
        case .segmented(let choices):
            return try fit(
                scalar.text.flatMap { try? ChoiceKinds.choice($0, among: choices) },
                "a segmented row: compare with one of its options (\(ChoiceKinds.keys(choices)))")
        case .date:
            return try fit(scalar.calendarDate.map { .date($0) }, "a date row: compare with yyyy-MM-dd")
        default:
            return nil
        }
    }

    /// The kind's own texts a translation replaces (a switch's `onTitle`/`offTitle`, a segmented
    /// row's choice titles), in the order a person reads them.
    var localizableTexts: [String] {
        switch self {
        case .toggle(let settings): return ToggleKinds.texts(settings)
        case .segmented(let choices): return ChoiceKinds.texts(choices)
        default: return []
        }
    }

    /// The kind with its own texts (``localizableTexts``) translated by `localize`.
    func localized(_ localize: (String) -> String) -> RowKind {
        switch self {
        case .toggle(let settings): return .toggle(ToggleKinds.localized(settings, localize))
        case .segmented(let choices): return .segmented(ChoiceKinds.localized(choices, localize))
        default: return self
        }
    }

    /// Whether the row is one option of a picker (its parent holds the choice).
    var isOption: Bool {
        if case .option = self { return true }
        return false
    }

    /// Whether what is typed is masked and, unless `persist` says otherwise, not saved.
    var isSecret: Bool {
        if case .text(let format) = self { return TextKinds.isSecret(format) }
        return false
    }

    /// What tapping a row of this kind does (an expandable row expands or collapses first).
    var tapEffect: TapEffect {
        switch self {
        case .option: return .choose
        case .toggle: return .flip
        case .button(let action): return .report(action: action)
        default: return .nothing
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

/// What tapping a row does, by its kind (``RowKind/tapEffect``).
enum TapEffect: Hashable, Sendable {
    /// An option is chosen (or, under a multiple picker, toggled).
    case choose
    /// A switch or checkbox flips.
    case flip
    /// A button reports its action.
    case report(action: String)
    /// Nothing happens.
    case nothing
}

extension CustomKind.Storage {
    /// The built-in kind that reads, checks and compares values of this type; a custom kind
    /// behaves as it does wherever its values are parsed.
    var builtInKind: RowKind {
        switch self {
        case .text: return .text(.plain)
        case .number: return .number(NumberSettings(style: .decimal))
        case .bool: return .toggle(ToggleSettings())
        case .date: return .date(DateSettings())
        }
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
