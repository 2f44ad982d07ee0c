import FormEngine

/// One of the eight basic ANSI colours, drawn as the terminal's palette has them.
public enum TerminalColor: UInt8, Sendable, CaseIterable {
    /// Black (colour 0).
    case black = 0
    /// Red (colour 1).
    case red
    /// Green (colour 2).
    case green
    /// Yellow (colour 3).
    case yellow
    /// Blue (colour 4).
    case blue
    /// Magenta (colour 5).
    case magenta
    /// Cyan (colour 6).
    case cyan
    /// White (colour 7).
    case white
}

/// How a run of text is drawn, a part of a ``FormWalkTheme``. `plain` draws with the terminal's
/// defaults.
///
/// ```swift
/// let warning = TextStyle(foreground: .yellow, bold: true)
/// ```
public struct TextStyle: Equatable, Hashable, Sendable {
    /// Foreground colour, or nil for the terminal default.
    public var foreground: TerminalColor?
    /// Background colour, or nil for the terminal default.
    public var background: TerminalColor?
    /// Bold / increased intensity.
    public var bold = false
    /// Dim / decreased intensity.
    public var dim = false
    /// Underlined.
    public var underline = false
    /// Reverse video (swap foreground and background); used for the cursor row.
    public var reverse = false

    /// A style; every part is off unless given.
    /// - Parameters:
    ///   - foreground: The text's colour, `nil` for the terminal's.
    ///   - background: The background's colour, `nil` for the terminal's.
    ///   - bold: Bold.
    ///   - dim: Dim.
    ///   - underline: Underlined.
    ///   - reverse: Reverse video.
    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
        dim: Bool = false,
        underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's default rendition.
    public static let plain = TextStyle()

    /// The SGR parameters for this style, dropping colours when `noColor` is set
    /// (bold, dim, underline and reverse video are kept: they are not colour).
    func sgrParameters(noColor: Bool) -> [String] {
        var parameters: [String] = []
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if underline { parameters.append("4") }
        if reverse { parameters.append("7") }
        if !noColor {
            if let foreground { parameters.append(String(30 + Int(foreground.rawValue))) }
            if let background { parameters.append(String(40 + Int(background.rawValue))) }
        }
        return parameters
    }
}

/// A run of text drawn in one style. Control characters in the text are drawn as visible
/// stand-ins (``TerminalText/visible(_:)``) when the line is encoded, never sent as they are.
struct Span: Equatable, Sendable {
    /// The characters to draw.
    var text: String
    /// How to draw them.
    var style: TextStyle
    /// The address the text links to, drawn as an OSC 8 hyperlink (`ESC ] 8 ; ; URL ESC \`);
    /// `nil` for plain text. An address that is not printable ASCII is not linked.
    var link: String?

    /// Creates a span; plain style by default.
    init(_ text: String, style: TextStyle = .plain, link: String? = nil) {
        self.text = text
        self.style = style
        self.link = link
    }

    /// The escape that opens the span's hyperlink, when it has one that can be sent safely.
    var linkOpening: String? {
        guard let link, !link.isEmpty, link.utf8.count <= 2048,
            link.unicodeScalars.allSatisfy({ (0x21...0x7e).contains($0.value) })
        else { return nil }
        return "\u{1b}]8;;\(link)\u{1b}\\"
    }

    /// The escape that closes a hyperlink.
    static let linkClosing = "\u{1b}]8;;\u{1b}\\"
}

/// One screen row made of styled spans, instead of text with embedded escape sequences.
struct StyledLine: Equatable, Sendable {
    /// The runs of text, left to right.
    var spans: [Span]
    /// When set, the rest of the row after the text is filled with spaces in this style
    /// (for example a reverse-video highlight across the whole cursor row).
    var fill: TextStyle?

    /// Creates a line from spans.
    init(spans: [Span], fill: TextStyle? = nil) {
        self.spans = spans
        self.fill = fill
    }

    /// Creates a line holding one span.
    init(_ text: String, style: TextStyle = .plain, fill: TextStyle? = nil) {
        self.init(spans: [Span(text, style: style)], fill: fill)
    }

    /// Fits the line into `width` columns (truncating with "…" by display width, so wide characters
    /// never wrap) and encodes it with SGR escapes. The result ends in the default rendition; the
    /// only escapes in it are those SGR escapes and the OSC 8 hyperlinks of linked spans, since
    /// control characters in the spans are made visible first.
    func encoded(width: Int, noColor: Bool) -> String {
        encodedFilling(width: width, noColor: noColor).text
    }

    /// ``encoded(width:noColor:)`` and whether the line takes the whole width, so that the
    /// screen does not erase its last cell after it (`ESC[K` with the cursor on the last column
    /// erases that column in xterm and tmux).
    func encodedFilling(width: Int, noColor: Bool) -> (text: String, fillsWidth: Bool) {
        let spans = self.spans.map { Span(TerminalText.visible($0.text), style: $0.style, link: $0.link) }
        var output = ""
        var current = TextStyle.plain
        func switchTo(_ style: TextStyle) {
            guard style != current else { return }
            let parameters = ["0"] + style.sgrParameters(noColor: noColor)
            output += "\u{1b}[" + parameters.joined(separator: ";") + "m"
            current = style
        }
        let total = spans.reduce(0) { $0 + displayWidth(of: $1.text) }
        let budget = total > width ? max(width - 1, 0) : width
        var used = 0
        var truncated = false
        for span in spans where !truncated {
            switchTo(span.style)
            // A hyperlink's escapes take no columns: only the characters are counted.
            let opening = span.text.isEmpty ? nil : span.linkOpening
            if let opening { output += opening }
            defer { if opening != nil { output += Span.linkClosing } }
            for character in span.text {
                let characterWidth = displayWidth(of: character)
                if used + characterWidth > budget {
                    truncated = true
                    break
                }
                output.append(character)
                used += characterWidth
            }
            if truncated && width > 0 {
                output += "…"
                used += 1
            }
        }
        if let fill, used < width {
            switchTo(fill)
            output += String(repeating: " ", count: width - used)
        }
        switchTo(.plain)
        return (output, width > 0 && (used >= width || (fill != nil)))
    }
}
