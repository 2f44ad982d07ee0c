import FormDocuments
import FormEngine
import FormSchema
import Foundation

/// A JSON Schema read as a form: the typed `FormDescriptor` its properties map to, and the
/// JSON instance it describes read into a `Form` and written back.
///
/// ```swift
/// let schema = try JSONSchemaForm(contentsOf: url)  // config.schema.json
/// let original = try Data(contentsOf: stateURL)  // config.json
/// let (loaded, _) = try schema.form(reading: original, file: "config.json")
/// var edited = loaded
/// _ = try edited.apply(.setText("server/port", "8080"))
/// let data = try schema.instance(of: edited, since: loaded, updating: original)
/// ```
///
/// Drafts 4, 6, 7, 2019-09 and 2020-12. A `$ref` by URL resolves among the `.json` files of a
/// catalogue folder by their `$id`, never over the network. Whatever the form cannot show as a
/// row is kept: written back exactly as the instance had it (``warnings`` names each place).
/// The mapping is described in the article *Forms from JSON Schema*.
public struct JSONSchemaForm: Sendable {
    /// The mapping, with the schema that judges instances.
    let mapped: SchemaForm

    /// The form the schema maps to: row keys are the members' paths (`server/port`), a
    /// picker's options `KEY#0`, `KEY#1` …; an editable list's template key is its member's path.
    public var descriptor: FormDescriptor { mapped.descriptor }

    /// What the form does not show, one line per schema location (`FILE: #/properties/a: …`),
    /// and the schema's own warnings (references that resolve to nothing, patterns that do not
    /// compile).
    public var warnings: [String] { mapped.warnings }

    /// Reads a schema from `data`, named `file` in messages; its `$ref`s by URL resolve among
    /// the `.json` files of `catalogue` (none when `nil`).
    /// - Throws: ``JSONSchemaFormError`` when `data` is not a schema (not JSON, a keyword of the
    ///   wrong type …) or maps to no form, naming the file and the place.
    public init(data: Data, file: String = "schema.json", catalogue: URL? = nil) throws(JSONSchemaFormError) {
        do {
            mapped = try SchemaForm(data: data, file: file, catalogue: catalogue)
        } catch {
            throw JSONSchemaFormError(error)
        }
    }

    /// Reads the schema file at `url`; its `$ref`s by URL resolve among the `.json` files of
    /// `catalogue`, the file's folder unless given.
    /// - Throws: ``JSONSchemaFormError`` when the file cannot be read or is not a schema.
    public init(contentsOf url: URL, catalogue: URL? = nil) throws(JSONSchemaFormError) {
        do {
            mapped = try SchemaForm(contentsOf: url, catalogue: catalogue)
        } catch {
            throw JSONSchemaFormError(error)
        }
    }

    /// A form of ``descriptor`` showing the members of `instance` (the JSON text of an
    /// instance; an empty form when `nil`), and one note for each value a row cannot hold (a
    /// string where the schema says number): it stays in the instance as it is. A read-only row
    /// (`readOnly`) starts at its member's value, so the form's descriptor has that starting value.
    /// - Throws: ``JSONSchemaFormError`` when `instance` is not JSON (its line and column).
    public func form(reading instance: Data?, file: String = "instance.json") throws(JSONSchemaFormError)
        -> (form: Form, notes: [String])
    {
        do {
            guard let instance else { return (try Form(mapped.descriptor), []) }
            let value = try parse(instance, file: file)
            var form = try Form(mapped.descriptor(showing: value))
            let notes = mapped.restore(value, into: &form, file: file)
            return (form, notes)
        } catch let error as JSONSchemaFormError {
            throw error
        } catch {
            throw JSONSchemaFormError(file: file, pointer: nil, message: "\(error)")
        }
    }

    /// The instance `original` with the values `form` changed since `loaded` written in,
    /// pretty-printed (two spaces, a newline at the end): members in the order `original` had
    /// them, members the schema does not describe and values the form does not show untouched.
    /// A list is written whole when its items or their values changed.
    /// - Throws: ``JSONSchemaFormError`` when `original` is not JSON.
    public func instance(
        of form: Form, since loaded: Form, updating original: Data?, file: String = "instance.json"
    )
        throws(JSONSchemaFormError) -> Data
    {
        var value: JSONValue?
        if let original { value = try parse(original, file: file) }
        return Data(PrettyJSON.render(mapped.instance(of: form, since: loaded, updating: value)).utf8)
    }

    /// What is wrong with `instance` by the schema, one line a problem (`FILE: /server/port: 70000
    /// is greater than the maximum 65535`); empty when it is valid. `format` is an annotation,
    /// not checked.
    /// - Throws: ``JSONSchemaFormError`` when `instance` is not JSON.
    public func problems(in instance: Data, file: String = "instance.json") throws(JSONSchemaFormError)
        -> [String]
    {
        mapped.schema.validate(try parse(instance, file: file)).map { "\(file): \($0.description)" }
    }

    private func parse(_ data: Data, file: String) throws(JSONSchemaFormError) -> JSONValue {
        do {
            return try JSONValue.parse(data, file: file, options: mapped.schema.options.limits)
        } catch {
            throw JSONSchemaFormError(
                file: file, pointer: nil,
                message: "not JSON: \(error.message) (line \(error.line), column \(error.column))")
        }
    }
}

/// Why a schema or an instance could not be read: the file, the place (a JSON pointer into the
/// schema) when there is one, and what is wrong, as one line.
public struct JSONSchemaFormError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file (or the name given for data).
    public let file: String
    /// Where in the schema (a JSON pointer, `/properties/a`), when the problem is in one place.
    public let pointer: String?
    /// What is wrong.
    public let message: String

    /// Creates an error.
    public init(file: String, pointer: String?, message: String) {
        self.file = file
        self.pointer = pointer
        self.message = message
    }

    init(_ error: SchemaError) {
        self.init(file: error.file, pointer: error.pointer, message: error.message)
    }

    /// `FILE: #POINTER: MESSAGE`, or `FILE: MESSAGE`.
    public var description: String {
        if let pointer { return "\(file): #\(pointer): \(message)" }
        return "\(file): \(message)"
    }
}
