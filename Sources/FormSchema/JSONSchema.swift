import FormDocuments
import Foundation

/// How a schema is read and applied.
package struct SchemaOptions: Sendable {
    /// Whether `format` asserts (date, date-time, time, email, hostname, ipv4, ipv6, uri, uuid,
    /// regex, duration) rather than only annotating, which is what JSON Schema says by default.
    package var assertFormat: Bool
    /// Limits on the schema files and on instances parsed by ``JSONSchema/validate(data:file:)``.
    package var limits: DocumentOptions
    /// How many `$ref`s may be followed one inside another before validation stops with a
    /// problem (a recursive schema on a deep instance, or a cycle through `$dynamicRef`).
    package var maxReferenceDepth: Int

    /// The draft of a schema without a `$schema` the validator knows: 2020-12 unless told.
    package var defaultDraft: SchemaDraft

    package init(
        assertFormat: Bool = false, defaultDraft: SchemaDraft = .draft2020,
        limits: DocumentOptions = DocumentOptions(),
        maxReferenceDepth: Int = 200
    ) {
        self.assertFormat = assertFormat
        self.defaultDraft = defaultDraft
        self.limits = limits
        self.maxReferenceDepth = maxReferenceDepth
    }
}

/// A schema (or a subschema) with what applies around it: the base URI its own `$id` (if any)
/// resolves against, and its draft.
struct Located: Sendable {
    let value: JSONValue
    /// The base outside the schema: validation and indexing apply the schema's `$id` to it.
    let base: URIReference
    let draft: SchemaDraft
    /// Where it is: `#/definitions/a` in the root file, `URI#/…` in another.
    let location: String
}

/// A JSON Schema, read once with every schema it references, ready to validate instances.
///
/// Drafts 4, 6, 7, 2019-09 and 2020-12 are read, chosen by `$schema` (no `$schema`: 2020-12).
/// A `$ref` by URL is resolved among the schema's own resources (`$id`, `$anchor`), then among the
/// `.json` files of the catalogue folder, by their `$id` or by file name
/// (`https://json.schemastore.org/X.json` and `https://www.schemastore.org/X.json` are `X.json`),
/// never over the network. A reference that resolves to nothing is in ``warnings`` and is a
/// problem when validation reaches it.
package final class JSONSchema: Sendable {
    /// The root schema.
    let root: Located
    /// Every schema resource (a document, or a subschema with `$id`) by its URI without fragment.
    let resources: [String: Located]
    /// Plain-name fragments (`$anchor`, `$dynamicAnchor`, draft 4–7 `$id: "#name"`): `URI#name`.
    let anchors: [String: Located]
    /// `$dynamicAnchor`s by resource URI and name.
    let dynamicAnchors: [String: [String: Located]]
    /// Every `$ref` (and `$dynamicRef`, `$recursiveRef`) the index met, resolved once: by the
    /// base it is seen from and its text.
    let references: [ReferenceKey: Located]
    /// Every `pattern` and `patternProperties` name, compiled.
    let regexes: [String: ECMARegex]
    /// The options the schema was read with.
    package let options: SchemaOptions
    /// The draft of the root schema.
    package var draft: SchemaDraft { root.draft }
    /// The file name the schema was read from (for messages).
    package let file: String
    /// What was read but will not work: references that resolve to nothing, patterns that do not
    /// compile. Each is a problem when validation reaches it.
    package let warnings: [String]

    /// Reads a schema from `data`.
    ///
    /// - Parameters:
    ///   - file: the name for messages, and the base URI when the schema has no `$id`.
    ///   - catalogue: the folder whose `.json` files `$ref`s by URL resolve among.
    ///   - remotes: more URL prefixes mapped to folders (`http://localhost:1234/` → a folder).
    package convenience init(
        data: Data, file: String = "schema.json", catalogue: URL? = nil, remotes: [String: URL] = [:],
        options: SchemaOptions = SchemaOptions()
    ) throws {
        let value: JSONValue
        do {
            value = try JSONValue.parse(data, file: file, options: options.limits)
        } catch {
            throw SchemaError(file: file, pointer: nil, message: error.description)
        }
        try self.init(value: value, file: file, catalogue: catalogue, remotes: remotes, options: options)
    }

    /// Reads the schema file at `url`; `catalogue` defaults to the file's folder.
    package convenience init(
        contentsOf url: URL, catalogue: URL? = nil, remotes: [String: URL] = [:],
        options: SchemaOptions = SchemaOptions()
    ) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SchemaError(file: url.path, pointer: nil, message: "cannot read the file")
        }
        try self.init(
            data: data, file: url.path, catalogue: catalogue ?? url.deletingLastPathComponent(),
            remotes: remotes, options: options)
    }

    /// Reads a schema already parsed.
    package init(
        value: JSONValue, file: String = "schema.json", catalogue: URL? = nil, remotes: [String: URL] = [:],
        options: SchemaOptions = SchemaOptions()
    ) throws {
        switch value {
        case .object, .bool: break
        default:
            throw SchemaError(
                file: file, pointer: nil, message: "a schema is an object or a boolean, not \(value.typeName)"
            )
        }
        let draft =
            value["$schema"]?.stringValue.flatMap(SchemaDraft.init(schemaURI:)) ?? options.defaultDraft
        var rootBase = URIReference("file:///schema/").resolving(URIReference(file).withoutFragment)
        // Drafts 4 to 7 ignore an `$id` beside `$ref`, but a document's own `$id` is still where it
        // is found (its URI in a catalogue), so relative references in it resolve against that.
        if draft.refOverridesSiblings, value["$ref"] != nil, let id = value[draft.idKeyword]?.stringValue,
            !id.hasPrefix("#")
        {
            rootBase = rootBase.resolving(id).withoutFragment
        }
        let root = Located(value: value, base: rootBase.withoutFragment, draft: draft, location: "#")
        let build: @Sendable () -> Builder = {
            var builder = Builder(catalogue: catalogue, remotes: remotes, limits: options.limits, file: file)
            builder.resources[root.base.text] = root
            builder.index(value, base: root.base, draft: draft, location: "#", file: file)
            builder.loadReferenced()
            return builder
        }
        // The index recurses once a level: a deep schema is indexed on a stack made for it.
        let builder =
            BigStack.nesting(of: value) > BigStack.callerDepth ? try BigStack.run(build) : build()
        self.root = root
        self.resources = builder.resources
        self.anchors = builder.anchors
        self.dynamicAnchors = builder.dynamicAnchors
        self.regexes = builder.regexes
        var references: [ReferenceKey: Located] = [:]
        let resolver = Resolver(resources: builder.resources, anchors: builder.anchors)
        for key in builder.references {
            if let target = resolver.resolve(key.reference, from: key.base) { references[key] = target }
        }
        self.references = references
        self.warnings = builder.warnings
        self.options = options
        self.file = file
    }

    /// The schema `reference` names, seen from `base`, or `nil`.
    func resolve(_ reference: String, from base: URIReference) -> Located? {
        if let known = references[ReferenceKey(base: base.text, reference: reference)] { return known }
        return Resolver(resources: resources, anchors: anchors).resolve(reference, from: base.text)
    }
}

/// A `$ref` as written, with the base it is seen from.
struct ReferenceKey: Hashable, Sendable {
    let base: String
    let reference: String
}

/// Resolves references among the resources and anchors.
struct Resolver {
    let resources: [String: Located]
    let anchors: [String: Located]

    /// The schema `reference` names, seen from the base URI `baseText`, or `nil`.
    func resolve(_ reference: String, from baseText: String) -> Located? {
        let uri = URIReference(baseText).resolving(reference)
        let key = uri.withoutFragment.text
        guard let document = resources[key] else { return nil }
        let fragment = (uri.fragment ?? "").percentDecoded
        if fragment.isEmpty { return document }
        guard fragment.hasPrefix("/") else { return anchors[key + "#" + fragment] }
        guard let tokens = JSONPointer.tokens(fragment) else { return nil }
        var current = document.value
        var currentBase = document.base
        var draft = document.draft
        var location = document.location
        for token in tokens {
            // Inside `current`, its own `$id` is the base.
            if case .object(let object) = current {
                if let uri = object["$schema"]?.stringValue, let newDraft = SchemaDraft(schemaURI: uri) {
                    draft = newDraft
                }
                if let id = object[draft.idKeyword]?.stringValue, !id.hasPrefix("#"),
                    !(draft.refOverridesSiblings && object["$ref"] != nil)
                {
                    currentBase = currentBase.resolving(id).withoutFragment
                }
            }
            guard let next = JSONPointer.resolve([token], in: current) else { return nil }
            location += "/" + JSONPointer.escape(token)
            current = next
        }
        return Located(value: current, base: currentBase, draft: draft, location: location)
    }
}

/// Indexes a schema's resources, anchors and patterns, and loads the schemas it references.
private struct Builder {
    let catalogue: URL?
    let remotes: [String: URL]
    let limits: DocumentOptions
    let file: String
    var resources: [String: Located] = [:]
    var anchors: [String: Located] = [:]
    var dynamicAnchors: [String: [String: Located]] = [:]
    var regexes: [String: ECMARegex] = [:]
    var references: Set<ReferenceKey> = []
    var warnings: [String] = []
    /// Referenced documents not loaded yet, with the draft of the first schema referring to each.
    var pending: [(uri: String, draft: SchemaDraft)] = []
    var tried: Set<String> = []
    /// The catalogue's files by `$id`, read on the first miss.
    var catalogueIDs: [String: URL]?

    init(catalogue: URL?, remotes: [String: URL], limits: DocumentOptions, file: String) {
        self.catalogue = catalogue
        self.remotes = remotes
        self.limits = limits
        self.file = file
    }

    static let singleSchemas = [
        "additionalItems", "additionalProperties", "contains", "propertyNames", "not", "if", "then", "else",
        "unevaluatedItems", "unevaluatedProperties", "contentSchema", "items",
    ]
    static let schemaArrays = ["allOf", "anyOf", "oneOf", "items", "prefixItems"]
    static let schemaMaps = [
        "properties", "patternProperties", "definitions", "$defs", "dependentSchemas", "dependencies",
    ]

    mutating func index(
        _ value: JSONValue, base: URIReference, draft: SchemaDraft, location: String, file: String
    ) {
        guard case .object(let object) = value else { return }
        var draft = draft
        if let uri = object["$schema"]?.stringValue, let newDraft = SchemaDraft(schemaURI: uri) {
            draft = newDraft
        }
        let outer = base
        var base = base
        let here = Located(value: value, base: outer, draft: draft, location: location)
        if let id = object[draft.idKeyword]?.stringValue,
            !(draft.refOverridesSiblings && object["$ref"] != nil)
        {
            if draft <= .draft7, id.hasPrefix("#") {
                anchors[base.text + id] = here
            } else {
                let resolved = base.resolving(id)
                base = resolved.withoutFragment
                if resources[base.text] == nil { resources[base.text] = here }
                if draft <= .draft7, let fragment = resolved.fragment, !fragment.isEmpty {
                    anchors[base.text + "#" + fragment] = here
                }
            }
        }
        if draft >= .draft2019, let anchor = object["$anchor"]?.stringValue {
            anchors[base.text + "#" + anchor] = here
        }
        if draft >= .draft2020, let anchor = object["$dynamicAnchor"]?.stringValue {
            anchors[base.text + "#" + anchor] = anchors[base.text + "#" + anchor] ?? here
            dynamicAnchors[base.text, default: [:]][anchor] = here
        }
        for keyword in ["$ref", "$dynamicRef", "$recursiveRef"] {
            if let reference = object[keyword]?.stringValue {
                references.insert(ReferenceKey(base: base.text, reference: reference))
                let target = base.resolving(reference).withoutFragment.text
                if resources[target] == nil, !tried.contains(target) { pending.append((target, draft)) }
            }
        }
        if let pattern = object["pattern"]?.stringValue { compile(pattern, at: location + "/pattern") }
        if let names = object["patternProperties"]?.objectValue {
            for name in names.keys { compile(name, at: location + "/patternProperties") }
        }
        for (key, child) in object.members {
            let childLocation = location + "/" + JSONPointer.escape(key)
            if Self.singleSchemas.contains(key) {
                index(child, base: base, draft: draft, location: childLocation, file: file)
            }
            if Self.schemaArrays.contains(key), let array = child.arrayValue {
                for (position, element) in array.enumerated() {
                    index(
                        element, base: base, draft: draft, location: childLocation + "/\(position)",
                        file: file)
                }
            }
            if Self.schemaMaps.contains(key), let map = child.objectValue {
                for (name, element) in map.members {
                    index(
                        element, base: base, draft: draft,
                        location: childLocation + "/" + JSONPointer.escape(name),
                        file: file)
                }
            }
        }
    }

    mutating func compile(_ pattern: String, at location: String) {
        guard regexes[pattern] == nil else { return }
        do {
            regexes[pattern] = try ECMARegex(pattern)
        } catch {
            warnings.append("\(location): pattern \(JSONValue.quoted(pattern)) does not compile")
        }
    }

    /// Loads each referenced document, and those it references, from the catalogue and remotes.
    mutating func loadReferenced() {
        while let (uri, draft) = pending.popLast() {
            guard resources[uri] == nil, !tried.contains(uri) else { continue }
            tried.insert(uri)
            guard let fileURL = locate(uri) else {
                warnings.append("cannot resolve the reference \(uri)")
                continue
            }
            guard let data = try? Data(contentsOf: fileURL) else {
                warnings.append("cannot read \(fileURL.path) for \(uri)")
                continue
            }
            let value: JSONValue
            do {
                value = try JSONValue.parse(data, file: fileURL.path, options: limits)
            } catch {
                warnings.append("\(error)")
                continue
            }
            let documentDraft = value["$schema"]?.stringValue.flatMap(SchemaDraft.init(schemaURI:)) ?? draft
            let base = URIReference(uri)
            let document = Located(value: value, base: base, draft: documentDraft, location: uri + "#")
            resources[uri] = document
            index(value, base: base, draft: documentDraft, location: uri + "#", file: fileURL.path)
        }
    }

    /// The largest catalogue file read in search of an `$id`: far beyond real schemas.
    static let catalogueFileLimit = 16 << 20

    /// The bytes of a catalogue file that may be a schema with an `$id`: within
    /// ``catalogueFileLimit``, and naming `$schema` or `$id` in its first 64 KiB, as a schema's
    /// top level does (a draft 4 schema's `id` goes with its `$schema`); a data file beside the
    /// schema is not read whole.
    static func schemaFile(_ url: URL) -> Data? {
        guard let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int,
            size <= catalogueFileLimit, let handle = try? FileHandle(forReadingFrom: url)
        else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 64 << 10),
            [#""$schema""#, #""$id""#].contains(where: { head.range(of: Data($0.utf8)) != nil })
        else { return nil }
        guard let rest = try? handle.readToEnd() else { return head }
        return head + rest
    }

    /// The file a URI names: a remote prefix's folder, the SchemaStore rule, or a catalogue `$id`.
    mutating func locate(_ uri: String) -> URL? {
        for (prefix, folder) in remotes where uri.hasPrefix(prefix) {
            let relative = String(uri.dropFirst(prefix.count))
            let candidate = folder.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        guard let catalogue else { return nil }
        for prefix in [
            "https://json.schemastore.org/", "https://www.schemastore.org/", "http://json.schemastore.org/",
        ]
        where uri.hasPrefix(prefix) {
            let name = String(uri.dropFirst(prefix.count))
            guard !name.contains("/"), !name.hasPrefix(".") else { continue }
            let candidate = catalogue.appendingPathComponent(name.hasSuffix(".json") ? name : name + ".json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        if catalogueIDs == nil {
            var ids: [String: URL] = [:]
            let files = (try? FileManager.default.contentsOfDirectory(atPath: catalogue.path)) ?? []
            for name in files.sorted() where name.hasSuffix(".json") {
                let url = catalogue.appendingPathComponent(name)
                guard let data = Self.schemaFile(url),
                    let value = try? JSONValue.parse(data, file: url.path, options: limits)
                else { continue }
                for keyword in ["$id", "id"] {
                    if let id = value[keyword]?.stringValue {
                        ids[URIReference(id).withoutFragment.text] = url
                    }
                }
            }
            catalogueIDs = ids
        }
        return catalogueIDs?[uri]
    }
}
