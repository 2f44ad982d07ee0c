import FormEngine
import FormEngineSettings
import FormWalk
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// formcli's walk: ``FormWalk`` on the terminal (full screen when stdin is one, line mode with
/// `--plain`, `TERM=dumb` or a pipe), the `--state` file as its saving hook, and the ending turned
/// into output and an exit status:
///
/// | ending | stdout | status |
/// |---|---|---|
/// | done, every rule holds | `--json`, or neither `--json` nor `--state` after the full screen: the answers document | 0 |
/// | saved and left / input ended with rules broken / a script's refused line | nothing | 65 |
/// | q/Esc then discard, `quit` with changes; any leaving but done under `--json` | nothing | 1 |
/// | Ctrl-C, SIGINT, SIGTERM, SIGHUP or the terminal hung up | nothing | 130, 143, 129 |
/// | stdin or stdout closed, the terminal another process group's | nothing | 74 |
/// | before the first screen: the `--state` file cannot be written | nothing | 73 |
/// | before the first screen: stdout closed, `/dev/full` or an unread pipe | nothing | 74 |
enum WalkCommand {
    /// Walks `form`, reading keys or commands from `input`, and returns the exit status. Before
    /// the first screen, a `--state` file the save could not write and a stdout the walk could
    /// not print to are refused (``WalkPreflight``).
    /// - Throws: ``FormError`` when the `--state` file cannot be written (before the walk), or
    ///   when saving fails at the end of a line-mode walk.
    static func run(
        _ form: Form, statePath: String?, saved: FormState?, dialect: FormDialect, options: Options,
        input: Int32 = STDIN_FILENO
    ) throws(FormError) -> ExitStatus {
        if let statePath { try WalkPreflight.checkState(statePath) }
        let fullScreen =
            (try? FormWalk.runsFullScreen(
                options.walkMode, environment: ProcessInfo.processInfo.environment,
                inputIsTerminal: isatty(input) == 1)) ?? false
        if WalkPreflight.writesStdout(json: options.json, statePath: statePath, fullScreen: fullScreen),
            let code = WalkPreflight.stdoutFailure()
        {
            // The line the end of the walk would have printed, before anything is asked.
            let what =
                options.json || fullScreen ? "cannot write the answers to stdout" : "cannot write the output"
            Console.error("\(what): \(String(cString: strerror(code)))")
            return .ioError
        }
        let store = statePath.map { StateFileSaving(path: $0, form: form, saved: saved, dialect: dialect) }
        var walk = FormWalk(
            form,
            options: FormWalkOptions(
                mode: options.walkMode, mouse: options.mouse,
                // Checked before the walk (FormCLI.runForm): a bad name is a usage error there.
                theme: (try? FormEnvironment.theme(options.theme, ProcessInfo.processInfo.environment))
                    ?? .default),
            saving: store)
        // Asked before the walk: a terminal that hangs up is no longer one to `isatty`.
        let personTypes = isatty(STDIN_FILENO) == 1
        let result: FormWalkResult
        do {
            // With --json, stdout carries the answers alone: line mode reports on stderr, and the
            // screen is drawn on stderr or /dev/tty.
            result = try walk.run(input: input, output: options.json ? STDERR_FILENO : STDOUT_FILENO)
        } catch {
            if case .saveFailed(let failure) = error { throw failure }
            Console.error(error.description)
            return .ioError
        }
        for conflict in store?.conflicts ?? [] { Console.warning("\(statePath ?? "state"): \(conflict)") }
        // Line mode said what it saved in its own words ("progress saved to FILE" at the end
        // of input, nothing more after `done`); the full screen says it here, once it is left.
        if result.saved, result.ranFullScreen, let statePath {
            let left = result.problemsLeft > 0 ? "; \(ProblemCount.remain(result.problemsLeft))" : ""
            Console.error("saved to \(statePath)\(left)")
        }
        let status = status(of: result, json: options.json, personTyped: personTypes)
        if case .interrupted(let number) = result.ending, number != SIGINT {
            // Die of the same signal, as before the walk caught it, so the parent sees it.
            _ = signal(number, SIG_DFL)
            _ = raise(number)
        }
        let printsAnswers = options.json || (statePath == nil && result.ranFullScreen)
        if result.ending == .submitted, printsAnswers {
            let document = WalkActionsJSON.adding(result.actions, to: dialect.valuesJSON(result.form))
            guard Console.write(document) else {
                Console.error("cannot write the answers to stdout: \(String(cString: strerror(errno)))")
                return .ioError
            }
        }
        return status
    }

    /// The exit status of `result`: 128 + the signal when interrupted (130 for Ctrl-C, 129 for a
    /// terminal that hung up), 65 when rules are still broken or, in a script, a command failed,
    /// 1 when abandoned with changes thrown away or under `--json` (no answers printed), 0
    /// otherwise.
    /// - Parameter personTyped: whether the commands came from a terminal (`--plain`,
    ///   `TERM=dumb`): a person was told of each refused line there and then, so those do not
    ///   change the status; a script (stdin not a terminal) ends 65 after any.
    static func status(of result: FormWalkResult, json: Bool, personTyped: Bool = false) -> ExitStatus {
        if case .interrupted(let number) = result.ending {
            return ExitStatus(rawValue: 128 + number) ?? .interrupted
        }
        if result.ending == .incomplete { return .dataError }
        if result.failedCommands > 0, !personTyped { return .dataError }
        if result.ending == .abandoned, result.discardedChanges || json { return .discarded }
        return .success
    }
}

extension Options {
    /// How the walk runs: `--guided`, `--plain` (line mode) or as the terminal allows.
    var walkMode: FormWalkOptions.Mode {
        guided ? .guided : plain ? .line : .automatic
    }
}
