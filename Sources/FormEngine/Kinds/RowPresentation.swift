/// How a view draws a row: the small closed set the dumps, the HTML page and the walk switch
/// on, instead of on the row's kind. Each kind gives one (``KindDefinition/presentation``), so a
/// view learns a new kind only when it brings a new presentation.
///
/// | presentation | kinds |
/// |---|---|
/// | ``basic`` | `normal`: a label, or a parent summarising its children |
/// | ``textField`` | `text`, `email`, `url`, `phone`, a custom text kind |
/// | ``secureField`` | `password` |
/// | ``multilineField`` | `textArea` |
/// | ``numberField`` | `integer`, `decimal`, `duration`, a custom number kind |
/// | ``stepperControl`` | `stepper` |
/// | ``sliderControl`` | `slider` |
/// | ``switchControl`` | `switch`, a custom boolean kind |
/// | ``checkbox`` | `check` |
/// | ``datePicker`` | `date`, a custom date kind |
/// | ``timePicker`` | `time` |
/// | ``dateTimePicker`` | `dateTime` |
/// | ``picker`` | a row owning option rows, shown under it |
/// | ``pickerPage`` | a row owning option rows, shown on a page of their own (`presentation: page`) |
/// | ``pickerOption`` | `option` |
/// | ``choiceList`` | `segmented` |
/// | ``action`` | `button` |
/// | ``webLink`` | `link` |
/// | ``readOnly`` | `info` |
/// | ``path`` | `file` |
public enum RowPresentation: String, Hashable, Sendable, CaseIterable {
    /// A label and a detail; a parent shows its children's summary.
    case basic
    /// One line of text typed in.
    case textField
    /// One line of text typed in and masked (`•`).
    case secureField
    /// Several lines of text.
    case multilineField
    /// A number typed in (``Row/minimum``, ``Row/maximum``, ``Row/step`` when given).
    case numberField
    /// A whole number moved up and down by ``Row/step``.
    case stepperControl
    /// A slider over ``Row/minimum``...``Row/maximum`` in steps of ``Row/step``.
    case sliderControl
    /// A switch.
    case switchControl
    /// A check box, drawn in place (`[x] Label`).
    case checkbox
    /// A day.
    case datePicker
    /// A wall-clock time, `HH:mm`.
    case timePicker
    /// A day and a wall-clock time, `yyyy-MM-ddTHH:mm`.
    case dateTimePicker
    /// A row owning option rows shown under it (``Row/options``, ``Row/selection``).
    case picker
    /// A row owning option rows that open as a page of their own, as Eureka's push rows and
    /// Settings' multi-value rows do (``Row/options``, ``Row/selection``).
    case pickerPage
    /// One option of a picker.
    case pickerOption
    /// Inline choices changed in place (``Row/options``).
    case choiceList
    /// A button that reports ``Row/action`` when tapped.
    case action
    /// A URL shown as a link (``Row/linkURL``).
    case webLink
    /// A label and a value that cannot be changed.
    case readOnly
    /// A file-system path typed in, completed from the file system where a view can.
    case path
}
