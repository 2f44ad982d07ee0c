/// A row as a table view shows it: the descriptor's fixed parts with the form's current state.
///
/// ## Which text goes where
/// A UI shows two texts per row, and reads them from two properties only:
/// - ``label``, on the left (a table cell's `textLabel`, a SwiftUI `LabeledContent`'s label);
/// - ``detail``, on the right (`detailTextLabel`, the labeled content), empty when there is none.
///
/// ``title`` and ``subtitle`` are the raw texts those two are made from — the row's current
/// text (a parent's summary, a picker's choice, or the descriptor's `firstTitle`) and the
/// descriptor's `secondTitle` — for code that lays a row out its own way. For a plain row the
/// label is the title and the detail the subtitle; for an expandable row with a caption the
/// label is the caption (`subtitle`) and the detail the summary (`title`) — without a caption,
/// the label is the row's own `firstTitle` (``ownTitle``) and the detail the summary; for a
/// control the detail is ``displayValue``; for an option, a ✓ when it is chosen.
///
/// ## What a view needs
/// A view reads a row and nothing else: how to draw it (``presentation``), whether it is
/// ``isRequired``, ``isSecure`` or ``isReadOnly``, ``contentType`` and ``keyboard``,
/// ``placeholder`` and ``help``, ``maximumLength``, ``minimum``, ``maximum`` and ``step``, the
/// ``options`` of a picker or segmented row with its ``selection``, whether a parent
/// ``summarizesChildren``, a link's ``linkURL`` and a button's ``action``; a number's
/// ``numberStyle`` and ``fractionDigits``, a date's ``earliestDay`` and ``latestDay``, a time's
/// ``earliestTime`` and ``latestTime``, a date and time's ``timeZone``.
public struct Row: Hashable, Sendable {
    /// The row's key.
    public var key: RowKey
    /// The row's kind and settings.
    public var kind: RowKind
    /// The row's current text: a parent's summary of its children, a picker's choice, or the
    /// descriptor's `firstTitle`. A UI shows ``label`` and ``detail``, made from this.
    public var title: String
    /// The descriptor's `secondTitle`: a parent's caption or a plain row's second text. A UI
    /// shows ``label`` and ``detail``, made from this.
    public var subtitle: String
    /// How many rows own this one (0 at the top level).
    public var depth: Int
    /// Whether the row owns rows it can show and hide.
    public var isExpandable: Bool
    /// Whether the row is expanded.
    public var isExpanded: Bool
    /// The row's own value, if it holds one.
    public var value: Value?
    /// The value as a person reads it (a formatted date, a slider's number, the switch's
    /// state); empty when the row holds no value.
    public var displayValue: String
    /// For an option row, whether it is chosen in its picker; for an item of an editable list,
    /// whether it is selected (in edit mode) for ``Edit/deleteSelectedItems``.
    public var isSelected: Bool
    /// Whether the row is an item of an editable list (it can be moved and deleted in edit mode).
    public var isItem: Bool = false
    /// Whether the row only shows information (see ``RowDescriptor/isReadOnly``).
    public var isReadOnly: Bool = false
    /// Whether the row is a password field; ``displayValue`` then shows `•` for each character.
    public var isSecure: Bool = false
    /// For a picker (a row owning option rows), how it selects; `nil` for every other row.
    public var selection: SelectionMode? = nil
    /// How a view draws the row.
    public var presentation: RowPresentation = .basic
    /// Whether the key came from the file (`false` for the positional `S.R`, as a Settings
    /// bundle's group headings have).
    public var hasExplicitKey: Bool = true
    /// The descriptor's `firstTitle`, whatever ``title`` shows now (a parent's summary).
    public var ownTitle: String = ""
    /// Whether the row must hold a value (`required`).
    public var isRequired: Bool = false
    /// `contentType`: what a text row holds for UIs that fill it in, as written.
    public var contentType: String? = nil
    /// The keyboard a UI offers a text row (`default`, `emailAddress`, `URL`, `phonePad`);
    /// `nil` for other rows.
    public var keyboard: String? = nil
    /// `placeholder`: what an empty field shows in place of a value.
    public var placeholder: String? = nil
    /// `description`: a line of help shown under the row.
    public var help: String? = nil
    /// The app's own data from the cell's `userInfo`, untouched.
    public var userInfo: PlistValue? = nil
    /// The most characters a text row takes (`maxLength`).
    public var maximumLength: Int? = nil
    /// The smallest value of a number or slider row, if it has one.
    public var minimum: Double? = nil
    /// The largest value of a number or slider row, if it has one.
    public var maximum: Double? = nil
    /// How far one step moves a number or slider row.
    public var step: Double? = nil
    /// The choices of a picker (its option rows) or a segmented row, as (key, title) pairs in
    /// order; empty for every other row.
    public var options: [Choice] = []
    /// For a picker, whether its options open under it or on a page of their own.
    public var pickerPresentation: Presentation? = nil
    /// Whether an expandable row shows its children's values as its title.
    public var summarizesChildren: Bool = false
    /// A link row's URL.
    public var linkURL: String? = nil
    /// The action a button reports when tapped.
    public var action: String? = nil
    /// How a number row is typed and shown (a whole number, one with a fraction, a stepper, a
    /// duration in seconds shown `1:30:00`); `nil` for every other row.
    public var numberStyle: NumberStyle? = nil
    /// How many digits after the point a number row keeps (`fractionDigits`); `nil` keeps all.
    public var fractionDigits: Int? = nil
    /// The earliest day a date or date-and-time row accepts (`minimumDate`), as written: a day or
    /// one relative to today (``DateBound/resolved(today:)`` gives the day).
    public var earliestDay: DateBound? = nil
    /// The latest day a date or date-and-time row accepts (`maximumDate`), as written.
    public var latestDay: DateBound? = nil
    /// The earliest time a time row accepts.
    public var earliestTime: WallTime? = nil
    /// The latest time a time row accepts.
    public var latestTime: WallTime? = nil
    /// The IANA time zone a date-and-time row's value is meant in, when it names an instant.
    public var timeZone: String? = nil
}

extension Row {
    /// "an integer row", "a button row": the row's kind with its article, for messages.
    package var kindPhrase: String { kind.rowPhrase }

    /// The text a UI shows on the left: a parent's caption (`secondTitle`), otherwise the title.
    public var label: String {
        if isExpandable, !subtitle.isEmpty { return subtitle }
        if isExpandable, !ownTitle.isEmpty { return ownTitle }
        return title
    }

    /// The text a UI shows on the right: a parent's summary, a control's value, a ✓ on a
    /// chosen option, or a plain row's subtitle.
    public var detail: String {
        if isExpandable {
            if !subtitle.isEmpty { return title }
            // Without a caption the own title is the label; the summary, once there, the detail.
            return ownTitle.isEmpty || title == ownTitle ? "" : title
        }
        if presentation == .option { return isSelected ? "✓" : "" }
        if value != nil { return displayValue }
        if presentation == .basic { return subtitle }
        return ""
    }
}
