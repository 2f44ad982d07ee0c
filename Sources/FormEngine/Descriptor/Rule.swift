import Foundation

/// A validation rule of a row, as the descriptor states it (`required`, `minLength`,
/// `maxLength`, `pattern`, `matches`, `rules`). ``Form/validate()`` checks every rule of every row whose conditions
/// hold; rules never block an edit, they only keep ``Form/canSubmit`` false.
///
/// A multiple picker's `minimumSelections`/`maximumSelections` live in its ``SelectionMode``;
/// the range of a number, date or time row and the format of an `email`, `url` or `phone` row
/// come from its ``RowKind`` and are checked as rules `minimum`, `maximum` and `format`.
public enum Rule: Hashable, Sendable {
    /// The row must hold a value: non-empty text, a day, a choice, at least one selection; a
    /// switch or checkbox must be on.
    case required
    /// Text must have at least this many characters.
    case minLength(Int)
    /// Text must have at most this many characters.
    case maxLength(Int)
    /// The whole text must match this regular expression.
    case pattern(TextPattern)
    /// The value must equal the value of the row with this key (`matches`: a confirmation).
    case matches(RowKey)
    /// A rule the app gives the form by name (``CustomRule``; `rules: [adult]`).
    case custom(RuleName)

    /// The rule's name, as the descriptor key and in ``RuleMessages``.
    package var name: String {
        switch self {
        case .required: return "required"
        case .minLength: return "minLength"
        case .maxLength: return "maxLength"
        case .pattern: return "pattern"
        case .matches: return "matches"
        case .custom(let name): return name.rawValue
        }
    }
}

/// A regular expression compiled once when the descriptor is loaded; equal when the sources are.
///
/// ```swift
/// let pattern = try TextPattern("[A-Z][a-z]+")
/// pattern.matches("Ada")   // true: the whole text must match
/// ```
public struct TextPattern: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The expression as written in the descriptor.
    public let source: String
    // NSRegularExpression is immutable and documented as safe to share between threads.
    private let expression: NSRegularExpression

    /// Compiles `source` (ICU syntax, as `NSRegularExpression`).
    /// - Throws: ``FormError/invalidDescriptor(_:reason:)`` when it is not a valid expression.
    public init(_ source: String) throws(FormError) {
        do {
            expression = try NSRegularExpression(pattern: source)
        } catch {
            throw .invalidDescriptor(
                Location(), reason: "pattern '\(source)' is not a valid regular expression")
        }
        self.source = source
    }

    /// Whether the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
        let range = NSRange(text.startIndex..., in: text)
        guard let match = expression.firstMatch(in: text, options: [.anchored], range: range) else {
            return false
        }
        return match.range == range
    }

    /// The expression as written.
    public var description: String { source }

    /// Patterns are equal when their sources are.
    public static func == (lhs: TextPattern, rhs: TextPattern) -> Bool { lhs.source == rhs.source }

    /// Hashes the source.
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// The messages a row shows when its rules fail: `message` as a string applies to every rule, as
/// a dictionary it is keyed by rule name (`required`, `minLength`, `maxLength`, `pattern`,
/// `minimumSelections`, `maximumSelections`, `minimum`, `maximum`, `format`, `matches`, or a
/// custom rule's name). Rules without a message get a generated one.
public struct RuleMessages: Hashable, Sendable {
    /// The message for any rule without its own.
    public var common: String?
    /// Messages by rule name.
    public var byRule: [String: String]

    /// Creates messages.
    public init(common: String? = nil, byRule: [String: String] = [:]) {
        self.common = common
        self.byRule = byRule
    }

    /// The message given for the rule `name`, if any.
    package func message(for name: String) -> String? { byRule[name] ?? common }
}
