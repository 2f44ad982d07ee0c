import Foundation
import Glibc
import TestSupport

/// `formcli` running on a pseudo-terminal opened by the test: the child gets the slave side as its
/// controlling terminal (stdin, stdout and stderr, unless stdout goes to a file); the test keeps
/// the master to type and read, and a slave descriptor of its own to compare the terminal's
/// settings before and after.
final class PseudoTerminal {
    /// How a hang-up (``hangUp()``) reaches the program.
    enum HangUpSignal {
        /// The program is the session leader: the kernel sends it SIGHUP as the terminal hangs
        /// up.
        case fromTheKernel
        /// A launcher is the session leader and, as an interactive shell does, sends SIGHUP on
        /// to the program when it gets its own, a moment later: the program can see its
        /// terminal's end of file first (tmux kill-session, a dropped ssh session).
        case forwardedLate
        /// SIGHUP is blocked in the program (a mask it inherits through exec): only the end of
        /// file, or EIO, tells it.
        case blocked
    }

    /// The test's side: write keys, read what the program drew.
    let master: Int32
    /// Whether ``hangUp()`` closed the master.
    private var hungUp = false
    /// The program's side, kept open here for `tcgetattr`.
    let slave: Int32
    /// The child's process id.
    let pid: pid_t
    /// Everything read from the master so far.
    private(set) var output: [UInt8] = []
    /// The exit status once known (128 + signal when killed).
    private(set) var status: Int32?
    /// The largest size the terminal had, for the screen model.
    private var gridSize: (rows: Int, columns: Int)

    /// Starts `formcli arguments` on a new pseudo-terminal of `rows` × `columns`.
    /// - Parameters:
    ///   - stdoutPath: when given, the child's stdout goes to this file instead.
    ///   - stderrPath: when given, the child's stderr goes to this file instead (`2> log`).
    ///   - stdinPath: when given, the child's stdin is this file instead (the terminal stays its
    ///     controlling one, `/dev/tty`).
    ///   - closing: descriptors the program starts with closed (0: stdin, 1: stdout).
    ///   - ownProcessGroup: start the program in a process group of its own, not the terminal's
    ///     foreground group (as `setpgid` before `exec` in a launcher does); the launcher, the
    ///     session leader, waits for it and exits with its status.
    ///   - hangUpSignal: how a hang-up reaches the program.
    init(
        _ arguments: [String], environment: [String: String] = [:], rows: UInt16 = 24, columns: UInt16 = 80,
        stdoutPath: String? = nil, stderrPath: String? = nil, stdinPath: String? = nil, closing: [Int32] = [],
        ownProcessGroup: Bool = false, hangUpSignal: HangUpSignal = .fromTheKernel
    ) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.EIO) }
        self.master = master
        self.slave = slave
        gridSize = (Int(rows), Int(columns))
        // A recovery file a cut-off walk writes lands in a directory of this terminal's own,
        // so no other test's walk of the same form is asked to restore it.
        let state = (try? CLI.temporaryDirectory().path) ?? NSTemporaryDirectory()
        var env = [
            "TERM": "xterm", "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "XDG_STATE_HOME": state,
        ]
        env.merge(environment) { $1 }
        let executable = try CLI.executable.path
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        let outputFile = stdoutPath.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } ?? -1
        defer { if outputFile >= 0 { close(outputFile) } }
        let errorFile = stderrPath.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } ?? -1
        defer { if errorFile >= 0 { close(errorFile) } }
        let inputFile = stdinPath.map { open($0, O_RDONLY) } ?? -1
        defer { if inputFile >= 0 { close(inputFile) } }
        if !ownProcessGroup, hangUpSignal == .fromTheKernel {
            pid = try Self.spawn(
                executable, arguments, environment: envp, terminal: slave, output: outputFile,
                errors: errorFile, input: inputFile, closing: closing)
            return
        }
        guard let path = strdup(executable) else { throw POSIXError(.ENOMEM) }
        defer { free(path) }
        // The test runner's threads block some signals; the mask survives fork and exec, so the
        // child starts with an empty one, as it would from a shell.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var hangUps = sigset_t()
        sigemptyset(&hangUps)
        sigaddset(&hangUps, SIGHUP)
        let child = fork()
        if child == 0 {
            // Only async-signal-safe calls between fork and exec.
            _ = sigprocmask(SIG_SETMASK, &noSignals, nil)
            _ = login_tty(slave)
            if outputFile >= 0 { _ = dup2(outputFile, STDOUT_FILENO) }
            if errorFile >= 0 { _ = dup2(errorFile, STDERR_FILENO) }
            if inputFile >= 0 { _ = dup2(inputFile, STDIN_FILENO) }
            closefrom(3)
            for descriptor in closing { _ = close(descriptor) }
            if ownProcessGroup {
                let program = fork()
                if program == 0 {
                    _ = setpgid(0, 0)
                    _ = execve(path, argv, envp)
                    _exit(127)
                }
                var raw: Int32 = 0
                _ = waitpid(program, &raw, 0)
                _exit(raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f))
            }
            switch hangUpSignal {
            case .fromTheKernel: break
            case .blocked: _ = sigprocmask(SIG_BLOCK, &hangUps, nil)
            case .forwardedLate:
                // The launcher keeps SIGHUP pending (blocked) and looks for it every 5 ms; the
                // program, in its process group (the foreground one), starts with none blocked.
                _ = sigprocmask(SIG_BLOCK, &hangUps, nil)
                let program = fork()
                if program == 0 {
                    _ = sigprocmask(SIG_SETMASK, &noSignals, nil)
                    _ = execve(path, argv, envp)
                    _exit(127)
                }
                var raw: Int32 = 0
                while waitpid(program, &raw, WNOHANG) == 0 {
                    var pending = sigset_t()
                    _ = sigpending(&pending)
                    if sigismember(&pending, SIGHUP) == 1 {
                        var later = timespec(tv_sec: 0, tv_nsec: 300_000_000)
                        _ = nanosleep(&later, nil)
                        _ = kill(program, SIGHUP)
                        _ = waitpid(program, &raw, 0)
                        break
                    }
                    var tick = timespec(tv_sec: 0, tv_nsec: 5_000_000)
                    _ = nanosleep(&tick, nil)
                }
                _exit(raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f))
            }
            _ = execve(path, argv, envp)
            _exit(127)
        }
        guard child > 0 else { throw POSIXError(.EAGAIN) }
        pid = child
    }

    /// Starts the program without `fork`: a multi-threaded test process that forks can leave the
    /// child stuck before `exec` under ThreadSanitizer (the walk then never draws). `posix_spawn`
    /// runs `setsid --ctty`, which makes a session whose controlling terminal is `terminal`, and
    /// then a shell that sets up stdin, stdout and stderr as asked and `exec`s the program: one process id
    /// throughout, the program's.
    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [UnsafeMutablePointer<CChar>?],
        terminal: Int32, output: Int32, errors: Int32, input: Int32, closing: [Int32]
    ) throws -> pid_t {
        var redirections: [String] = []
        if input >= 0 { redirections.append("0<&3") }
        if output >= 0 { redirections.append("1>&4") }
        if errors >= 0 { redirections.append("2>&5") }
        for descriptor in closing { redirections.append("\(descriptor)<&-") }
        let script = "exec \"$0\" \"$@\" \(redirections.joined(separator: " ")) 3<&- 4<&- 5<&-"
        let argv = (["/usr/bin/setsid", "--ctty", "/bin/sh", "-c", script, executable] + arguments).map {
            strdup($0)
        }
        defer { for pointer in argv { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for standard in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, terminal, standard)
        }
        if input >= 0 { posix_spawn_file_actions_adddup2(&actions, input, 3) }
        if output >= 0 { posix_spawn_file_actions_adddup2(&actions, output, 4) }
        if errors >= 0 { posix_spawn_file_actions_adddup2(&actions, errors, 5) }
        // glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34) is not in Swift's Glibc module:
        // without it, another test's terminal could stay open in this program.
        typealias CloseFrom =
            @convention(c) (
                UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
            ) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
            throw POSIXError(.ENOSYS)
        }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 6)
        // The test runner's threads block some signals; the child starts with none blocked and
        // every signal at its default, as it would from a shell.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let failure = posix_spawn(&child, "/usr/bin/setsid", &actions, &attributes, argv + [nil], environment)
        guard failure == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
        return child
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            waitpid(pid, &raw, 0)
        }
        if !hungUp { close(master) }
        close(slave)
    }

    /// Hangs the terminal up as a closed terminal window, `tmux kill-session` or a dropped ssh
    /// session does: the master side is closed (the slave this object keeps stays open, as it
    /// does not stop the hang-up). Nothing can be typed or read after.
    func hangUp() {
        guard !hungUp else { return }
        hungUp = true
        close(master)
    }

    /// Types `text` (keys as the terminal would send them).
    func send(_ text: String) {
        guard !hungUp else { return }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// The terminal's current settings, read from the slave side.
    func settings() -> [UInt8] {
        var value = termios()
        _ = tcgetattr(slave, &value)
        return withUnsafeBytes(of: value) { Array($0) }
    }

    /// Changes the window size; the kernel sends SIGWINCH to the program.
    func resize(rows: UInt16, columns: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        gridSize = (max(gridSize.rows, Int(rows)), max(gridSize.columns, Int(columns)))
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// What the screen shows now, from everything drawn so far.
    var screen: ScreenGrid {
        var grid = ScreenGrid(rows: gridSize.rows, columns: gridSize.columns)
        grid.feed(String(decoding: output, as: UTF8.self))
        return grid
    }

    /// How long a wait may take at most, in seconds: three times as long under a sanitizer
    /// (`FORMENGINE_SANITIZED`, set by `.ci/run`), whose instrumented program can take tens of
    /// seconds to draw its first screen while the rest of the suite runs beside it.
    static let patience: Double = ProcessInfo.processInfo.environment["FORMENGINE_SANITIZED"] == nil ? 30 : 90

    /// Reads until `condition` holds for the screen, or `timeout` seconds pass.
    @discardableResult
    func wait(timeout: Double = PseudoTerminal.patience, until condition: (ScreenGrid) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(screen) { return true }
            readAvailable(milliseconds: 50)
        }
        return condition(screen)
    }

    /// Reads until the screen shows `text` somewhere.
    @discardableResult
    func wait(for text: String, timeout: Double = PseudoTerminal.patience) -> Bool {
        wait(timeout: timeout) { $0.text.contains(text) }
    }

    /// Waits for the program to exit (reading its output meanwhile); its status, or `nil`.
    func waitForExit(timeout: Double = PseudoTerminal.patience) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while status == nil, Date() < deadline {
            readAvailable(milliseconds: 20)
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid {
                let signal = raw & 0x7f
                status = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
            }
        }
        readAvailable(milliseconds: 20)
        return status
    }

    /// Waits until the program is stopped (Ctrl-Z, SIGTSTP); whether it was.
    func waitForStop(timeout: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            readAvailable(milliseconds: 20)
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG | WUNTRACED) == pid, raw & 0xff == 0x7f { return true }
        }
        return false
    }

    private func readAvailable(milliseconds: Int32) {
        guard !hungUp else {
            usleep(UInt32(milliseconds) * 1000)
            return
        }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count > 0 { output += buffer.prefix(count) }
    }
}
