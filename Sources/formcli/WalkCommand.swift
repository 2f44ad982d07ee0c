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
/// | saved and left / input ended with rules broken / a script's refused line / done on a schema form whose instance its validator refuses | nothing (the answers document for done) | 65 |
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
        input: Int32 = STDIN_FILENO, schema: SchemaWalk? = nil, formPath: String? = nil
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
            Console.error("cannot write the answers to stdout: \(String(cString: strerror(code)))")
            return .ioError
        }
        // A schema form keeps its JSON instance; any other, a state file.
        let store =
            schema == nil
            ? statePath.map { StateFileSaving(path: $0, form: form, saved: saved, dialect: dialect) } : nil
        let instanceStore = schema.flatMap { schema in
            statePath.map {
                SchemaInstanceSaving(path: $0, form: form, schema: schema, limits: options.limits)
            }
        }
        let saving: (any FormWalkSaving)? = if let instanceStore { instanceStore } else { store }
        // Without --state: a recovery file a cut-off walk left is offered, and this walk's
        // answers are kept there if it is cut off too.
        let original = form
        var form = form
        let recovery =
            statePath == nil
            ? RecoveryFile(formPath: formPath, environment: ProcessInfo.processInfo.environment) : nil
        var restored = false
        if let recovery, recovery.exists, isatty(input) == 1, isatty(STDERR_FILENO) == 1 {
            switch recovery.ask(input: input, errors: STDERR_FILENO) {
            case true?:
                do throws(FormError) {
                    for problem in try recovery.restore(into: &form, dialect: dialect) {
                        Console.warning(problem.description)
                    }
                    restored = true
                } catch {
                    Console.warning("\(error.description); it is set aside as \(recovery.setAside())")
                    form = original
                }
            case false?: recovery.remove()
            case nil: return ExitStatus(rawValue: 128 + SIGHUP) ?? .interrupted
            }
        }
        let started = form
        // `s save to a file…` at the leave question: a new state file, in the form's dialect.
        let savedTo = SavedPath()
        var walkOptions = FormWalkOptions(
            mode: options.walkMode, mouse: options.mouse,
            // Checked before the walk (FormCLI.runForm): a bad name is a usage error there.
            theme: (try? FormEnvironment.theme(options.theme, ProcessInfo.processInfo.environment))
                ?? .default)
        walkOptions.pages = options.pages
        var walk = FormWalk(
            form, options: walkOptions, saving: saving)
        // Restored answers are not kept anywhere yet: leaving asks before losing them.
        if restored { walk.baseline = original }
        if statePath == nil {
            walk.savingToFile = { path in
                savedTo.path = path
                if let schema {
                    return SchemaInstanceSaving(
                        path: path, form: started, schema: schema, limits: options.limits)
                }
                return StateFileSaving(path: path, form: started, saved: nil, dialect: dialect)
            }
        }
        // Asked before the walk: a terminal that hangs up is no longer one to `isatty`.
        let personTypes = isatty(STDIN_FILENO) == 1
        let result: FormWalkResult
        do {
            // stdout carries the answers alone: the screen is drawn, and line mode reports, on the
            // terminal (stdout when it is one, else /dev/tty), or on stderr for a script.
            result = try walk.run(input: input)
        } catch {
            if case .saveFailed(let failure) = error { throw FormError(failure) }
            Console.error(error.description)
            return .ioError
        }
        for conflict in store?.conflicts ?? [] { Console.warning("\(statePath ?? "state"): \(conflict)") }
        for conflict in instanceStore?.conflicts ?? [] {
            Console.warning("\(statePath ?? "state"): \(conflict)")
        }
        if let recovery {
            keep(result, in: recovery, restored: restored, started: started, dialect: dialect)
        }
        // Line mode said what it saved in its own words ("progress saved to FILE" at the end
        // of input, nothing more after `done`); the full screen says it here, once it is left.
        if result.saved, result.ranFullScreen, let statePath = statePath ?? savedTo.path {
            let left = result.problemsLeft > 0 ? "; \(ProblemCount.remain(result.problemsLeft))" : ""
            Console.error("saved to \(statePath)\(left)")
        }
        var status = status(of: result, json: options.json, personTyped: personTypes)
        // Done is the form's verdict; the schema's validator judges what the form cannot show (a
        // required list, a member kept): an instance it refuses is not a success.
        if let schema, result.ending == .submitted, status == .success {
            let problems = schema.problems(result.form)
            let name = statePath ?? savedTo.path ?? "the answers"
            for problem in problems { Console.error("\(name): \(problem.description)") }
            if !problems.isEmpty { status = .dataError }
        }
        if case .interrupted(let number) = result.ending, number != SIGINT {
            // Die of the same signal, as before the walk caught it, so the parent sees it.
            _ = signal(number, SIG_DFL)
            _ = raise(number)
        }
        let printsAnswers = options.json || (statePath == nil && savedTo.path == nil && result.ranFullScreen)
        if result.ending == .submitted, printsAnswers {
            let answers = schema.map { $0.valuesJSON(result.form) } ?? dialect.valuesJSON(result.form)
            let document = WalkActionsJSON.adding(result.actions, to: answers)
            guard Console.write(document) else {
                Console.error("cannot write the answers to stdout: \(String(cString: strerror(errno)))")
                return .ioError
            }
        }
        return status
    }

    /// After a walk without `--state`: a hang-up or SIGTERM writes what was typed to the
    /// recovery file (when it differs from the form as the walk began, or was restored); any
    /// other ending of a walk that restored the file deletes it (Ctrl-C leaves it as it was).
    static func keep(
        _ result: FormWalkResult, in recovery: RecoveryFile, restored: Bool, started: Form,
        dialect: FormDialect
    ) {
        switch result.ending {
        case .interrupted(let number) where number == SIGHUP || number == SIGTERM:
            let now = dialect.state(of: result.form, preserving: nil)
            let then = dialect.state(of: started, preserving: nil)
            guard restored || now.values != then.values || now.items != then.items else { return }
            do throws(FormError) {
                try recovery.write(result.form, dialect: dialect)
                Console.error("the answers typed are kept in \(recovery.url.path); the next walk offers them")
            } catch {
                Console.error(error.description)
            }
        case .interrupted: break
        default: if restored { recovery.remove() }
        }
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

/// The path `s save to a file…` saved to, set by the hook the walk made.
private final class SavedPath {
    var path: String?
}

extension Options {
    /// How the walk runs: `--guided`, `--plain` (line mode) or as the terminal allows.
    var walkMode: FormWalkOptions.Mode {
        guided ? .guided : plain ? .line : .automatic
    }
}
