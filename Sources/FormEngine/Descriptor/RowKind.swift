/// What a row is, with the settings that kind takes.
///
/// The descriptor names kinds either with `kind` (see ``name``) or with the tutorial's
/// `identifier` (`idCellNormal`, `idCellTextfield`, `idCellDatePicker`, `idCellSwitch`,
/// `idCellValuePicker`, `idCellSlider`).
///
/// | kind | value | case |
/// |---|---|---|
/// | `normal` | none (a parent summarises its children) | ``normal`` |
/// | `text`, `email`, `url`, `phone`, `password`, `textArea` | ``Value/text(_:)`` | ``text(_:)`` |
/// | `integer`, `decimal`, `stepper`, `duration` | ``Value/number(_:)`` (seconds for `duration`) | ``number(_:)`` |
/// | `date` | ``Value/date(_:)`` | ``date(_:)`` |
/// | `time` | ``Value/text(_:)`` written `HH:mm` | ``time(_:)`` |
/// | `dateTime` | ``Value/text(_:)`` written `yyyy-MM-ddTHH:mm` | ``dateTime(_:)`` |
/// | `switch`, `check` | ``Value/bool(_:)`` | ``toggle(_:)`` |
/// | `option` | none (its picker holds the choice) | ``option`` |
/// | `slider` | ``Value/number(_:)`` | ``slider(_:)`` |
/// | `segmented` | ``Value/choice(_:)`` | ``segmented(_:)`` |
/// | `info`, `link` | ``Value/text(_:)``, read-only | ``info``, ``link`` |
/// | `button` | none | ``button(action:)`` |
/// | `file` | ``Value/text(_:)``, a path | ``file(_:)`` |
/// | a kind an app registers | as registered | ``custom(_:)`` |
public enum RowKind: Hashable, Sendable {
    /// A plain row (`idCellNormal`); as a parent it summarises its children.
    case normal
    /// A text field (`idCellTextfield`); `firstTitle` is its placeholder. The format says which
    /// text (`text`, `email`, `url`, `phone`, `password`, `textArea`).
    case text(TextFormat)
    /// A number typed in (`integer`, `decimal`), stepped (`stepper`) or a `duration`.
    case number(NumberSettings)
    /// A date picker (`idCellDatePicker`) with an optional range.
    case date(DateSettings)
    /// A wall-clock time, `HH:mm`, with an optional range.
    case time(TimeSettings)
    /// A day and a wall-clock time, `yyyy-MM-ddTHH:mm`.
    case dateTime(DateTimeSettings)
    /// A switch (`idCellSwitch`) or a checkbox (`check`); the settings say what its parent
    /// shows for on and off.
    case toggle(ToggleSettings)
    /// One option of a picker (`idCellValuePicker`); its parent is the picker.
    case option
    /// A slider (`idCellSlider`) with its range and step.
    case slider(SliderSettings)
    /// Inline choices (`segmented`) changed without expanding; the value is a choice's key.
    case segmented([Choice])
    /// A read-only label and value, like a Settings title-value row.
    case info
    /// A URL the row shows; it opens nothing by itself, apps and the walk present it.
    case link
    /// An action with a name (`submit`, `reset` or any name an app gives): tapping it reports
    /// the action in ``FormChange/action``.
    case button(action: String)
    /// A file-system path (`file`), with what it must name (``FileSettings``).
    case file(FileSettings)
    /// A kind an app registered with ``DescriptorLoader/kinds``.
    case custom(CustomKind)

    /// The plain text kind, `text`.
    package static var plainText: RowKind { .text(.plain) }

    /// The kind's name in the descriptor's `kind` key and in the JSON listing.
    public var name: String {
        switch self {
        case .normal: return "normal"
        case .text(let format): return format.rawValue
        case .number(let settings): return settings.style.rawValue
        case .date: return "date"
        case .time: return "time"
        case .dateTime: return "dateTime"
        case .toggle(let settings): return settings.style == .check ? "check" : "switch"
        case .option: return "option"
        case .slider: return "slider"
        case .segmented: return "segmented"
        case .info: return "info"
        case .link: return "link"
        case .button: return "button"
        case .file: return "file"
        case .custom(let kind): return kind.name
        }
    }

    /// Whether a person can never change the row's value (`info`, `link`, `button`).
    package var isDisplayOnly: Bool {
        switch self {
        case .info, .link, .button: return true
        default: return false
        }
    }
}

/// What a text row holds, which decides its built-in format check, whether it is masked, and
/// the keyboard a UI offers.
public enum TextFormat: String, Hashable, Sendable, CaseIterable {
    /// Any single line of text (`text`).
    case plain = "text"
    /// An email address (`email`): one `@`, something before it and a dotted domain after it.
    case email
    /// An absolute `http` or `https` URL with a host (`url`).
    case url
    /// A phone number (`phone`): 5 to 20 digits, and only `+ ( ) - .` and spaces besides.
    case phone
    /// A secret (`password`): masked when shown and, unless `persist` says otherwise, not saved.
    case password
    /// Several lines of text (`textArea`).
    case textArea

    /// The keyboard a UI should offer (`--dump --json` gives it as `keyboard`).
    package var keyboard: String {
        switch self {
        case .plain, .password, .textArea: return "default"
        case .email: return "emailAddress"
        case .url: return "URL"
        case .phone: return "phonePad"
        }
    }
}

/// The range a date row accepts; both ends are optional and inclusive, and may be relative to
/// today (`today-18y`).
public struct DateSettings: Hashable, Sendable {
    /// The earliest day accepted (`minimumDate`).
    public var minimum: DateBound?
    /// The latest day accepted (`maximumDate`).
    public var maximum: DateBound?

    /// Creates date settings.
    public init(minimum: DateBound? = nil, maximum: DateBound? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// What a switch's parent shows for each state (`onTitle`, `offTitle`). An empty title shows
/// nothing, so the parent falls back to its own `firstTitle`. A file that gives neither key gets
/// the switch's `firstTitle` when on and nothing when off, as in the tutorial's form.
public struct ToggleSettings: Hashable, Sendable {
    /// Shown by the parent while the switch is on.
    public var onTitle: String
    /// Shown by the parent while the switch is off.
    public var offTitle: String
    /// A switch (`switch`) or a checkbox (`check`).
    public var style: ToggleStyle

    /// Creates switch settings; the defaults are `On` and `Off`.
    public init(onTitle: String = "On", offTitle: String = "Off", style: ToggleStyle = .switch) {
        self.onTitle = onTitle
        self.offTitle = offTitle
        self.style = style
    }
}

/// How a boolean row is drawn.
public enum ToggleStyle: String, Hashable, Sendable {
    /// A switch (`switch`), usually the child of a row that summarises it.
    case `switch`
    /// A checkbox in place (`check`).
    case check
}

/// A slider's range and step (`minimum`, `maximum`, `step`; default 0...10 step 1).
public struct SliderSettings: Hashable, Sendable {
    /// The smallest value.
    public var minimum: Double
    /// The largest value.
    public var maximum: Double
    /// The step values are rounded to, counted from `minimum`; 0 means no rounding.
    public var step: Double

    /// Creates slider settings.
    public init(minimum: Double = 0, maximum: Double = 10, step: Double = 1) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}

/// One inline choice of a `segmented` row (`options`: a string, or `{key, title}`).
public struct Choice: Hashable, Sendable {
    /// What the row's value holds when this choice is made.
    public var key: RowKey
    /// What a person reads.
    public var title: String

    /// Creates a choice; the title defaults to the key.
    public init(key: RowKey, title: String? = nil) {
        self.key = key
        self.title = title ?? key.rawValue
    }
}
