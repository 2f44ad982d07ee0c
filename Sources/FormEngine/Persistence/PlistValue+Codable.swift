import Foundation

/// A property-list value in JSON and other `Codable` formats: an object with one key naming its
/// type, so that every value reads back exactly — `{"string":"Ada"}`, `{"integer":3}`,
/// `{"real":3}`, `{"bool":true}`, `{"date":-1000000.5}` (seconds since 1970-01-01 00:00 UTC),
/// `{"data":"AAE="}` (base64), `{"array":[…]}`, `{"dictionary":{…}}`. A real that is not finite
/// is written as the string `"inf"`, `"-inf"` or `"nan"`.
extension PlistValue: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case string, integer, real, bool, date, data, array, dictionary
    }

    /// Decodes an object with exactly one of the keys `string`, `integer`, `real`, `bool`,
    /// `date`, `data`, `array`, `dictionary`.
    /// - Throws: `DecodingError` for no key, several, or a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            let names = CodingKeys.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "expected a property-list value: an object with one of the keys \(names)"))
        }
        switch key {
        case .string: self = .string(try container.decode(String.self, forKey: key))
        case .integer: self = .integer(try container.decode(Int.self, forKey: key))
        case .real:
            if let words = try? container.decode(String.self, forKey: key) {
                guard
                    let number = ["inf": Double.infinity, "-inf": -Double.infinity, "nan": Double.nan][words]
                else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container, debugDescription: "expected a number, inf, -inf or nan")
                }
                self = .real(number)
            } else {
                self = .real(try container.decode(Double.self, forKey: key))
            }
        case .bool: self = .bool(try container.decode(Bool.self, forKey: key))
        case .date:
            self = .date(Date(timeIntervalSince1970: try container.decode(Double.self, forKey: key)))
        case .data:
            let text = try container.decode(String.self, forKey: key)
            guard let bytes = Data(base64Encoded: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "expected base64 text")
            }
            self = .data(bytes)
        case .array: self = .array(try container.decode([PlistValue].self, forKey: key))
        case .dictionary: self = .dictionary(try container.decode([String: PlistValue].self, forKey: key))
        }
    }

    /// Encodes the value as an object with one key naming its type.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .string(let text): try container.encode(text, forKey: .string)
        case .integer(let number): try container.encode(number, forKey: .integer)
        case .real(let number) where number.isNaN: try container.encode("nan", forKey: .real)
        case .real(let number) where number.isInfinite:
            try container.encode(number > 0 ? "inf" : "-inf", forKey: .real)
        case .real(let number): try container.encode(number, forKey: .real)
        case .bool(let flag): try container.encode(flag, forKey: .bool)
        case .date(let date): try container.encode(date.timeIntervalSince1970, forKey: .date)
        case .data(let bytes): try container.encode(bytes.base64EncodedString(), forKey: .data)
        case .array(let items): try container.encode(items, forKey: .array)
        case .dictionary(let items): try container.encode(items, forKey: .dictionary)
        }
    }
}
