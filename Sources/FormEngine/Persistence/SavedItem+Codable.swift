/// An item of saved state in JSON and other `Codable` formats: `{"key":"skill-1","title":"Swift",
/// "order":0}`, as in a state file's `items`.
extension SavedItem: Codable {
    private enum CodingKeys: String, CodingKey {
        case key, title, order
    }

    /// Decodes `{key, title?, order?}`: a missing title is empty, a missing order sorts last.
    /// - Throws: `DecodingError` for a missing or empty key or a field of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let key = try container.decode(RowKey.self, forKey: .key)
        guard !key.rawValue.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .key, in: container, debugDescription: "an item's key must not be empty")
        }
        self.init(
            key: key, title: try container.decodeIfPresent(String.self, forKey: .title) ?? "",
            order: try container.decodeIfPresent(Int.self, forKey: .order) ?? Int.max)
    }

    /// Encodes `{"key", "title", "order"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(title, forKey: .title)
        try container.encode(order, forKey: .order)
    }
}
