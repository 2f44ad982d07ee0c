import Foundation

/// The one table of words FormEngine reads as yes or no, wherever text stands for a boolean: a
/// descriptor's string values (`expandable: "true"`, a switch's `value`, `editable`,
/// `visibleWhen`'s `isSet`) and a switch set from text (`--set married=on`, a line-mode `set`).
///
/// Case and surrounding white space are ignored.
enum BooleanWords {
    /// The words, as an error message lists them (`1`/`0` too are read).
    static let listed = "true/false, yes/no, y/n, on/off"

    /// The boolean `text` names, or `nil` when it is none of the words.
    static func flag(_ text: String) -> Bool? {
        switch text.trimmedOfSpaces.lowercased() {
        case "true", "yes", "y", "on", "1": return true
        case "false", "no", "n", "off", "0": return false
        default: return nil
        }
    }
}
