import FormEngine

/// An Apple `Settings.bundle` read as a form: the same `FormDescriptor` every other form uses,
/// plus what the dialect adds — how each row maps to a defaults key, the registered defaults,
/// and every problem the Settings app would silently ignore or break on.
///
/// ```swift
/// let bundle = try SettingsBundleLoader(language: "de").load(contentsOf: bundleURL)
/// var form = try bundle.makeForm()
/// try form.apply(.setText("theme", "dark"))
/// let defaults = bundle.values(of: form)   // ["theme": "dark", "sounds": true, …]
/// ```
///
/// Mapping: each `PSGroupSpecifier` starts a section (`Title`, `FooterText`); switches, sliders
/// and text fields become rows of those kinds; `PSMultiValueSpecifier` and
/// `PSRadioGroupSpecifier` become pickers (an expandable row owning one option row per
/// `Titles`/`Values` entry); `PSTitleValueSpecifier` a read-only row showing its value's title;
/// `PSChildPaneSpecifier` an expandable row owning the child pane's rows, one level deeper, with
/// the child's group titles as read-only heading rows. Other types become read-only rows and are
/// listed in ``problems``.
public struct SettingsBundle: Sendable {
    /// The bundle directory as given.
    public var path: String
    /// The language whose `.lproj` titles were used, if one was chosen.
    public var language: String?
    /// The form the bundle describes.
    public var descriptor: FormDescriptor
    /// Every row that stores a value, in pane order (a child pane's rows follow its row).
    public var fields: [SettingsField]
    /// The registered defaults: each `Key`'s `DefaultValue`, first occurrence winning, as
    /// `UserDefaults.register(defaults:)` takes them.
    public var defaults: [String: PlistValue]
    /// Everything the Settings app would ignore or get wrong, in pane order: missing keys,
    /// defaults outside the values or range, duplicate keys, missing files and strings,
    /// unsupported specifier types.
    public var problems: [FormError]
    /// The distinct specifier types FormEngine shows only as read-only rows.
    public var unsupportedTypes: [String]
    /// Missing translations for ``language``: strings tables a pane names that no folder of the
    /// language's fallback chain holds, and titles a table lacks. Unlike ``problems`` these are
    /// not mistakes of the bundle (the Settings app shows such titles as written).
    public var warnings: [FormError] = []

    /// Creates a bundle value (the loader makes these; tests may too).
    public init(
        path: String, language: String? = nil, descriptor: FormDescriptor, fields: [SettingsField] = [],
        defaults: [String: PlistValue] = [:], problems: [FormError] = [], unsupportedTypes: [String] = []
    ) {
        self.path = path
        self.language = language
        self.descriptor = descriptor
        self.fields = fields
        self.defaults = defaults
        self.problems = problems
        self.unsupportedTypes = unsupportedTypes
    }

    /// A live form in the state the bundle's defaults describe, with the bundle's
    /// ``Behavior``: text is read as the Settings app reads it, and rows sharing a `Key` follow
    /// each other inside every edit.
    /// - Throws: `LoadError` only if the descriptor is inconsistent (a loader bug).
    public func makeForm() throws(LoadError) -> Form {
        try Form(descriptor, behaviors: [Behavior(self)])
    }

    /// The field stored by `key`: a specifier `Key` or a row key.
    public func field(_ key: String) -> SettingsField? {
        fields.first { $0.key == key } ?? fields.first { $0.row.rawValue == key }
    }

    /// The field whose row is `row`.
    public func field(row: RowKey) -> SettingsField? {
        fields.first { $0.row == row }
    }
}
