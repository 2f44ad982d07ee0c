import FormEngine
import Foundation

/// Chooses how to walk a form and runs the walk: full screen when stdin is a terminal (drawn on
/// stdout when it is the terminal too, otherwise on `/dev/tty`, so `formcli --json > out.json`
/// works as gum does), line mode otherwise, with `--plain`, or with `TERM=dumb`.
enum Walk {
    /// Where a walk happens.
    enum Mode: Equatable {
        /// One command a line; `interactive` when a person types them (stdin is a terminal).
        case line(interactive: Bool)
        /// Full screen; draw on stdout, or on `/dev/tty` when stdout is not the terminal.
        case fullScreen(drawOnStdout: Bool)
    }

    /// The mode for these circumstances (a pure function, for tests).
    static func mode(
        plain: Bool, environment: [String: String], stdinIsTerminal: Bool, stdoutIsTerminal: Bool
    )
        -> Mode
    {
        if plain || environment["TERM"] == "dumb" || !stdinIsTerminal {
            return .line(interactive: stdinIsTerminal)
        }
        return .fullScreen(drawOnStdout: stdoutIsTerminal)
    }

    /// Walks `session` and returns the exit status; with `json`, prints the final values to
    /// stdout when the walk ends with done.
    /// - Throws: ``FormError`` when saving the state fails at the end of a line-mode walk.
    static func run(
        _ session: WalkSession, json: Bool, plain: Bool, environment: [String: String], mouse: Bool = true
    )
        throws(FormError) -> ExitStatus
    {
        let stdinIsTerminal = isatty(STDIN_FILENO) == 1
        let mode = mode(
            plain: plain, environment: environment, stdinIsTerminal: stdinIsTerminal,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1)
        var result: (WalkEnd, WalkSession)?
        if case .fullScreen(let drawOnStdout) = mode {
            let output = drawOnStdout ? STDOUT_FILENO : open("/dev/tty", O_WRONLY | O_CLOEXEC)
            if output >= 0 {
                defer { if output != STDOUT_FILENO { close(output) } }
                let noColor = Screen.noColorRequested(environment: environment)
                result = try? ScreenWalk.run(
                    session, input: STDIN_FILENO, output: output, noColor: noColor, mouse: mouse,
                    printsJSON: json)
            }
        }
        if result == nil {
            result = try lineWalk(session, interactive: stdinIsTerminal, json: json)
        }
        guard let (end, final) = result else { return .success }
        for conflict in final.conflicts { Console.warning("\(final.statePath ?? "state"): \(conflict)") }
        if let path = end.savedTo {
            let left = end.problemsLeft > 0 ? "; \(ProblemCount.remain(end.problemsLeft))" : ""
            Console.error("saved to \(path)\(left)")
        }
        if json, end.printsValues {
            Console.out(WalkActionsJSON.adding(end.actions, to: final.dialect.valuesJSON(final.form)))
        }
        return end.status
    }

    /// Runs line mode on stdin; reports go to stdout, or to stderr when stdout carries JSON.
    private static func lineWalk(_ session: WalkSession, interactive: Bool, json: Bool) throws(FormError)
        -> (WalkEnd, WalkSession)
    {
        let stream = json ? FileHandle.standardError : FileHandle.standardOutput
        // A person types the commands: edit the line as the fields are edited, with history.
        let reader = interactive ? CommandLineReader(output: json ? STDERR_FILENO : STDOUT_FILENO) : nil
        var walk = LineWalk(
            session: session, interactive: interactive,
            report: { text in try? stream.write(contentsOf: Data(text.utf8)) },
            problem: { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) },
            readLine: {
                if let reader { return reader.readLine() }
                return Swift.readLine(strippingNewline: true)
            })
        let end = try walk.run()
        return (end, walk.session)
    }
}
