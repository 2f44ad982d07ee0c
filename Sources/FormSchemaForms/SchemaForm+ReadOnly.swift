import FormDocuments
import FormEngine
import FormSchema
import Foundation

extension SchemaForm {
    /// ``descriptor`` with each read-only row (`readOnly`) starting at `instance`'s member: a
    /// read-only row refuses restores as it refuses edits, so a member is shown in it only as
    /// its starting value. Make the form of an instance from this, then
    /// ``restore(_:into:file:)`` it. A member the row cannot hold (a number for a string, a value
    /// its kind refuses) and the rows of variants `instance` does not choose are left as they
    /// are; ``restore(_:into:file:)`` notes the former, as for any row.
    package func descriptor(showing instance: JSONValue) -> FormDescriptor {
        let readOnly = readOnlyRows()
        guard !readOnly.isEmpty else { return descriptor }
        let skipped = unchosenVariantFields(instance)
        var shown: [RowKey: Value] = [:]
        for field in fields where !skipped.contains(field.key) {
            guard let row = readOnly[field.key],
                let member = JSONPointer.resolve(field.pointer, in: instance),
                let value = Self.shownValue(member, field, row)
            else { continue }
            shown[field.key] = value
        }
        guard !shown.isEmpty else { return descriptor }
        var result = descriptor
        for s in result.sections.indices {
            for r in result.sections[s].rows.indices {
                if let value = shown[result.sections[s].rows[r].key] {
                    result.sections[s].rows[r].initialValue = value
                }
            }
        }
        // Each value was checked by its row's kind; checking the whole again keeps the
        // descriptor's promise (the form made from it need not check it).
        return (try? result.validated()) ?? descriptor
    }

    /// The read-only rows that hold a member, by key.
    func readOnlyRows() -> [RowKey: RowDescriptor] {
        var rows: [RowKey: RowDescriptor] = [:]
        for section in descriptor.sections {
            for row in section.rows where row.isReadOnly { rows[row.key] = row }
        }
        return rows
    }

    /// The rows of the variants `instance` does not choose (as ``restoreChoices(_:into:file:notes:)``
    /// chooses: the first its member is valid against).
    private func unchosenVariantFields(_ instance: JSONValue) -> Set<RowKey> {
        var skipped: Set<RowKey> = []
        for choice in choices {
            let chosen = JSONPointer.resolve(choice.pointer, in: instance).flatMap { value in
                choice.variants.firstIndex { schema.isValid(value, against: $0.node) }
            }
            for (index, variant) in choice.variants.enumerated() where index != chosen {
                skipped.formUnion(variant.fields)
            }
        }
        return skipped
    }

    /// The value read-only `row` shows for `member`, checked by the row's kind as an edit would
    /// be; `nil` when the row cannot hold it as it is (a number its kind would round, an
    /// option selected twice).
    static func shownValue(_ member: JSONValue, _ field: SchemaField, _ row: RowDescriptor) -> Value? {
        switch (field.encoding, member, row.kind) {
        case (.string, .string(let text), _) where !text.isEmpty:
            switch row.kind {
            case .text(let format): return try? TextKind(format).parse(text)
            case .date(let settings): return try? DateKind(settings).parse(text)
            case .time(let settings): return try? TimeKind(settings).parse(text)
            case .dateTime(let settings): return try? DateTimeKind(settings).parse(text)
            default: return nil
            }
        case (.integer, .number(let number), .number(let settings)),
            (.number, .number(let number), .number(let settings)):
            let value = Value.number(number.double)
            guard number.double.isFinite, (try? NumberKind(settings).check(value)) == value else {
                return nil
            }
            return value
        case (.boolean, .bool(let flag), .toggle(let settings)):
            return try? ToggleKind(settings).check(.bool(flag))
        case (.choice(let values), _, _):
            return values.firstIndex(of: member).map { .choice(optionKey(field.key, $0)) }
        case (.json, _, _): return .text(member.description)
        case (.choices(let values), .array(let items), _):
            let indexes = items.compactMap { values.firstIndex(of: $0) }
            guard indexes.count == items.count, Set(indexes).count == indexes.count else { return nil }
            if case .multiple(_, let maximum?) = row.selection, indexes.count > maximum { return nil }
            return .choices(indexes.map { optionKey(field.key, $0) })
        default: return nil
        }
    }
}
