import FormEngine

/// The kind of device a Settings bundle is shown on: it picks device-specific pane files
/// (`Root~ipad.plist` over `Root.plist`) and hides specifiers whose
/// `SupportedUserInterfaceIdioms` leave it out.
public enum SettingsIdiom: String, CaseIterable, Sendable {
    /// An iPhone or iPod touch (`~iphone`, `Phone`).
    case phone
    /// An iPad (`~ipad`, `Pad`).
    case pad

    /// The name `SupportedUserInterfaceIdioms` uses.
    public var specifierName: String {
        switch self {
        case .phone: return "Phone"
        case .pad: return "Pad"
        }
    }

    /// The file-name modifier of this device's resources.
    public var fileSuffix: String {
        switch self {
        case .phone: return "~iphone"
        case .pad: return "~ipad"
        }
    }

    /// The device-specific name of the pane file `name` (`Root.plist` → `Root~ipad.plist`);
    /// `name` itself when it already names a device.
    public func variant(of name: String) -> String {
        guard name.hasSuffix(".plist"), !name.contains("~") else { return name }
        return String(name.dropLast(".plist".count)) + fileSuffix + ".plist"
    }
}
