/// Switch rows: a Bool, read from the usual words, shown by the parent as `onTitle`/`offTitle`.
enum ToggleHandler {
    static func parse(_ text: String) throws(FormError) -> Bool {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default:
            throw .invalidValue(
                Location(), reason: "'\(text)' is not on or off (use true/false, yes/no, on/off)")
        }
    }

    static func display(_ flag: Bool, settings: ToggleSettings) -> String {
        flag ? settings.onTitle : settings.offTitle
    }
}
