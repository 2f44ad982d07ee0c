import FormEngine
import Foundation

/// A star rating: a whole number of stars out of `maximum` (a cell's `stars`, 5 unless given),
/// typed as a number and shown ★★★☆☆. Everything FormEngine asks of a kind is here.
struct StarRating: AppKind {
    var maximum = 5

    init(maximum: Int = 5) {
        self.maximum = maximum
    }

    // What a file's `kind` says, and what the listings print.
    var name: String { "rating" }
    var settings: Int { maximum }
    // Drawn and edited as a stepper: typed, or stepped with ← →.
    var control: RowControl { .stepper(range: 0...Double(maximum), step: 1) }
    var valueType: ValueType { .number }
    // A key of its own: the loader does not warn about it.
    var settingKeys: [String] { ["stars"] }
    var isDisplayOnly: Bool { false }
    var isSecret: Bool { false }
    var defaultValue: Value? { nil }
    var clearsOnEmptyText: Bool { true }
    var localizableTexts: [String] { [] }

    // A cell's settings: `KindCell` types them and reports a wrong type with the file's place.
    func reading(_ cell: inout KindCell) -> StarRating {
        var kind = self
        if let stars = cell.integer("stars") {
            if stars > 0 { kind.maximum = stars } else { cell.problem("stars", "stars must be positive") }
        }
        return kind
    }

    func parse(_ text: String) throws(FormError) -> Value {
        guard let stars = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw .invalidValue(Location(), reason: "'\(text)' is not a number of stars")
        }
        return try check(.number(Double(stars)))
    }

    // A value that cannot be a rating is refused outright ...
    func check(_ value: Value) throws(FormError) -> Value {
        guard case .number(let stars) = value, stars == stars.rounded(), stars >= 0 else {
            throw .invalidValue(Location(), reason: "a rating is a whole number of stars")
        }
        return value
    }

    // ... one over the maximum is kept and reported by validation, as a built-in kind's range is.
    func problems(of value: Value, title: String) -> [String] {
        guard case .number(let stars) = value, stars > Double(maximum) else { return [] }
        return ["\(title) has at most \(maximum) stars"]
    }

    func normalises(_ text: String, to value: Value) -> Bool { false }
    func countsAsEmpty(_ value: Value?) -> Bool { value == nil }

    func displayText(of value: Value, locale: Locale?) -> String? {
        guard case .number(let stars) = value else { return nil }
        let filled = max(0, min(Int(stars), maximum))
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: maximum - filled)
    }

    func summaryText(of value: Value) -> String? { nil }
    func linkURL(_ value: Value?) -> String? { nil }

    func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        switch saved {
        case .integer(let stars): return .number(Double(stars))
        case .real(let stars): return .number(stars)
        default: return nil
        }
    }

    func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    func localized(_ localize: (String) -> String) -> StarRating { self }
}
