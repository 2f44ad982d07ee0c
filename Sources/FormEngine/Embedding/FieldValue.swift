/// A Swift type a row's ``Value`` can be read as and written from, for ``FieldAccessor``.
///
/// FormEngine provides `String` (text rows), `CalendarDate` (date rows), `Bool` (switches),
/// `Double` (sliders), `RowKey` (single pickers) and `[RowKey]` (multiple pickers).
public protocol FieldValue: Sendable {
    /// The value as this type, or `nil` when it holds another case.
    init?(formValue value: Value)
    /// This value as a row value.
    var formValue: Value { get }
    /// Whether a row of this shape can ever hold the type (used to refuse a wrong accessor early).
    static func fits(_ row: Row) -> Bool
}

extension String: FieldValue {
    /// The text of a `.text` value.
    public init?(formValue value: Value) {
        guard case .text(let text) = value else { return nil }
        self = text
    }
    /// The string as `.text`.
    public var formValue: Value { .text(self) }
    /// Text rows hold text.
    public static func fits(_ row: Row) -> Bool {
        if case .text = row.kind { return true }
        return false
    }
}

extension CalendarDate: FieldValue {
    /// The day of a `.date` value.
    public init?(formValue value: Value) {
        guard case .date(let date) = value else { return nil }
        self = date
    }
    /// The day as `.date`.
    public var formValue: Value { .date(self) }
    /// Date rows hold days.
    public static func fits(_ row: Row) -> Bool {
        if case .date = row.kind { return true }
        return false
    }
}

extension Bool: FieldValue {
    /// The state of a `.bool` value.
    public init?(formValue value: Value) {
        guard case .bool(let flag) = value else { return nil }
        self = flag
    }
    /// The flag as `.bool`.
    public var formValue: Value { .bool(self) }
    /// Switches hold flags.
    public static func fits(_ row: Row) -> Bool {
        if case .toggle = row.kind { return true }
        return false
    }
}

extension Double: FieldValue {
    /// The number of a `.number` value.
    public init?(formValue value: Value) {
        guard case .number(let number) = value else { return nil }
        self = number
    }
    /// The number as `.number`.
    public var formValue: Value { .number(self) }
    /// Sliders hold numbers.
    public static func fits(_ row: Row) -> Bool {
        if case .slider = row.kind { return true }
        return false
    }
}

extension RowKey: FieldValue {
    /// The chosen option of a `.choice` value.
    public init?(formValue value: Value) {
        guard case .choice(let key) = value else { return nil }
        self = key
    }
    /// The option's key as `.choice`.
    public var formValue: Value { .choice(self) }
    /// Single pickers hold one chosen option.
    public static func fits(_ row: Row) -> Bool {
        if case .single? = row.selection { return true }
        return false
    }
}

extension Array: FieldValue where Element == RowKey {
    /// The chosen options of a `.choices` value.
    public init?(formValue value: Value) {
        guard case .choices(let keys) = value else { return nil }
        self = keys
    }
    /// The options' keys as `.choices`.
    public var formValue: Value { .choices(self) }
    /// Multiple pickers hold the chosen options.
    public static func fits(_ row: Row) -> Bool {
        if case .multiple? = row.selection { return true }
        return false
    }
}
