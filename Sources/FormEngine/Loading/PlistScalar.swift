import FormPlist
import Foundation

/// A single property-list value of a cell field, before it is checked against the field it
/// belongs to. Lets the loader accept both native plist types and the tutorial's strings
/// (`"true"`, `"0"`).
enum PlistScalar: Hashable, Sendable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case date(Date)
    case other(String)

    /// The type a field usually holds, which decides how a number is typed.
    enum Expected { case string, bool, integer, real }

    /// Types a value read from a property list for a field that usually holds `expected`:
    /// integers stay integers (reals where a real is expected), whole reals become integers where
    /// none is, collections and data are kept as their type's name for the message.
    @inline(__always)
    init(_ atom: PlistAtom, expecting expected: Expected) {
        switch atom {
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        case .integer(let number): self = expected == .real ? .real(Double(number)) : .integer(number)
        case .real(let number):
            if expected != .real, let whole = Int(exactly: number) {
                self = .integer(whole)
            } else {
                self = .real(number)
            }
        case .date(let date): self = .date(date)
        case .data: self = .other("data or an unreadable value")
        case .array: self = .other("an array")
        case .dictionary: self = .other("a dictionary")
        case .null: self = .other("null")
        }
    }

    /// The scalar as an element of `oneOf`: the same, but an array, a dictionary or data is "a
    /// collection" (JSON's `null` stays `null`).
    var item: PlistScalar {
        if case .other(let name) = self, name != "null" { return .other("a collection") }
        return self
    }

    /// The value as a Bool: a boolean, the integers 1 and 0, or a string ``BooleanWords`` reads.
    var bool: Bool? {
        switch self {
        case .bool(let flag): return flag
        case .integer(let number): return number == 0 ? false : (number == 1 ? true : nil)
        case .string(let text): return BooleanWords.flag(text)
        default: return nil
        }
    }

    /// The value as an integer, accepting numeric strings and whole reals.
    var integer: Int? {
        switch self {
        case .integer(let number): return number
        case .real(let number): return number == number.rounded() && abs(number) < 1e15 ? Int(number) : nil
        case .string(let text): return Int(text.trimmedOfSpaces)
        default: return nil
        }
    }

    /// The value as a finite number, accepting numeric strings.
    var number: Double? {
        switch self {
        case .integer(let number): return Double(number)
        case .real(let number): return number.isFinite ? number : nil
        case .string(let text):
            guard let number = Double(text.trimmedOfSpaces), number.isFinite
            else { return nil }
            return number
        default: return nil
        }
    }

    /// The value as text: strings as they are, numbers and booleans printed.
    var text: String? {
        switch self {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .real(let number): return Value.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    /// The value as a calendar day: a `yyyy-MM-dd` string, or a plist date read in UTC.
    var calendarDate: CalendarDate? {
        switch self {
        case .string(let text): return CalendarDate(text)
        case .date(let date):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
            return CalendarDate(year: year, month: month, day: day)
        default: return nil
        }
    }

    /// A short description of the value's type for error messages.
    var typeName: String {
        switch self {
        case .string(let text): return "the string '\(text.prefix(40))'"
        case .bool(let flag): return "the boolean \(flag)"
        case .integer(let number): return "the integer \(number)"
        case .real(let number): return "the number \(number)"
        case .date: return "a date"
        case .other(let name): return name
        }
    }
}
