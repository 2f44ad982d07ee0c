/// A Swift type a row's ``Value`` can be read as and written from, for ``FieldAccessor`` and
/// ``FormModel/value(_:as:)``: one typed read for every kind, through one generic call,
/// ``FormController/field(_:as:)``.
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
/// A custom kind fits the type it holds. The conforming types are these six: how each is read
/// from and written to a ``Value`` is the library's, so a type of yours that conforms is refused
/// by ``FormController/field(_:as:)``.
public protocol FieldValue: Sendable {}

/// How a ``FieldValue`` type reads and writes a row's ``Value``; the library's six conform.
protocol FieldValueCoding: FieldValue {
    /// The value as this type, or `nil` when it holds another case.
    init?(formValue value: Value)
    /// This value as a row value.
    var formValue: Value { get }
    /// Whether a row of this shape can ever hold the type (used to refuse a wrong accessor early).
    static func fits(_ row: Row) -> Bool
}

extension FieldValue {
    /// The type's coding, `nil` for a type outside the library's six.
    static var coding: (any FieldValueCoding.Type)? { Self.self as? any FieldValueCoding.Type }

    /// `value` read as this type, or `nil` when it holds another case.
    static func read(_ value: Value) -> Self? { coding?.init(formValue: value) as? Self }

    /// This value as a row value (`nil` only for a type outside the library's six).
    var rowValue: Value? { (self as? any FieldValueCoding)?.formValue }
}

extension String: FieldValue {}
extension String: FieldValueCoding {
    init?(formValue value: Value) {
        guard case .text(let text) = value else { return nil }
        self = text
    }
    var formValue: Value { .text(self) }
    /// Rows holding text: the text kinds, times and date-times (as written), file paths and
    /// read-only texts.
    static func fits(_ row: Row) -> Bool { row.definition.valueType == .text }
}

extension CalendarDate: FieldValue {}
extension CalendarDate: FieldValueCoding {
    init?(formValue value: Value) {
        guard case .date(let date) = value else { return nil }
        self = date
    }
    var formValue: Value { .date(self) }
    /// Date rows hold days.
    static func fits(_ row: Row) -> Bool { row.definition.valueType == .date }
}

extension Bool: FieldValue {}
extension Bool: FieldValueCoding {
    init?(formValue value: Value) {
        guard case .bool(let flag) = value else { return nil }
        self = flag
    }
    var formValue: Value { .bool(self) }
    /// Switches and checkboxes hold flags.
    static func fits(_ row: Row) -> Bool { row.definition.valueType == .bool }
}

extension Double: FieldValue {}
extension Double: FieldValueCoding {
    init?(formValue value: Value) {
        guard case .number(let number) = value else { return nil }
        self = number
    }
    var formValue: Value { .number(self) }
    /// Number rows (`integer`, `decimal`, `stepper`, `duration`) and sliders hold numbers.
    static func fits(_ row: Row) -> Bool { row.definition.valueType == .number }
}

extension RowKey: FieldValue {}
extension RowKey: FieldValueCoding {
    init?(formValue value: Value) {
        guard case .choice(let key) = value else { return nil }
        self = key
    }
    var formValue: Value { .choice(self) }
    /// Single pickers and segmented rows hold one chosen option.
    static func fits(_ row: Row) -> Bool {
        if case .single? = row.selection { return true }
        return row.selection == nil && row.definition.valueType == .choice
    }
}

extension Array: FieldValue where Element == RowKey {}
extension Array: FieldValueCoding where Element == RowKey {
    init?(formValue value: Value) {
        guard case .choices(let keys) = value else { return nil }
        self = keys
    }
    var formValue: Value { .choices(self) }
    /// Multiple pickers hold the chosen options.
    static func fits(_ row: Row) -> Bool {
        if case .multiple? = row.selection { return true }
        return false
    }
}
