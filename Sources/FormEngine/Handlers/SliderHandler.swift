/// Slider rows: a number clamped to the range and rounded to the step.
enum SliderHandler {
    static func parse(_ text: String, settings: SliderSettings) throws(FormError) -> Value {
        guard let number = Double(text.trimmedOfSpaces), number.isFinite else {
            throw .invalidValue(Location(), reason: "'\(text)' is not a number")
        }
        return .number(try normalise(number, settings: settings))
    }

    /// Clamps `number` to the range and rounds it to the nearest step counted from the minimum.
    static func normalise(_ number: Double, settings: SliderSettings) throws(FormError) -> Double {
        guard number.isFinite else {
            throw .invalidValue(Location(), reason: "\(number) is not a finite number")
        }
        var value = min(max(number, settings.minimum), settings.maximum)
        if settings.step > 0 {
            let steps = ((value - settings.minimum) / settings.step).rounded()
            value = min(settings.minimum + steps * settings.step, settings.maximum)
            // Keep decimal steps such as 0.1 free of binary noise (0.30000000000000004).
            value = (value * 1e9).rounded() / 1e9
        }
        return value
    }
}
