import Foundation

/// One option of a picker (`option`, the tutorial's `idCellValuePicker`): its parent, a plain
/// row, holds the choice; tapping the option chooses it.
public struct OptionKind: KindDefinition {
    /// An option.
    public init() {}

    /// `option`.
    public var name: String { "option" }
    /// None.
    public var settings: NoSettings { NoSettings() }
    /// ``RowControl/option``.
    public var control: RowControl { .option }
    /// No: choosing it changes its picker.
    public var isDisplayOnly: Bool { false }
    /// No.
    public var isSecret: Bool { false }
    /// None.
    public var defaultValue: Value? { nil }
    /// Refuses: an option holds no value of its own.
    public func parse(_ text: String) throws(FormError) -> Value { throw holdsNoValue }
    /// No.
    public var clearsOnEmptyText: Bool { false }
    /// Refuses every value.
    public func check(_ value: Value) throws(FormError) -> Value { throw cannotHold(value) }
    /// Never.
    public func normalises(_ text: String, to value: Value) -> Bool { false }
    /// No value or empty text.
    public func countsAsEmpty(_ value: Value?) -> Bool { isEmptyValue(value) }
    /// Shown by its type.
    public func displayText(of value: Value, locale: Locale?) -> String? { nil }
    /// The value as displayed (an option adds nothing to its picker's summary).
    public func summaryText(of value: Value) -> String? { nil }
    /// None.
    public func linkURL(_ value: Value?) -> String? { nil }
    /// None: its picker's entry holds the choice.
    public func savedValue(_ saved: PlistValue) throws(FormError) -> Value? { nil }
    /// None.
    public func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
    /// None (its title is the row's).
    public var localizableTexts: [String] { [] }
    /// Itself.
    public func localized(_ localize: (String) -> String) -> OptionKind { self }
}

extension OptionKind: BuiltInKind {
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> OptionKind {
        self
    }
    func checkedSettings(problem: (String) -> Void) -> Self { self }
    var rowKind: RowKind { .option }
    var valueType: ValueType? { nil }
    var summarySource: SummarySource { .nothing }
    var tapEffect: TapEffect { .choose }
    var takesTextRules: Bool { false }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? { nil }
    /// None: an option holds no value (its picker does).
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? { nil }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? { nil }
    var checksValues: Bool { false }
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    { [] }
    /// None: its picker answers with the option's key.
    func answer(for value: Value) -> Answer? { nil }
}

/// Pickers: an expandable normal row owning option rows. Choosing an option stores its key in
/// the picker and collapses it; the picker shows the chosen option's title.
enum PickerHandler {
    /// The chosen options' titles for display, or `nil` when nothing is chosen.
    static func summary(of value: Value?, titles: (RowKey) -> String) -> String? {
        switch value {
        case .choice(let key)?: return titles(key)
        case .choices(let keys)? where !keys.isEmpty:
            let joined = keys.map(titles).joined(separator: ", ")
            return joined.count <= 40 ? joined : "\(keys.count) selected"
        default: return nil
        }
    }

    /// Finds the option a text names: its key first, then its title (ignoring case).
    static func option(named text: String, among options: [RowDescriptor]) -> RowDescriptor? {
        let trimmed = text.trimmedOfSpaces
        return options.first { $0.key.rawValue == trimmed }
            ?? options.first { $0.title.compare(trimmed, options: .caseInsensitive) == .orderedSame }
    }

    /// The options for a refusal, named as a person reads and types them: their titles (the key
    /// of an untitled one), `Football, Basketball`. Keys such as a schema's `format#0` stay out.
    static func names(of options: [RowDescriptor]) -> String {
        options.map { $0.title.isEmpty ? $0.key.rawValue : $0.title }.joined(separator: ", ")
    }
}

extension Cell {
    /// A picker (`normal`, `expandable`): a row owning one option row (`option`) per
    /// `(key, title)` pair, in order. `selection` ``SelectionMode/multiple(minimum:maximum:)``
    /// lets several be chosen (`selection`, `minimumSelections`, `maximumSelections`); its
    /// starting ``value(_:)`` is `.choice` or, for several, `.choices`. A picker without
    /// options is refused as a file's expandable row owning none is.
    public static func picker(
        _ key: RowKey, _ title: String, options: [(key: RowKey, title: String)],
        selection: SelectionMode = .single
    ) -> Cell {
        var cell = Cell(key, title, kind: .normal)
        cell.row.selection = selection
        cell.options = options.map { Cell($0.key, $0.title, kind: .option).row }
        cell.row.childCount = cell.options.count
        if options.isEmpty {
            cell.problems.append("an expandable row must own at least one row (additionalRows)")
        }
        return cell
    }

    /// A picker owning one option row per choice, titled with the choice's title.
    public static func picker(
        _ key: RowKey, _ title: String, options: [Choice], selection: SelectionMode = .single
    ) -> Cell {
        picker(key, title, options: options.map { ($0.key, $0.title) }, selection: selection)
    }
}
