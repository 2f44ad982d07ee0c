import Foundation

/// What the core asks of a kind in its own internal terms, beside ``KindDefinition``'s public
/// requirements: reading its settings from a cell with the loader's messages and checking them
/// typed, its starting value, its value for conditions, its checks, its typed answer, what a
/// tap does and what its parent summarises. None has a default, so the
/// compiler lists what a new kind lacks; the helpers in the extension below are shared code a
/// kind may call, not answers given in its place.
///
/// Every kind of the library conforms, and an app's kind (``AppKind``) through
/// ``AppKindAdapter``. The requirements are internal while their types are (``CellRecord``,
/// ``PlistScalar``, ``Answer``, ``ValidationRule``).
protocol BuiltInKind: KindDefinition {
    /// This kind with its settings read from `cell`, each key of the wrong type reported
    /// through `problem` (with the loader's message) and left at its default, and then checked
    /// by ``checkedSettings(problem:)``.
    func loaded(from cell: CellRecord, problem: (_ key: String?, _ reason: String) -> Void) -> Self
    /// This kind with its typed settings checked (an empty slider range, date bounds in the
    /// wrong order, a number's minimum above its maximum …): each that does not hold is
    /// reported through `problem` with the loader's message and falls back to its default. The
    /// loader calls it on the settings it parsed, ``FormDescriptor/validated()`` on a kind made
    /// in code.
    func checkedSettings(problem: (String) -> Void) -> Self
    /// The same kind as the public ``RowKind`` enum names it, while that enum stays.
    var rowKind: RowKind { get }

    /// The type of value a row of this kind holds, or `nil` when it holds none of its own.
    var valueType: ValueType? { get }
    /// What a row of this kind adds to its parent's summary.
    var summarySource: SummarySource { get }
    /// What tapping a row of this kind does (an expandable row expands or collapses first).
    var tapEffect: TapEffect { get }
    /// Whether the text rules (`minLength`, `maxLength`, `pattern`) apply to this kind.
    var takesTextRules: Bool { get }

    /// The starting value a cell's `value` gives a row of this kind (not empty), checked as an
    /// edit is; a value that does not fit is reported through `problem` and the default used.
    /// Text is parsed by the kind; a typed scalar (a number, a boolean, a day) is checked by
    /// ``startingValue(_:problem:)``.
    func initialValue(from value: PlistScalar, problem: (String) -> Void) -> Value?
    /// The starting value `value` checked against this kind, as a file's typed `value` is and
    /// as one given in code is (``FormDescriptor/validated()``): empty text is the default, and
    /// a value that does not fit (a slider's outside its range …) is reported through `problem`
    /// and the default used. A picker's is checked among its options later (`PickerResolver`).
    func startingValue(_ value: Value, problem: (String) -> Void) -> Value?
    /// The value a condition's `scalar` stands for when it reads a row of this kind (keyed
    /// `key`, for messages); `nil` for a kind that holds no value a condition reads.
    /// - Throws: ``FormError/invalidDescriptor(_:reason:)`` saying what to compare with.
    func conditionValue(_ scalar: PlistScalar, key: RowKey) throws(FormError) -> Value?

    /// Whether a value of this kind can fail a check of its own (``problems(of:name:today:locale:)``),
    /// so that validation steps over the rows whose kind cannot.
    var checksValues: Bool { get }
    /// The checks this kind makes of a value a row holds (a format, a range, a path); `today` is
    /// asked only when a bound needs it.
    func problems(of value: Value, name: String, today: () -> CalendarDate, locale: Locale?)
        -> [(rule: ValidationRule, message: String)]

    /// The answer a row of this kind holding `value` gives, or `nil` when it gives none.
    func answer(for value: Value) -> Answer?
}

extension BuiltInKind {
    /// Whether this is a plain row (its summary is its own rows): the one kind that can own
    /// options and be a picker.
    var isPlain: Bool { summarySource == .ownRows }

    /// Whether a row of this kind is one option of a picker (tapping it chooses it).
    var isOption: Bool { tapEffect == .choose }

    /// Whether `other` is this same kind with the same settings.
    func isSame(as other: any BuiltInKind) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }

    /// The refusal of a value this kind cannot hold.
    func cannotHold(_ value: Value) -> FormError {
        .invalidValue(Location(), reason: "\(rowPhrase) cannot hold \(value.kindDescription)")
    }

    /// The refusal of text for a kind that holds no value.
    var holdsNoValue: FormError {
        .invalidValue(Location(), reason: "\(rowPhrase) holds no value of its own")
    }

    /// The usual reading of a cell's starting `value`: empty text gives the default, anything
    /// else is parsed from its text and checked, a refusal reported and the default used.
    func parsedInitialValue(_ value: PlistScalar, problem: (String) -> Void) -> Value? {
        if value.text == "" { return defaultValue }
        return checkedInitialValue(problem: problem) { () throws(FormError) in try parse(value.text ?? "") }
    }

    /// The usual check of a typed starting value: text is parsed as a file's is (empty text
    /// gives the default), anything else is checked by ``KindDefinition/check(_:)``; a refusal
    /// is reported and the default used.
    func checkedStartingValue(_ value: Value, problem: (String) -> Void) -> Value? {
        guard case .text(let text) = value else {
            return checkedInitialValue(problem: problem) { () throws(FormError) in try check(value) }
        }
        if text.isEmpty { return defaultValue }
        return checkedInitialValue(problem: problem) { () throws(FormError) in try parse(text) }
    }

    /// A starting value made by `make`, or the default and the refusal through `problem`.
    func checkedInitialValue(problem: (String) -> Void, _ make: () throws(FormError) -> Value) -> Value? {
        do {
            return try make()
        } catch {
            problem("value: \(error.reason)")
            return defaultValue
        }
    }

    /// `value`, or a refusal saying this row (keyed `key`) is `what`, when there is none.
    func conditionFit(_ value: Value?, _ scalar: PlistScalar, key: RowKey, _ what: String) throws(FormError)
        -> Value
    {
        guard let value else {
            throw .invalidDescriptor(Location(), reason: "'\(key)' is \(what), not \(scalar.typeName)")
        }
        return value
    }

    /// The usual emptiness for `required`: no value, empty text or no chosen option.
    func isEmptyValue(_ value: Value?) -> Bool {
        switch value {
        case nil, .text("")?, .choices([])?: return true
        default: return false
        }
    }
}

/// One row kind held by a row or a descriptor: one reference to the kind and its settings,
/// equal when the kinds and their settings are. A class, so that copying a descriptor copies one
/// reference (an existential stored in the descriptor made every copy go through its value
/// witnesses: 4% more instructions in a load); rows of a kind with its default settings share
/// the prototype's (``BuiltInKinds/shared``). The answers a load and a validation ask of every
/// row are kept beside it, read as stored fields.
final class AnyKind: Hashable, Sendable {
    /// The kind.
    let base: any BuiltInKind
    /// ``BuiltInKind/isOption``.
    let isOption: Bool
    /// ``BuiltInKind/isPlain``.
    let isPlain: Bool
    /// ``BuiltInKind/checksValues``.
    let checksValues: Bool

    init(_ base: any BuiltInKind) {
        self.base = base
        isOption = base.isOption
        isPlain = base.isPlain
        checksValues = base.checksValues
    }

    static func == (lhs: AnyKind, rhs: AnyKind) -> Bool { lhs === rhs || lhs.base.isSame(as: rhs.base) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(base.name)
        base.hash(into: &hasher)
    }
}

/// What a row of a kind adds to its parent's summary (``BuiltInKind/summarySource``).
enum SummarySource: Hashable, Sendable {
    /// Nothing: an option (its picker summarises the choice), a button.
    case nothing
    /// What it owns: a picker's choice, or its children's summaries (a plain row).
    case ownRows
    /// Its value's text.
    case value
}

/// What tapping a row does, by its kind (``BuiltInKind/tapEffect``).
enum TapEffect: Hashable, Sendable {
    /// An option is chosen (or, under a multiple picker, toggled).
    case choose
    /// A switch or checkbox flips.
    case flip
    /// A button reports its action.
    case report(action: String)
    /// Nothing happens.
    case nothing
}
