/// What a row is, with the settings that kind takes.
///
/// The descriptor names kinds either with `kind` (`normal`, `text`, `date`, `switch`, `option`,
/// `slider`) or with the tutorial's `identifier` (`idCellNormal`, `idCellTextfield`,
/// `idCellDatePicker`, `idCellSwitch`, `idCellValuePicker`, `idCellSlider`).
public enum RowKind: Hashable, Sendable {
    /// A plain row (`idCellNormal`); as a parent it summarises its children.
    case normal
    /// A text field (`idCellTextfield`); `firstTitle` is its placeholder.
    case text
    /// A date picker (`idCellDatePicker`) with an optional range.
    case date(DateSettings)
    /// A switch (`idCellSwitch`); the settings say what its parent shows for on and off.
    case toggle(ToggleSettings)
    /// One option of a picker (`idCellValuePicker`); its parent is the picker.
    case option
    /// A slider (`idCellSlider`) with its range and step.
    case slider(SliderSettings)

    /// The kind's name in the descriptor's `kind` key and in `formcli` output.
    public var name: String {
        switch self {
        case .normal: return "normal"
        case .text: return "text"
        case .date: return "date"
        case .toggle: return "switch"
        case .option: return "option"
        case .slider: return "slider"
        }
    }
}

/// The range a date row accepts; both ends are optional and inclusive.
public struct DateSettings: Hashable, Sendable {
    /// The earliest day accepted (`minimumDate`).
    public var minimum: CalendarDate?
    /// The latest day accepted (`maximumDate`).
    public var maximum: CalendarDate?

    /// Creates date settings.
    public init(minimum: CalendarDate? = nil, maximum: CalendarDate? = nil) {
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

    /// Creates switch settings; the defaults are `On` and `Off`.
    public init(onTitle: String = "On", offTitle: String = "Off") {
        self.onTitle = onTitle
        self.offTitle = offTitle
    }
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
