import Foundation

/// A slider (`slider`, the tutorial's `idCellSlider`) over a range in steps: a value is clamped
/// to the range and rounded to the step; it starts at its minimum.
public struct SliderKind: KindDefinition {
    /// The range and step.
    public let settings: SliderSettings

    /// A slider with `settings` (default 0...10 step 1).
    public init(_ settings: SliderSettings = SliderSettings()) { self.settings = settings }

    /// `slider`.
    public var name: String { "slider" }
    /// ``RowControl/slider(range:step:)`` over its range in its steps.
    public var control: RowControl {
        .slider(range: settings.minimum...Swift.max(settings.maximum, settings.minimum), step: settings.step)
    }
    /// No.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// Its minimum.
    public var defaultValue: Value? { .number(settings.minimum) }
    /// A number, clamped and rounded to the step.
    public func parse(_ text: String) throws(FormError) -> Value {
        try SliderHandler.parse(text, settings: settings)
    }
    /// No: a slider always holds a value.
    public var clearsOnEmptyText: Bool { false }
    /// A number, clamped and rounded to the step.
    public func check(_ value: Value) throws(FormError) -> Value {
        guard case .number(let number) = value else { throw cannotHold(value) }
        return .number(try SliderHandler.normalise(number, settings: settings))
    }
    /// When the number kept differs from the number typed, or the text had spaces around it.
    public func normalises(_ text: String, to value: Value) -> Bool {
        guard let typed = Double(text.trimmedOfSpaces).map(Value.number) else { return false }
        return typed != value || text != text.trimmedOfSpaces
    }
    /// No value.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// Shown as a number.
    public func displayText(of value: Value, locale: Locale?) -> String? { nil }
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
    /// A saved number the range or step changed since the save clamped or rounded.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? {
        Self.clampNote(saved: saved, loaded: loaded)
    }
    /// None.
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> SliderKind { self }
}

extension SliderKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> SliderKind {
        SliderKind(cell.sliderSettings(problem: problem)).checkedSettings { problem(nil, $0) }
    }
    /// An empty range or a negative step falls back to the default 0...10 step 1.
    func checkedSettings(problem: (String) -> Void) -> SliderKind {
        guard settings.minimum > settings.maximum || settings.step < 0 else { return self }
        problem(
            "slider range \(Value.format(settings.minimum))...\(Value.format(settings.maximum)) "
                + "step \(Value.format(settings.step)) is empty or has a negative step")
        return SliderKind()
    }
    var rowKind: RowKind { .slider(settings) }
    var valueType: ValueType? { .number }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { .nothing }
    var takesTextRules: Bool { false }
    /// A starting number outside the range is the descriptor's mistake, not clamped.
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        if value.text == "" { return defaultValue }
        guard let number = value.number else { return parsedInitialValue(value, problem: problem) }
        return startingValue(.number(number), problem: problem)
    }
    /// A starting number outside the range is the descriptor's mistake, not clamped.
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        if case .number(let number) = value, let mistake = Self.startProblem(number, settings: settings) {
            problem(mistake)
            return defaultValue
        }
        return checkedStartingValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try conditionFit(
            scalar.number.map { .number($0) }, scalar, key: key, "\(rowPhrase): compare with a number")
    }
    var checksValues: Bool { false }
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    { [] }
    func answer(for value: Value) -> Answer? { value.answer }
}

/// A slider's range and step (`minimum`, `maximum`, `step`; default 0...10 step 1).
///
/// A view reads them from the row's ``RowControl/slider(range:step:)``.
public struct SliderSettings: Hashable, Sendable {
    /// The smallest value.
    public package(set) var minimum: Double
    /// The largest value.
    public package(set) var maximum: Double
    /// The step values are rounded to, counted from `minimum`; 0 means no rounding.
    public package(set) var step: Double

    /// Creates slider settings.
    public init(minimum: Double = 0, maximum: Double = 10, step: Double = 1) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}

extension CellRecord {
    /// `minimum`, `maximum` and `step` of a slider, as given (checked by
    /// ``SliderKind/checkedSettings(problem:)``).
    func sliderSettings(problem: (_ key: String?, _ reason: String) -> Void) -> SliderSettings {
        var settings = SliderSettings()
        for (field, name) in [(Field.minimum, "minimum"), (.maximum, "maximum"), (.step, "step")] {
            guard let value = self[field] else { continue }
            guard let number = value.number else {
                problem(nil, "\(name) must be a number, not \(value.typeName)")
                continue
            }
            switch field {
            case .minimum: settings.minimum = number
            case .maximum: settings.maximum = number
            default: settings.step = number
            }
        }
        return settings
    }
}

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

extension Cell {
    /// A slider over `range` (`minimum`, `maximum`), rounded to `step` (0: no rounding); it
    /// starts at the range's lower bound unless given a ``value(_:)``.
    public static func slider(_ key: RowKey, _ title: String, range: ClosedRange<Double>, step: Double = 1)
        -> Cell
    {
        Cell(
            key, title,
            kind: .slider(SliderSettings(minimum: range.lowerBound, maximum: range.upperBound, step: step)))
    }
}

extension SliderKind {
    /// A slider's starting value outside its range is the descriptor's mistake, not a person's
    /// to be clamped: the form would start on a value its file never said.
    static func startProblem(_ number: Double, settings: SliderSettings) -> String? {
        guard number < settings.minimum || number > settings.maximum else { return nil }
        return "value \(Value.format(number)) is outside the slider's range "
            + "\(Value.format(settings.minimum))…\(Value.format(settings.maximum))"
    }

    /// What restoring `saved` into a slider changed: a slider whose range or step changed since
    /// the save clamps or rounds it, and says so.
    static func clampNote(saved: PlistValue, loaded: Value?) -> String? {
        guard case .number(let loaded)? = loaded, let saved = saved.number, saved != loaded else {
            return nil
        }
        return "the saved \(Value.format(saved)) is outside the slider's range or off its "
            + "step; loaded as \(Value.format(loaded))"
    }
}
