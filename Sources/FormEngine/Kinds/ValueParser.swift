/// Reads a row's value from text and checks a typed value against the row's kind, dispatching
/// to the handler of each kind. Pickers are resolved by ``Form``, which knows their options.
///
/// Only what cannot be the kind's value is refused (`abc` for an integer, 31 February); a value
/// of the right type that breaks a range or a format is kept, and ``Form/validate()`` reports it.
enum ValueParser {
    /// Parses `text` as a value for a row of `kind` (as a person types it or saved state gives it). Text
    /// with a control character is refused (``ControlCharacters``); a `textArea` takes newlines.
    static func parse(_ text: String, kind: RowKind) throws(FormError) -> Value {
        try kind.parsedValue(from: text)
    }

    /// Checks a typed value against a row of `kind` and returns it normalised (a slider value
    /// clamped and rounded to its step, a time written `HH:mm`); text with a control character
    /// is refused.
    static func check(_ value: Value, kind: RowKind) throws(FormError) -> Value {
        try kind.checkedValue(value)
    }

    /// `text` when it holds no refused control character (newlines and tabs allowed with `lines`).
    static func checkedText(_ text: String, lines: Bool) throws(FormError) -> Value {
        if let refusal = ControlCharacters.refusal(in: text, allowingLineBreaks: lines) {
            throw .invalidValue(Location(), reason: refusal)
        }
        return .text(text)
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
