/// The formats a ``Document`` reads and writes, all into one value model, ``JSONValue``.
package enum DocumentFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// JSON (RFC 8259): no comments, no trailing commas.
    case json
    /// JSON with comments: `//` and `/* */` comments and trailing commas, as tsconfig.json and
    /// VS Code's settings.json have them.
    case jsonc
    /// YAML 1.2 (the core schema), a stream of documents of which one is the value.
    case yaml
    /// TOML 1.0: dates and times read as the strings they are written as; `inf` and `nan`,
    /// which JSON cannot hold, refused at their place.
    case toml

    /// The format's name in messages: `JSON`, `JSON with comments`, `YAML`, `TOML`.
    package var description: String {
        switch self {
        case .json: "JSON"
        case .jsonc: "JSON with comments"
        case .yaml: "YAML"
        case .toml: "TOML"
        }
    }

    /// The format a file's name says, or `nil` when it names none.
    ///
    /// `.yaml` and `.yml` are YAML; `.jsonc` is JSON with comments, and `.json` JSON, but
    /// for the files whose readers take comments and trailing commas: `tsconfig.json` and
    /// `jsconfig.json` (and their `*.json` variants such as `tsconfig.base.json`), VS Code's
    /// `settings.json`, `keybindings.json`, `launch.json`, `tasks.json` and `extensions.json` in
    /// a `.vscode` folder, `devcontainer.json` (and `.devcontainer.json`), and `*.code-workspace`.
    /// A `.toml` file is TOML.
    package static func named(_ path: String) -> DocumentFormat? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let last = components.last else { return nil }
        let name = last.lowercased()
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "jsonc", "code-workspace": return .jsonc
        case "yaml", "yml": return .yaml
        case "toml": return .toml
        case "json":
            if name.hasPrefix("tsconfig") || name.hasPrefix("jsconfig") { return .jsonc }
            if name == "devcontainer.json" || name == ".devcontainer.json" { return .jsonc }
            let folder = components.count > 1 ? components[components.count - 2] : ""
            if folder == ".vscode",
                ["settings.json", "keybindings.json", "launch.json", "tasks.json", "extensions.json"]
                    .contains(name)
            {
                return .jsonc
            }
            return .json
        default: return nil
        }
    }
}
