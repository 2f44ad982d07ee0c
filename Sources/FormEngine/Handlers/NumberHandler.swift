import Foundation

/// Number rows (`integer`, `decimal`, `stepper`, `duration`): typed locale-free, whole where the
/// style says so, never clamped (a value out of range is a validation problem, not a refusal).
enum NumberHandler {
    static func parse(_ text: String, settings: NumberSettings) throws(FormError) -> Value {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if settings.style == .duration {
            guard let seconds = DurationText.seconds(trimmed) else {
                throw .invalidValue(
                    Location(), reason: "'\(trimmed)' is not a duration (write 5400, 90m, 1h30m or 1:30:00)")
            }
            return .number(Double(seconds))
        }
        // Locale-free: digits, one point, an optional sign and exponent; no grouping commas.
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && !$0.isWhitespace }),
            let number = Double(trimmed), number.isFinite
        else {
            throw .invalidValue(Location(), reason: "'\(trimmed)' is not a number (write it like 1234.5)")
        }
        return .number(try normalise(number, settings: settings))
    }

    /// Checks that `number` is finite and whole where the style needs it, and rounds a decimal
    /// to its `fractionDigits`.
    static func normalise(_ number: Double, settings: NumberSettings) throws(FormError) -> Double {
        guard number.isFinite, abs(number) < 1e15 else {
            throw .invalidValue(
                Location(), reason: "\(Value.format(number)) is not a number FormEngine keeps")
        }
        if settings.isWhole {
            guard number == number.rounded() else {
                throw .invalidValue(Location(), reason: "\(Value.format(number)) is not a whole number")
            }
            return number
        }
        guard let digits = settings.fractionDigits else { return number }
        let scale = pow(10, Double(min(digits, 12)))
        return (number * scale).rounded() / scale
    }

    /// The number for display: a duration as `1:30:00`, a decimal with its fraction digits and
    /// in the form's locale when one is set, a whole number as digits.
    static func display(_ number: Double, settings: NumberSettings, locale: Locale?) -> String {
        if settings.style == .duration { return DurationText.display(Int(number)) }
        guard let locale else {
            if let digits = settings.fractionDigits, !settings.isWhole {
                return String(format: "%.\(min(digits, 12))f", number)
            }
            return Value.format(number)
        }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = settings.isWhole ? 0 : (settings.fractionDigits ?? 12)
        formatter.minimumFractionDigits = settings.isWhole ? 0 : (settings.fractionDigits ?? 0)
        return formatter.string(from: NSNumber(value: number)) ?? Value.format(number)
    }
}

/// Durations as people write them: `5400` (seconds), `90m`, `1h30m`, `45s`, `1:30` (hours and
/// minutes), `1:30:00`; shown `H:mm:ss`.
enum DurationText {
    /// Whole seconds, or `nil` when the text is no duration.
    static func seconds(_ text: String) -> Int? {
        let text = text.lowercased().replacingOccurrences(of: " ", with: "")
        guard !text.isEmpty, text.count <= 32 else { return nil }
        if text.allSatisfy({ $0.isASCII && $0.isNumber }) { return Int(text) }
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count),
                parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                parts.dropFirst().allSatisfy({ $0.count == 2 && (Int($0) ?? 60) < 60 })
            else { return nil }
            let numbers = parts.compactMap { Int($0) }
            guard numbers.count == parts.count, numbers[0] < 1_000_000 else { return nil }
            return numbers[0] * 3600 + numbers[1] * 60 + (numbers.count == 3 ? numbers[2] : 0)
        }
        var total = 0
        var digits = ""
        var units: Set<Character> = []
        for character in text {
            if character.isASCII && character.isNumber {
                digits.append(character)
                continue
            }
            let scale: Int
            switch character {
            case "h": scale = 3600
            case "m": scale = 60
            case "s": scale = 1
            default: return nil
            }
            guard !digits.isEmpty, digits.count <= 9, let amount = Int(digits),
                units.insert(character).inserted
            else { return nil }
            total += amount * scale
            digits = ""
        }
        return digits.isEmpty ? total : nil
    }

    /// `H:mm:ss` (`0:45:00`, `12:00:05`).
    static func display(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : ""
        let whole = abs(seconds)
        func two(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }
        return "\(sign)\(whole / 3600):\(two(whole / 60 % 60)):\(two(whole % 60))"
    }
}
