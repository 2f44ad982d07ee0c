import FormEngine
import Foundation

/// Builds descriptors and runs formcli for the selection, list, rule and condition tests.
package enum RulesSupport {
    /// The plist bytes of a dictionary-layout form with these sections.
    package static func data(_ sections: [[String: Any]], title: String? = nil) throws -> Data {
        var root: [String: Any] = ["sections": sections]
        if let title { root["title"] = title }
        return try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }

    /// Loads a form from sections given as dictionaries.
    package static func form(
        _ sections: [[String: Any]], locale: Locale? = nil, clock: FormClock = .system,
        rules: [RuleName: CustomRule] = [:]
    ) throws -> Form {
        try Form(
            DescriptorLoader().load(data: data(sections), file: "test.plist"), locale: locale, clock: clock,
            rules: rules)
    }

    /// Every problem the loader finds in sections given as dictionaries, as one-line messages.
    package static func problems(_ sections: [[String: Any]]) throws -> [String] {
        DescriptorLoader().diagnose(data: try data(sections), file: "test.plist").problems.map(\.description)
    }

    /// A temporary directory, removed by the caller.
    package static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("rules-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs formcli with `arguments` (``CLI/run(_:stdin:environment:directory:timeout:)``);
    /// returns its status, stdout and stderr.
    package static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let result = try CLI.run(arguments)
        return (result.status, result.stdout, result.stderr)
    }

    /// A fixed section and an editable "Skills" list holding `items`.
    package static func skills(_ items: [String] = ["Swift", "Go", "Rust"]) -> [[String: Any]] {
        [
            ["title": "Fixed", "rows": [["key": "name", "kind": "text"]]],
            [
                "title": "Skills", "editable": true,
                "template": [
                    "key": "skill", "kind": "text", "required": true, "message": "Describe the skill",
                ],
                "rows": items.enumerated().map {
                    ["key": "skill-\($0 + 1)", "kind": "text", "firstTitle": $1]
                },
            ],
        ]
    }
}
