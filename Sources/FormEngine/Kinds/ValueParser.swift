/// What the text-holding kinds share in reading a value. Each kind reads and checks its own
/// (``KindDefinition/parse(_:)``, ``KindDefinition/check(_:)``); pickers are resolved by
/// ``Form``, which knows their options.
enum ValueParser {
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
