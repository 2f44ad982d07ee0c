import Foundation

/// Number rows (`integer`, `decimal`, `stepper`, `duration`): typed locale-free, whole where the
/// style says so, never clamped (a value out of range is a validation problem, not a refusal).
enum NumberHandler {
    static func parse(_ text: String, settings: NumberSettings) throws(FormError) -> Value {
        let trimmed = text.trimmedOfSpaces
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
            let example = settings.isWhole ? "1234" : "1234.5"
            throw .invalidValue(Location(), reason: "'\(trimmed)' is not a number (write it like \(example))")
        }
        return .number(try normalise(number, settings: settings))
    }

    /// The number `text` spells before ``normalise(_:settings:)`` rounds it, or `nil` for a
    /// duration (its spellings are not numbers) and for text that is no number.
    static func typedValue(_ text: String, settings: NumberSettings) -> Value? {
        guard settings.style != .duration else { return nil }
        return Double(text.trimmedOfSpaces).map(Value.number)
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
    /// Whole seconds, or `nil` when the text is no duration. Read byte by byte (spaces skipped,
    /// letters in any case): Foundation's string functions were most of loading a duration row.
    static func seconds(_ text: String) -> Int? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 where byte != UInt8(ascii: " ") {
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        guard !bytes.isEmpty, bytes.count <= 32 else { return nil }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func number(_ digits: ArraySlice<UInt8>) -> Int? {
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(isDigit) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        if bytes.allSatisfy(isDigit) { return number(bytes[...]) }
        if bytes.contains(UInt8(ascii: ":")) {
            let parts = bytes.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), parts.dropFirst().allSatisfy({ $0.count == 2 }) else {
                return nil
            }
            let numbers = parts.compactMap(number)
            guard numbers.count == parts.count, numbers.dropFirst().allSatisfy({ $0 < 60 }) else {
                return nil
            }
            return numbers[0] * 3600 + numbers[1] * 60 + (numbers.count == 3 ? numbers[2] : 0)
        }
        var total = 0
        var start = 0
        var units: Set<UInt8> = []
        for (index, byte) in bytes.enumerated() where !isDigit(byte) {
            let scale: Int
            switch byte {
            case UInt8(ascii: "h"): scale = 3600
            case UInt8(ascii: "m"): scale = 60
            case UInt8(ascii: "s"): scale = 1
            default: return nil
            }
            guard let amount = number(bytes[start..<index]), units.insert(byte).inserted else { return nil }
            total += amount * scale
            start = index + 1
        }
        return start == bytes.count ? total : nil
    }

    /// `H:mm:ss` (`0:45:00`, `12:00:05`).
    static func display(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : ""
        let whole = abs(seconds)
        func two(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }
        return "\(sign)\(whole / 3600):\(two(whole / 60 % 60)):\(two(whole % 60))"
    }
}
