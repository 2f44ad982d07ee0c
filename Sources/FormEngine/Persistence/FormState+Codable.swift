/// A saved state in JSON and other `Codable` formats, with the plist file's layout:
///
/// ```json
/// {"version": 1,
///  "values": {"firstName": {"string": "Ada"}, "married": {"bool": true}},
///  "expanded": ["fullName"],
///  "items": {"skill": [{"key": "skill-1", "title": "Swift", "order": 0}]},
///  "otherEntries": {}}
/// ```
///
/// Values are ``PlistValue``s, each an object naming its type, so a state reads back exactly.
/// `selection` (``selectionModes``, as ``PlistValue``s: `{"string": "single"}`, …) is there only
/// when a picker's mode was switched.
extension FormState: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, values, expanded, items, otherEntries, selection
    }

    /// Decodes a state; `version`, when present, must be 1, and every other member may be
    /// missing (empty). Items are put in their `order`.
    /// - Throws: `DecodingError` for another version or a member of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let version = try container.decodeIfPresent(Int.self, forKey: .version), version != Self.version {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "unsupported state version \(version) (this reads version 1)")
        }
        let values = try container.decodeIfPresent([String: PlistValue].self, forKey: .values) ?? [:]
        let items = try container.decodeIfPresent([String: [SavedItem]].self, forKey: .items) ?? [:]
        self.init(
            values: Dictionary(uniqueKeysWithValues: values.map { (RowKey($0.key), $0.value) }),
            expanded: try container.decodeIfPresent([RowKey].self, forKey: .expanded) ?? [],
            items: Dictionary(
                uniqueKeysWithValues: items.map { (RowKey($0.key), SavedItem.ordered($0.value)) }))
        otherEntries = try container.decodeIfPresent([String: PlistValue].self, forKey: .otherEntries) ?? [:]
        for (key, entry) in try container.decodeIfPresent([String: PlistValue].self, forKey: .selection)
            ?? [:]
        {
            guard let mode = Self.selectionMode(entry) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .selection, in: container,
                    debugDescription: "'\(key)': not a selection mode (single, multiple, or their limits)")
            }
            selectionModes[RowKey(key)] = mode
        }
    }

    /// Encodes the state with `version` 1, every member as it is (items keep their `order`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        try container.encode(
            Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value) }), forKey: .values)
        try container.encode(expanded, forKey: .expanded)
        try container.encode(
            Dictionary(uniqueKeysWithValues: items.map { ($0.key.rawValue, $0.value) }), forKey: .items)
        try container.encode(otherEntries, forKey: .otherEntries)
        if !selectionModes.isEmpty {
            try container.encode(
                Dictionary(
                    uniqueKeysWithValues: selectionModes.map { ($0.key.rawValue, Self.plist($0.value)) }),
                forKey: .selection)
        }
    }
}
