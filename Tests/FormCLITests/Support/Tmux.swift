import Foundation

/// A private tmux server for tests where a real terminal's behaviour matters: its own socket
/// (`tmux -L NAME -f /dev/null`, so neither the user's server nor their configuration is touched),
/// every call under a hard timeout, and ``stop()`` to kill the server (call it in a `defer`).
struct Tmux {
    /// The tmux binary on `PATH`, or `nil` when tmux is not installed.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent("tmux")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }()

    /// Whether the tests that need tmux can run.
    static var isAvailable: Bool {
        executable != nil && FileManager.default.isExecutableFile(atPath: timeout)
    }

    private static let timeout = "/usr/bin/timeout"

    enum TmuxError: Error {
        case notInstalled
        case failed([String], Int32)
    }

    let socket = "formcli-test-\(getpid())-\(UUID().uuidString.prefix(8))"

    /// Runs `tmux -L socket -f /dev/null arguments`, killed after `seconds`; its standard output.
    ///
    /// Started with fork and exec rather than `Process`: the server that `new-session` starts
    /// would inherit `Process`'s descriptors and keep it waiting forever. The child gets an empty
    /// signal mask (the test runner blocks some signals, and a server that blocks SIGTERM cannot
    /// be stopped) and no descriptor beyond the three standard ones.
    @discardableResult
    func run(_ arguments: [String], seconds: Int = 5) throws -> String {
        guard let tmux = Self.executable else { throw TmuxError.notInstalled }
        // SIGKILL one second after the SIGTERM, for a client that ignores SIGTERM.
        let words =
            [Self.timeout, "-k", "1", String(seconds), tmux.path, "-L", socket, "-f", "/dev/null"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        let argv = words.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(socket)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let output = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let null = open("/dev/null", O_RDWR)
        defer {
            if output >= 0 { close(output) }
            if null >= 0 { close(null) }
        }
        guard output >= 0, null >= 0, let path = argv[0] else { throw TmuxError.failed(arguments, -1) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        let child = fork()
        if child == 0 {
            // Only async-signal-safe calls between fork and exec.
            _ = sigprocmask(SIG_SETMASK, &noSignals, nil)
            _ = dup2(null, STDIN_FILENO)
            _ = dup2(output, STDOUT_FILENO)
            _ = dup2(null, STDERR_FILENO)
            closefrom(3)
            _ = execve(path, argv, envp)
            _exit(127)
        }
        guard child > 0 else { throw TmuxError.failed(arguments, -1) }
        var raw: Int32 = 0
        while waitpid(child, &raw, 0) < 0 && errno == EINTR {}
        let exited = raw & 0x7f == 0
        let status = exited ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        guard status == 0 else { throw TmuxError.failed(arguments, status) }
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// The visible screen of the session's pane, one string per line.
    func capture() throws -> [String] {
        try run(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
    }

    /// Polls the screen until it contains `text`, for at most `seconds`.
    func wait(for text: String, seconds: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let lines = try? capture(), lines.contains(where: { $0.contains(text) }) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Kills the server on this socket (and the programs it runs); errors are ignored.
    func stop() {
        _ = try? run(["kill-server"], seconds: 3)
    }
}
