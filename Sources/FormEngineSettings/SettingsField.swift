import FormEngine

/// How one row of a Settings form maps to the app's defaults: the specifier's `Key`, what its
/// control stores there, and where the specifier is.
public struct SettingsField: Hashable, Sendable {
    /// What a control stores under its key.
    public enum Control: Hashable, Sendable {
        /// `PSToggleSwitchSpecifier`: `TrueValue`/`FalseValue` when given, otherwise a boolean.
        case toggle(trueValue: PlistValue?, falseValue: PlistValue?)
        /// `PSMultiValueSpecifier` / `PSRadioGroupSpecifier`: the chosen option's `Values` entry.
        case picker([SettingsOption])
        /// `PSSliderSpecifier`: a number.
        case slider
        /// `PSTextFieldSpecifier`: a string.
        case text
        /// `PSTitleValueSpecifier` or an unsupported specifier with a `Key`: shown, not edited;
        /// its saved value (or `DefaultValue`) is carried through unchanged.
        case fixed
    }

    /// The specifier's `Key`: the name in the defaults dictionary.
    public var key: String
    /// The row that shows it (usually `key`; `key~2`… for a duplicate).
    public var row: RowKey
    /// What the control stores.
    public var control: Control
    /// The specifier's `DefaultValue`, if any.
    public var defaultValue: PlistValue?
    /// The pane file the specifier is in, as shown in messages.
    public var file: String
    /// The specifier's 1-based index in its pane's `PreferenceSpecifiers`.
    public var specifier: Int
    /// How the control looks and takes input (keyboard type, secure entry, slider images).
    public var traits = SettingsTraits()

    /// Creates a field.
    public init(
        key: String, row: RowKey, control: Control, defaultValue: PlistValue?, file: String, specifier: Int
    ) {
        self.key = key
        self.row = row
        self.control = control
        self.defaultValue = defaultValue
        self.file = file
        self.specifier = specifier
    }

    /// Where the specifier is, for messages.
    public var location: Location { Location(file: file, key: key, specifier: specifier) }
}

/// One choice of a multi-value or radio-group specifier.
public struct SettingsOption: Hashable, Sendable {
    /// The option row's key (`KEY.N`, N counting `Values` from 1).
    public var row: RowKey
    /// The `Values` entry stored when the option is chosen.
    public var value: PlistValue
    /// The `Titles` entry, localised.
    public var title: String

    /// Creates an option.
    public init(row: RowKey, value: PlistValue, title: String) {
        self.row = row
        self.value = value
        self.title = title
    }
}
