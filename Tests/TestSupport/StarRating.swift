import FormEngine
import Foundation

/// An app's own kind, as an outside developer writes it from ``AppKind``'s documentation: a
/// whole number of stars out of `maximum` (the cell's `stars`, 5 unless given), shown ★★★☆☆.
package struct StarRating: AppKind {
    package var maximum = 5

    package init(maximum: Int = 5) {
        self.maximum = maximum
    }

    package var name: String { "rating" }
    package var settings: Int { maximum }
    package var control: RowControl { .stepper(range: 0...Double(maximum), step: 1) }
    package var valueType: ValueType { .number }
    package var settingKeys: [String] { ["stars"] }
    package var isDisplayOnly: Bool { false }
    package var isSecret: Bool { false }
    package var defaultValue: Value? { nil }
    package var clearsOnEmptyText: Bool { true }
    package var localizableTexts: [String] { [] }

    package func reading(_ cell: inout KindCell) -> StarRating {
        var kind = self
        if let stars = cell.integer("stars") {
            if stars > 0 { kind.maximum = stars } else { cell.problem("stars", "stars must be positive") }
        }
        return kind
    }

    package func parse(_ text: String) throws(FormError) -> Value {
        guard let stars = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw .invalidValue(Location(), reason: "'\(text)' is not a number of stars")
        }
        return try check(.number(Double(stars)))
    }

    package func check(_ value: Value) throws(FormError) -> Value {
        guard case .number(let stars) = value, stars == stars.rounded(), stars >= 0 else {
            throw .invalidValue(Location(), reason: "a rating is a whole number of stars")
        }
        return value
    }

    package func problems(of value: Value, title: String) -> [String] {
        guard case .number(let stars) = value, stars > Double(maximum) else { return [] }
        return ["\(title) has at most \(maximum) stars"]
    }

    package func normalises(_ text: String, to value: Value) -> Bool { false }
    package func countsAsEmpty(_ value: Value?) -> Bool { value == nil }

    package func displayText(of value: Value, locale: Locale?) -> String? {
        guard case .number(let stars) = value else { return nil }
        let filled = max(0, min(Int(stars), maximum))
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: maximum - filled)
    }

    package func summaryText(of value: Value) -> String? { nil }
    package func linkURL(_ value: Value?) -> String? { nil }

    package func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        switch saved {
        case .integer(let stars): return .number(Double(stars))
        case .real(let stars): return .number(stars)
        default: return nil
        }
    }

    package func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    package func localized(_ localize: (String) -> String) -> StarRating { self }
}
