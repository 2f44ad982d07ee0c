import FormPlist
import Foundation

/// Any property-list value, as a typed tree: how saved state is held between the file and the
/// form, so that entries the form cannot take are kept and written back, never lost.
public indirect enum PlistValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int)
    /// A real number.
    case real(Double)
    /// A boolean.
    case bool(Bool)
    /// A date (an instant).
    case date(Date)
    /// Raw bytes.
    case data(Data)
    /// An array.
    case array([PlistValue])
    /// A dictionary with string keys.
    case dictionary([String: PlistValue])

    /// Converts what `PropertyListSerialization` returns; `nil` for anything else.
    package init?(foundation object: Any) {
        switch object {
        case let text as String: self = .string(text)
        case let flag as Bool where type(of: object) == Bool.self: self = .bool(flag)
        // An `NSNumber` casts to `Int` and `Double` alike; its stored type says which it is, so
        // that `<real>1</real>` stays a real.
        case let number as NSNumber where Self.isReal(number): self = .real(number.doubleValue)
        case let number as Int: self = .integer(number)
        case let number as Double: self = .real(number)
        case let date as Date: self = .date(date)
        case let data as Data: self = .data(data)
        case let list as [Any]:
            var items: [PlistValue] = []
            for item in list {
                guard let value = PlistValue(foundation: item) else { return nil }
                items.append(value)
            }
            self = .array(items)
        case let dictionary as [String: Any]:
            var items: [String: PlistValue] = [:]
            for (key, item) in dictionary {
                guard let value = PlistValue(foundation: item) else { return nil }
                items[key] = value
            }
            self = .dictionary(items)
        default: return nil
        }
    }

    /// Whether a boxed number holds a floating-point value (`f` or `d` type encoding).
    private static func isReal(_ number: NSNumber) -> Bool {
        let code = number.objCType.pointee
        return code == CChar(UInt8(ascii: "d")) || code == CChar(UInt8(ascii: "f"))
    }

    /// Parses screened bytes with `PropertyListSerialization` into a typed tree.
    /// - Throws: the guard's refusal or ``FormError/malformed(_:reason:)``, located in `file`.
    package static func parse(_ data: Data, file: String?, limits: LoadLimits) throws(FormError) -> PlistValue
    {
        let object: Any
        do {
            try PlistGuard.check(data, limits: limits)
            object = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch let error as FormError {
            throw error.inFile(file)
        } catch {
            throw .malformed(Location(file: file), reason: "not a valid property list")
        }
        guard let value = PlistValue(foundation: object) else {
            throw .malformed(Location(file: file), reason: "holds a value that is not a property-list type")
        }
        return value
    }

    /// The value as `PropertyListSerialization` writes it.
    package var foundation: Any {
        switch self {
        case .string(let text): return text
        case .integer(let number): return number
        case .real(let number): return number
        case .bool(let flag): return flag
        case .date(let date): return date
        case .data(let data): return data
        case .array(let items): return items.map(\.foundation)
        case .dictionary(let items): return items.mapValues(\.foundation)
        }
    }

    /// The value as a number, for integers and reals.
    var number: Double? {
        switch self {
        case .integer(let number): return Double(number)
        case .real(let number): return number
        default: return nil
        }
    }

    /// A short description of the value's type for error messages.
    package var typeName: String {
        switch self {
        case .string: return "a string"
        case .integer: return "an integer"
        case .real: return "a number"
        case .bool: return "a boolean"
        case .date: return "a date"
        case .data: return "data"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        }
    }
}

/// Literals, for the app data a form built in code carries (``Cell/userInfo(_:)``) and for
/// saved values: `"gear"`, `80`, `0.5`, `true`, `["pdf", "txt"]`.
extension PlistValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    /// A `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An `.integer`.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A `.real`.
    public init(floatLiteral value: Double) { self = .real(value) }
    /// A `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An `.array`.
    public init(arrayLiteral elements: PlistValue...) { self = .array(elements) }
}
