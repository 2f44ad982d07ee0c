/// The range a `time` row accepts (`minimumTime`, `maximumTime`, both inclusive and optional).
/// A time outside it is kept and reported by ``Form/validate()``.
public struct TimeSettings: Hashable, Sendable {
    /// The earliest time accepted.
    public var minimum: WallTime?
    /// The latest time accepted.
    public var maximum: WallTime?

    /// Creates time settings.
    public init(minimum: WallTime? = nil, maximum: WallTime? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// A `dateTime` row's day range (`minimumDate`, `maximumDate`, which may be relative to today)
/// and the time zone its wall time is meant in (`timeZone`, an IANA name such as
/// `Europe/Paris`; `nil` for a time that means the same wall time wherever it is read).
public struct DateTimeSettings: Hashable, Sendable {
    /// The earliest day accepted.
    public var minimum: DateBound?
    /// The latest day accepted.
    public var maximum: DateBound?
    /// The IANA time zone the value is meant in, when it names an instant.
    public var timeZone: String?

    /// Creates date-time settings.
    public init(minimum: DateBound? = nil, maximum: DateBound? = nil, timeZone: String? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.timeZone = timeZone
    }
}
