import Foundation

extension String {
    /// `trimmingCharacters(in: .whitespaces)`, without its cost when the text starts and ends
    /// with ASCII other than a space or tab (the only ASCII in that set), as most values do:
    /// Foundation's trimming was most of reading a number, a time or a duration.
    var trimmedOfSpaces: String {
        func kept(_ byte: UInt8?) -> Bool {
            guard let byte else { return true }
            return byte < 0x80 && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t")
        }
        if kept(utf8.first), kept(utf8.last) { return self }
        return trimmingCharacters(in: .whitespaces)
    }
}
