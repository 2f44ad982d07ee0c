/// A row key in JSON and other `Codable` formats: its text, `"firstName"`.
extension RowKey: Codable {
    /// Decodes a key from a string.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the key as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
