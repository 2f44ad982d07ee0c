import Foundation
import TestSupport
import Testing

/// Issue #43: a config file given as FORM is the instance of the schema found for it — by
/// `--schema`, its own `$schema`, or a SchemaStore catalogue folder's `fileMatch` — and is read,
/// edited in place and checked as `SCHEMA --state CONFIG` would be.
@Suite("Config files as FORM")
struct ConfigFileCLITests {
    static let schema = """
        {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
         "properties": {"name": {"type": "string"}, "port": {"type": "integer", "maximum": 65535}}}
        """

    /// A folder holding `tool.schema.json` and a catalogue folder `catalog/` whose entry gives
    /// `https://json.schemastore.org/tool.json` for `.toolrc.json` and `**/config/tool.jsonc`.
    static func folder() throws -> URL {
        let directory = try CLI.temporaryDirectory()
        try Data(schema.utf8).write(to: directory.appendingPathComponent("tool.schema.json"))
        let catalogue = directory.appendingPathComponent("catalog")
        try FileManager.default.createDirectory(at: catalogue, withIntermediateDirectories: true)
        try Data(schema.utf8).write(to: catalogue.appendingPathComponent("tool.json"))
        let entries = """
            {"schemas": [{"name": "tool", "url": "https://json.schemastore.org/tool.json",
              "fileMatch": [".toolrc.json", "**/config/tool.jsonc"]}]}
            """
        try Data(entries.utf8).write(to: catalogue.appendingPathComponent("catalog.json"))
        return directory
    }

    static func write(_ text: String, _ name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("a $schema path: --check-values, --dump and --set take the config file as FORM")
    func ownSchemaPath() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = "{\n  \"$schema\": \"./tool.schema.json\",\n  \"name\": \"a\", \"port\": 80\n}\n"
        let path = try Self.write(text, "app.json", in: directory)
        let check = try CLI.run(["--check-values", path])
        #expect(check.status == 0 && check.stdout == "\(path): ok\n", "\(check.stderr)")
        let dump = try CLI.run(["--dump", "--json", path])
        #expect(
            dump.status == 0
                && dump.stdout.contains(#""values":{"$schema":"./tool.schema.json","name":"a","port":80}"#))
        let set = try CLI.run(["--set", "port=8080", path])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == "{\n  \"$schema\": \"./tool.schema.json\",\n  \"name\": \"a\", \"port\": 8080\n}\n")
        let refused = try CLI.run(["--set", "port=70000", path])
        #expect(refused.status == 65 && refused.stderr.contains("/port: "), "\(refused.stderr)")
        let state = try CLI.run(["--dump", "--state", path, path])
        #expect(state.status == 64 && state.stderr.contains("its own state"), "\(state.stderr)")
    }

    @Test("--schema names the schema of any config file, and a .jsonc keeps its comments")
    func schemaOption() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = directory.appendingPathComponent("tool.schema.json").path
        let path = try Self.write(
            "{\n  // the name\n  \"name\": \"a\",\n}\n", "settings.jsonc", in: directory)
        let set = try CLI.run(["--schema", schema, "--set", "port=1", path])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == "{\n  // the name\n  \"name\": \"a\",\n  \"port\": 1,\n}\n")
        let keys = try CLI.run(["--keys", "--schema", schema, path])
        #expect(keys.status == 0 && keys.stdout == "name\nport\n", "\(keys.stderr)")
        let walk = try CLI.run(["--schema", schema, path], stdin: "set name b\ndone\n")
        #expect(walk.status == 0, "\(walk.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"name\": \"b\","))
    }

    @Test("the catalogue: fileMatch by name and by path, a $schema URL, from --catalog or FORMCLI_CATALOG")
    func catalogue() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalogue = directory.appendingPathComponent("catalog").path
        let byName = try Self.write(#"{"name": "a", "port": "x"}"#, ".toolrc.json", in: directory)
        let invalid = try CLI.run(["--check-values", "--catalog", catalogue, byName])
        #expect(
            invalid.status == 65 && invalid.stderr.contains("/port: must be integer"), "\(invalid.stderr)")
        let byPath = try Self.write(#"{"port": 1}"#, "deep/config/tool.jsonc", in: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["FORMCLI_CATALOG"] = catalogue
        let valid = try CLI.run(["--check-values", byPath], environment: environment)
        #expect(valid.status == 0, "\(valid.stderr)")
        let url = try Self.write(
            #"{"$schema": "https://json.schemastore.org/tool.json", "port": 2}"#, "any.json", in: directory)
        let found = try CLI.run(["--check-values", "--catalog", catalogue, url])
        #expect(found.status == 0, "\(found.stderr)")
        // Without the catalogue the URL is refused at its place: formcli never reads the network.
        let offline = try CLI.run(["--check-values", url])
        #expect(offline.status == 66, "\(offline.stderr)")
        #expect(
            offline.stderr.hasPrefix(
                "formcli: \(url):1:13: the schema https://json.schemastore.org/tool.json"))
        #expect(offline.stderr.contains("--catalog DIR") && offline.stderr.split(separator: "\n").count == 1)
    }

    @Test("a config file whose schema is found nowhere exits 66; a schema and a form stay FORMs")
    func nothingFound() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.write(#"{"port": 1}"#, "other.jsonc", in: directory)
        let missing = try CLI.run(["--dump", path])
        #expect(missing.status == 66 && missing.stderr.contains("no JSON Schema is named for this file"))
        let schema = directory.appendingPathComponent("tool.schema.json").path
        let check = try CLI.run(["--check", schema])
        #expect(check.status == 0 && check.stdout == "\(schema): ok\n", "\(check.stderr)")
        let noState = try CLI.run(["--check-values", schema])
        #expect(noState.status == 64 && noState.stderr.contains("needs --state FILE"), "\(noState.stderr)")
        let broken = try Self.write("{\"port\": 1 /* open", "broken.jsonc", in: directory)
        let refused = try CLI.run(["--schema", schema, "--dump", broken])
        #expect(refused.status == 65 && refused.stderr.contains("(line 1, column 12)"), "\(refused.stderr)")
    }
}
