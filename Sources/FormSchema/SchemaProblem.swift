/// One way an instance fails a schema: where in the instance, which keyword, and why.
package struct SchemaProblem: Sendable, Hashable, CustomStringConvertible {
    /// The JSON pointer of the failing value in the instance (`""` is the whole instance).
    package let instancePointer: String
    /// Where the failing keyword is: a pointer into the root schema (`#/properties/name/type`),
    /// into the schema a `$ref` led to (`#/definitions/name/type`), or into another file's
    /// schema by its URI (`https://json.schemastore.org/base.json#/definitions/x/enum`).
    package let schemaLocation: String
    /// A short message in the schema's words (`missing required member "name"`).
    package let message: String

    package init(instancePointer: String, schemaLocation: String, message: String) {
        self.instancePointer = instancePointer
        self.schemaLocation = schemaLocation
        self.message = message
    }

    /// `/jobs/build/runs-on: must be one of …`; the whole instance is `(root)`.
    package var description: String {
        "\(instancePointer.isEmpty ? "(root)" : instancePointer): \(message)"
    }
}

/// Why a schema could not be loaded.
package struct SchemaError: Error, Sendable, CustomStringConvertible {
    /// The file (or the name given for data).
    package let file: String
    /// Where in the schema (a JSON pointer), when the problem is in one place.
    package let pointer: String?
    package let message: String

    package init(file: String, pointer: String?, message: String) {
        self.file = file
        self.pointer = pointer
        self.message = message
    }

    package var description: String {
        if let pointer { return "\(file): #\(pointer): \(message)" }
        return "\(file): \(message)"
    }
}
