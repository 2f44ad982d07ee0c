/// A shell `formcli --completions` writes a completion script for.
enum Shell: String, CaseIterable {
    case bash
    case zsh
    case fish

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
