import Foundation

/// How a ``FormWalk`` runs: where, with which input devices and how it looks.
///
/// ```swift
/// var options = FormWalkOptions(title: "New project")
/// options.mouse = false
/// ```
public struct FormWalkOptions: Sendable {
    /// Where the walk happens.
    public enum Mode: Sendable, Equatable {
        /// Full screen when the input is a terminal whose `TERM` is not `dumb`, line mode
        /// otherwise (a pipe, a file, a dumb terminal).
        case automatic
        /// Always full screen; running on input that is not a terminal throws.
        case fullScreen
        /// Always line mode, the accessible mode: one command a line, answered in plain text,
        /// which screen readers and scripts follow.
        case line
        /// One question at a time, in plain text: every row a person answers is asked in order
        /// with its title, description, what it takes and its current value (Enter keeps it),
        /// the answer checked at once and the question asked again while the row has a problem;
        /// rows an answer shows are asked next, rows it hides are not. A picker's options are
        /// numbered (an answer is a number or a name), a switch takes yes or no, and after an
        /// editable list's items a title adds another item. Read-only rows are
        /// printed between the questions. After the last one the walk ends as done when every
        /// rule holds (else it asks again from the first row with a problem); end of input ends
        /// as line mode's does. Answers can be piped in, one a line, in the order asked.
        case guided
    }

    /// Where the walk happens; ``Mode/automatic`` unless set.
    public var mode: Mode
    /// Whether the full-screen walk turns on mouse reports (a click moves the cursor, the wheel
    /// scrolls); a terminal's own selection needs Shift while they are on.
    public var mouse: Bool
    /// Whether the full-screen walk draws colours; bold, dim, underline and reverse video stay
    /// either way. By default off when the environment sets `NO_COLOR` (https://no-color.org).
    public var color: Bool
    /// The styles the full-screen walk draws with.
    public var theme: FormWalkTheme
    /// The title in the full-screen walk's top line; the form's own title when `nil`.
    public var title: String?
    /// Whether the full-screen walk shows one section at a time, as pages: ^D goes to the next
    /// page (↑ on a page's first row and ↓ on its last to the page beside), a `2 of 5` line
    /// tops each page, sections whose `visibleWhen` does not hold are skipped, and after the
    /// last page a review lists every answer before done. A form whose descriptor sets
    /// `pages` (`FormDescriptor.pages`) is walked so either way; `false` by default. Guided
    /// and line modes ask one question at a time already and are the same with pages.
    public var pages = false

    /// Options for a walk.
    /// - Parameters:
    ///   - mode: Where the walk happens.
    ///   - mouse: Whether mouse reports are on in full screen.
    ///   - color: Whether colours are drawn; `nil` (the default) draws them unless `NO_COLOR`
    ///     is set to a non-empty value in the process's environment.
    ///   - theme: The styles to draw with.
    ///   - title: The title of the top line, instead of the form's.
    public init(
        mode: Mode = .automatic, mouse: Bool = true, color: Bool? = nil, theme: FormWalkTheme = .default,
        title: String? = nil
    ) {
        self.mode = mode
        self.mouse = mouse
        self.color = color ?? !Self.noColorRequested(ProcessInfo.processInfo.environment)
        self.theme = theme
        self.title = title
    }

    /// Whether `environment` asks for no colour: `NO_COLOR` set to a non-empty value.
    /// - Parameter environment: Variables as `ProcessInfo.processInfo.environment` gives them.
    /// - Returns: `true` when colours should be left out.
    public static func noColorRequested(_ environment: [String: String]) -> Bool {
        !(environment["NO_COLOR"] ?? "").isEmpty
    }
}
