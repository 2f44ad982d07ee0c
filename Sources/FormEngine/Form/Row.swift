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
/// A view reads a row and nothing else: what to draw, with the settings that drawing needs
/// (``control``: a slider's range and step, a picker's options and selection mode, a text
/// field's content, a link's URL, a button's action), whether it is ``isRequired``,
/// ``isSecure`` or ``isReadOnly``, ``contentType``, ``placeholder`` and ``help``, and whether a
/// parent ``summarizesChildren``.
///
/// ```swift
/// func sliderText(_ row: Row) -> String? {
///     guard case .slider(let range, let step) = row.control else { return nil }
///     return "from \(range.lowerBound) to \(range.upperBound) by \(step)"
/// }
/// ```
///
/// ## Cheap to copy
/// What the descriptor fixes (the key, kind, control, texts and settings above) is built once per
/// descriptor row and shared by every `Row` made from it, so copying a row copies one
/// reference and its state (title, value, display value, expansion, selection, depth). A row
/// is still a value: setting a fixed property changes this row alone (its identity, ``key``,
/// ``kind`` and ``control``, cannot be set), and two rows are equal
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
    /// A link row's URL (``RowControl/link(url:)`` gives it to a view).
    package var linkURL: String? = nil

    /// A row with only the fields every row has; the others keep their defaults.
    init(
        key: RowKey, kind: RowKind, title: String, subtitle: String, depth: Int, isExpandable: Bool,
        isExpanded: Bool, value: Value?, displayValue: String, isSelected: Bool
    ) {
        self.init(
            shared: Shared(
                Fixed(
                    key: key, storedKind: AnyKind(kind.definition), control: kind.definition.control,
                    subtitle: subtitle, isExpandable: isExpandable)),
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
    /// ``Row/isSelected``, ``Row/depth`` and a link's URL. Its fields are `Row`'s properties
    /// of the same names.
    struct Fixed: Hashable, Sendable {
        var key: RowKey
        /// The row's kind and its settings, held once.
        var storedKind: AnyKind
        /// What a view draws, with its settings.
        var control: RowControl
        var subtitle: String
        var isExpandable: Bool
        var isItem = false
        var isReadOnly = false
        var isSecure = false
        var hasExplicitKey = true
        var ownTitle = ""
        var isRequired = false
        var contentType: String? = nil
        var placeholder: String? = nil
        var help: String? = nil
        var userInfo: PlistValue? = nil
        var summarizesChildren = false
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
    public var key: RowKey { shared.fixed.key }
    /// The row's kind and settings.
    public var kind: RowKind { shared.fixed.storedKind.base.rowKind }
    /// What a view draws for the row, with the settings that drawing needs: the one thing a view
    /// switches on (a plain row owning options is a ``RowControl/choice(options:mode:presentation:)``).
    public var control: RowControl {
        if case .link = shared.fixed.control { return .link(url: linkURL) }
        return shared.fixed.control
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
        set {
            var fixed = shared.fixed
            fixed.isSecure = newValue
            // A text field's control says whether it is masked too.
            if case .text(let content, _, let maximumLength) = fixed.control {
                fixed.control = .text(content: content, isSecure: newValue, maximumLength: maximumLength)
            }
            shared = Shared(fixed)
        }
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
    /// Whether an expandable row shows its children's values as its title.
    public var summarizesChildren: Bool {
        get { shared.fixed.summarizesChildren }
        set { change(\.summarizesChildren, to: newValue) }
    }
    /// For a picker, how it selects (``RowControl/choice(options:mode:presentation:)``'s mode);
    /// `nil` for every other row.
    package var selection: SelectionMode? { shared.fixed.control.selectionMode }
    /// The kind's name (``RowKind/name``: `text`, `switch`, an app's kind), for the dumps, which
    /// name it without switching on it.
    package var kindName: String { shared.fixed.storedKind.base.name }
}

extension Row {
    /// "an integer row", "a button row": the row's kind with its article, for messages.
    package var kindPhrase: String { definition.rowPhrase }

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
        if case .option = shared.fixed.control { return isSelected ? "✓" : "" }
        if value != nil { return displayValue }
        if case .normal = shared.fixed.control { return subtitle }
        return ""
    }
}
