import FormEngine

/// A typed number outside a slider's range is refused with the range, in both modes of the
/// walk and in `formcli --set`, instead of being clamped silently: `Level: 12 is outside the
/// range 0 to 10`.
package enum SliderRange {
    /// Why `text` cannot be set on `row`, when `row` is a slider and `text` a number outside its
    /// range; `nil` otherwise (other problems are the form's to report).
    package static func refusal(_ row: Row, text: String) -> String? {
        guard case .slider(let bounds, _) = row.control, let number = Double(text.trimmingSpaces) else {
            return nil
        }
        let (minimum, maximum) = (bounds.lowerBound, bounds.upperBound)
        guard number < minimum || number > maximum else { return nil }
        let name = row.label.isEmpty ? row.key.rawValue : row.label
        let range = "\(Value.number(minimum)) to \(Value.number(maximum))"
        return TerminalText.visible("\(name): \(Value.number(number)) is outside the range \(range)")
    }
}
