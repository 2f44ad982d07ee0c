/// One item of an editable list in ``Answers``: what a person sees of it, and its own value.
///
/// In JSON: `{"key":"skill-1","title":"Swift","order":0,"value":3}`, `value` only when the item
/// holds one.
package struct AnswerItem: Hashable, Sendable, Encodable {
    /// The item's generated key (`skill-3`).
    package var key: RowKey
    /// The item's title.
    package var title: String
    /// The item's place in its list, 0-based.
    package var order: Int
    /// The item's own value (a slider's position, a text), when it holds one.
    package var value: Answer?

    /// Creates an item.
    package init(key: RowKey, title: String, order: Int, value: Answer? = nil) {
        self.key = key
        self.title = title
        self.order = order
        self.value = value
    }

    private enum CodingKeys: String, CodingKey {
        case key, title, order, value
    }

    /// Encodes `{"key", "title", "order", "value"?}`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key.rawValue, forKey: .key)
        try container.encode(title, forKey: .title)
        try container.encode(order, forKey: .order)
        try container.encodeIfPresent(value, forKey: .value)
    }
}
