import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A text edited in the person's own editor (`$VISUAL`, else `$EDITOR`, else `vi`), as git and
/// huh do: the text is written to a temporary file, the editor runs on the terminal, and the
/// file is read back. A failing or missing editor is a message; the text is never lost.
enum ExternalEditor {
    /// The editor command: `$VISUAL`, else `$EDITOR`, else `vi`. It may hold arguments
    /// (`code --wait`); the shell reads it.
    static func command(environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !value.allSatisfy(\.isWhitespace) { return value }
        }
        return "vi"
    }

    /// Edits `text` with the editor on the terminal `input`/`output` (which the caller has given
    /// back to cooked mode); returns the text the file holds afterwards, without the one newline
    /// editors add at the end, or why it could not.
    static func edit(
        _ text: String, input: Int32, output: Int32,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<String, EditorFailure> {
        let editor = command(environment: environment)
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("formwalk-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt")
        do {
            try Data((text.isEmpty ? "" : text + "\n").utf8).write(to: file, options: .atomic)
        } catch {
            return .failure(EditorFailure(editor: editor, reason: "cannot write a temporary file"))
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let status = run(editor, file: file.path, input: input, output: output)
        switch status {
        case 0: break
        case 127: return .failure(EditorFailure(editor: editor, reason: "not found"))
        case -1: return .failure(EditorFailure(editor: editor, reason: "could not be started"))
        default: return .failure(EditorFailure(editor: editor, reason: "failed (status \(status))"))
        }
        guard let data = try? Data(contentsOf: file), let edited = String(data: data, encoding: .utf8) else {
            return .failure(EditorFailure(editor: editor, reason: "left a file that is not UTF-8 text"))
        }
        var result = edited.replacingOccurrences(of: "\r\n", with: "\n")
        if result.hasSuffix("\n") { result.removeLast() }
        return .success(result)
    }

    /// Runs `sh -c 'EDITOR "$1"' sh FILE` on the terminal and waits for it; its exit status, or
    /// -1 when it could not be started or did not exit.
    private static func run(_ editor: String, file: String, input: Int32, output: Int32) -> Int32 {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        let arguments = ["/bin/sh", "-c", editor + " \"$1\"", "sh", file]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, &argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return -1 }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        guard status & 0x7f == 0 else { return -1 }
        return (status >> 8) & 0xff
    }
}

/// Why the editor did not give a text back.
struct EditorFailure: Error, Equatable {
    /// The editor command.
    var editor: String
    /// What went wrong: `not found`, `failed (status 1)`, …
    var reason: String

    /// One line for the status line.
    var message: String { "the editor \(editor) \(reason); the text is as it was" }
}
