import Foundation
import Testing

@testable import FormEngine

/// Issue #22: the `file` kind, a path checked as a rule.
@Suite("The file kind")
struct FileKindTests {
    /// A directory holding `a.plist`, `b.txt` and `sub/`, removed by the caller.
    static func directory() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "filekind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("a.plist"))
        try Data("x".utf8).write(to: root.appendingPathComponent("b.txt"))
        return root
    }

    static func form(_ cell: String) throws -> Form {
        try Form(DescriptorLoader().load(data: Data("[[\(cell)]]".utf8), file: "form.json"))
    }

    @Test("loads with its settings, and refuses bad ones")
    func settings() throws {
        let form = try Self.form(
            #"{"key": "config", "kind": "file", "firstTitle": "Config", "mustExist": true, "extensions": ["plist", ".json"]}"#
        )
        #expect(
            try form.row("config").kind
                == .file(FileSettings(mustExist: true, isDirectory: false, extensions: ["plist", "json"])))
        #expect(
            try form.row("config").control
                == .file(FileSettings(mustExist: true, isDirectory: false, extensions: ["plist", "json"])))
        for (cell, expected) in [
            (#"{"key": "a", "kind": "file", "mustExist": "maybe"}"#, "must be a boolean"),
            (#"{"key": "a", "kind": "file", "extensions": "plist"}"#, "must be an array of file extensions"),
            (#"{"key": "a", "kind": "file", "extensions": [""]}"#, "an extension must be"),
            (
                #"{"key": "a", "kind": "file", "directory": true, "extensions": ["x"]}"#,
                "extensions apply to files"
            ),
        ] {
            let reasons = DescriptorLoader().diagnose(data: Data("[[\(cell)]]".utf8)).problems.map(\.reason)
            #expect(reasons.contains { $0.contains(expected) }, "\(cell): \(reasons)")
        }
    }

    @Test("a path that breaks a setting is kept and reported as a problem")
    func checkedAsARule() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        var form = try Self.form(
            #"{"key": "config", "kind": "file", "firstTitle": "Config", "mustExist": true, "extensions": ["plist"]}"#
        )
        try form.apply(.setText("config", root.appendingPathComponent("a.plist").path))
        #expect(form.validate().isEmpty)
        try form.apply(.setText("config", root.appendingPathComponent("missing.plist").path))
        #expect(form.validate().map(\.rule) == ["mustExist"])
        #expect(try form.value(of: "config") == .text(root.appendingPathComponent("missing.plist").path))
        try form.apply(.setText("config", root.appendingPathComponent("b.txt").path))
        #expect(form.validate().map(\.rule) == ["extensions"])
        #expect(form.validate().first?.message == "Config must end in .plist")
        try form.apply(.setText("config", root.appendingPathComponent("sub").path))
        #expect(form.validate().map(\.rule).contains("directory"))
        #expect(throws: EditError.self, "a path is one line") { try form.apply(.setText("config", "a\nb")) }
        try form.apply(.setText("config", ""))
        #expect(try form.value(of: "config") == nil)

        var folder = try Self.form(#"{"key": "out", "kind": "file", "directory": true, "mustExist": true}"#)
        try folder.apply(.setText("out", root.appendingPathComponent("sub").path))
        #expect(folder.validate().isEmpty)
        try folder.apply(.setText("out", root.appendingPathComponent("a.plist").path))
        #expect(folder.validate().map(\.rule) == ["directory"])
    }

    @Test("answers and saved state carry the path")
    func outputs() throws {
        var form = try Self.form(
            #"{"key": "config", "kind": "file", "firstTitle": "Config", "extensions": ["plist"]}"#)
        try form.apply(.setText("config", "~/a.plist"))
        struct Settings: Decodable { var config: String }
        #expect(try form.decode(Settings.self).config == "~/a.plist")
        var restored = try Self.form(#"{"key": "config", "kind": "file"}"#)
        #expect(restored.restore(form.state()).isEmpty)
        #expect(try restored.value(of: "config") == .text("~/a.plist"))
    }

    @Test("completions list the entries that start with what is typed")
    func completions() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let base = root.path + "/"
        #expect(
            FileKind.completions(of: base, settings: FileSettings()) == [
                base + "a.plist", base + "b.txt", base + "sub/",
            ])
        #expect(
            FileKind.completions(of: base, settings: FileSettings(extensions: ["plist"]))
                == [base + "a.plist", base + "sub/"])
        #expect(FileKind.completions(of: base, settings: FileSettings(isDirectory: true)) == [base + "sub/"])
        #expect(FileKind.completions(of: base + "b", settings: FileSettings()) == [base + "b.txt"])
        #expect(FileKind.completions(of: root.path + "/nothing/x", settings: FileSettings()).isEmpty)
    }
}
