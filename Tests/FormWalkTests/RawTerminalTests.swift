import Glibc
import Testing

@testable import FormWalk

/// Byte-for-byte view of a termios value.
private func bytes(of settings: termios) -> [UInt8] {
    withUnsafeBytes(of: settings) { Array($0) }
}

/// Reads the settings of `fd`.
private func currentSettings(_ fd: Int32) -> termios {
    var settings = termios()
    _ = tcgetattr(fd, &settings)
    return settings
}

/// The raw mode tests share process-wide signal state, so they run one at a time.
@Suite(.serialized) struct RawTerminalTests {
    /// Opens a pseudo-terminal pair (openpty is in libc proper since glibc 2.34; no -lutil needed).
    private func openPseudoTerminal() throws -> (master: Int32, slave: Int32) {
        var master: Int32 = -1
        var slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0)
        return (master, slave)
    }

    @Test func makeRawClearsLineDisciplineAndSetsVMIN() {
        var cooked = termios()
        cooked.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        cooked.c_iflag = tcflag_t(ICRNL | IXON)
        let raw = RawTerminal.makeRaw(cooked)
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) != 0)
        let controlCharacters = withUnsafeBytes(of: raw.c_cc) { Array($0) }
        #expect(controlCharacters[Int(VMIN)] == 1)
        #expect(controlCharacters[Int(VTIME)] == 0)
    }

    @Test(arguments: [false, true])
    func enterAndRestoreOnPseudoTerminal(handleSignals: Bool) throws {
        // Apart from the walks other suites run on terminals (WalkTerminal).
        let held = TerminalLock.acquire()
        defer { if held { TerminalLock.release() } }
        let (master, slave) = try openPseudoTerminal()
        defer {
            close(master)
            close(slave)
        }
        let before = currentSettings(slave)
        #expect(before.c_lflag & tcflag_t(ICANON) != 0)
        let terminal = try RawTerminal(
            input: slave, output: slave, alternateScreen: true, handleSignals: handleSignals)
        let during = currentSettings(slave)
        #expect(during.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
        #expect(bytes(of: during) != bytes(of: before))
        #expect(bytes(of: terminal.original) == bytes(of: before))
        terminal.restore()
        #expect(!terminal.isActive)
        #expect(bytes(of: currentSettings(slave)) == bytes(of: before))
        terminal.restore()
        #expect(bytes(of: currentSettings(slave)) == bytes(of: before))

        // The pty may deliver the two writes separately: read until all arrived or 2 s pass.
        let expected =
            "\u{1b}[?1049h\u{1b}[?7l\u{1b}[?25l\u{1b}[0m\u{1b}[?2004l\u{1b}[?1006l\u{1b}[?1000l"
            + "\u{1b}[?7h\u{1b}[?25h\u{1b}[?1049l"
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while received.count < expected.utf8.count, poll(&descriptor, 1, 2_000) > 0 {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer.prefix(count)
        }
        #expect(String(decoding: received, as: UTF8.self) == expected)
    }

    @Test func signalPathRestoresSavedSettings() throws {
        // Apart from the walks other suites run on terminals (WalkTerminal).
        let held = TerminalLock.acquire()
        defer { if held { TerminalLock.release() } }
        let (master, slave) = try openPseudoTerminal()
        defer {
            close(master)
            close(slave)
        }
        let before = currentSettings(slave)
        let terminal = try RawTerminal(input: slave, output: slave, alternateScreen: false)
        // What the SIGINT/SIGTERM/SIGHUP handler runs before re-raising the signal.
        TerminalSignals.restoreIfArmed()
        #expect(bytes(of: currentSettings(slave)) == bytes(of: before))
        terminal.restore()
        #expect(bytes(of: currentSettings(slave)) == bytes(of: before))
    }

    @Test func resizeSignalSetsTheFlag() throws {
        // Apart from the walks other suites run on terminals (WalkTerminal).
        let held = TerminalLock.acquire()
        defer { if held { TerminalLock.release() } }
        let (master, slave) = try openPseudoTerminal()
        defer {
            close(master)
            close(slave)
        }
        let terminal = try RawTerminal(input: slave, output: slave, alternateScreen: false)
        _ = RawTerminal.takeResize()
        // The test runner's worker threads block SIGWINCH; unblock it on this thread while raising.
        var winch = sigset_t()
        var saved = sigset_t()
        sigemptyset(&winch)
        sigaddset(&winch, SIGWINCH)
        _ = pthread_sigmask(SIG_UNBLOCK, &winch, &saved)
        _ = raise(SIGWINCH)
        _ = pthread_sigmask(SIG_SETMASK, &saved, nil)
        let first = RawTerminal.takeResize()
        let second = RawTerminal.takeResize()
        #expect(first)
        #expect(!second)
        terminal.restore()
    }

    @Test func sizeReadsTheWindowSize() throws {
        let (master, slave) = try openPseudoTerminal()
        defer {
            close(master)
            close(slave)
        }
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        #expect(ioctl(master, UInt(TIOCSWINSZ), &size) == 0)
        let measured = RawTerminal.size(fd: slave)
        #expect(measured?.rows == 24)
        #expect(measured?.columns == 80)
    }

    @Test func notATerminalThrows() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        #expect(throws: RawTerminalError.notATerminal(ENOTTY)) {
            _ = try RawTerminal(input: fds[0], output: fds[1])
        }
        #expect(RawTerminal.size(fd: fds[0]) == nil)
    }
}
