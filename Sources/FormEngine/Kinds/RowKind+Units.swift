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
    /// slider's range and step, a segmented row's options, a link's URL, a button's action.
    func describe(into row: inout Row) {
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
        case .link: if case .text(let url)? = row.value { row.linkURL = url }
        case .button(let action): row.action = action
        default: break
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

    /// The JSON members a unit adds for its own settings (`file`), each starting with a comma.
    var unitJSONMembers: String {
        switch self {
        case .file(let settings): return FileKind.jsonMembers(settings)
        default: return ""
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

/// The types of value a row holds, as ``Value``'s cases name them.
enum ValueType: Hashable, Sendable {
    case text, number, date, bool, choice, choices
}
