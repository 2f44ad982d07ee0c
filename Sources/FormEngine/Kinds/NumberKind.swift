import Foundation

/// A number typed in (`integer`, `decimal`), stepped (`stepper`) or a `duration` in whole
/// seconds: one family told apart by its ``NumberStyle``, with an optional range. A value
/// outside the range is kept and reported by validation, never clamped.
public struct NumberKind: KindDefinition {
    /// The style, range, step and fraction digits.
    public let settings: NumberSettings

    /// A number row with `settings`.
    public init(_ settings: NumberSettings) { self.settings = settings }

    /// The style's name: `integer`, `decimal`, `stepper`, `duration`.
    public var name: String { settings.style.rawValue }
    /// ``RowControl/stepper(range:step:)`` for a `stepper`, else
    /// ``RowControl/number(style:range:step:fractionDigits:)``.
    public var control: RowControl {
        let range = ClosedRange.bounds(settings.minimum, settings.maximum)
        if settings.style == .stepper { return .stepper(range: range, step: settings.step) }
        return .number(
            style: settings.style, range: range, step: settings.step, fractionDigits: settings.fractionDigits)
    }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// Digits typed locale-free (`1234.5`), whole where the style says so; a duration as
    /// `5400`, `90m`, `1h30m` or `1:30:00`.
    public func parse(_ text: String) throws(FormError) -> Value {
        try NumberHandler.parse(text, settings: settings)
    }
    /// No.
    public var clearsOnEmptyText: Bool { false }
    /// A finite number, whole where the style says so, a decimal rounded to its digits.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .number(let number) = value else { throw cannotHold(value) }
        return .number(try NumberHandler.normalise(number, settings: settings))
    }
    /// When the number kept differs from the number typed, or the text had spaces around it
    /// (a duration's spellings are left alone).
    public func normalises(_ text: String, to value: Value) -> Bool {
        guard let typed = NumberHandler.typedValue(text, settings: settings) else { return false }
        return typed != value || text != text.trimmedOfSpaces
    }
    /// No value.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// The number in its style: a duration `1:30:00`, a decimal with its digits in `locale`.
    public func displayText(of value: Value, locale: Locale?) -> String? {
        guard case .number(let number) = value else { return nil }
        return NumberHandler.display(number, settings: settings, locale: locale)
    }
    /// The value as displayed.
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// A saved number.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
        switch saved {
        case .integer(let number): return .number(Double(number))
        case .real(let number): return .number(number)
        default: return nil
        }
    }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None.
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> NumberKind { self }
}

extension NumberKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> NumberKind {
        NumberKind(cell.numberSettings(style: settings.style, problem: problem)).checkedSettings {
            problem(nil, $0)
        }
    }
    /// A bound or step that is not whole in a whole-number style, or a step not above 0, is
    /// dropped; a minimum above the maximum drops both; `fractionDigits` is for decimal rows
    /// only, from 0 to 12.
    func checkedSettings(problem: (String) -> Void) -> NumberKind {
        let style = settings.style
        var checked = settings
        func whole(_ given: Double?, _ name: String) -> Double? {
            guard let number = given, style != .decimal, number != number.rounded() else { return given }
            problem(
                "\(name) of \(KindNames.article(for: style.rawValue)) \(style.rawValue) row must be whole, not \(Value.format(number))"
            )
            return nil
        }
        checked.minimum = whole(settings.minimum, "minimum")
        checked.maximum = whole(settings.maximum, "maximum")
        checked.step = NumberSettings(style: style).step
        if let step = whole(settings.step, "step") {
            if step > 0 { checked.step = step } else { problem("step must be more than 0") }
        }
        if let low = checked.minimum, let high = checked.maximum, low > high {
            problem("minimum \(Value.format(low)) is more than maximum \(Value.format(high))")
            checked.minimum = nil
            checked.maximum = nil
        }
        if let digits = settings.fractionDigits {
            if style != .decimal {
                problem(NumberKind.fractionDigitsOnDecimalOnly)
                checked.fractionDigits = nil
            } else if !(0...12).contains(digits) {
                problem(NumberKind.fractionDigitsProblem(.integer(digits)))
                checked.fractionDigits = nil
            }
        }
        return checked == settings ? self : NumberKind(checked)
    }
    var rowKind: RowKind { .number(settings) }
    var valueType: ValueType? { .number }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { false }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        if value.text == "" { return defaultValue }
        guard let number = value.number else { return parsedInitialValue(value, problem: problem) }
        return startingValue(.number(number), problem: problem)
    }
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        checkedStartingValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(
            scalar.number.map { .number($0) }, scalar, key: key, "\(rowPhrase): compare with a number")
    }
    var checksValues: Bool { true }
    /// Below `minimum` or above `maximum`.
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    {
        guard case .number(let number) = value else { return [] }
        return NumberKind.problems(of: number, settings: settings, name: name, locale: locale)
    }
    /// A whole-number style's value as an integer.
    func answer(for value: Value) -> Answer? { NumberKind.answer(value, settings: settings) ?? value.answer }
}

/// A number row's style, range and step (`integer`, `decimal`, `stepper`, `duration`).
///
/// Values outside `minimum...maximum` are kept and reported by ``Form/validate()`` (rules
/// `minimum` and `maximum`); a person's typing is never thrown away.
///
/// A view reads them from the row's ``RowControl/number(style:range:step:fractionDigits:)`` or
/// ``RowControl/stepper(range:step:)``.
public struct NumberSettings: Hashable, Sendable {
    /// How the number is typed and shown.
    public package(set) var style: NumberStyle
    /// The smallest value that passes validation (`minimum`), if any.
    public package(set) var minimum: Double?
    /// The largest value that passes validation (`maximum`), if any.
    public package(set) var maximum: Double?
    /// How far one step moves a `stepper` (`step`; 1 when not given); typed values are not rounded.
    public package(set) var step: Double
    /// How many digits after the point a `decimal` keeps (`fractionDigits`); `nil` keeps all.
    public package(set) var fractionDigits: Int?

    /// Creates number settings.
    public init(
        style: NumberStyle, minimum: Double? = nil, maximum: Double? = nil, step: Double = 1,
        fractionDigits: Int? = nil
    ) {
        self.style = style
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.fractionDigits = fractionDigits
    }

    /// Whether the value is a whole number (every style but `decimal`).
    package var isWhole: Bool { style != .decimal }
}

/// How a number row is typed and shown.
public enum NumberStyle: String, Hashable, Sendable, CaseIterable {
    /// A whole number typed in (`integer`).
    case integer
    /// A number with a fraction (`decimal`), typed locale-free (`1234.5`).
    case decimal
    /// A whole number moved up and down by `step` (`stepper`; ←/→ in the walk).
    case stepper
    /// A length of time in whole seconds (`duration`), shown `1:30:00`, typed `90m`, `1:30` or
    /// `5400`.
    case duration
}

/// ``NumberKind``'s helpers: its typed answer and its range checks.
extension NumberKind {
    /// A whole-number style's value answers as an integer (``Answer/integer(_:)``): `integer`,
    /// `stepper` and `duration` (seconds) hold whole numbers as `.number`.
    static func answer(_ value: Value, settings: NumberSettings) -> Answer? {
        guard settings.isWhole, case .number(let number) = value, let whole = Int(exactly: number) else {
            return nil
        }
        return .integer(whole)
    }

    /// A number below the settings' `minimum` or above their `maximum`, the bound shown as the
    /// row shows numbers.
    static func problems(of number: Double, settings: NumberSettings, name: String, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    {
        let shown = { (bound: Double) in NumberHandler.display(bound, settings: settings, locale: locale) }
        var problems: [(rule: ValidationRule, message: String)] = []
        if let minimum = settings.minimum, number < minimum {
            problems.append((.minimum, "\(name) must be at least \(shown(minimum))"))
        }
        if let maximum = settings.maximum, number > maximum {
            problems.append((.maximum, "\(name) must be at most \(shown(maximum))"))
        }
        return problems
    }
}

extension CellRecord {
    /// `minimum`, `maximum`, `step` and `fractionDigits` of a number row, as given (checked by
    /// ``NumberKind/checkedSettings(problem:)``).
    func numberSettings(style: NumberStyle, problem: (_ key: String?, _ reason: String) -> Void)
        -> NumberSettings
    {
        var settings = NumberSettings(style: style)
        for (field, name) in [(Field.minimum, "minimum"), (.maximum, "maximum"), (.step, "step")] {
            guard let value = self[field] else { continue }
            let number: Double?
            if style == .duration, let text = value.text, let seconds = DurationText.seconds(text) {
                number = Double(seconds)
            } else {
                number = value.number
            }
            guard let number else {
                problem(nil, "\(name) must be a number, not \(value.typeName)")
                continue
            }
            switch field {
            case .minimum: settings.minimum = number
            case .maximum: settings.maximum = number
            default: settings.step = number
            }
        }
        if let fractionDigits {
            if let digits = fractionDigits.integer {
                settings.fractionDigits = digits
            } else if style != .decimal {
                problem(nil, NumberKind.fractionDigitsOnDecimalOnly)
            } else {
                problem(nil, NumberKind.fractionDigitsProblem(fractionDigits))
            }
        }
        return settings
    }
}

extension NumberKind {
    /// The refusal of `fractionDigits` on a row that is not `decimal`.
    static let fractionDigitsOnDecimalOnly = "fractionDigits applies to decimal rows only"

    /// What is wrong with `fractionDigits` that is no whole number from 0 to 12.
    static func fractionDigitsProblem(_ digits: PlistScalar) -> String {
        "fractionDigits must be a whole number from 0 to 12, not \(digits.typeName)"
    }
}

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

extension Cell {
    /// A whole number typed in (`integer`), within `range` when given (`minimum`, `maximum`:
    /// `0...120`, `18...`, `...99`), checked as rules `minimum` and `maximum`.
    public static func integer(_ key: RowKey, _ title: String, in range: (any NumberBounds)? = nil)
        -> Cell
    {
        number(key, title, NumberSettings(style: .integer), range)
    }

    /// A number typed in with decimals (`decimal`), within `range` when given, keeping
    /// `fractionDigits` digits after the point when given.
    public static func decimal(
        _ key: RowKey, _ title: String, in range: (any NumberBounds)? = nil,
        fractionDigits: Int? = nil
    ) -> Cell {
        number(key, title, NumberSettings(style: .decimal, fractionDigits: fractionDigits), range)
    }

    /// A whole number stepped by `step` (`stepper`), within `range` when given.
    public static func stepper(
        _ key: RowKey, _ title: String, in range: (any NumberBounds)? = nil, step: Double = 1
    ) -> Cell {
        number(key, title, NumberSettings(style: .stepper, step: step), range)
    }

    /// A length of time in whole seconds (`duration`), within `range` (seconds) when given.
    public static func duration(_ key: RowKey, _ title: String, in range: (any NumberBounds)? = nil)
        -> Cell
    {
        number(key, title, NumberSettings(style: .duration), range)
    }

    /// A number row of `settings` with the bounds of `range`.
    private static func number(
        _ key: RowKey, _ title: String, _ settings: NumberSettings, _ range: (any NumberBounds)?
    ) -> Cell {
        var settings = settings
        (settings.minimum, settings.maximum) = (range?.minimumBound, range?.maximumBound)
        return Cell(key, title, kind: .number(settings))
    }
}
