import FormDocuments
import FormEngine
import FormSchema
import Foundation

extension SchemaForm {
    /// Chooses, for each choice of variant, the first variant the instance's member is valid
    /// against (the validator's verdict); returns the rows of the variants not chosen, which
    /// are not read from the instance. A member valid against none stays as it is, with a note.
    func restoreChoices(_ instance: JSONValue, into form: inout Form, file: String, notes: inout [String])
        -> Set<RowKey>
    {
        var skipped: Set<RowKey> = []
        for choice in choices {
            var chosen: Int?
            if let value = JSONPointer.resolve(choice.pointer, in: instance) {
                chosen = choice.variants.firstIndex { schema.isValid(value, against: $0.node) }
                let pointer = choice.pointer.map { "/" + JSONPointer.escape($0) }.joined()
                if let chosen {
                    do throws(FormError) {
                        _ = try form.applyReporting(.set(choice.key, .choice(choice.optionKey(chosen))))
                    } catch {
                        notes.append("\(file): \(pointer): \(error.reason); the value is kept as it is")
                    }
                } else {
                    notes.append(
                        "\(file): \(pointer): valid against none of the schema's variants; the value is kept as it is"
                    )
                }
            }
            for (index, variant) in choice.variants.enumerated() where index != chosen {
                skipped.formUnion(variant.fields)
            }
        }
        return skipped
    }

    /// The variant chosen in `form`, if any.
    func chosenVariant(_ choice: SchemaChoice, in form: Form) -> Int? {
        guard case .choice(let option)? = try? form.row(choice.key).value else { return nil }
        return choice.variants.indices.first { choice.optionKey($0) == option }
    }

    /// The rows not written member by member: those of the variants not chosen, and every
    /// variant's of a choice changed since `loaded` (``writingChoices(of:since:into:)`` writes it).
    func choiceSkips(_ form: Form, since loaded: Form) -> Set<RowKey> {
        var skipped: Set<RowKey> = []
        for choice in choices {
            let now = chosenVariant(choice, in: form)
            let changed = now != chosenVariant(choice, in: loaded)
            for (index, variant) in choice.variants.enumerated() where changed || index != now {
                skipped.formUnion(variant.fields)
            }
        }
        return skipped
    }

    /// `instance` with the member of each choice whose variant changed since `loaded` written
    /// anew: only the chosen variant's members (an object of its rows' values, the one row's
    /// value, or `null`); removed when no variant is chosen any more.
    func writingChoices(of form: Form, since loaded: Form, into instance: JSONValue) -> JSONValue {
        var instance = instance
        for choice in choices {
            let now = chosenVariant(choice, in: form)
            guard now != chosenVariant(choice, in: loaded) else { continue }
            guard let now else {
                instance = Self.setting(nil, at: choice.pointer[...], in: instance)
                continue
            }
            let variant = choice.variants[now]
            let start: JSONValue? =
                switch variant.shape {
                case .object: .object(JSONObject())
                case .null: .null
                case .value: nil
                }
            instance = Self.setting(start, at: choice.pointer[...], in: instance)
            for key in variant.fields {
                guard let field = fields.first(where: { $0.key == key }),
                    let value = try? form.row(key).value, let json = encode(value, field)
                else { continue }
                instance = Self.setting(json, at: field.pointer[...], in: instance)
            }
        }
        return instance
    }
}
