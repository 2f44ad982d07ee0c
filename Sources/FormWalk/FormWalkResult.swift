import FormEngine

/// How a walk ended, with the form as the person left it.
///
/// ```swift
/// let result = try walk.run()
/// switch result.ending {
/// case .submitted: print(result.answers?.json ?? "")
/// case .abandoned, .incomplete: exit(1)
/// case .interrupted(let signal): exit(128 + signal)
/// }
/// ```
public struct FormWalkResult: Sendable {
    /// The way out of a walk.
    public enum Ending: Sendable, Equatable {
        /// Done (Ctrl-D, a `submit` button, line mode's `done` or the end of its input) with
        /// every rule holding; ``FormWalkResult/answers`` holds the answers, and a
        /// ``FormWalkSaving`` hook has kept them.
        case submitted
        /// The person left without finishing (`q` or Esc, then discard when asked; line mode's
        /// `quit`); with a ``FormWalkSaving`` hook, what it kept last stands.
        case abandoned
        /// The person saved and left while rules were broken (`s` at the leave question), or
        /// line mode's input ended while they were: the hook kept the progress.
        case incomplete
        /// Ctrl-C (`signal` is `SIGINT`), or a SIGTERM or SIGHUP sent to the process while the
        /// full-screen walk ran; or the terminal hung up (`SIGHUP`, in either mode: its end of
        /// file or `EIO`, whether a SIGHUP arrives or not). Nothing more was saved, and the
        /// terminal was restored. After a hang-up or SIGTERM the full screen's
        /// ``FormWalkResult/form`` holds the text being typed in a row too, when the row takes
        /// it (so the program may keep it); after Ctrl-C it does not.
        case interrupted(signal: Int32)
    }

    /// The way out.
    public var ending: Ending
    /// The form as the person left it (saved or not).
    public var form: Form
    /// Whether leaving threw away changes that had not been saved (or, without a saving hook,
    /// answers the person had changed).
    public var discardedChanges: Bool
    /// How many rules were broken when the walk ended ``Ending/incomplete`` (saved and left, or
    /// line mode's input ended), as the walk reported them; 0 for every other ending.
    public var problemsLeft: Int
    /// How many line-mode commands failed (each was reported as `line N: …`).
    public var failedCommands: Int
    /// The actions of the buttons pressed, in order, other than `submit` and `reset` (which the
    /// walk carries out).
    public var actions: [ButtonAction]
    /// Whether the walk saved through the hook as it ended (done, a confirmed save, or the end of
    /// line mode's input); `false` without a hook.
    public var saved: Bool
    /// Whether the walk ran full screen (else in line mode, whose reports showed every change).
    public var ranFullScreen: Bool

    /// The answers when the walk was submitted, `nil` otherwise.
    public var answers: Answers? {
        ending == .submitted ? form.answers() : nil
    }
}
