/// The escapes line mode takes in a `textArea` value, which may hold several lines: `\n` is a
/// line break and `\\` a backslash; any other backslash stays as typed.
enum LineEscapes {
    /// `text` with its escapes replaced.
    static func decode(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "n": out.append("\n")
                case "\\": out.append("\\")
                default: out += "\\" + String(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        if escaped { out.append("\\") }
        return out
    }
}
