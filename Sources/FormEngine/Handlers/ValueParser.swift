/// Reads a row's value from text and checks a typed value against the row's kind, dispatching
/// to the handler of each kind. Pickers are resolved by ``Form``, which knows their options.
enum ValueParser {
    /// Parses `text` as a value for a row of `kind` (as `formcli --set` and saved state do). Text
    /// with a control character is refused (``ControlCharacters``).
    static func parse(_ text: String, kind: RowKind) throws(FormError) -> Value {
        switch kind {
        case .text:
            if let refusal = ControlCharacters.refusal(in: text) {
                throw .invalidValue(Location(), reason: refusal)
            }
            return .text(text)
        case .date(let settings): return try DateHandler.parse(text, settings: settings)
        case .toggle: return .bool(try ToggleHandler.parse(text))
        case .slider(let settings): return try SliderHandler.parse(text, settings: settings)
        case .normal, .option:
            throw .invalidValue(Location(), reason: "a \(kind.name) row holds no value of its own")
        }
    }

    /// Checks a typed value against a row of `kind` and returns it normalised (a slider value
    /// clamped and rounded to its step); text with a control character is refused.
    static func check(_ value: Value, kind: RowKind) throws(FormError) -> Value {
        switch (kind, value) {
        case (.text, .text(let text)):
            if let refusal = ControlCharacters.refusal(in: text) {
                throw .invalidValue(Location(), reason: refusal)
            }
            return value
        case (.date(let settings), .date(let date)):
            return .date(try DateHandler.check(date, settings: settings))
        case (.toggle, .bool): return value
        case (.slider(let settings), .number(let number)):
            return .number(try SliderHandler.normalise(number, settings: settings))
        default:
            throw .invalidValue(
                Location(), reason: "a \(kind.name) row cannot hold \(value.kindDescription)")
        }
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
