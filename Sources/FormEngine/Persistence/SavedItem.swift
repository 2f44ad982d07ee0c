/// One item of an editable list in saved state: its key, its title and its place, renumbered
/// 0, 1, 2… each time the state is written (`order`).
public struct SavedItem: Hashable, Sendable {
    /// The item's key (`skill-3`).
    public var key: RowKey
    /// The item's title.
    public var title: String
    /// The item's place in its list, 0-based.
    public var order: Int

    /// Creates a saved item.
    public init(key: RowKey, title: String, order: Int) {
        self.key = key
        self.title = title
        self.order = order
    }

    /// Items sorted by `order`, keeping their array order among equal ones.
    package static func ordered(_ items: [SavedItem]) -> [SavedItem] {
        items.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(
            \.element)
    }

    /// Reads `{key, title?, order?}`; `nil` when it is not such a dictionary.
    init?(_ value: PlistValue) {
        guard case .dictionary(let entry) = value, case .string(let key)? = entry["key"], !key.isEmpty else {
            return nil
        }
        var title = ""
        switch entry["title"] {
        case .string(let text)?: title = text
        case nil: break
        default: return nil
        }
        var order = Int.max
        switch entry["order"] {
        case .integer(let number)?: order = number
        case nil: break
        default: return nil
        }
        self.init(key: RowKey(key), title: title, order: order)
    }
}
