import FormDocuments
import FormEngine
import FormSchemaForms
import Foundation

/// A config file given as FORM, and the JSON Schema found for it as editors find it (issue #43):
///
/// 1. `--schema FILE`;
/// 2. the file's own word: a top-level `$schema` member (JSON, JSON with comments), a
///    `# yaml-language-server: $schema=REF` comment line (YAML), a `#:schema REF` comment line
///    before the first key (TOML, as taplo reads it);
/// 3. the SchemaStore catalogue folder `--catalog DIR` or `FORMCLI_CATALOG` names: the first
///    entry of its `catalog.json` one of whose `fileMatch` patterns matches the file's path.
///
/// A reference that is a path is the file's, relative to the config file's folder; a URL is a
/// file of the catalogue folder (`https://json.schemastore.org/NAME` is `NAME.json`, or an
/// entry's `url`'s last part) — never the network.
struct SchemaAssociation {
    /// The schema file found.
    let schemaPath: String

    /// The environment variable naming the catalogue folder when `--catalog` is not given.
    static let catalogueVariable = "FORMCLI_CATALOG"

    /// The schema for FORM at `path` when FORM is a config file: `--schema` was given, the file's
    /// name says YAML, TOML or JSON with comments, its `$schema` names something other than a
    /// JSON Schema metaschema, or the catalogue matches it. `nil` when FORM is a form or a schema.
    /// - Throws: ``FormError`` when the file is a config file whose schema cannot be found (66),
    ///   or the catalogue cannot be read.
    static func find(for path: String, options: Options, environment: [String: String]) throws -> Self? {
        if let schema = options.schemaPath {
            guard path != "-" else {
                throw UsageError("--schema takes a config FILE as FORM, not standard input")
            }
            return Self(schemaPath: schema)
        }
        guard path != "-", let format = DocumentFormat.named(path) else { return nil }
        let catalogue =
            options.cataloguePath ?? environment[catalogueVariable].flatMap { $0.isEmpty ? nil : $0 }
        let isRegular =
            (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType)
            == .typeRegular
        guard isRegular else {
            // A JSON FORM that is no file is the loader's to refuse; a config file may be new.
            if format == .json { return nil }
            return try catalogued(path, catalogue: catalogue) ?? missing(path, catalogue: catalogue)
        }
        let data = try DescriptorLoader.read(URL(fileURLWithPath: path), limits: options.limits)
        let declared: (reference: String, place: String)?
        switch format {
        case .json, .jsonc:
            let document: Document
            do {
                document = try Document(
                    data: data, format: format, file: path, options: InstanceFile.options(options.limits))
            } catch {
                // Not JSON: for a .json FORM the descriptor loader says why.
                if format == .json { return nil }
                throw FormError(InstanceFile.invalid(error, path: path))
            }
            // A form descriptor or a JSON Schema is the FORM itself.
            if case .array = document.value { return nil }
            if document.value["sections"] != nil || SchemaForm.isSchema(document.value) { return nil }
            if let reference = document.value["$schema"]?.stringValue {
                let place =
                    document.position(of: ["$schema"]).map { "\(path):\($0.line):\($0.column)" } ?? path
                declared = (reference, place)
            } else if format == .json {
                return try catalogued(path, catalogue: catalogue)
            } else {
                declared = nil
            }
        case .yaml: declared = modeline(data, path: path, yaml: true)
        case .toml: declared = modeline(data, path: path, yaml: false)
        }
        guard let declared else {
            return try catalogued(path, catalogue: catalogue) ?? missing(path, catalogue: catalogue)
        }
        return Self(
            schemaPath: try resolve(
                declared.reference, from: path, place: declared.place, catalogue: catalogue))
    }

    /// The schema a YAML or TOML file's comment names: `# yaml-language-server: $schema=REF`
    /// anywhere in a YAML file, `#:schema REF` before a TOML file's first key.
    static func modeline(_ data: Data, path: String, yaml: Bool) -> (reference: String, place: String)? {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            guard trimmed.hasPrefix("#") else {
                // taplo reads the directive only in the comments before the first key.
                if !yaml, !trimmed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return nil }
                continue
            }
            let comment = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
            let prefix = yaml ? "yaml-language-server:" : ":schema"
            let body = yaml ? comment : String(trimmed.dropFirst())
            guard body.hasPrefix(prefix) else { continue }
            var rest = body.dropFirst(prefix.count).trimmingCharacters(in: .whitespacesAndNewlines)
            if yaml {
                guard rest.hasPrefix("$schema=") else { continue }
                rest = String(rest.dropFirst("$schema=".count))
            }
            guard !rest.isEmpty else { continue }
            let column = line.distance(from: line.startIndex, to: trimmed.startIndex) + 1
            return (rest, "\(path):\(number + 1):\(column)")
        }
        return nil
    }

    /// The file a schema reference names.
    static func resolve(_ reference: String, from path: String, place: String, catalogue: String?) throws
        -> String
    {
        let lowered = reference.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            if let catalogue, let file = try Catalogue(folder: catalogue).file(for: reference) { return file }
            throw FormError.unreadable(
                Location(file: place),
                reason: "the schema \(reference) is not "
                    + (catalogue.map { "in the catalogue folder \($0)" } ?? "in a catalogue folder")
                    + "; name one with --catalog DIR (or \(catalogueVariable)), or the schema with --schema FILE"
                    + " (formcli never reads the network)")
        }
        var file = reference
        if lowered.hasPrefix("file://") {
            file = URL(string: reference)?.path ?? String(reference.dropFirst(7))
        }
        if !file.hasPrefix("/") {
            file = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(file).path
        }
        guard FileManager.default.fileExists(atPath: file) else {
            throw FormError.unreadable(
                Location(file: place), reason: "the schema \(reference) is no file (\(file))")
        }
        return file
    }

    /// The schema the catalogue's `fileMatch` patterns give `path`.
    static func catalogued(_ path: String, catalogue: String?) throws -> Self? {
        guard let catalogue else { return nil }
        return try Catalogue(folder: catalogue).schema(matching: path).map { Self(schemaPath: $0) }
    }

    /// The refusal of a config file whose schema is found nowhere.
    static func missing(_ path: String, catalogue: String?) throws -> Self {
        throw FormError.unreadable(
            Location(file: path),
            reason: "no JSON Schema is named for this file: give one with --schema FILE, in the file ("
                + "\"$schema\" in JSON, \"# yaml-language-server: $schema=FILE\" in YAML, \"#:schema FILE\" in TOML)"
                + (catalogue.map { ", or in \($0)/catalog.json" }
                    ?? ", or a catalogue folder with --catalog DIR"))
    }
}

/// A SchemaStore catalogue folder: `catalog.json` (`{"schemas": [{"name", "url", "fileMatch"}]}`)
/// and the schema files its URLs name.
struct Catalogue {
    let folder: String
    /// The entries with patterns, in the catalogue's order.
    private var entries: [(url: String, patterns: [String])] = []

    init(folder: String) throws {
        self.folder = folder
        let url = URL(fileURLWithPath: folder).appendingPathComponent("catalog.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let data = try DescriptorLoader.read(url, limits: LoadLimits())
        let value: JSONValue
        do {
            value = try JSONValue.parse(data, file: url.path)
        } catch {
            throw FormError.invalidState(
                Location(file: url.path),
                reason: "not JSON: \(error.message) (line \(error.line), column \(error.column))")
        }
        guard case .array(let schemas)? = value["schemas"] else {
            throw FormError.invalidState(
                Location(file: url.path), reason: "a catalogue is an object whose \"schemas\" is an array")
        }
        for schema in schemas {
            guard let url = schema["url"]?.stringValue else { continue }
            var patterns: [String] = []
            if case .array(let matches)? = schema["fileMatch"] {
                patterns = matches.compactMap(\.stringValue)
            }
            entries.append((url, patterns))
        }
    }

    /// The schema file of the first entry one of whose patterns matches `path`.
    func schema(matching path: String) throws -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        for entry in entries where entry.patterns.contains(where: { Self.matches($0, absolute) }) {
            guard let file = file(for: entry.url) else {
                throw FormError.unreadable(
                    Location(file: path),
                    reason: "the catalogue \(folder) gives \(entry.url), which is not in its folder")
            }
            return file
        }
        return nil
    }

    /// The file of the catalogue folder a schema URL names: its last part (with `.json` when it
    /// has no extension), a file the folder has.
    func file(for url: String) -> String? {
        let trimmed = url.split(separator: "#", maxSplits: 1).first.map(String.init) ?? url
        guard let last = trimmed.split(separator: "/").last, !last.hasPrefix("."), !last.contains(":") else {
            return nil
        }
        let name = String(last)
        for candidate in [name, name + ".json"] {
            let file = URL(fileURLWithPath: folder).appendingPathComponent(candidate).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                return file
            }
        }
        return nil
    }

    /// Whether a `fileMatch` pattern matches the absolute `path`: a pattern without `/` matches
    /// the file's name; one with `/` the path's last parts. `**` matches any parts, `*` and `?`
    /// within one part; a pattern starting with `!` matches nothing.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        guard !pattern.isEmpty, !pattern.hasPrefix("!") else { return false }
        var expression = ""
        var characters = Substring(pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern)
        while let character = characters.first {
            if characters.hasPrefix("**/") {
                expression += "(?:[^/]*/)*"
                characters = characters.dropFirst(3)
                continue
            }
            if characters.hasPrefix("**") {
                expression += ".*"
                characters = characters.dropFirst(2)
                continue
            }
            switch character {
            case "*": expression += "[^/]*"
            case "?": expression += "[^/]"
            default: expression += NSRegularExpression.escapedPattern(for: String(character))
            }
            characters = characters.dropFirst()
        }
        guard let regex = try? NSRegularExpression(pattern: "(?:^|/)" + expression + "$") else {
            return false
        }
        let subject = pattern.contains("/") ? path : String(path.split(separator: "/").last ?? "")
        return regex.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }
}
