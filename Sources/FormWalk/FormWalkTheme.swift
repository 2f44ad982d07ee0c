/// The styles of the full-screen walk, a value a program may change or replace.
///
/// ```swift
/// var theme = FormWalkTheme.default
/// theme.header = TextStyle(foreground: .magenta, bold: true)
/// let options = FormWalkOptions(theme: theme)
/// ```
public struct FormWalkTheme: Sendable, Equatable {
    /// The form's title, in the top line.
    public var title: TextStyle
    /// A section's header.
    public var header: TextStyle
    /// Secondary text: the top line's right side, counts, "more" marks.
    public var footer: TextStyle
    /// A row's value.
    public var value: TextStyle
    /// A field's placeholder, shown while it is empty.
    public var placeholder: TextStyle
    /// The row under the cursor.
    public var cursor: TextStyle
    /// The text being edited.
    public var field: TextStyle
    /// A problem: a broken rule, a refused value.
    public var error: TextStyle
    /// The bottom line, listing the keys.
    public var hint: TextStyle

    /// A theme with every style given.
    /// - Parameters:
    ///   - title: The form's title.
    ///   - header: A section's header.
    ///   - footer: Secondary text.
    ///   - value: A row's value.
    ///   - placeholder: An empty field's placeholder.
    ///   - cursor: The row under the cursor.
    ///   - field: The text being edited.
    ///   - error: A problem.
    ///   - hint: The bottom line.
    public init(
        title: TextStyle, header: TextStyle, footer: TextStyle, value: TextStyle, placeholder: TextStyle,
        cursor: TextStyle, field: TextStyle, error: TextStyle, hint: TextStyle
    ) {
        self.title = title
        self.header = header
        self.footer = footer
        self.value = value
        self.placeholder = placeholder
        self.cursor = cursor
        self.field = field
        self.error = error
        self.hint = hint
    }

    /// The walk's own look: cyan headers, green values, red problems, the cursor in reverse video.
    public static let `default` = FormWalkTheme(
        title: TextStyle(bold: true), header: TextStyle(foreground: .cyan, bold: true, underline: true),
        footer: TextStyle(dim: true), value: TextStyle(foreground: .green), placeholder: TextStyle(dim: true),
        cursor: TextStyle(reverse: true), field: TextStyle(underline: true),
        error: TextStyle(foreground: .red, bold: true), hint: TextStyle(reverse: true))

    /// No colour at all, only bold, dim, underline and reverse video (what ``FormWalkOptions/color``
    /// `false` draws with any theme).
    public static let monochrome = FormWalkTheme(
        title: TextStyle(bold: true), header: TextStyle(bold: true, underline: true),
        footer: TextStyle(dim: true),
        value: TextStyle(), placeholder: TextStyle(dim: true), cursor: TextStyle(reverse: true),
        field: TextStyle(underline: true), error: TextStyle(bold: true), hint: TextStyle(reverse: true))

    /// Strong contrast for low vision or a washed-out screen: nothing dimmed, everything bold,
    /// the cursor and the hint bar in black on yellow (reverse video without colour), problems
    /// in white on red.
    public static let highContrast = FormWalkTheme(
        title: TextStyle(foreground: .white, bold: true, underline: true),
        header: TextStyle(foreground: .yellow, bold: true, underline: true),
        footer: TextStyle(foreground: .white, bold: true), value: TextStyle(foreground: .white, bold: true),
        placeholder: TextStyle(foreground: .cyan, bold: true),
        cursor: TextStyle(foreground: .yellow, background: .black, bold: true, reverse: true),
        field: TextStyle(foreground: .white, bold: true, underline: true),
        error: TextStyle(foreground: .white, background: .red, bold: true),
        hint: TextStyle(foreground: .yellow, background: .black, bold: true, reverse: true))

    /// The named themes, in the order they are listed: `default`, `high-contrast`,
    /// `monochrome`.
    public static let named: [(name: String, theme: FormWalkTheme)] = [
        ("default", .default), ("high-contrast", .highContrast), ("monochrome", .monochrome),
    ]

    /// The theme called `name` (see ``named``), or `nil` for a name that is none of them.
    /// - Parameter name: A theme's name, as `--theme` takes it.
    public init?(named name: String) {
        guard let theme = Self.named.first(where: { $0.name == name })?.theme else { return nil }
        self = theme
    }
}
