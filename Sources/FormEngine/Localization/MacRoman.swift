/// Mac OS Roman, the encoding old `.strings` files were saved in before UTF-8 and UTF-16, decoded
/// by its own table (this toolchain's Foundation maps its upper half wrongly).
enum MacRoman {
    /// The characters of bytes 0x80…0xFF; the lower half is ASCII.
    private static let upperHalf: [Character] = Array(
        "ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø"
            + "¿¡¬√ƒ≈∆«»…\u{A0}ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\u{F8FF}ÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ")

    /// The text of `bytes`; every byte is a character, so this never fails.
    static func decode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var text = ""
        for byte in bytes {
            if byte < 0x80 {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text.append(upperHalf[Int(byte) - 0x80])
            }
        }
        return text
    }
}
