/// One row as the descriptor file states it. Descriptors are immutable values (their properties
/// are read-only outside FormEngine's package); what the user changes lives in ``Form``.
///
/// A descriptor answers what the form is: its keys, kinds, tree, starting values, rules and
/// conditions. How a row is shown (its placeholder, help, secure entry, content type, a picker's
/// selection and presentation, the app's `userInfo`) is read from ``Row``, which carries all a
/// view needs; the initialiser still takes every field.
public struct RowDescriptor: Hashable, Sendable {
    /// The row's stable name (`key`), or `S.R` when the file gives none.
    public package(set) var key: RowKey
    /// Whether `key` came from the file (`false` for the positional `S.R`).
    package var hasExplicitKey: Bool
    /// The row's kind and its settings.
    public package(set) var kind: RowKind {
        get { definition.rowKind }
        set { definition = newValue.definition }
    }
    /// The row's kind and its settings, as the core asks them.
    var definition: any BuiltInKind {
        get { storedKind.base }
        set { storedKind = AnyKind(newValue) }
    }
    /// The kind, held once (what loops over many descriptors read).
    private(set) var storedKind: AnyKind
    /// The kind's name as the file writes it (`note`), without making a ``RowKind``.
    package var kindName: String { storedKind.base.name }
    /// `firstTitle` / `primaryTitle`: a control's label or placeholder, or what a parent shows
    /// until its children hold a value.
    public package(set) var title: String
    /// `secondTitle` / `secondaryTitle`: the caption under or beside the title.
    package var subtitle: String
    /// `additionalRows`: how many of the following rows this row owns (0 when not expandable).
    public package(set) var childCount: Int
    /// `expanded` / `isExpanded`: whether the row starts expanded.
    public package(set) var startsExpanded: Bool
    /// `value`: the starting value, already checked against the kind.
    public package(set) var initialValue: Value?
    /// Keys of the file that FormEngine does not know, sorted; kept, not fatal.
    public package(set) var unknownKeys: [String]
    /// The validation rules (`required`, `minLength`, `maxLength`, `pattern`).
    public package(set) var rules: [Rule] = []
    /// The messages shown when a rule fails (`message`).
    public package(set) var messages = RuleMessages()
    /// `visibleWhen`: the row is shown only while this condition holds (and its owners' do).
    public package(set) var visibleWhen: Condition?
    /// For a picker, `selection` with its limits (`single` unless the file says otherwise).
    package var selection: SelectionMode = .single
    /// Whether the row only shows information: setting its value or flipping it is refused.
    /// An expandable read-only row still expands. `false` unless a dialect says otherwise
    /// (a Settings bundle's `PSTitleValueSpecifier` and unsupported specifiers).
    package var isReadOnly: Bool = false
    /// Whether a text row hides what is typed (a password field): its value is shown as `•`.
    package var isSecure: Bool = false
    /// What an option row contributes to its picker's summary instead of ``title`` (a Settings
    /// bundle's `ShortTitles`); `nil` to use the title.
    package var summaryTitle: String?
    /// `contentType`: what a text row holds for UIs that fill it in (`name`, `username`,
    /// `givenName`, `familyName`, `postalCode`, …), passed through as written.
    package var contentType: String?
    /// `persist`: whether the value is written to saved state. `false` by default for
    /// `password` rows (a secret is not saved unless the descriptor says `persist: true`) and for
    /// `info`, `link` and `button` rows (shown, not answered).
    public package(set) var persists: Bool = true
    /// `presentation`: how a picker shows its options, inline under it or as a page of their own.
    package var presentation: ChoicePresentation = .inline
    /// `placeholder`: what an empty field shows in place of a value, if anything.
    package var placeholder: String?
    /// `description`: a line of help a view shows under the row, if any.
    package var help: String?
    /// `userInfo`: the app's own data for the row's cell (an icon name, a tint …), any plist
    /// value, carried untouched to ``Row/userInfo``.
    package var userInfo: PlistValue?
    /// Whether an expandable row shows its children's values as its title (the default), or
    /// keeps its own title (a Settings bundle's child pane, which leads to a whole page).
    package var summarizesChildren: Bool = true
    /// The row's closures, for a row built in code with computed parts (``Cell/options(reading:make:)``,
    /// ``Cell/title(reading:make:)`` …); compared by identity.
    var computed: ComputedRow?

    /// Creates a row descriptor with every field a file can set; ``FormDescriptor/validated()``
    /// (or ``Form/init(_:locale:clock:rules:behaviors:)``) checks it as the loader checks a file.
    public init(
        key: RowKey, hasExplicitKey: Bool = true, kind: RowKind, title: String = "",
        subtitle: String = "", childCount: Int = 0, startsExpanded: Bool = false,
        initialValue: Value? = nil, unknownKeys: [String] = [], rules: [Rule] = [],
        messages: RuleMessages = RuleMessages(), visibleWhen: Condition? = nil,
        selection: SelectionMode = .single,
        isReadOnly: Bool = false, isSecure: Bool = false, summaryTitle: String? = nil,
        contentType: String? = nil,
        persists: Bool = true, presentation: ChoicePresentation = .inline, placeholder: String? = nil,
        help: String? = nil, userInfo: PlistValue? = nil, summarizesChildren: Bool = true
    ) {
        self.init(
            key: key, hasExplicitKey: hasExplicitKey, storedKind: AnyKind(kind.definition), title: title,
            subtitle: subtitle, childCount: childCount, startsExpanded: startsExpanded,
            initialValue: initialValue, unknownKeys: unknownKeys, rules: rules, messages: messages,
            visibleWhen: visibleWhen, selection: selection, isReadOnly: isReadOnly, isSecure: isSecure,
            summaryTitle: summaryTitle, contentType: contentType, persists: persists,
            presentation: presentation, placeholder: placeholder, help: help, userInfo: userInfo,
            summarizesChildren: summarizesChildren)
    }

    /// Creates a row descriptor holding `storedKind`, the kind as the core asks it.
    init(
        key: RowKey, hasExplicitKey: Bool = true, storedKind: AnyKind, title: String = "",
        subtitle: String = "", childCount: Int = 0, startsExpanded: Bool = false,
        initialValue: Value? = nil, unknownKeys: [String] = [], rules: [Rule] = [],
        messages: RuleMessages = RuleMessages(), visibleWhen: Condition? = nil,
        selection: SelectionMode = .single,
        isReadOnly: Bool = false, isSecure: Bool = false, summaryTitle: String? = nil,
        contentType: String? = nil,
        persists: Bool = true, presentation: ChoicePresentation = .inline, placeholder: String? = nil,
        help: String? = nil, userInfo: PlistValue? = nil, summarizesChildren: Bool = true
    ) {
        self.key = key
        self.hasExplicitKey = hasExplicitKey
        self.storedKind = storedKind
        self.title = title
        self.subtitle = subtitle
        self.childCount = childCount
        self.startsExpanded = startsExpanded
        self.initialValue = initialValue
        self.unknownKeys = unknownKeys
        self.rules = rules
        self.messages = messages
        self.visibleWhen = visibleWhen
        self.selection = selection
        self.isReadOnly = isReadOnly
        self.isSecure = isSecure
        self.summaryTitle = summaryTitle
        self.contentType = contentType
        self.persists = persists
        self.presentation = presentation
        self.placeholder = placeholder
        self.help = help
        self.userInfo = userInfo
        self.summarizesChildren = summarizesChildren
    }

    /// Sets what the kind implies, as a file's row and a built one get it: a secret is masked
    /// and not saved; a display-only row (`info`, `link`, `button`) is read-only and, shown but
    /// not answered, not saved either.
    mutating func takeWhatTheKindImplies() {
        if definition.isSecret {
            isSecure = true
            persists = false
        }
        if definition.isDisplayOnly {
            isReadOnly = true
            persists = false
        }
    }

    /// Whether the row owns following rows and can be expanded and collapsed.
    package var isExpandable: Bool { childCount > 0 }
}
