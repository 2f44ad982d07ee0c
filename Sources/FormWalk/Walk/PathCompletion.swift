import FormEngine

/// Tab on a `file` row, in both walks: the path typed so far completed from the file system, as
/// a shell completes it.
enum PathCompletion {
    /// What Tab makes of `text` in `row`: the one path that completes it; with several, as much
    /// as they share, and the paths to choose from; with none, the text as it is.
    static func complete(_ text: String, in row: Row) -> (text: String, candidates: [String]) {
        guard case .file(let settings) = row.control else { return (text, []) }
        return complete(text, settings: settings)
    }

    /// What Tab makes of `text` for a path that names what `settings` allow.
    static func complete(_ text: String, settings: FileSettings) -> (text: String, candidates: [String]) {
        let candidates = FileKind.completions(of: text, settings: settings)
        guard var shared = candidates.first else { return (text, []) }
        for candidate in candidates.dropFirst() {
            shared = String(zip(shared, candidate).prefix { $0 == $1 }.map(\.0))
        }
        return (shared.count > text.count ? shared : text, candidates)
    }

    /// The candidates as one line: their last components, `a/  b.txt  c.txt`, the first 20.
    static func list(_ candidates: [String]) -> String {
        let names = candidates.prefix(20).map { path -> String in
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
            return TerminalText.visible(name + (path.hasSuffix("/") ? "/" : ""))
        }
        let more = candidates.count > 20 ? "  … \(candidates.count - 20) more" : ""
        return names.joined(separator: "  ") + more
    }
}
