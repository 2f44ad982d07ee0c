/// One cell dictionary exactly as the file has it, with both key spellings folded into one field
/// and every value kept as a ``PlistScalar`` so that the loader, not the reader, judges its type
/// and can report every problem with its place.
struct CellRecord {
    /// Bit `Field.rawValue` is set for each scalar field the cell has.
    private var present: UInt32 = 0
    /// The fields present with their values, in the order the file gives them: a typical cell
    /// has a third of the fields, and copying a record (which converting it does) costs a retain.
    private var entries: [Entry] = []
    /// `message` and `visibleWhen`, which few cells have, out of line so that a record stays
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
        present & (UInt32(1) << field.rawValue) != 0
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

    var message: MessageRecord? {
        get { nested?.message }
        set { nested = Nested(message: newValue, visibleWhen: visibleWhen) }
    }

    var visibleWhen: ConditionRecord? {
        get { nested?.visibleWhen }
        set { nested = Nested(message: message, visibleWhen: newValue) }
    }

    /// The out-of-line fields; never changed once made, so sharing one between copies is safe.
    private final class Nested {
        let message: MessageRecord?
        let visibleWhen: ConditionRecord?

        init(message: MessageRecord?, visibleWhen: ConditionRecord?) {
            self.message = message
            self.visibleWhen = visibleWhen
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
        present |= UInt32(1) << field.rawValue
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

    /// Keeps a key FormEngine does not know; returns whether it was already kept.
    @discardableResult
    mutating func set(unknown name: String) -> Bool {
        defer { unknownKeys.append(name) }
        return unknownKeys.contains(name)
    }
}
