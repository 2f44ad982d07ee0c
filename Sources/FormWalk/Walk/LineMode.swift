#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Runs ``LineWalk`` on descriptors: commands from `input` (edited as the fields are, with
/// history, when a person types them on a terminal), reports and announcements on `output`,
/// failed commands on `errors` (guided mode's refusals on `output`, beside their questions). A failed read or write ends the walk with that error, except `EIO`
/// on a terminal: it hung up, and the walk ends as interrupted by SIGHUP (as its end of file does).
enum LineMode {
    /// Walks `session` in line mode; returns how the walk ended and the session as it was left.
    /// - Throws: ``FormWalkError`` when reading or writing fails, or saving at the end does.
    static func run(
        _ session: WalkSession, interactive: Bool, guided: Bool = false, input: Int32, output: Int32,
        errors: Int32
    ) throws(FormWalkError) -> (WalkEnd, WalkSession) {
        let failure = WriteFailure()
        let reader = interactive ? CommandLineReader(input: input, output: output) : nil
        var lines = DescriptorLines(fd: input)
        var askLine: LineWalk.AskLine?
        if let reader {
            askLine = {
                (prompt: String, secure: Bool, complete: CommandLineReader.Completion?) throws(FormWalkError)
                    -> LineInput in
                if let error = failure.error { throw error }
                return try reader.readLine(prompt: prompt, secure: secure, complete: complete)
            }
        }
        var walk = LineWalk(
            session: session, interactive: interactive,
            report: { text in failure.write(text, to: output) },
            // Guided mode says a refusal beside its question, where the question is asked.
            problem: { text in failure.write(text, to: guided ? output : errors) },
            readLine: { () throws(FormWalkError) -> LineInput in
                if let error = failure.error { throw error }
                if let reader { return try reader.readLine() }
                return try lines.next()
            },
            askLine: askLine,
            announce: { text in failure.write(text, to: output) })
        walk.guided = guided
        let size = RawTerminal.size(fd: output)
        walk.width = size?.columns
        walk.height = size?.rows
        // Asked before the walk: once hung up, a terminal is no longer one to `isatty`.
        let terminals = (input: isatty(input) == 1, output: isatty(output) == 1, errors: isatty(errors) == 1)
        let end: WalkEnd
        do throws(FormWalkError) {
            end = try walk.run()
            if let error = failure.error { throw error }
        } catch {
            switch error {
            case .cannotRead(EIO) where terminals.input,
                .cannotWrite(EIO) where terminals.output || terminals.errors:
                return (WalkEnd(kind: .interrupted(signal: SIGHUP), actions: walk.actions), walk.session)
            default: throw error
            }
        }
        return (end, walk.session)
    }

    /// The first write that failed; later writes are not tried.
    private final class WriteFailure {
        var error: FormWalkError?

        func write(_ text: String, to fd: Int32) {
            guard error == nil else { return }
            if let code = RawTerminal.writeAll(text, to: fd) { error = .cannotWrite(errno: code) }
        }
    }
}
