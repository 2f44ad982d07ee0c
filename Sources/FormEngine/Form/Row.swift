/// A row as a table view shows it: the descriptor's fixed parts with the form's current state.
///
/// ## Which text goes where
/// A UI shows two texts per row, and reads them from two properties only:
/// - ``label``, on the left (a table cell's `textLabel`, a SwiftUI `LabeledContent`'s label);
/// - ``detail``, on the right (`detailTextLabel`, the labeled content), empty when there is none.
///
/// ``title`` is the row's current text (a parent's summary, a picker's choice, or the
/// descriptor's `firstTitle`), for code that lays a row out its own way. For a plain row the
/// label is the title and the detail the descriptor's `secondTitle`; for an expandable row with
/// a caption (`secondTitle`) the label is the caption and the detail the summary — without a
/// caption, the label is the row's own `firstTitle` and the detail the summary; for a control
/// the detail is ``displayValue``; for an option, a ✓ when it is chosen.
///
/// ## What a view needs
/// A view reads a row and nothing else: how to draw it (``presentation``), whether it is
/// ``isRequired``, ``isSecure`` or ``isReadOnly``, ``contentType`` and ``keyboard``,
/// ``placeholder`` and ``help``, ``maximumLength``, ``minimum``, ``maximum`` and ``step``, the
/// ``options`` of a picker or segmented row with its ``selection``, whether a parent
/// ``summarizesChildren``, a link's ``linkURL`` and a button's ``action``; a number's
/// ``numberStyle`` and ``fractionDigits``, a date's ``earliestDay`` and ``latestDay``, a time's
/// ``earliestTime`` and ``latestTime``, a date and time's ``timeZone``.
///
/// ## Cheap to copy
/// What the descriptor fixes (the key, kind, texts and settings above) is built once per
/// descriptor row and shared by every `Row` made from it, so copying a row copies one
/// reference and its state (title, value, display value, expansion, selection, depth). A row
/// is still a value: setting a fixed property changes this row alone, and two rows are equal
/// when their contents are, whether or not they share their fixed part.
public struct Row: Hashable, Sendable {
    /// The part its descriptor row fixes, shared (see ``Row/Shared``).
    var shared: Shared
    /// The row's current text: a parent's summary of its children, a picker's choice, or the
    /// descriptor's `firstTitle`. A UI shows ``label`` and ``detail``, made from this.
    public var title: String
    /// How many rows own this one (0 at the top level).
    public var depth: Int
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
    /// A link row's URL.
    public var linkURL: String? = nil

    /// A row with only the fields every row has; the others keep their defaults.
    init(
        key: RowKey, kind: RowKind, title: String, subtitle: String, depth: Int, isExpandable: Bool,
        isExpanded: Bool, value: Value?, displayValue: String, isSelected: Bool
    ) {
        self.init(
            shared: Shared(
                Fixed(
                    key: key, storedKind: AnyKind(kind.definition), subtitle: subtitle,
                    isExpandable: isExpandable)),
            title: title, depth: depth, isExpanded: isExpanded, value: value, displayValue: displayValue,
            isSelected: isSelected)
    }

    /// A row made of a shared fixed part and its state.
    init(
        shared: Shared, title: String, depth: Int, isExpanded: Bool, value: Value?, displayValue: String,
        isSelected: Bool, linkURL: String? = nil
    ) {
        self.shared = shared
        self.title = title
        self.depth = depth
        self.isExpanded = isExpanded
        self.value = value
        self.displayValue = displayValue
        self.isSelected = isSelected
        self.linkURL = linkURL
    }
}

extension Row {
    /// What a row's descriptor fixes, whatever the form's state: everything a view reads
    /// besides ``Row/title``, ``Row/value``, ``Row/displayValue``, ``Row/isExpanded``,
    /// ``Row/isSelected``, ``Row/depth`` and ``Row/linkURL``. Its fields are `Row`'s properties
    /// of the same names.
    struct Fixed: Hashable, Sendable {
        var key: RowKey
        /// The row's kind and its settings, held once.
        var storedKind: AnyKind
        var subtitle: String
        var isExpandable: Bool
        var isItem = false
        var isReadOnly = false
        var isSecure = false
        var selection: SelectionMode? = nil
        var presentation: RowPresentation = .basic
        var hasExplicitKey = true
        var ownTitle = ""
        var isRequired = false
        var contentType: String? = nil
        var keyboard: String? = nil
        var placeholder: String? = nil
        var help: String? = nil
        var userInfo: PlistValue? = nil
        var maximumLength: Int? = nil
        var minimum: Double? = nil
        var maximum: Double? = nil
        var step: Double? = nil
        var options: [Choice] = []
        var summarizesChildren = false
        var action: String? = nil
        var numberStyle: NumberStyle? = nil
        var fractionDigits: Int? = nil
        var earliestDay: DateBound? = nil
        var latestDay: DateBound? = nil
        var earliestTime: WallTime? = nil
        var latestTime: WallTime? = nil
        var timeZone: String? = nil
    }

    /// One ``Fixed``, immutable, built once per descriptor row (`Form` keeps them) and shared
    /// by every `Row` made from that row. Equal when the contents are; the same instance is
    /// equal without comparing them.
    final class Shared: Hashable, Sendable {
        let fixed: Fixed

        init(_ fixed: Fixed) { self.fixed = fixed }

        static func == (a: Shared, b: Shared) -> Bool { a === b || a.fixed == b.fixed }

        func hash(into hasher: inout Hasher) { fixed.hash(into: &hasher) }
    }

    /// Changes this row's fixed part alone: the shared one is copied, never changed.
    private mutating func change<T>(_ field: WritableKeyPath<Fixed, T>, to newValue: T) {
        var fixed = shared.fixed
        fixed[keyPath: field] = newValue
        shared = Shared(fixed)
    }

    /// The row's key.
    public var key: RowKey {
        get { shared.fixed.key }
        set { change(\.key, to: newValue) }
    }
    /// The row's kind and settings.
    public var kind: RowKind {
        get { shared.fixed.storedKind.base.rowKind }
        set { change(\.storedKind, to: AnyKind(newValue.definition)) }
    }
    /// The row's kind and its settings, as the core asks them.
    var definition: any BuiltInKind { shared.fixed.storedKind.base }
    /// The descriptor's `secondTitle`: a parent's caption or a plain row's second text. A UI
    /// shows ``label`` and ``detail``, made from this.
    package var subtitle: String {
        get { shared.fixed.subtitle }
        set { change(\.subtitle, to: newValue) }
    }
    /// Whether the row owns rows it can show and hide.
    public var isExpandable: Bool {
        get { shared.fixed.isExpandable }
        set { change(\.isExpandable, to: newValue) }
    }
    /// Whether the row is an item of an editable list (it can be moved and deleted in edit mode).
    public var isItem: Bool {
        get { shared.fixed.isItem }
        set { change(\.isItem, to: newValue) }
    }
    /// Whether the row only shows information: setting its value or flipping it is refused (a
    /// Settings bundle's `PSTitleValueSpecifier`); an expandable read-only row still expands.
    public var isReadOnly: Bool {
        get { shared.fixed.isReadOnly }
        set { change(\.isReadOnly, to: newValue) }
    }
    /// Whether the row is a password field; ``displayValue`` then shows `•` for each character.
    public var isSecure: Bool {
        get { shared.fixed.isSecure }
        set { change(\.isSecure, to: newValue) }
    }
    /// For a picker (a row owning option rows), how it selects; `nil` for every other row.
    public var selection: SelectionMode? {
        get { shared.fixed.selection }
        set { change(\.selection, to: newValue) }
    }
    /// How a view draws the row.
    public var presentation: RowPresentation {
        get { shared.fixed.presentation }
        set { change(\.presentation, to: newValue) }
    }
    /// Whether the key came from the file (`false` for the positional `S.R`, as a Settings
    /// bundle's group headings have).
    package var hasExplicitKey: Bool {
        get { shared.fixed.hasExplicitKey }
        set { change(\.hasExplicitKey, to: newValue) }
    }
    /// The descriptor's `firstTitle`, whatever ``title`` shows now (a parent's summary).
    package var ownTitle: String {
        get { shared.fixed.ownTitle }
        set { change(\.ownTitle, to: newValue) }
    }
    /// Whether the row must hold a value (`required`).
    public var isRequired: Bool {
        get { shared.fixed.isRequired }
        set { change(\.isRequired, to: newValue) }
    }
    /// `contentType`: what a text row holds for UIs that fill it in, as written.
    public var contentType: String? {
        get { shared.fixed.contentType }
        set { change(\.contentType, to: newValue) }
    }
    /// The keyboard a UI offers a text row (`default`, `emailAddress`, `URL`, `phonePad`);
    /// `nil` for other rows.
    public var keyboard: String? {
        get { shared.fixed.keyboard }
        set { change(\.keyboard, to: newValue) }
    }
    /// `placeholder`: what an empty field shows in place of a value.
    public var placeholder: String? {
        get { shared.fixed.placeholder }
        set { change(\.placeholder, to: newValue) }
    }
    /// `description`: a line of help shown under the row.
    public var help: String? {
        get { shared.fixed.help }
        set { change(\.help, to: newValue) }
    }
    /// The app's own data from the cell's `userInfo`, untouched.
    public var userInfo: PlistValue? {
        get { shared.fixed.userInfo }
        set { change(\.userInfo, to: newValue) }
    }
    /// The most characters a text row takes (`maxLength`).
    public var maximumLength: Int? {
        get { shared.fixed.maximumLength }
        set { change(\.maximumLength, to: newValue) }
    }
    /// The smallest value of a number or slider row, if it has one.
    public var minimum: Double? {
        get { shared.fixed.minimum }
        set { change(\.minimum, to: newValue) }
    }
    /// The largest value of a number or slider row, if it has one.
    public var maximum: Double? {
        get { shared.fixed.maximum }
        set { change(\.maximum, to: newValue) }
    }
    /// How far one step moves a number or slider row.
    public var step: Double? {
        get { shared.fixed.step }
        set { change(\.step, to: newValue) }
    }
    /// The choices of a picker (its option rows) or a segmented row, as (key, title) pairs in
    /// order; empty for every other row.
    public var options: [Choice] {
        get { shared.fixed.options }
        set { change(\.options, to: newValue) }
    }
    /// Whether an expandable row shows its children's values as its title.
    public var summarizesChildren: Bool {
        get { shared.fixed.summarizesChildren }
        set { change(\.summarizesChildren, to: newValue) }
    }
    /// The action a button reports when tapped.
    public var action: String? {
        get { shared.fixed.action }
        set { change(\.action, to: newValue) }
    }
    /// How a number row is typed and shown (a whole number, one with a fraction, a stepper, a
    /// duration in seconds shown `1:30:00`); `nil` for every other row.
    public var numberStyle: NumberStyle? {
        get { shared.fixed.numberStyle }
        set { change(\.numberStyle, to: newValue) }
    }
    /// How many digits after the point a number row keeps (`fractionDigits`); `nil` keeps all.
    public var fractionDigits: Int? {
        get { shared.fixed.fractionDigits }
        set { change(\.fractionDigits, to: newValue) }
    }
    /// The earliest day a date or date-and-time row accepts (`minimumDate`), as written: a day or
    /// one relative to today (``DateBound/resolved(today:)`` gives the day).
    public var earliestDay: DateBound? {
        get { shared.fixed.earliestDay }
        set { change(\.earliestDay, to: newValue) }
    }
    /// The latest day a date or date-and-time row accepts (`maximumDate`), as written.
    public var latestDay: DateBound? {
        get { shared.fixed.latestDay }
        set { change(\.latestDay, to: newValue) }
    }
    /// The earliest time a time row accepts.
    public var earliestTime: WallTime? {
        get { shared.fixed.earliestTime }
        set { change(\.earliestTime, to: newValue) }
    }
    /// The latest time a time row accepts.
    public var latestTime: WallTime? {
        get { shared.fixed.latestTime }
        set { change(\.latestTime, to: newValue) }
    }
    /// The IANA time zone a date-and-time row's value is meant in, when it names an instant.
    public var timeZone: String? {
        get { shared.fixed.timeZone }
        set { change(\.timeZone, to: newValue) }
    }
    /// The kind's name (``RowKind/name``: `text`, `switch`, an app's kind), for the dumps, which
    /// name it without switching on it.
    package var kindName: String { shared.fixed.storedKind.base.name }
}

extension Row {
    /// "an integer row", "a button row": the row's kind with its article, for messages.
    package var kindPhrase: String { definition.rowPhrase }

    /// Writes the JSON members its kind's settings add (each starting with a comma), for the
    /// dumps, which name no kind.
    package func writeKindJSONMembers(today: CalendarDate?, into out: inout JSONWriter) {
        definition.writeJSONMembers(of: self, today: today, into: &out)
    }

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
        if presentation == RowPresentation.pickerOption { return isSelected ? "✓" : "" }
        if value != nil { return displayValue }
        if presentation == .basic { return subtitle }
        return ""
    }
}
