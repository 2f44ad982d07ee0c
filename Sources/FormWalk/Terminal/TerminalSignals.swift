import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Process-wide state that the signal handlers need, and the handlers themselves.
///
/// A signal handler is a C function pointer: it cannot capture context, so anything it reads must be
/// global. This is the only global mutable state of the terminal layer and it exists for that reason:
/// - `savedTermios` holds the settings to put back. It is a pointer allocated once and written only by
///   `arm` before `armed` is set (and never while armed), so the handler never reads a half-written
///   value. It is `nonisolated(unsafe)` because an unsafe pointer is not `Sendable`.
/// - the flags and file descriptors are lock-free `Atomic`s, which are async-signal-safe.
///
/// Everything the handler touches is initialised by `arm` before any handler is installed, so the
/// handler never triggers Swift's lazy global initialisation (which is not async-signal-safe).
enum TerminalSignals {
    /// The termios to restore on a fatal signal.
    nonisolated(unsafe) static let savedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    /// True while `savedTermios` is valid and must be restored on a fatal signal.
    static let armed = Atomic<Bool>(false)
    /// The terminal file descriptor that `savedTermios` belongs to.
    static let inputDescriptor = Atomic<Int32>(-1)
    /// Where the "show cursor, leave alternate screen" sequence is written.
    static let outputDescriptor = Atomic<Int32>(-1)
    /// Whether restoring must also write `leaveSequence`.
    static let writesLeaveSequence = Atomic<Bool>(false)
    /// Set by SIGWINCH, cleared by `takeResize()`.
    static let resizePending = Atomic<Bool>(false)

    /// How the saved settings are put back: `TCSAFLUSH` (drop unread input, the full screen's
    /// way) or `TCSADRAIN` (keep what was typed ahead, for line mode's command line).
    static let restoreAction = Atomic<Int32>(TCSAFLUSH)
    /// Set by SIGCONT (after a stop, by Ctrl-Z or from outside), cleared by `takeResume()`.
    static let resumePending = Atomic<Bool>(false)

    /// Written on restore: reset attributes, turn off bracketed paste and mouse reports, show
    /// the cursor, leave the alternate screen. A `StaticString` lives in read-only data, so
    /// writing it needs no allocation.
    static let leaveSequence: StaticString =
        "\u{1b}[0m\u{1b}[?2004l\u{1b}[?1006l\u{1b}[?1000l\u{1b}[?7h\u{1b}[?25h\u{1b}[?1049l"

    /// The signals after which the terminal is restored before the process dies.
    static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Stores the settings to restore and marks them valid for the handlers.
    static func arm(
        saved: termios, input: Int32, output: Int32, alternateScreen: Bool, keepsTypeahead: Bool = false
    ) {
        armed.store(false, ordering: .sequentiallyConsistent)
        savedTermios.pointee = saved
        inputDescriptor.store(input, ordering: .sequentiallyConsistent)
        outputDescriptor.store(output, ordering: .sequentiallyConsistent)
        writesLeaveSequence.store(alternateScreen, ordering: .sequentiallyConsistent)
        restoreAction.store(keepsTypeahead ? TCSADRAIN : TCSAFLUSH, ordering: .sequentiallyConsistent)
        _ = resizePending.load(ordering: .relaxed)
        _ = resumePending.load(ordering: .relaxed)
        _ = catchesFatalSignals.load(ordering: .relaxed)
        _ = caughtSignal.load(ordering: .relaxed)
        _ = leaveSequence.utf8CodeUnitCount
        armed.store(true, ordering: .sequentiallyConsistent)
    }

    /// Restores the saved settings (and leaves the alternate screen if it was entered) once (from normal code or a handler); later calls do nothing.
    /// Uses only `tcsetattr(3)` and `write(2)`, both async-signal-safe.
    static func restoreIfArmed() {
        guard armed.exchange(false, ordering: .sequentiallyConsistent) else { return }
        _ = tcsetattr(
            inputDescriptor.load(ordering: .sequentiallyConsistent),
            restoreAction.load(ordering: .sequentiallyConsistent), savedTermios)
        guard writesLeaveSequence.load(ordering: .sequentiallyConsistent) else { return }
        _ = write(
            outputDescriptor.load(ordering: .sequentiallyConsistent), leaveSequence.utf8Start,
            leaveSequence.utf8CodeUnitCount)
    }

    /// Puts the saved settings back (and leaves the alternate screen) without disarming: the
    /// terminal as the shell wants it while the process is stopped. Async-signal-safe.
    static func restoreForStop() {
        guard armed.load(ordering: .sequentiallyConsistent) else { return }
        _ = tcsetattr(inputDescriptor.load(ordering: .sequentiallyConsistent), TCSAFLUSH, savedTermios)
        guard writesLeaveSequence.load(ordering: .sequentiallyConsistent) else { return }
        _ = write(
            outputDescriptor.load(ordering: .sequentiallyConsistent), leaveSequence.utf8Start,
            leaveSequence.utf8CodeUnitCount)
    }

    /// Returns whether the process was continued after a stop since the last call, and clears
    /// the flag.
    static func takeResume() -> Bool {
        resumePending.exchange(false, ordering: .sequentiallyConsistent)
    }

    /// Returns whether a SIGWINCH arrived since the last call, and clears the flag.
    static func takeResize() -> Bool {
        resizePending.exchange(false, ordering: .sequentiallyConsistent)
    }

    /// Installs `handler` for `signal` without SA_RESTART (so a blocked `read` sees EINTR);
    /// returns the previous action.
    @discardableResult
    static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) -> sigaction {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        _ = sigaction(signal, &action, &previous)
        return previous
    }

    /// Puts back an action returned by `install`.
    static func reinstall(_ previous: sigaction, for signal: Int32) {
        var action = previous
        _ = sigaction(signal, &action, nil)
    }

    /// Handler for SIGINT, SIGTERM and SIGHUP: restore the terminal, then, when
    /// ``catchesFatalSignals`` is set (the full-screen walk), record the signal for the main loop
    /// (``takeCaughtSignal()``), which ends the walk as interrupted; otherwise die of the same
    /// signal with the default action, so the shell reports 128 + signal (130 for SIGINT).
    static let fatalHandler: @convention(c) (Int32) -> Void = { signalNumber in
        TerminalSignals.restoreIfArmed()
        if TerminalSignals.catchesFatalSignals.load(ordering: .sequentiallyConsistent) {
            TerminalSignals.caughtSignal.store(signalNumber, ordering: .sequentiallyConsistent)
            return
        }
        _ = signal(signalNumber, SIG_DFL)
        _ = raise(signalNumber)
    }

    /// Whether the fatal signals end the walk (recorded in ``caughtSignal``) instead of the
    /// process; set while the full-screen walk runs.
    static let catchesFatalSignals = Atomic<Bool>(false)
    /// The fatal signal caught while ``catchesFatalSignals`` was set (0: none).
    static let caughtSignal = Atomic<Int32>(0)

    /// The fatal signal caught since the last call, if any (clears it).
    static func takeCaughtSignal() -> Int32? {
        let signal = caughtSignal.exchange(0, ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }

    /// Handler for SIGTSTP (Ctrl-Z is a key in raw mode: the walk raises SIGTSTP itself; `kill
    /// -TSTP` comes from outside): restore the terminal, stop, and once continued tell the main
    /// loop to re-enter raw mode and redraw. It stops with SIGSTOP, which stops even a process
    /// whose group the kernel considers orphaned (started by a program rather than a shell),
    /// where a SIGTSTP would be dropped and Ctrl-Z would do nothing.
    static let stopHandler: @convention(c) (Int32) -> Void = { _ in
        TerminalSignals.restoreForStop()
        _ = raise(SIGSTOP)
        // Stopped here until SIGCONT.
        TerminalSignals.resumePending.store(true, ordering: .sequentiallyConsistent)
    }

    /// Handler for SIGCONT: only sets the flag the main loop polls (a SIGSTOP cannot be caught,
    /// so this is how the walk learns it was stopped and continued).
    static let continueHandler: @convention(c) (Int32) -> Void = { _ in
        TerminalSignals.resumePending.store(true, ordering: .sequentiallyConsistent)
    }

    /// Handler for SIGWINCH: only sets the flag the main loop polls.
    static let resizeHandler: @convention(c) (Int32) -> Void = { _ in
        TerminalSignals.resizePending.store(true, ordering: .sequentiallyConsistent)
    }
}
