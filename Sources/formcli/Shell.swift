/// A shell `formcli --completions` writes a completion script for.
enum Shell: String, CaseIterable {
    case bash
    case zsh
    case fish

    /// The flags formcli takes, for completion: those followed by a value, then the bare ones.
    static let valueFlags = [
        "--state", "--tap", "--set", "--locale", "--lang", "--completions", "--max-bytes", "--max-depth",
        "--max-objects", "--max-rows", "--max-string",
    ]
    static let bareFlags = [
        "--dump", "--html", "--check", "--check-values", "--defaults", "--keys", "--json", "--expand-all",
        "--plain", "--help", "--version",
    ]

    /// The completion script: flags, files for FORM and `--state`, and after `--set`/`--tap` the
    /// row keys of the FORM already on the command line (from `formcli --keys FORM`).
    var script: String {
        switch self {
        case .bash: return CompletionScripts.bash
        case .zsh: return CompletionScripts.zsh
        case .fish: return CompletionScripts.fish
        }
    }

}
