/// A number row's style, range and step (`integer`, `decimal`, `stepper`, `duration`).
///
/// Values outside `minimum...maximum` are kept and reported by ``Form/validate()`` (rules
/// `minimum` and `maximum`); a person's typing is never thrown away.
public struct NumberSettings: Hashable, Sendable {
    /// How the number is typed and shown.
    public var style: NumberStyle
    /// The smallest value that passes validation (`minimum`), if any.
    public var minimum: Double?
    /// The largest value that passes validation (`maximum`), if any.
    public var maximum: Double?
    /// How far one step moves a `stepper` (`step`; 1 when not given); typed values are not rounded.
    public var step: Double
    /// How many digits after the point a `decimal` keeps (`fractionDigits`); `nil` keeps all.
    public var fractionDigits: Int?

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
