/// What a view draws for a row, with exactly the settings that drawing needs: the one closed
/// enum the dumps, the HTML page and the walk switch on, instead of on the row's kind. Each kind
/// gives one (``KindDefinition/control``); a plain row that owns option rows is a
/// ``choice(options:mode:presentation:)`` instead, and a view learns a new kind only when it
/// brings a new control.
///
/// ```swift
/// func describe(_ row: Row) -> String {
///     switch row.control {
///     case .slider(let range, let step): return "slider \(range) by \(step)"
///     case .text(.email, _, _): return "an email address"
///     case .choice(let options, .multiple, _): return "any of \(options.count)"
///     default: return row.label
///     }
/// }
/// ```
///
/// Each file kind, its kind type and its control are listed in one table under
/// <doc:DescriptorFormat#Kinds>; each case is named as the file names the kind wherever Swift
/// allows it (the file's `switch` is ``toggle``).
public enum RowControl: Hashable, Sendable {
    /// A label and a detail; a parent shows its children's summary.
    case normal
    /// One line of text typed in: what it holds (which keyboard a UI offers and which check it
    /// passes), whether it is masked (`•`, a password or a Settings bundle's `IsSecure`), and the
    /// most characters it takes (`maxLength`; `nil` for no limit).
    case text(content: TextContent, isSecure: Bool, maximumLength: Int?)
    /// Several lines of text, at most `maximumLength` characters (`nil`: no limit).
    case textArea(maximumLength: Int?)
    /// A number typed in, in `style` (``NumberStyle/integer``, ``NumberStyle/decimal`` or
    /// ``NumberStyle/duration``), within `range` (an end is infinite when the descriptor sets no
    /// bound there), moved by `step`, keeping `fractionDigits` digits after the point (`nil`:
    /// all).
    case number(style: NumberStyle, range: ClosedRange<Double>, step: Double, fractionDigits: Int?)
    /// A whole number moved up and down by `step` within `range` (an end is infinite when the
    /// descriptor sets no bound there).
    case stepper(range: ClosedRange<Double>, step: Double)
    /// A slider over `range` in steps of `step` (0: no rounding).
    case slider(range: ClosedRange<Double>, step: Double)
    /// A switch (the file's `switch`).
    case toggle
    /// A check box, drawn in place (`[x] Label`).
    case check
    /// A day, between `earliest` and `latest` when given (each a day or one relative to today:
    /// ``DateBound/resolved(today:)``).
    case date(earliest: DateBound?, latest: DateBound?)
    /// A wall-clock time, `HH:mm`, between `earliest` and `latest` when given.
    case time(earliest: WallTime?, latest: WallTime?)
    /// A day and a wall-clock time, `yyyy-MM-ddTHH:mm`, between the days `earliest` and `latest`
    /// when given; `timeZone` is the IANA zone its value is meant in, when it names an instant.
    case dateTime(earliest: DateBound?, latest: DateBound?, timeZone: String?)
    /// A picker: a row owning option rows (`options`, in order) that selects as `mode` says and
    /// shows its options as `presentation` says, under it or on a page of their own.
    case choice(options: [Choice], mode: SelectionMode, presentation: ChoicePresentation)
    /// One option of a picker; ``Row/isSelected`` says whether it is chosen.
    case option
    /// Inline choices changed in place (a segmented control).
    case segmented(options: [Choice])
    /// A label and a value that cannot be changed (the file's `info`).
    case info
    /// A link to `url` (the row's value; `nil` while it has none).
    case link(url: String?)
    /// A button that reports `action` when tapped.
    case button(action: String)
    /// A file-system path typed in, completed from the file system where a view can, with what
    /// it must name (``FileSettings``: whether it must exist, be a directory, its extensions).
    case file(FileSettings)
}

/// What a one-line text field holds: which keyboard a UI offers and which format check the
/// value passes (``RowControl/text(content:isSecure:maximumLength:)``).
public enum TextContent: String, Hashable, Sendable, CaseIterable {
    /// Any text (`text`, `password`).
    case plain
    /// An email address (`email`).
    case email
    /// An absolute `http` or `https` URL (`url`).
    case url
    /// A phone number (`phone`).
    case phone

    /// The keyboard a UI should offer, as UIKit names it (`--dump --json` gives it as
    /// `keyboard`).
    package var keyboard: String {
        switch self {
        case .plain: return "default"
        case .email: return "emailAddress"
        case .url: return "URL"
        case .phone: return "phonePad"
        }
    }
}

/// How a picker shows its options (the descriptor's `presentation`).
public enum ChoicePresentation: String, Hashable, Sendable {
    /// The options open under the picker (`inline`, the default).
    case inline
    /// The options open as a page of their own (`page`), as Eureka's push rows and Settings'
    /// multi-value rows do.
    case page
}

extension RowControl {
    /// This control as a row whose descriptor says `isSecure` and whose rules allow at most
    /// `maximumLength` characters shows it (a text field's own settings; the others unchanged).
    func fitted(isSecure: Bool, maximumLength: Int?) -> RowControl {
        switch self {
        case .text(let content, let secure, _):
            return .text(content: content, isSecure: secure || isSecure, maximumLength: maximumLength)
        case .textArea: return .textArea(maximumLength: maximumLength)
        default: return self
        }
    }

    /// A picker's selection mode; `nil` for every other control.
    package var selectionMode: SelectionMode? {
        guard case .choice(_, let mode, _) = self else { return nil }
        return mode
    }

    /// The choices of a picker or a segmented row; empty for every other control.
    package var choices: [Choice] {
        switch self {
        case .choice(let options, _, _), .segmented(let options): return options
        default: return []
        }
    }
}

extension ClosedRange<Double> {
    /// A number field's range: `minimum...maximum`, an end infinite where there is no bound.
    package static func bounds(_ minimum: Double?, _ maximum: Double?) -> ClosedRange<Double> {
        let low = minimum ?? -.infinity
        return low...Swift.max(maximum ?? .infinity, low)
    }

    /// The lower end, or `nil` when it is infinite (no bound).
    package var minimum: Double? { lowerBound.isFinite ? lowerBound : nil }
    /// The upper end, or `nil` when it is infinite (no bound).
    package var maximum: Double? { upperBound.isFinite ? upperBound : nil }
}

extension RowControl {
    /// The control's name in the dumps (`"view"` in `--dump --json`, `data-view` in `--html`),
    /// as docs/OUTPUT-FORMATS.md lists them: `textField`, `secureField`, `sliderControl`,
    /// `switchControl`, `pickerPage`, …
    package var viewName: String {
        switch self {
        case .normal: return "basic"
        case .text(_, let isSecure, _): return isSecure ? "secureField" : "textField"
        case .textArea: return "multilineField"
        case .number: return "numberField"
        case .stepper: return "stepperControl"
        case .slider: return "sliderControl"
        case .toggle: return "switchControl"
        case .check: return "checkbox"
        case .date: return "datePicker"
        case .time: return "timePicker"
        case .dateTime: return "dateTimePicker"
        case .choice(_, _, .inline): return "picker"
        case .choice(_, _, .page): return "pickerPage"
        case .option: return "pickerOption"
        case .segmented: return "choiceList"
        case .info: return "readOnly"
        case .link: return "webLink"
        case .button: return "action"
        case .file: return "path"
        }
    }

    /// Whether this is one option of a picker.
    package var isOption: Bool {
        if case .option = self { return true }
        return false
    }
}

extension RowControl {
    /// Whether this is several lines of text.
    package var isTextArea: Bool {
        if case .textArea = self { return true }
        return false
    }

    /// Whether this is a slider.
    package var isSlider: Bool {
        if case .slider = self { return true }
        return false
    }

    /// Whether a tap flips this control (a switch or a check box).
    package var isFlipped: Bool {
        switch self {
        case .toggle, .check: return true
        default: return false
        }
    }
}
