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
