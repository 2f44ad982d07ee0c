/// Path arithmetic on plain strings. `NSString.deletingLastPathComponent` traps on this
/// toolchain's Foundation for a one-character path with no slash (`-`, `.`, `a`), so paths that
/// come from outside are split here instead.
package enum PathText {
    /// The directory part of `path`: `.` when it has none, `/` for a file at the root.
    package static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// `component` inside `directory`.
    package static func join(_ directory: String, _ component: String) -> String {
        directory.hasSuffix("/") ? directory + component : directory + "/" + component
    }
}
