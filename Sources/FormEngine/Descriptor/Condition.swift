/// When a row is shown, from the descriptor's `visibleWhen`: a test of another row's value.
///
/// ```xml
/// <key>visibleWhen</key>
/// <dict> <key>key</key> <string>married</string> <key>equals</key> <true/> </dict>
/// ```
///
/// A condition reads the other row's value only while that row's own conditions hold; a row
/// hidden by its conditions counts as holding no value, so conditions chain. A condition naming a
/// missing key, or conditions that depend on each other in a loop, are descriptor errors.
/// Against a multiple picker, `equals` holds when the option is among the selected ones.
public enum Condition: Hashable, Sendable {
    /// `{key, equals: V}`: the row holds `V`.
    case equals(RowKey, Value)
    /// `{key, notEquals: V}`: the row does not hold `V` (also when it holds nothing).
    case notEquals(RowKey, Value)
    /// `{key, oneOf: [V…]}`: the row holds one of the values.
    case oneOf(RowKey, [Value])
    /// `{key, isSet: true}` (or `false`): the row holds a value (non-empty text, a choice…).
    case isSet(RowKey, Bool)

    /// The key of the row the condition reads.
    public var key: RowKey {
        switch self {
        case .equals(let key, _), .notEquals(let key, _), .oneOf(let key, _), .isSet(let key, _): return key
        }
    }

    /// Whether the condition holds when the row it reads holds `value` (`nil`: none, or hidden).
    public func holds(for value: Value?) -> Bool {
        switch self {
        case .equals(_, let wanted): return Self.matches(value, wanted)
        case .notEquals(_, let wanted): return !Self.matches(value, wanted)
        case .oneOf(_, let wanted): return wanted.contains { Self.matches(value, $0) }
        case .isSet(_, let flag): return Self.isSet(value) == flag
        }
    }

    static func matches(_ value: Value?, _ wanted: Value) -> Bool {
        switch (value, wanted) {
        case (.choices(let keys)?, .choice(let key)): return keys.contains(key)
        case (let value?, _): return value == wanted
        case (nil, _): return false
        }
    }

    static func isSet(_ value: Value?) -> Bool {
        switch value {
        case nil, .text("")?, .choices([])?: return false
        default: return true
        }
    }
}
