import Foundation

/// The value a row holds at run time.
///
/// Each row kind holds one case: text rows `.text`, date rows `.date`, switches `.bool`, sliders
/// `.number`, a single picker `.choice` (the chosen option's key) and a multiple picker
/// `.choices` (the chosen options' keys, in the order they were chosen).
public enum Value: Hashable, Sendable, CustomStringConvertible {
    /// The text of a text row.
    case text(String)
    /// The day of a date row.
    case date(CalendarDate)
    /// The state of a switch.
    case bool(Bool)
    /// The position of a slider.
    case number(Double)
    /// The key of the option chosen in a single picker.
    case choice(RowKey)
    /// The keys of the options chosen in a multiple picker.
    case choices([RowKey])

    /// The value as plain text: what a text dump shows and ``Edit/setText(_:_:)`` reads back.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .date(let date): return date.description
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return Value.format(number)
        case .choice(let key): return key.rawValue
        case .choices(let keys): return keys.map(\.rawValue).joined(separator: ",")
        }
    }

    /// Prints a number without a trailing `.0` when it is whole.
    package static func format(_ number: Double) -> String {
        whole(number).map { String($0) } ?? String(number)
    }

    /// `number` as a whole number, when it is one that prints exactly (below 10^15).
    package static func whole(_ number: Double) -> Int? {
        number.isFinite && number == number.rounded() && abs(number) < 1e15 ? Int(number) : nil
    }
}
