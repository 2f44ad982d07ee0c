import FormEngine
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// What formcli checks before a walk starts, so that a person never fills a form whose answers
/// cannot be kept: the `--state` file can be written (73), stdout can take what the walk prints
/// (74), and for FORM `-` there is a terminal to read the answers from (74). Each is one line on
/// stderr and nothing drawn.
///
/// What can be told before: stdout closed, open for reading only, `/dev/full` (a character
/// device with its device number), or a pipe nobody reads any more (`poll` says `POLLERR`);
/// nothing is written to stdout to find out. What only the end can tell: a disk that fills
/// during the walk, a reader that goes away during it; those still end in 74 (73 or 74 for the
/// state file) with the reason, as before.
enum WalkPreflight {
    /// Refuses a `--state` file that the save at the end could not write: a directory, a
    /// read-only file, or a directory where no file can be created (missing, not writable, a
    /// read-only file system). Nothing is created: a walk left without saving leaves no file.
    /// - Throws: ``FormError/cannotWrite(_:reason:)`` (status 73), with the save's own reason.
    static func checkState(_ path: String) throws(FormError) {
        try AtomicFile.checkWritable(path)
    }

    /// The error a write to stdout would fail with, as far as it can be known before anything
    /// is written (nothing is): `EBADF` when stdout is closed or open for reading only, `ENOSPC`
    /// when it is `/dev/full`, `EPIPE` when it is a pipe nobody reads any more; `nil` otherwise.
    static func stdoutFailure(_ descriptor: Int32 = STDOUT_FILENO) -> Int32? {
        let flags = fcntl(descriptor, F_GETFL)
        if flags < 0 || flags & O_ACCMODE == O_RDONLY { return EBADF }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        if type == S_IFCHR {
            var full = stat()
            if stat("/dev/full", &full) == 0, full.st_mode & S_IFMT == S_IFCHR, full.st_rdev == info.st_rdev {
                return ENOSPC
            }
        } else if type == S_IFIFO || type == S_IFSOCK {
            // A pipe whose reading end is closed polls as an error for its writer.
            var probe = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            if poll(&probe, 1, 0) == 1, probe.revents & Int16(POLLERR) != 0 { return EPIPE }
        }
        return nil
    }

    /// Whether the walk will write to stdout: the answers with `--json`, or after a full-screen
    /// walk without `--state` (line mode reports on the terminal or stderr).
    static func writesStdout(json: Bool, statePath: String?, fullScreen: Bool) -> Bool {
        json || (statePath == nil && fullScreen)
    }

    /// The terminal a walk of FORM `-` reads its answers from (stdin holds the form): `/dev/tty`,
    /// opened for reading and writing above the standard descriptors.
    /// - Returns: its descriptor, or why it cannot be opened.
    static func openTerminal() -> Result<Int32, TerminalMissing> {
        let opened = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard opened >= 0 else { return .failure(TerminalMissing(errno: errno)) }
        let moved = fcntl(opened, F_DUPFD_CLOEXEC, 3)
        let code = errno
        close(opened)
        guard moved >= 0 else { return .failure(TerminalMissing(errno: code)) }
        return .success(moved)
    }

    /// No terminal for a walk of FORM `-`.
    struct TerminalMissing: Error {
        var errno: Int32

        /// One line for stderr.
        var message: String {
            "a walk of - reads the form from stdin and the answers from /dev/tty, which cannot be opened: "
                + String(cString: strerror(errno))
        }
    }
}
