/// One cell dictionary exactly as the file has it, with both key spellings folded into one field
/// and every value kept as a ``PlistScalar`` so that the loader, not the reader, judges its type
/// and can report every problem with its place.
struct CellRecord {
    /// Bit `Field.rawValue` is set for each scalar field the cell has.
    private var present: UInt64 = 0
    /// The fields present with their values, in the order the file gives them: a typical cell
    /// has a third of the fields, and copying a record (which converting it does) costs a retain.
    private var entries: [Entry] = []
    /// `message`, `visibleWhen`, `options`, `rules` and `extensions`, which few cells have, out of line so that a record stays
    /// four words long.
    private var nested: Nested?
    /// Keys FormEngine does not know, kept so they can be reported and are never fatal.
    var unknownKeys: [String] = []

    /// The value of `field`, if the cell has it.
    subscript(field: Field) -> PlistScalar? {
        guard has(field) else { return nil }
        return entries[index(of: field)].value
    }

    /// Where `field`, which the cell has, is in `entries`.
    private func index(of field: Field) -> Int {
        var index = 0
        while entries[index].field != field { index += 1 }
        return index
    }

    private struct Entry {
        var value: PlistScalar
        var field: Field
    }

    /// Whether the cell has `field`.
    func has(_ field: Field) -> Bool {
        present & (UInt64(1) << field.rawValue) != 0
    }

    /// Whether the cell has any of `fields`.
    func hasAny(_ fields: [Field]) -> Bool {
        fields.contains { has($0) }
    }

    var key: PlistScalar? { self[.key] }
    var kind: PlistScalar? { self[.kind] }
    var identifier: PlistScalar? { self[.identifier] }
    var expandable: PlistScalar? { self[.expandable] }
    var expanded: PlistScalar? { self[.expanded] }
    var visible: PlistScalar? { self[.visible] }
    var value: PlistScalar? { self[.value] }
    var firstTitle: PlistScalar? { self[.firstTitle] }
    var secondTitle: PlistScalar? { self[.secondTitle] }
    var additionalRows: PlistScalar? { self[.additionalRows] }
    var minimum: PlistScalar? { self[.minimum] }
    var maximum: PlistScalar? { self[.maximum] }
    var step: PlistScalar? { self[.step] }
    var minimumDate: PlistScalar? { self[.minimumDate] }
    var maximumDate: PlistScalar? { self[.maximumDate] }
    var onTitle: PlistScalar? { self[.onTitle] }
    var offTitle: PlistScalar? { self[.offTitle] }
    var required: PlistScalar? { self[.required] }
    var minLength: PlistScalar? { self[.minLength] }
    var maxLength: PlistScalar? { self[.maxLength] }
    var pattern: PlistScalar? { self[.pattern] }
    var selection: PlistScalar? { self[.selection] }
    var minimumSelections: PlistScalar? { self[.minimumSelections] }
    var maximumSelections: PlistScalar? { self[.maximumSelections] }
    var contentType: PlistScalar? { self[.contentType] }
    var persist: PlistScalar? { self[.persist] }
    var fractionDigits: PlistScalar? { self[.fractionDigits] }
    var timeZone: PlistScalar? { self[.timeZone] }
    var presentation: PlistScalar? { self[.presentation] }
    var action: PlistScalar? { self[.action] }
    var matches: PlistScalar? { self[.matches] }
    var placeholder: PlistScalar? { self[.placeholder] }
    var help: PlistScalar? { self[.description] }

    var message: MessageRecord? {
        get { nested?.message }
        set { update { $0.message = newValue } }
    }

    var visibleWhen: ConditionRecord? {
        get { nested?.visibleWhen }
        set { update { $0.visibleWhen = newValue } }
    }

    /// `options`: a segmented row's inline choices.
    var options: OptionsRecord? {
        get { nested?.options }
        set { update { $0.options = newValue } }
    }

    /// `rules`: the names of custom rules an app registers.
    var ruleNames: RuleNamesRecord? {
        get { nested?.ruleNames }
        set { update { $0.ruleNames = newValue } }
    }

    /// `extensions`: the file extensions a `file` row takes (a list of strings, as `rules`).
    var extensions: RuleNamesRecord? {
        get { nested?.extensions }
        set { update { $0.extensions = newValue } }
    }

    /// `userInfo`: the app's own data for the cell, any plist value, kept as it is.
    var userInfo: PlistValue? {
        get { nested?.fields.userInfo }
        set { update { $0.userInfo = newValue } }
    }

    private mutating func update(_ change: (inout Nested.Fields) -> Void) {
        var fields = nested?.fields ?? Nested.Fields()
        change(&fields)
        nested = Nested(fields)
    }

    /// The out-of-line fields; never changed once made, so sharing one between copies is safe.
    private final class Nested {
        struct Fields {
            var message: MessageRecord?
            var visibleWhen: ConditionRecord?
            var options: OptionsRecord?
            var ruleNames: RuleNamesRecord?
            var extensions: RuleNamesRecord?
            var userInfo: PlistValue?
            var unknownValues: [String: PlistValue] = [:]
        }
        let fields: Fields
        var message: MessageRecord? { fields.message }
        var visibleWhen: ConditionRecord? { fields.visibleWhen }
        var options: OptionsRecord? { fields.options }
        var ruleNames: RuleNamesRecord? { fields.ruleNames }
        var extensions: RuleNamesRecord? { fields.extensions }

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    init() {}

    /// Stores a known field's value; returns whether the field already held one (a key given
    /// twice, or in both spellings). The field's own spelling wins over an alias.
    @discardableResult
    mutating func set(_ field: Field, _ scalar: PlistScalar, alias: Bool = false) -> Bool {
        guard !has(field) else {
            // An alias never replaces a value, and its field's own spelling always does: the
            // result does not depend on the order the file's dictionary comes in.
            if !alias { entries[index(of: field)].value = scalar }
            return true
        }
        present |= UInt64(1) << field.rawValue
        // One allocation for the usual cell (the tutorial's files give eight fields).
        if entries.isEmpty { entries.reserveCapacity(8) }
        entries.append(Entry(value: scalar, field: field))
        return false
    }

    /// Empties the record, keeping its storage for the next cell.
    mutating func removeAll() {
        present = 0
        entries.removeAll(keepingCapacity: true)
        nested = nil
        unknownKeys.removeAll(keepingCapacity: true)
    }

    /// Keeps a key FormEngine does not know, with its value (`nil`: JSON's `null`); returns
    /// whether it was already kept.
    @discardableResult
    mutating func set(unknown name: String, value: PlistValue? = nil) -> Bool {
        defer {
            unknownKeys.append(name)
            if let value { update { $0.unknownValues[name] = value } }
        }
        return unknownKeys.contains(name)
    }

    /// The values of the keys FormEngine does not know, for an app's kind to read.
    var unknownValues: [String: PlistValue] { nested?.fields.unknownValues ?? [:] }
}

/// A cell's `options` as the file has it: each an option key or `{key, title}`.
enum OptionsRecord: Equatable {
    case list([(key: PlistScalar, title: PlistScalar?)])
    case invalid(String)

    static func == (lhs: OptionsRecord, rhs: OptionsRecord) -> Bool {
        switch (lhs, rhs) {
        case (.list(let a), .list(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.title == $1.title }
        case (.invalid(let a), .invalid(let b)): return a == b
        default: return false
        }
    }
}

/// A cell's `rules` (or `extensions`) as the file has it: an array of names.
enum RuleNamesRecord: Equatable {
    case list([PlistScalar])
    case invalid(String)
}
