import FormEngine
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A person fills a form on a terminal: full screen (rows, pickers, lists, rules as they are
/// typed), or line mode, one command a line, for scripts, screen readers and dumb terminals.
///
/// ```swift
/// import FormEngine
/// import FormWalk
///
/// var walk = FormWalk(try Form(descriptor), options: FormWalkOptions(title: "New project"))
/// let result = try walk.run()
/// guard result.ending == .submitted else { exit(1) }
/// let settings = try result.form.decode(Settings.self)
/// ```
///
/// The walk reads `input` and writes `output` (standard input and output unless given: a
/// terminal, a pseudo-terminal in tests, pipes for line mode). It keeps nothing itself: a
/// ``FormWalkSaving`` hook keeps the answers when the person saves; without one, the answers
/// are the result's.
public struct FormWalk {
    /// The form to walk; after ``run(input:output:errors:)``, the form as the person left it.
    public var form: Form
    /// How the walk runs.
    public var options: FormWalkOptions
    /// The hook that keeps the answers when the person saves; `nil` when the program takes the
    /// answers from the result only.
    public var saving: (any FormWalkSaving)?
    /// Makes the hook that keeps the answers in a file the person names, for a walk without
    /// ``saving``: the full-screen leave question then offers `s save to a file…`, a path
    /// typed on the status line (Tab completes it) that must not name an existing file; the
    /// hook's ``FormWalkSaving/save(_:)`` writes it and the walk ends as saving at the leave
    /// question does (``FormWalkResult/Ending/submitted`` or
    /// ``FormWalkResult/Ending/incomplete``, ``FormWalkResult/saved`` set). `nil` (the default):
    /// not offered.
    public var savingToFile: ((String) -> any FormWalkSaving)?
    /// The form leaving is compared with to tell whether answers would be lost, when not
    /// ``form`` (formcli's walk of restored answers: they count as not kept).
    package var baseline: Form?

    /// A walk of `form`.
    /// - Parameters:
    ///   - form: The form, with any answers it holds already.
    ///   - options: How the walk runs.
    ///   - saving: What keeps the answers when the person saves; `nil` for none.
    public init(
        _ form: Form, options: FormWalkOptions = FormWalkOptions(), saving: (any FormWalkSaving)? = nil
    ) {
        self.form = form
        self.options = options
        self.saving = saving
    }

    /// Runs the walk to its end.
    ///
    /// In ``FormWalkOptions/Mode/automatic`` mode the walk is full screen when `input` is a
    /// terminal (and `TERM` is not `dumb`), drawn on `output` when that is the terminal too, or
    /// else on the controlling terminal (`/dev/tty`), so the program's standard output may go to a
    /// file; otherwise it runs in line mode, its reports on `output` and the failed commands on
    /// `errors` (guided mode's refusals on `output`, beside their questions). The terminal is
    /// restored on every way out, Ctrl-Z included.
    ///
    /// Without `output`, standard output is left to the program's answers: the walk is drawn,
    /// and line mode reports, on the terminal the walk is typed on (standard output when it is
    /// that terminal, else `/dev/tty`), or on standard error when `input` is no terminal (a
    /// script), so `tool --json | jq` reads the answers and nothing else.
    /// - Parameters:
    ///   - input: Where keys or commands are read.
    ///   - output: Where the screen is drawn or line mode reports; `nil` (the default): the
    ///     terminal, or standard error when there is none.
    ///   - errors: Where line mode reports the commands that failed.
    /// - Returns: How the walk ended, and the form as the person left it.
    /// - Throws: ``FormWalkError`` when the terminal or the input cannot be read or the output
    ///   written (the walk then ends at once), and when the saving hook fails at the end of line
    ///   mode's input.
    public mutating func run(
        input: Int32 = STDIN_FILENO, output: Int32? = nil, errors: Int32 = STDERR_FILENO
    ) throws(FormWalkError) -> FormWalkResult {
        let inputIsTerminal = isatty(input) == 1
        let fullScreen = try Self.runsFullScreen(
            options.mode, environment: ProcessInfo.processInfo.environment, inputIsTerminal: inputIsTerminal)
        // A background process may neither read its terminal nor change its settings: the
        // kernel would stop it (SIGTTIN, SIGTTOU) or fail the read (EIO). (A terminal that is not
        // the process's controlling one has no foreground group to compare: -1, ENOTTY.)
        if inputIsTerminal {
            let foreground = tcgetpgrp(input)
            if foreground > 0, foreground != getpgrp() { throw .notInForeground }
        }
        var session = WalkSession(form: form, saving: saving, baseline: baseline)
        if saving == nil { session.savingToFile = savingToFile }
        let (end, final): (WalkEnd, WalkSession)
        if fullScreen {
            let output = output ?? STDOUT_FILENO
            var screen = output
            if isatty(output) != 1 {
                let opened = open("/dev/tty", O_WRONLY | O_CLOEXEC)
                guard opened >= 0 else { throw .noTerminalToDrawOn(errno: errno) }
                // Above the standard descriptors: with stdout closed, the terminal must not take
                // its number (what the program prints after the walk would land on the screen).
                screen = fcntl(opened, F_DUPFD_CLOEXEC, 3)
                close(opened)
                guard screen >= 0 else { throw .noTerminalToDrawOn(errno: errno) }
            }
            defer { if screen != output { close(screen) } }
            (end, final) = try ScreenWalk.run(session, input: input, output: screen, options: options)
        } else {
            let reports = output ?? Self.reportTerminal(inputIsTerminal: inputIsTerminal)
            defer { if output == nil, reports > STDERR_FILENO { close(reports) } }
            (end, final) = try LineMode.run(
                session, interactive: inputIsTerminal, guided: options.mode == .guided, input: input,
                output: reports, errors: errors)
        }
        form = final.form
        saving = final.saving
        return FormWalkResult(
            ending: end.ending, form: final.form, discardedChanges: end.discardedChanges,
            problemsLeft: end.problemsLeft, failedCommands: end.failedCommands, actions: end.actions,
            saved: end.saved, ranFullScreen: fullScreen)
    }

    /// Where line mode reports when no `output` is given (``reportStream(inputIsTerminal:outputIsTerminal:)``):
    /// a descriptor above the standard ones for the controlling terminal, which the caller
    /// closes; standard error when that terminal cannot be opened.
    private static func reportTerminal(inputIsTerminal: Bool) -> Int32 {
        switch reportStream(inputIsTerminal: inputIsTerminal, outputIsTerminal: isatty(STDOUT_FILENO) == 1) {
        case .standardOutput: return STDOUT_FILENO
        case .standardError: return STDERR_FILENO
        case .terminal:
            let opened = open("/dev/tty", O_WRONLY | O_CLOEXEC)
            guard opened >= 0 else { return STDERR_FILENO }
            // Above the standard descriptors: with one of them closed, the terminal must not take it.
            let terminal = fcntl(opened, F_DUPFD_CLOEXEC, 3)
            close(opened)
            return terminal >= 0 ? terminal : STDERR_FILENO
        }
    }

    /// Where line mode's reports go without an `output`.
    package enum ReportStream: Equatable {
        /// Standard output, which is the terminal the walk is typed on.
        case standardOutput
        /// The controlling terminal (`/dev/tty`): standard output goes elsewhere.
        case terminal
        /// Standard error: the input is no terminal (a script), so nobody watches one.
        case standardError
    }

    /// Where line mode reports without an `output`, so that standard output is left to the
    /// program's answers: on the terminal the walk is typed on (standard output when it is
    /// one, else `/dev/tty`), on standard error for a script (a pure function, for tests).
    package static func reportStream(inputIsTerminal: Bool, outputIsTerminal: Bool) -> ReportStream {
        guard inputIsTerminal else { return .standardError }
        return outputIsTerminal ? .standardOutput : .terminal
    }

    /// Whether `mode` runs full screen in these circumstances (a pure function, for tests).
    /// - Throws: ``FormWalkError/notATerminal`` for ``FormWalkOptions/Mode/fullScreen`` on
    ///   input that is not a terminal.
    package static func runsFullScreen(
        _ mode: FormWalkOptions.Mode, environment: [String: String], inputIsTerminal: Bool
    ) throws(FormWalkError) -> Bool {
        switch mode {
        case .line, .guided: return false
        case .fullScreen:
            guard inputIsTerminal else { throw .notATerminal }
            return true
        case .automatic: return inputIsTerminal && environment["TERM"] != "dumb"
        }
    }

    /// Runs the walk on `controller`'s form, then makes the form as the person left it the
    /// controller's (one change its observers hear of), however the walk ended.
    /// - Parameters:
    ///   - controller: The controller whose form is walked.
    ///   - input: Where keys or commands are read.
    ///   - output: Where the screen is drawn or line mode reports; `nil` (the default): the
    ///     terminal, or standard error when there is none.
    ///   - errors: Where line mode reports the commands that failed.
    /// - Returns: How the walk ended, and the form as the person left it.
    /// - Throws: ``FormWalkError``, as ``run(input:output:errors:)`` does; the controller is
    ///   then unchanged.
    @MainActor
    public mutating func run(
        updating controller: FormController, input: Int32 = STDIN_FILENO, output: Int32? = nil,
        errors: Int32 = STDERR_FILENO
    ) throws(FormWalkError) -> FormWalkResult {
        form = controller.form
        let result = try run(input: input, output: output, errors: errors)
        let left = result.form
        _ = try? controller.perform { $0 = left }
        return result
    }
}
