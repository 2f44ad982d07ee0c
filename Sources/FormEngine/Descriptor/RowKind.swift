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
/// | `info`, `note`, `link` | ``Value/text(_:)``, read-only | ``info``, ``note``, ``link`` |
/// | `button` | none | ``button(action:)`` |
/// | `file` | ``Value/text(_:)``, a path | ``file(_:)`` |
/// | a kind an app defines (``AppKind``) | its ``AppKind/valueType`` | ``custom(_:)`` |
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
    /// A read-only block of text shown between the questions, wrapped (`note`).
    case note
    /// A URL the row shows; it opens nothing by itself, apps and the walk present it.
    case link
    /// An action with a name (`submit`, `reset` or any name an app gives): tapping it reports
    /// the action in ``FormChange/action``.
    case button(action: String)
    /// A file-system path (`file`), with what it must name (``FileSettings``).
    case file(FileSettings)
    /// A kind an app defines (``AppKind``), with its settings.
    case custom(any AppKind)

    /// The plain text kind, `text`.
    package static var plainText: RowKind { .text(.plain) }

    /// The kind's name in the descriptor's `kind` key and in the JSON listing.
    public var name: String { definition.name }

    /// Whether two kinds are the same kind with the same settings.
    public static func == (left: RowKind, right: RowKind) -> Bool {
        AnyKind(left.definition) == AnyKind(right.definition)
    }

    /// Hashes the kind and its settings.
    public func hash(into hasher: inout Hasher) {
        AnyKind(definition).hash(into: &hasher)
    }
}
