/// A value in JSON and other `Codable` formats: an object with one key naming the case —
/// `{"text":"Ada"}`, `{"date":"1990-03-12"}`, `{"bool":true}`, `{"number":7.5}`,
/// `{"choice":"football"}`, `{"choices":["english","french"]}` — so that every value reads back
/// as the same case, whatever the format.
extension Value: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case text, date, bool, number, choice, choices
    }

    /// Decodes an object with exactly one of the keys `text`, `date`, `bool`, `number`,
    /// `choice`, `choices`.
    /// - Throws: `DecodingError` for no key, several, or a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            let names = CodingKeys.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a value: an object with one of the keys \(names)"))
        }
        switch key {
        case .text: self = .text(try container.decode(String.self, forKey: key))
        case .date: self = .date(try container.decode(CalendarDate.self, forKey: key))
        case .bool: self = .bool(try container.decode(Bool.self, forKey: key))
        case .number: self = .number(try container.decode(Double.self, forKey: key))
        case .choice: self = .choice(try container.decode(RowKey.self, forKey: key))
        case .choices: self = .choices(try container.decode([RowKey].self, forKey: key))
        }
    }

    /// Encodes the value as an object with one key naming its case.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text): try container.encode(text, forKey: .text)
        case .date(let day): try container.encode(day, forKey: .date)
        case .bool(let flag): try container.encode(flag, forKey: .bool)
        case .number(let number): try container.encode(number, forKey: .number)
        case .choice(let key): try container.encode(key, forKey: .choice)
        case .choices(let keys): try container.encode(keys, forKey: .choices)
        }
    }
}
