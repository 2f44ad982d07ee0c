import FormDocuments
import FormEngine
import FormSchema
import Foundation

/// A JSON Schema read as a form: the typed ``FormDescriptor`` its properties map to, which row
/// holds which member of the instance, and the schema itself, which judges instances.
///
/// The mapping: an object's properties are rows — the root's in the first section, each
/// top-level object property's in a section of its own, deeper objects as expandable rows owning
/// their properties' rows; `title` and `description` are the row's title and help; `default` its
/// starting value; the first of `examples` its placeholder; `readOnly` a read-only row (an
/// instance's value its starting value: ``descriptor(showing:)``); `deprecated` its subtitle. A string is a text row whose kind follows `format` (`email`,
/// `uri`/`url`/`iri`, `date`, `date-time`, `time`; others are plain text), with `minLength`,
/// `maxLength` and `pattern` as rules; an integer or a number a number row (`minimum` and
/// `maximum` its range, `multipleOf` its step); a boolean a switch; `enum` or `const` a picker;
/// an array of an `enum` with `uniqueItems` a multiple picker (`minItems`/`maxItems` its
/// selection limits); `required` members are required rows, and those `dependentRequired`
/// (`dependencies` with a list) or the `required` of `then`, `else` or a dependent schema name
/// are required while their condition holds. `$ref` and `allOf` are followed.
///
/// Whatever rows cannot show (arrays of objects, objects without properties, type unions,
/// recursion, references that resolve to nothing) is JSON text checked against its schema
/// (``JSONValueKind``): one row, or a list item each for an array; what is neither (past the
/// limits) is kept, not dropped: the instance's value is carried untouched. ``warnings`` says
/// which, once per schema location. Verdicts on an instance are the validator's
/// (``JSONSchema/validate(_:)``), which applies every keyword.
package struct SchemaForm: Sendable {
    /// The schema, read with every schema it references.
    package let schema: JSONSchema
    /// The form the schema maps to.
    package let descriptor: FormDescriptor
    /// The rows that hold a member of the instance, in the form's order, with where it is.
    package let fields: [SchemaField]
    /// The choices of variant (`oneOf`/`anyOf`), each with its variants' rows.
    package let choices: [SchemaChoice]
    /// What the form does not show, one line per schema location, and the schema's own
    /// warnings (references that resolve to nothing, patterns that do not compile).
    package let warnings: [String]

    /// The most rows a schema maps to; the rest of the schema is kept, with a warning.
    package static let maxRows = 20_000
    /// The most options a picker gets from an `enum`; a longer one is a text row.
    package static let maxOptions = 5_000
    /// How deep objects nest as rows; deeper ones are kept, with a warning.
    package static let maxDepth = 32
    /// The most members the mapping looks at, shown or kept (objects that reference each other
    /// widely could otherwise make it look at exponentially many); the rest are kept, with a
    /// warning.
    package static let maxMembers = 50_000

    /// Maps `schema` to a form.
    /// - Throws: ``SchemaError`` when the form the schema maps to cannot be made (each problem
    ///   named), which would be a fault of the mapping.
    package init(schema: JSONSchema) throws(SchemaError) {
        try self.init(schema: schema, root: nil)
    }

    /// Maps the subschema `root` of `schema` (a member's schema: the form of a nested form), or
    /// the whole schema.
    init(schema: JSONSchema, root: SchemaNode?) throws(SchemaError) {
        var mapper = SchemaMapper(schema: schema, root: root)
        mapper.map()
        let descriptor = FormDescriptor(title: mapper.title, sections: mapper.sections)
        do {
            self.descriptor = try descriptor.validatedReportingAll()
        } catch {
            throw SchemaError(
                file: schema.file, pointer: nil,
                message: "cannot be shown as a form: "
                    + error.problems.map(\.description).joined(separator: "; "))
        }
        self.schema = schema
        self.fields = mapper.fields
        self.choices = mapper.variants.choices
        self.warnings = schema.warnings.map { "\(schema.file): \($0)" } + mapper.warnings
    }

    /// Reads the schema file at `url` (its `$ref`s by URL resolved among the `.json` files of
    /// `catalogue`, the file's folder unless given) and maps it.
    package init(contentsOf url: URL, catalogue: URL? = nil, options: SchemaOptions = SchemaOptions())
        throws(SchemaError)
    {
        let schema: JSONSchema
        do {
            schema = try JSONSchema(contentsOf: url, catalogue: catalogue, options: options)
        } catch let error as SchemaError {
            throw error
        } catch {
            throw SchemaError(file: url.path, pointer: nil, message: "\(error)")
        }
        try self.init(schema: schema)
    }

    /// Reads a schema from `data` (named `file`) and maps it.
    package init(
        data: Data, file: String, catalogue: URL? = nil, options: SchemaOptions = SchemaOptions()
    ) throws(SchemaError) {
        let schema: JSONSchema
        do {
            schema = try JSONSchema(data: data, file: file, catalogue: catalogue, options: options)
        } catch let error as SchemaError {
            throw error
        } catch {
            throw SchemaError(file: file, pointer: nil, message: "\(error)")
        }
        try self.init(schema: schema)
    }

    /// Whether `data` is a JSON Schema rather than a descriptor or a config file
    /// (``isSchema(_:)-(JSONValue)``).
    package static func isSchema(_ data: Data) -> Bool {
        // Only the top level matters: a descriptor is a plist (XML or binary) or a JSON object
        // with `sections` (or an array of sections).
        guard let first = data.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }),
            first == UInt8(ascii: "{"),
            let value = try? JSONValue.parse(data, file: "form")
        else { return false }
        return isSchema(value)
    }

    /// Whether `value` is a JSON Schema: an object whose `$schema` names a metaschema
    /// (``isMetaschema(_:)``), or with `properties` and no `sections`. An object whose `$schema`
    /// names another schema is a config file saying which schema describes it (a tsconfig's
    /// `https://json.schemastore.org/tsconfig`), unless it has `properties`, `$defs` or
    /// `definitions` as a schema does.
    package static func isSchema(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value, object["sections"] == nil else { return false }
        guard let reference = object["$schema"]?.stringValue else { return object["properties"] != nil }
        return isMetaschema(reference)
            || ["properties", "$defs", "definitions"].contains {
                if case .object? = object[$0] { return true }
                return false
            }
    }

    /// Whether a `$schema` value names a JSON Schema metaschema (a draft of json-schema.org's).
    package static func isMetaschema(_ reference: String) -> Bool {
        reference.lowercased().contains("json-schema.org/")
    }
}

/// A row that holds a member of the instance: its key, the member's place (JSON pointer
/// tokens from the instance's root) and how the row's value is written as JSON.
package struct SchemaField: Sendable, Hashable {
    /// The row.
    package let key: RowKey
    /// The member's place in the instance.
    package let pointer: [String]
    /// How the value is written.
    package let encoding: Encoding

    /// How a row's value becomes JSON.
    package enum Encoding: Sendable, Hashable {
        /// A string (text, date, time and date-time rows).
        case string
        /// A whole number.
        case integer
        /// A number.
        case number
        /// `true` or `false`.
        case boolean
        /// One of these values, option by option (a picker).
        case choice([JSONValue])
        /// An array of these values, option by option (a multiple picker).
        case choices([JSONValue])
        /// Any JSON value, the row's text (a member shown as JSON text, ``JSONValueKind``).
        case json
        /// An array, one item each, each written as this (an editable list).
        indirect case list(Encoding)
        /// An object whose members are items, each titled with its member's name, each value
        /// written as this (a key–value list).
        indirect case keyed(Encoding)
    }

    /// The JSON pointer of the member (`/a/b`).
    package var pointerText: String { pointer.map { "/" + JSONPointer.escape($0) }.joined() }
}
