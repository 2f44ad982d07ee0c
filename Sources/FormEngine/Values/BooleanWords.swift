import Foundation

/// The one table of words FormEngine reads as yes or no, wherever text stands for a boolean: a
/// descriptor's string values (`expandable: "true"`, a switch's `value`, `editable`,
/// `visibleWhen`'s `isSet`) and a switch set from text (`--set married=on`, a line-mode `set`).
///
/// Case and surrounding white space are ignored.
enum BooleanWords {
    /// The words, as an error message lists them (`1`/`0` too are read).
    static let listed = "true/false, yes/no, on/off"

    /// The boolean `text` names, or `nil` when it is none of the words.
    static func flag(_ text: String) -> Bool? {
        switch trimmed(text).lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: return nil
        }
    }

    /// `text.trimmingCharacters(in: .whitespaces)`, without its cost when the text starts and
    /// ends with ASCII other than a space or tab (the only ASCII in that set), as words do.
    static func trimmed(_ text: String) -> String {
        func kept(_ byte: UInt8?) -> Bool {
            guard let byte else { return true }
            return byte < 0x80 && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t")
        }
        if kept(text.utf8.first), kept(text.utf8.last) { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
