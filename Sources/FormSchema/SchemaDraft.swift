/// The JSON Schema drafts the validator knows, chosen by a schema's `$schema`.
///
/// A schema without `$schema` (or with one the validator does not know) is read as
/// ``draft2020``, the current draft, unless it is referenced from a schema of another draft,
/// whose draft it then takes.
package enum SchemaDraft: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    case draft4 = 4
    case draft6 = 6
    case draft7 = 7
    case draft2019 = 2019
    case draft2020 = 2020

    /// The draft a `$schema` URI names, or `nil`.
    package init?(schemaURI: String) {
        let uri = schemaURI.lowercased()
        guard uri.contains("json-schema.org") else { return nil }
        if uri.contains("draft-04") {
            self = .draft4
        } else if uri.contains("draft-06") {
            self = .draft6
        } else if uri.contains("draft-07") {
            self = .draft7
        } else if uri.contains("2019-09") {
            self = .draft2019
        } else if uri.contains("2020-12") {
            self = .draft2020
        } else {
            return nil
        }
    }

    package static func < (a: SchemaDraft, b: SchemaDraft) -> Bool { a.rawValue < b.rawValue }

    /// The identifier keyword: `id` in draft 4, `$id` after.
    package var idKeyword: String { self == .draft4 ? "id" : "$id" }

    /// Whether keywords beside `$ref` are ignored (drafts 4 to 7).
    package var refOverridesSiblings: Bool { self <= .draft7 }

    package var description: String {
        switch self {
        case .draft4: "draft 4"
        case .draft6: "draft 6"
        case .draft7: "draft 7"
        case .draft2019: "draft 2019-09"
        case .draft2020: "draft 2020-12"
        }
    }
}
