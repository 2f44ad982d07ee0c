/// A Swift type a row's ``Value`` can be read as and written from, for ``FieldAccessor``.
///
/// FormEngine provides, each fitting every kind whose value is of its type:
///
/// | type | kinds |
/// |---|---|
/// | `String` | `text`, `email`, `url`, `phone`, `password`, `textArea`, `time`, `dateTime`, `file`, `info`, `link` (read only) |
/// | `Double` | `integer`, `decimal`, `stepper`, `duration` (seconds), `slider` |
/// | `CalendarDate` | `date` |
/// | `Bool` | `switch`, `check` |
/// | `RowKey` | a single picker, `segmented` |
/// | `[RowKey]` | a multiple picker |
///
/// A custom kind fits the type it holds.
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
    /// Rows holding text: the text kinds, times and date-times (as written), file paths and
    /// read-only texts.
    public static func fits(_ row: Row) -> Bool { row.kind.valueType == .text }
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
    public static func fits(_ row: Row) -> Bool { row.kind.valueType == .date }
}

extension Bool: FieldValue {
    /// The state of a `.bool` value.
    public init?(formValue value: Value) {
        guard case .bool(let flag) = value else { return nil }
        self = flag
    }
    /// The flag as `.bool`.
    public var formValue: Value { .bool(self) }
    /// Switches and checkboxes hold flags.
    public static func fits(_ row: Row) -> Bool { row.kind.valueType == .bool }
}

extension Double: FieldValue {
    /// The number of a `.number` value.
    public init?(formValue value: Value) {
        guard case .number(let number) = value else { return nil }
        self = number
    }
    /// The number as `.number`.
    public var formValue: Value { .number(self) }
    /// Number rows (`integer`, `decimal`, `stepper`, `duration`) and sliders hold numbers.
    public static func fits(_ row: Row) -> Bool { row.kind.valueType == .number }
}

extension RowKey: FieldValue {
    /// The chosen option of a `.choice` value.
    public init?(formValue value: Value) {
        guard case .choice(let key) = value else { return nil }
        self = key
    }
    /// The option's key as `.choice`.
    public var formValue: Value { .choice(self) }
    /// Single pickers and segmented rows hold one chosen option.
    public static func fits(_ row: Row) -> Bool {
        if case .single? = row.selection { return true }
        return row.selection == nil && row.kind.valueType == .choice
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
