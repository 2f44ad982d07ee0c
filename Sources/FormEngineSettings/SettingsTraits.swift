import FormEngine

/// What a specifier says about how its control looks and takes input, beyond its value: kept
/// for UIs (the JSON listing carries them) though FormEngine's own rows do not use them.
public struct SettingsTraits: Hashable, Sendable {
    /// A text field's `KeyboardType` (`Alphabet`, `NumberPad`, `URL`, `EmailAddress`,
    /// `NumbersAndPunctuation`), as written.
    public var keyboardType: String?
    /// A text field's `AutocapitalizationType` (`None`, `Sentences`, `Words`, `AllCharacters`).
    public var autocapitalizationType: String?
    /// A text field's `AutocorrectionType` (`Default`, `No`, `Yes`).
    public var autocorrectionType: String?
    /// A text field's `IsSecure`.
    public var isSecure: Bool
    /// A slider's `MinimumValueImage` file name.
    public var minimumValueImage: String?
    /// A slider's `MaximumValueImage` file name.
    public var maximumValueImage: String?
    /// Whether a picker came from a `PSRadioGroupSpecifier` (its choices shown in the list).
    public var isRadioGroup: Bool

    /// Creates traits; everything is absent by default.
    public init(
        keyboardType: String? = nil, autocapitalizationType: String? = nil, autocorrectionType: String? = nil,
        isSecure: Bool = false, minimumValueImage: String? = nil, maximumValueImage: String? = nil,
        isRadioGroup: Bool = false
    ) {
        self.keyboardType = keyboardType
        self.autocapitalizationType = autocapitalizationType
        self.autocorrectionType = autocorrectionType
        self.isSecure = isSecure
        self.minimumValueImage = minimumValueImage
        self.maximumValueImage = maximumValueImage
        self.isRadioGroup = isRadioGroup
    }
}
