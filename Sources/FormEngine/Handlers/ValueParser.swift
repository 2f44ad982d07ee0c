/// Reads a row's value from text and checks a typed value against the row's kind, dispatching
/// to the handler of each kind. Pickers are resolved by ``Form``, which knows their options.
///
/// Only what cannot be the kind's value is refused (`abc` for an integer, 31 February); a value
/// of the right type that breaks a range or a format is kept, and ``Form/validate()`` reports it.
enum ValueParser {
    /// Parses `text` as a value for a row of `kind` (as `formcli --set` and saved state do). Text
    /// with a control character is refused (``ControlCharacters``); a `textArea` takes newlines.
    static func parse(_ text: String, kind: RowKind) throws(FormError) -> Value {
        switch kind {
        case .text(let format):
            return try checkedText(text, lines: format == .textArea)
        case .info, .link:
            return try checkedText(text, lines: false)
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
        case .custom(let custom): return try parse(text, kind: custom.holds.builtInKind)
        case .normal, .option, .button:
            throw .invalidValue(Location(), reason: "\(kind.rowPhrase) holds no value of its own")
        default:
            // A kind whose unit reads its own values.
            guard let value = try kind.unitValue(from: text) else {
                throw .invalidValue(Location(), reason: "\(kind.rowPhrase) holds no value of its own")
            }
            return value
        }
    }

    /// Checks a typed value against a row of `kind` and returns it normalised (a slider value
    /// clamped and rounded to its step, a time written `HH:mm`); text with a control character
    /// is refused.
    static func check(_ value: Value, kind: RowKind) throws(FormError) -> Value {
        switch (kind, value) {
        case (.text(let format), .text(let text)):
            return try checkedText(text, lines: format == .textArea)
        case (.info, .text(let text)), (.link, .text(let text)):
            return try checkedText(text, lines: false)
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
            return try check(value, kind: custom.holds.builtInKind)
        case (_, .text(let text)):
            if let value = try kind.unitValue(from: text) { return value }
        default: break
        }
        throw .invalidValue(Location(), reason: "\(kind.rowPhrase) cannot hold \(value.kindDescription)")
    }

    /// `text` when it holds no refused control character (newlines and tabs allowed with `lines`).
    private static func checkedText(_ text: String, lines: Bool) throws(FormError) -> Value {
        if let refusal = ControlCharacters.refusal(in: text, allowingLineBreaks: lines) {
            throw .invalidValue(Location(), reason: refusal)
        }
        return .text(text)
    }
}

extension RowKind {
    /// The value a row of this kind holds before anyone sets it.
    var defaultValue: Value? {
        switch self {
        case .toggle: return .bool(false)
        case .slider(let settings): return .number(settings.minimum)
        default: return nil
        }
    }
}

extension Value {
    /// "a text", "a date", … for error messages.
    var kindDescription: String {
        switch self {
        case .text: return "a text"
        case .date: return "a date"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .choice: return "a choice"
        case .choices: return "a set of choices"
        }
    }
}
