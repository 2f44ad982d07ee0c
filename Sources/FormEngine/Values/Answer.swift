/// One typed answer of a form, as ``Form/answers(includingSecure:)`` gives it and its JSON
/// writes it (the table of kinds is ``Answers``').
package enum Answer: Hashable, Sendable {
    /// Text, or the key of the option chosen in a single picker.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A number (a slider's position).
    case number(Double)
    /// A switch's state.
    case bool(Bool)
    /// A day, written `yyyy-MM-dd` in JSON.
    case date(CalendarDate)
    /// The keys of the options chosen in a multiple picker, in the order they were chosen.
    case strings([String])
    /// The items of an editable list, in their order.
    case items([AnswerItem])
}

extension Answer: Encodable {
    /// Encodes the answer as a plain value: a string, a number, a boolean, a `yyyy-MM-dd`
    /// string, an array of strings or an array of item objects.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .number(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        case .date(let day): try container.encode(day.description)
        case .strings(let keys): try container.encode(keys)
        case .items(let items): try container.encode(items)
        }
    }
}
