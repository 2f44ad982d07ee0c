import Foundation

/// A row kind an app defines, with the standing of the library's own: once the loader knows it
/// (``DescriptorLoader/kinds``), a file's `kind` key (or the tutorial's `identifier`) names it;
/// the builder makes it (``Cell/init(_:_:kind:)``); its rows validate, save and restore, give
/// answers, are compared by conditions, appear in every listing, and the walk edits them through
/// the control it names (``KindDefinition/control``).
///
/// Beside what every kind decides (``KindDefinition``), an app's kind says the type of value it
/// holds, reads its settings from a cell and checks a value. None of these has a default, so the
/// compiler lists what a new kind lacks; two optional parts do (`nil`): a form that edits a value
/// field by field (``nestedForm(for:title:)``) and the words a walk's question uses for what is
/// typed (``valueHint``).
///
/// ```swift
/// /// Stars out of `maximum`, typed as a number, shown as ★★★☆☆.
/// struct StarRating: AppKind {
///     var maximum = 5
///
///     var name: String { "rating" }
///     var settings: Int { maximum }
///     var control: RowControl { .stepper(range: 0...Double(maximum), step: 1) }
///     var valueType: ValueType { .number }
///     var settingKeys: [String] { ["stars"] }
///     var isDisplayOnly: Bool { false }
///     var isSecret: Bool { false }
///     var defaultValue: Value? { nil }
///     var clearsOnEmptyText: Bool { true }
///     var localizableTexts: [String] { [] }
///
///     func reading(_ cell: inout KindCell) -> StarRating {
///         var kind = self
///         if let stars = cell.integer("stars") {
///             if stars > 0 { kind.maximum = stars } else { cell.problem("stars", "stars must be positive") }
///         }
///         return kind
///     }
///     func parse(_ text: String) throws(FormError) -> Value {
///         guard let stars = Int(text) else { throw .invalidValue(Location(), reason: "'\(text)' is not a number") }
///         return try check(.number(Double(stars)))
///     }
///     func check(_ value: Value) throws(FormError) -> Value {
///         guard case .number(let stars) = value, stars == stars.rounded(), stars >= 0 else {
///             throw .invalidValue(Location(), reason: "a rating is a whole number of stars")
///         }
///         return value
///     }
///     func problems(of value: Value, title: String) -> [String] {
///         guard case .number(let stars) = value, stars > Double(maximum) else { return [] }
///         return ["\(title) has at most \(maximum) stars"]
///     }
///     func normalises(_ text: String, to value: Value) -> Bool { false }
///     func countsAsEmpty(_ value: Value?) -> Bool { value == nil }
///     func displayText(of value: Value, locale: Locale?) -> String? {
///         guard case .number(let stars) = value else { return nil }
///         let filled = min(Int(stars), maximum)
///         return String(repeating: "★", count: filled) + String(repeating: "☆", count: maximum - filled)
///     }
///     func summaryText(of value: Value) -> String? { nil }
///     func linkURL(_ value: Value?) -> String? { nil }
///     func savedValue(_ saved: PlistValue) throws(FormError) -> Value? {
///         guard case .integer(let stars) = saved else { return nil }
///         return .number(Double(stars))
///     }
///     func restoreNote(saved: PlistValue, loaded: Value?) -> String? { nil }
///     func localized(_ localize: (String) -> String) -> StarRating { self }
/// }
/// ```
public protocol AppKind: KindDefinition {
    /// The type of value a row of this kind holds: how a condition's value is read for it, how
    /// its answer is typed, whether the text rules (`minLength`, `maxLength`, `pattern`) apply
    /// and whether a tap flips it (``ValueType/bool``).
    var valueType: ValueType { get }
    /// The cell keys of its own this kind reads (``reading(_:)``), beside the format's: the
    /// loader does not warn about them as unknown keys.
    var settingKeys: [String] { get }
    /// This kind with the settings `cell` gives it: each setting the cell has replaces this
    /// kind's, each it lacks keeps this kind's value. What does not fit is reported through
    /// ``KindCell/problem(_:_:)``, with the loader's place, and left as it was.
    ///
    /// The loader calls it on the kind it was given (``DescriptorLoader/kinds``), for each cell
    /// that names it.
    func reading(_ cell: inout KindCell) -> Self
    /// What is wrong with `value`, a value a row titled `title` holds, by this kind's own checks
    /// (beyond those of ``KindDefinition/check(_:)``, which refuses a value outright): one whole message each,
    /// as a person reads it (`Rating has at most 5 stars`); empty when the value passes.
    /// Validation reports each under the `format` rule, so a descriptor's `message` for
    /// `format` replaces it.
    func problems(of value: Value, title: String) -> [String]
    /// The form that edits `value`, held by a row titled `title`, field by field, for a kind
    /// whose values have parts; `nil` (the default) for a kind edited as one value.
    func nestedForm(for value: Value?, title: String) -> NestedForm?
    /// What a person types for a value, as a walk's question names it when the control does not
    /// say enough (`a JSON value` for text that must be JSON); `nil` (the default) to name it by
    /// the control.
    var valueHint: String? { get }
}

/// The type of value a row holds, as ``Value``'s cases name them (``AppKind/valueType``).
public enum ValueType: Hashable, Sendable {
    /// ``Value/text(_:)``.
    case text
    /// ``Value/number(_:)``.
    case number
    /// ``Value/date(_:)``.
    case date
    /// ``Value/bool(_:)``.
    case bool
    /// ``Value/choice(_:)``: one option's key.
    case choice
    /// ``Value/choices(_:)``: several options' keys.
    case choices
}

/// One cell of a descriptor as an app's kind reads its settings (``AppKind/reading(_:)``): the
/// format's own keys (`minimum`, `maximum`, `step`, `onTitle` …) and the kind's
/// (``AppKind/settingKeys``), each typed as the loader types a file's, with the loader's
/// messages for what does not fit.
public struct KindCell {
    /// The cell as read.
    private let record: CellRecord
    /// The problems found so far, with the key each concerns.
    private(set) var problems: [(key: String?, reason: String)] = []

    /// The cell `record`.
    init(_ record: CellRecord) {
        self.record = record
    }

    /// Whether the cell gives `key`.
    public func has(_ key: String) -> Bool { scalar(key) != nil }

    /// The number `key` gives (an integer, a real or numeric text), or `nil` when the cell has
    /// none; anything else is reported (`stars must be a number, not a boolean`) and `nil`.
    public mutating func number(_ key: String) -> Double? {
        typed(key, "a number") { $0.number }
    }

    /// The whole number `key` gives, or `nil` when the cell has none; anything else is reported
    /// and `nil`.
    public mutating func integer(_ key: String) -> Int? {
        typed(key, "a whole number") { $0.integer }
    }

    /// The text `key` gives (numbers and booleans printed), or `nil` when the cell has none; a
    /// date, an array or a dictionary is reported and `nil`.
    public mutating func text(_ key: String) -> String? {
        typed(key, "a string") { $0.text }
    }

    /// The boolean `key` gives, or `nil` when the cell has none; anything else is reported and
    /// `nil`.
    public mutating func bool(_ key: String) -> Bool? {
        typed(key, "a boolean") { $0.bool }
    }

    /// Reports a problem with `key`'s value: the loader refuses the file with `reason` at this
    /// cell's place.
    public mutating func problem(_ key: String, _ reason: String) {
        problems.append((key: nil, reason: reason.hasPrefix(key) ? reason : "\(key): \(reason)"))
    }

    private mutating func typed<T>(_ key: String, _ what: String, _ read: (PlistScalar) -> T?) -> T? {
        guard let value = scalar(key) else { return nil }
        guard let typed = read(value) else {
            problems.append((key: nil, reason: "\(key) must be \(what), not \(value.typeName)"))
            return nil
        }
        return typed
    }

    /// The scalar the cell gives for `key`, a format's key or one of the kind's own.
    private func scalar(_ key: String) -> PlistScalar? {
        if let (field, _) = CellRecord.Field.named(key) { return record[field] }
        return record.unknownValues[key].map(PlistScalar.init)
    }
}

/// An app's kind as the core asks a kind: what the library's own kinds answer in the loader's
/// terms follows from the type of value it holds.
struct AppKindAdapter<Kind: AppKind>: BuiltInKind {
    let kind: Kind

    var name: String { kind.name }
    var settings: Kind.Settings { kind.settings }
    var control: RowControl { kind.control }
    var isDisplayOnly: Bool { kind.isDisplayOnly }
    var isSecret: Bool { kind.isSecret }
    var defaultValue: Value? { kind.defaultValue }
    func parse(_ text: String) throws(FormError) -> Value { try kind.parse(text) }
    var clearsOnEmptyText: Bool { kind.clearsOnEmptyText }
    func check(_ value: Value) throws(FormError) -> Value { try kind.check(value) }
    func normalises(_ text: String, to value: Value) -> Bool { kind.normalises(text, to: value) }
    func countsAsEmpty(_ value: Value?) -> Bool { kind.countsAsEmpty(value) }
    func displayText(of value: Value, locale: Locale?) -> String? {
        kind.displayText(of: value, locale: locale)
    }
    func summaryText(of value: Value) -> String? { kind.summaryText(of: value) }
    func linkURL(_ value: Value?) -> String? { kind.linkURL(value) }
    func savedValue(_ saved: PlistValue) throws(FormError) -> Value? { try kind.savedValue(saved) }
    func restoreNote(saved: PlistValue, loaded: Value?) -> String? {
        kind.restoreNote(saved: saved, loaded: loaded)
    }
    var localizableTexts: [String] { kind.localizableTexts }
    func localized(_ localize: (String) -> String) -> AppKindAdapter {
        AppKindAdapter(kind: kind.localized(localize))
    }

    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> AppKindAdapter
    {
        var reader = KindCell(cell)
        let read = kind.reading(&reader)
        for found in reader.problems { problem(found.key, found.reason) }
        return AppKindAdapter(kind: read)
    }
    /// Itself: an app's kind checks its settings as it reads them (``AppKind/reading(_:)``).
    func checkedSettings(problem: (String) -> Void) -> Self { self }
    var rowKind: RowKind { .custom(kind) }
    var valueType: ValueType? { kind.valueType }
    var summarySource: SummarySource { .value }
    var tapEffect: TapEffect { kind.valueType == .bool && !kind.isDisplayOnly ? .flip : .nothing }
    var takesTextRules: Bool { kind.valueType == .text }
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value? {
        parsedInitialValue(value, problem: problem)
    }
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        checkedStartingValue(value, problem: problem)
    }
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value? {
        try kind.valueType.reader.conditionValue(scalar, key: key)
    }
    var checksValues: Bool { true }
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]
    {
        kind.problems(of: value, title: name).map { (rule: .format, message: $0) }
    }
    func answer(for value: Value) -> Answer? { value.answer }
}

extension AppKind {
    /// This kind as the core asks a kind.
    var adapted: any BuiltInKind { AppKindAdapter(kind: self) }
}

extension ValueType {
    /// The built-in kind that reads a condition's value for a row holding this type.
    fileprivate var reader: any BuiltInKind {
        switch self {
        case .text, .choice, .choices: return TextKind(.plain)
        case .number: return NumberKind(NumberSettings(style: .decimal))
        case .bool: return ToggleKind()
        case .date: return DateKind()
        }
    }
}
