// What a switch or checkbox (``ToggleKind``, told apart by ``ToggleStyle``) needs beside its
// type: its settings and the cell keys they are read from, parsing, what the parent shows, the
// texts a translation replaces and the builder's constructor.

/// What a switch's parent shows for each state (`onTitle`, `offTitle`). An empty title shows
/// nothing, so the parent falls back to its own `firstTitle`. A file that gives neither key gets
/// the switch's `firstTitle` when on and nothing when off, as in the tutorial's form.
public struct ToggleSettings: Hashable, Sendable {
    /// Shown by the parent while the switch is on.
    package var onTitle: String
    /// Shown by the parent while the switch is off.
    package var offTitle: String
    /// A switch (`switch`) or a checkbox (`check`).
    package var style: ToggleStyle

    /// Creates switch settings; the defaults are `On` and `Off`.
    public init(onTitle: String = "On", offTitle: String = "Off", style: ToggleStyle = .switch) {
        self.onTitle = onTitle
        self.offTitle = offTitle
        self.style = style
    }
}

/// How a boolean row is drawn.
public enum ToggleStyle: String, Hashable, Sendable {
    /// A switch (`switch`), usually the child of a row that summarises it.
    case `switch`
    /// A checkbox in place (`check`).
    case check
}

/// ``ToggleKind``'s helpers: its starting value and its translated texts.
enum ToggleKinds {
    /// The starting `value` of a cell: a boolean, or off and a problem.
    static func initialValue(_ value: PlistScalar, problem: (String) -> Void) -> Value {
        guard let flag = value.bool else {
            problem("value must be true or false, not \(value.typeName)")
            return .bool(false)
        }
        return .bool(flag)
    }

    /// The texts a translation replaces: what the parent shows for on and off.
    static func texts(_ settings: ToggleSettings) -> [String] { [settings.onTitle, settings.offTitle] }

    /// The settings with their texts translated by `localize`.
    static func localized(_ settings: ToggleSettings, _ localize: (String) -> String) -> ToggleSettings {
        var settings = settings
        settings.onTitle = localize(settings.onTitle)
        settings.offTitle = localize(settings.offTitle)
        return settings
    }
}

extension CellRecord {
    /// `onTitle` and `offTitle` of a switch or checkbox of `style`.
    func toggleSettings(style: ToggleStyle, problem: (_ key: String?, _ reason: String) -> Void)
        -> ToggleSettings
    {
        for (field, name) in [(Field.onTitle, "onTitle"), (.offTitle, "offTitle")] {
            if let value = self[field], value.text == nil {
                problem(nil, "\(name) must be a string, not \(value.typeName)")
            }
        }
        // The tutorial's files give neither: the switch's own title when on ("Married"), and
        // the parent's placeholder when off ("Single").
        return ToggleSettings(
            onTitle: onTitle?.text ?? firstTitle?.text ?? "On", offTitle: offTitle?.text ?? "", style: style)
    }
}

/// Switch rows: a Bool, read from the usual words, shown by the parent as `onTitle`/`offTitle`.
enum ToggleHandler {
    static func parse(_ text: String) throws(FormError) -> Bool {
        guard let flag = BooleanWords.flag(text) else {
            throw .invalidValue(Location(), reason: "'\(text)' is not on or off (use \(BooleanWords.listed))")
        }
        return flag
    }

    static func display(_ flag: Bool, settings: ToggleSettings) -> String {
        flag ? settings.onTitle : settings.offTitle
    }
}

extension Cell {
    /// A switch.
    public static func toggle(_ key: RowKey, _ title: String) -> Cell {
        Cell(key, title, kind: ToggleStyle.switch.rawValue)
    }
}

extension CellRecord {
    /// Writes a switch's `onTitle` and `offTitle`.
    mutating func write(_ settings: ToggleSettings) {
        set(.onTitle, .string(settings.onTitle))
        set(.offTitle, .string(settings.offTitle))
    }
}
