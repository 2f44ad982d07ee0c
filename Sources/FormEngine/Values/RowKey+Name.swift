/// Which texts can name a row.
extension RowKey {
    /// Whether `text` can be a row's `key`: not empty, without `=` and without white space (as
    /// `Character.isWhitespace` says).
    ///
    /// Keys are nearly always ASCII, so their bytes are checked directly and only a key with
    /// other characters is walked character by character: the walk (grapheme breaking and a
    /// Unicode property lookup per character) took 15% of loading a form whose rows all have keys.
    static func isValidName(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        for byte in text.utf8 {
            if byte >= 0x80 { return !text.contains { $0 == "=" || $0.isWhitespace } }
            // `=`, space, and tab to carriage return: the ASCII characters that are white space.
            if byte == UInt8(ascii: "=") || byte == 0x20 || (0x09...0x0D).contains(byte) { return false }
        }
        return true
    }
}
