/// When a row or a section is shown, from the descriptor's `visibleWhen`: a test of another
/// row's value, or tests combined with `all`, `any` and `not`.
///
/// ```xml
/// <key>visibleWhen</key>
/// <dict> <key>key</key> <string>married</string> <key>equals</key> <true/> </dict>
/// ```
///
/// ```xml
/// <key>visibleWhen</key>
/// <dict>
///     <key>all</key>
///     <array>
///         <dict> <key>key</key> <string>married</string> <key>equals</key> <true/> </dict>
///         <dict> <key>not</key>
///             <dict> <key>key</key> <string>spouse</string> <key>isSet</key> <true/> </dict>
///         </dict>
///     </array>
/// </dict>
/// ```
///
/// A condition reads each row it names only while that row's own conditions (and its section's)
/// hold; a row hidden by its conditions counts as holding no value, so conditions chain. A
/// condition naming a missing key, or conditions that depend on each other in a loop, are
/// descriptor errors. Against a multiple picker, `equals` holds when the option is among the
/// selected ones. An empty `all` holds; an empty `any` does not.
public indirect enum Condition: Hashable, Sendable {
    /// `{key, equals: V}`: the row holds `V`.
    case equals(RowKey, Value)
    /// `{key, notEquals: V}`: the row does not hold `V` (also when it holds nothing).
    case notEquals(RowKey, Value)
    /// `{key, oneOf: [V…]}`: the row holds one of the values.
    case oneOf(RowKey, [Value])
    /// `{key, isSet: true}` (or `false`): the row holds a value (non-empty text, a choice…).
    case isSet(RowKey, Bool)
    /// `{all: [C…]}`: every condition holds (an empty list holds).
    case all([Condition])
    /// `{any: [C…]}`: at least one condition holds (an empty list does not).
    case any([Condition])
    /// `{not: C}`: the condition does not hold.
    case not(Condition)

    /// The keys of the rows the condition reads, each once, in the order they first appear.
    package var keys: [RowKey] {
        var keys: [RowKey] = []
        var seen: Set<RowKey> = []
        collectKeys(into: &keys, seen: &seen)
        return keys
    }

    private func collectKeys(into keys: inout [RowKey], seen: inout Set<RowKey>) {
        switch self {
        case .equals(let key, _), .notEquals(let key, _), .oneOf(let key, _), .isSet(let key, _):
            if seen.insert(key).inserted { keys.append(key) }
        case .all(let conditions), .any(let conditions):
            for condition in conditions { condition.collectKeys(into: &keys, seen: &seen) }
        case .not(let condition):
            condition.collectKeys(into: &keys, seen: &seen)
        }
    }

    /// Whether the condition holds when each row it reads holds `value(key)` (`nil`: none, or
    /// hidden). `all` and `any` stop at the first condition that decides them.
    package func holds(reading value: (RowKey) -> Value?) -> Bool {
        switch self {
        case .equals(let key, let wanted): return Self.matches(value(key), wanted)
        case .notEquals(let key, let wanted): return !Self.matches(value(key), wanted)
        case .oneOf(let key, let wanted):
            let current = value(key)
            return wanted.contains { Self.matches(current, $0) }
        case .isSet(let key, let flag): return Self.isSet(value(key)) == flag
        case .all(let conditions): return conditions.allSatisfy { $0.holds(reading: value) }
        case .any(let conditions): return conditions.contains { $0.holds(reading: value) }
        case .not(let condition): return !condition.holds(reading: value)
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
